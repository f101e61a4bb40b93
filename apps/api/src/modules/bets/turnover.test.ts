import { STUDIO_GAMES } from '../studio/catalogue';
import { createGamesApp, fundedPlayer, playRound, type GamesTestApp } from '../../testing/games';

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(() => t.close());

const LIVE = STUDIO_GAMES.find((game) => game.section === 'live-casino' && !game.lobby)?.code ?? '';

describe('turnover', () => {
  it('sums settled stakes and wins by player and product within the window, on the brand', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const other = await fundedPlayer(t, 1_000_000);
    const from = t.clock.now();
    await playRound(t, player, { stake: 10_000, win: 25_000 });
    await playRound(t, player, { stake: 20_000 });
    await playRound(t, player, { stake: 5_000, win: 5_000, gameCode: LIVE });
    await playRound(t, other, { stake: 7_000 });
    t.clock.advance(1_000);
    const to = t.clock.now();
    t.clock.advance(1_000);
    await playRound(t, player, { stake: 99_000 });

    const mine = await t.services.bets.turnover({ brand: player.brand, from, to, playerId: player.user.id });
    expect(mine.sort((a, b) => String(a.product).localeCompare(String(b.product)))).toEqual([
      { playerId: player.user.id, product: 'cong-game', stake: 30_000, win: 25_000, rounds: 2 },
      { playerId: player.user.id, product: 'live-casino', stake: 5_000, win: 5_000, rounds: 1 },
    ]);
    const all = await t.services.bets.turnover({ brand: player.brand, from, to });
    expect(all.find((row) => row.playerId === other.user.id)).toMatchObject({ stake: 7_000, win: 0 });
    expect(await t.services.bets.turnover({ brand: 'xc03', from, to, playerId: player.user.id })).toEqual(
      player.brand === 'xc03' ? expect.any(Array) : [],
    );
  });
});
