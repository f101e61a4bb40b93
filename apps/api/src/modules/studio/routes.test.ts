import { STUDIO_SESSION_HEADER, type StudioRound, type StudioState } from '@xc/api-contract';
import type { InjectOptions } from 'fastify';
import { bearer, get, type TestClock } from '../../testing/accounts';
import { createGamesApp, fundedPlayer, launchToken, type GamesTestApp } from '../../testing/games';
import { ENGINES } from './engines';
import { floats, hashServerSeed } from '../../infra/fair';
import type { Transport } from './platform-client';

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(() => t.close());

const TAIXIU = 'xcs-game-nhanh-01';

function studio(app = t) {
  const call = (method: InjectOptions['method'], url: string, session?: string, payload?: unknown) =>
    app.app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: session ? { [STUDIO_SESSION_HEADER]: session } : {},
    });
  return {
    open: (game: string, token: string) => call('POST', '/studio/api/session', undefined, { game, token }),
    state: (game: string, session?: string) => call('GET', `/studio/api/state?game=${game}`, session),
    play: (session: string, option: string, amount: number) =>
      call('POST', '/studio/api/rounds', session, { option, amount }),
    seed: (session: string, clientSeed: string) => call('POST', '/studio/api/seed', session, { clientSeed }),
  };
}

/** A player with money who opened `game` from the site (GET /api/game/link, then the page's session call). */
async function seated(balance: number, game = TAIXIU, app = t) {
  const player = await fundedPlayer(app, balance);
  const opened = await studio(app).open(game, await launchToken(app, player.token, game));
  expect(opened.statusCode).toBe(200);
  return { player, session: opened.json().session as string, state: opened.json().data as StudioState };
}

describe('the game pages', () => {
  it('serve HTML without inline scripts, under a strict CSP, never cached, frameable by the site only', async () => {
    const res = await get(t.app, `/studio/play/${TAIXIU}?token=abc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).not.toContain('unsafe');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="vi">');
    expect(res.body).toContain('Tài Xỉu Nhanh');
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.body).not.toMatch(/\son\w+=/);
    const scripts = [...res.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      const asset = await get(t.app, script);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(t.app, '/studio/play/khong-co')).statusCode).toBe(404);
    expect((await get(t.app, '/studio/assets/..%2Fservice.ts')).statusCode).toBe(404);
  });

  it('include a verifier page in Vietnamese', async () => {
    const res = await get(t.app, '/studio/verify');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Kiểm tra kết quả');
    expect(res.body).toContain('fair.js');
  });

  it('say what a lobby is: sports and lottery lobbies take demo wagers, cockfighting only introduces itself', async () => {
    const sports = (await studio().state('ksp-k-sport')).json().data as StudioState;
    expect(sports.game.rules).toMatch(/^Đây là sảnh demo của K-Sport\./);
    expect(sports.game.acceptsWagers).toBe(true);
    expect(sports.game.markets.length).toBeGreaterThanOrEqual(4);
    expect(sports.player).toBeNull();
    const cockfight = (await studio().state('ga28-ga28')).json().data as StudioState;
    expect(cockfight.game.rules).toMatch(/^Đây là sảnh demo của GA28\..*không nhận cược\.$/);
    expect(cockfight.game.acceptsWagers).toBe(false);
    const page = await get(t.app, '/studio/play/xcl-mega645');
    expect(page.body).toContain('Sảnh demo XC Lottery');
  });
});

describe('playing Tài Xỉu', () => {
  it('opens with the launch token once, then plays rounds whose money goes through the wallet', async () => {
    const player = await fundedPlayer(t, 200_000);
    const token = await launchToken(t, player.token, TAIXIU);
    const opened = await studio().open(TAIXIU, token);
    expect(opened.statusCode).toBe(200);
    const { session, data } = opened.json() as { session: string; data: StudioState };
    expect(data.player).toEqual({
      displayName: expect.stringContaining('****'),
      balance: 200_000,
      currency: 'VND',
    });
    expect(data.fairness).toEqual({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeed: expect.any(String),
      nonce: 0,
    });
    expect((await studio().open(TAIXIU, token)).json()).toMatchObject({
      statusCode: 401,
      code: 'STUDIO_SESSION_INVALID',
    });

    let balance = 200_000;
    const rounds: StudioRound[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await studio().play(session, i % 2 ? 'xiu' : 'tai', 10_000);
      expect(res.statusCode).toBe(200);
      const round = res.json().data as StudioRound;
      expect(round).toMatchObject({ status: 'settled', nonce: i, amount: 10_000, serverSeed: null });
      const won = round.outcome['result'] === (i % 2 ? 'xiu' : 'tai');
      expect(round.payout).toBe(won ? 20_000 : 0);
      balance += round.payout - 10_000;
      expect(round.balance).toBe(balance);
      rounds.push(round);
    }
    expect(await t.services.wallet.balance(player.user.id)).toBe(balance);
    // The site's header reads the same balance.
    expect((await get(t.app, '/api/user/balance', bearer(player.token))).json().data.balance).toBe(balance);
    const bets = (await get(t.app, '/api/user/bets?per_page=10', bearer(player.token))).json().data as Array<{
      stake: number;
      win: number;
      status: string;
    }>;
    expect(bets).toHaveLength(6);
    expect(bets.map((bet) => bet.win).reverse()).toEqual(rounds.map((round) => round.payout));
    expect(bets.every((bet) => bet.stake === 10_000 && ['won', 'lost'].includes(bet.status))).toBe(true);

    const state = (await studio().state(TAIXIU, session)).json().data as StudioState;
    expect(state.rounds.map((round) => round.nonce)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(state.fairness?.nonce).toBe(6);
  });

  it('reveals the server seed on a new client seed, and every round recomputes from it', async () => {
    const { session, state } = await seated(100_000);
    const hashBefore = state.fairness?.serverSeedHash;
    const played: StudioRound[] = [];
    for (let i = 0; i < 3; i += 1)
      played.push((await studio().play(session, 'tai', 1_000)).json().data as StudioRound);
    const rotated = await studio().seed(session, 'hat-giong-cua-toi');
    expect(rotated.statusCode).toBe(200);
    const { revealed, next } = rotated.json().data as {
      revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
      next: { serverSeedHash: string; clientSeed: string; nonce: number };
    };
    expect(revealed.serverSeedHash).toBe(hashBefore);
    expect(hashServerSeed(revealed.serverSeed)).toBe(hashBefore);
    expect(revealed.rounds).toBe(3);
    expect(next).toMatchObject({ clientSeed: 'hat-giong-cua-toi', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(hashBefore);

    const after = (await studio().state(TAIXIU, session)).json().data as StudioState;
    for (const round of played) {
      const shown = after.rounds.find((candidate) => candidate.roundId === round.roundId);
      expect(shown?.serverSeed).toBe(revealed.serverSeed);
      const recomputed = ENGINES.taixiu.outcome(
        floats(revealed.serverSeed, revealed.clientSeed, round.nonce, 3),
        {},
      );
      expect(recomputed).toEqual(round.outcome);
    }
    expect((await studio().play(session, 'xiu', 1_000)).json().data).toMatchObject({
      nonce: 0,
      clientSeed: 'hat-giong-cua-toi',
      serverSeedHash: next.serverSeedHash,
    });
    expect((await studio().seed(session, 'có dấu cách')).json()).toMatchObject({ statusCode: 400 });
  });

  it('takes new client seeds sent at once one after another: every answer 200, one pair active', async () => {
    const { session } = await seated(100_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => studio().seed(session, `hat-giong-${i}`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    const revealed = answers.map((res) => res.json().data.revealed?.serverSeedHash).filter(Boolean);
    expect(new Set(revealed).size).toBe(revealed.length);
    const state = (await studio().state(TAIXIU, session)).json().data as StudioState;
    const nextHashes = answers.map((res) => res.json().data.next.serverSeedHash as string);
    expect(nextHashes).toContain(state.fairness?.serverSeedHash);
  });

  it('refuses a stake the balance does not cover, in Vietnamese, and moves nothing', async () => {
    const { player, session } = await seated(5_000);
    const res = await studio().play(session, 'tai', 10_000);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Số dư không đủ, vui lòng nạp thêm',
    });
    expect(await t.services.wallet.balance(player.user.id)).toBe(5_000);
    const state = (await studio().state(TAIXIU, session)).json().data as StudioState;
    expect(state.rounds[0]).toMatchObject({ status: 'refused', payout: 0 });
  });

  it('refuses bad bets and unknown sessions', async () => {
    const { session } = await seated(100_000);
    expect((await studio().play(session, 'chan', 1_000)).json()).toMatchObject({
      statusCode: 400,
      message: 'Lựa chọn cược không hợp lệ',
    });
    // The amount is checked by the request schema, with the same words as the studio page shows.
    expect((await studio().play(session, 'tai', 999)).json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Số tiền cược tối thiểu là 1,000 ₫',
    });
    expect((await studio().play(session, 'tai', 50_000_001)).json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Số tiền cược tối đa là 50,000,000 ₫',
    });
    expect((await studio().play(session, 'tai', 1_500.5)).json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Số tiền cược không hợp lệ',
    });
    expect((await studio().play(session, 'tai', 1_000)).statusCode).toBe(200);
    expect((await studio().play(session, 'tai', 50_000_000)).json()).toMatchObject({
      statusCode: 402,
    });
    expect((await studio().play('nope', 'tai', 1_000)).json()).toMatchObject({
      statusCode: 401,
      code: 'STUDIO_SESSION_INVALID',
    });
    // A session of one game shows no player on another game's page.
    expect(
      ((await studio().state('mkp-game-nhanh-02', session)).json().data as StudioState).player,
    ).toBeNull();
  });
});

describe('the other games', () => {
  it.each([
    ['mkp-game-nhanh-02', 'chan'],
    ['rvg-no-hu-01', 'spin'],
    ['ltl-roulette-01', 'so-17'],
    ['xcs-keno-01', 'lon'],
    ['smc-baccarat-02', 'banker'],
    ['ltl-rong-ho-01', 'hoa'],
    ['ltl-bau-cua-01', 'tom'],
    ['xcl-lo-de-3-mien', 'de-39'],
  ])('%s takes a %s wager and settles it', async (game, option) => {
    const { player, session } = await seated(100_000, game);
    const round = (await studio().play(session, option, 2_000)).json().data as StudioRound;
    expect(round.status).toBe('settled');
    expect(await t.services.wallet.balance(player.user.id)).toBe(
      100_000 - 2_000 + round.payout + round.jackpotWin,
    );
  });

  it('a sports lobby opened by direct link (tokenPlay) takes a wager on a demo market at its odds', async () => {
    const player = await fundedPlayer(t, 100_000);
    const opened = await studio().open('saba-saba-sport', player.user.tokenPlay);
    expect(opened.statusCode).toBe(200);
    const { session, data } = opened.json() as { session: string; data: StudioState };
    const market = data.game.markets[0];
    const home = market?.options[0];
    if (!market || !home) throw new Error('no market');
    const round = (await studio().play(session, home.id, 10_000)).json().data as StudioRound;
    expect(round.option).toBe(home.id);
    expect(round.outcome).toMatchObject({ fixture: { id: market.id }, odds: { home: home.payout } });
    expect(round.payout).toBe(round.outcome['result'] === 'home' ? Math.floor(10_000 * home.payout) : 0);
    expect((await studio().play(session, 'khong-co:home', 10_000)).statusCode).toBe(400);
  });

  it('a cockfighting lobby takes no wager', async () => {
    const player = await fundedPlayer(t, 100_000);
    const { session } = (await studio().open('ws168-ws168', player.user.tokenPlay)).json() as {
      session: string;
    };
    expect((await studio().play(session, 'do', 1_000)).json()).toMatchObject({
      statusCode: 400,
      message: 'Sảnh này chỉ giới thiệu, không nhận cược',
    });
  });
});

describe('when the wallet does not answer', () => {
  /** A studio whose transport to the platform can be made to fail (the call applied, or not, first). */
  async function flakyApp() {
    let failing: { path: string; applied: boolean; times: number } | null = null;
    let inner: Transport | null = null;
    const transport: Transport = async (request) => {
      if (!inner) throw new Error('no app yet');
      if (failing && failing.times > 0 && request.path.endsWith(failing.path)) {
        failing.times -= 1;
        if (failing.applied) await inner(request);
        throw new Error('socket hang up');
      }
      return inner(request);
    };
    const app = await createGamesApp({ services: { studioTransport: transport } });
    inner = async ({ path, headers, body }) => {
      const res = await app.app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: res.statusCode, body: res.body };
    };
    return {
      app,
      fail: (path: string, applied: boolean, times = 1) => {
        failing = { path, applied, times };
      },
    };
  }

  it('undoes a stake whose answer was lost, and pays a win whose answer was lost once it can', async () => {
    const flaky = await flakyApp();
    try {
      const { player, session } = await seated(100_000, TAIXIU, flaky.app);
      flaky.fail('/debit', true);
      const lost = await studio(flaky.app).play(session, 'tai', 10_000);
      expect(lost.json()).toMatchObject({
        statusCode: 503,
        message: 'Ví đang bận, vui lòng thử lại sau giây lát',
      });
      expect(await flaky.app.services.wallet.balance(player.user.id)).toBe(100_000);

      flaky.fail('/debit', false);
      await studio(flaky.app).play(session, 'tai', 10_000);
      expect(await flaky.app.services.wallet.balance(player.user.id)).toBe(100_000);
      const bets = (await get(flaky.app.app, '/api/user/bets', bearer(player.token))).json().data as Array<{
        status: string;
      }>;
      expect(bets.map((bet) => bet.status)).toEqual(['cancelled']);

      // The credit is retried at once (three tries), so one lost answer is absorbed.
      flaky.fail('/credit', true);
      const round = (await studio(flaky.app).play(session, 'xiu', 10_000)).json().data as StudioRound;
      expect(round.status).toBe('settled');
      expect(await flaky.app.services.wallet.balance(player.user.id)).toBe(100_000 - 10_000 + round.payout);
      expect(await flaky.app.services.wallet.audit()).toMatchObject({ discrepancies: [] });
    } finally {
      await flaky.app.close();
    }
  });

  it('finishes an interrupted round on recovery', async () => {
    const flaky = await flakyApp();
    try {
      const { player, session } = await seated(100_000, TAIXIU, flaky.app);
      const clock: TestClock = flaky.app.clock;
      // Every try of the credit is lost: the round stays open with its stake taken.
      flaky.fail('/credit', false, 3);
      const round = (await studio(flaky.app).play(session, 'tai', 10_000)).json().data as StudioRound;
      expect(round.status).toBe('pending');
      expect(await flaky.app.services.wallet.balance(player.user.id)).toBe(90_000);
      expect(await flaky.app.studio.recover()).toBe(0);
      clock.advance(60_000);
      expect(await flaky.app.studio.recover()).toBe(1);
      expect(await flaky.app.services.wallet.balance(player.user.id)).toBe(90_000 + round.payout);
      const state = (await studio(flaky.app).state(TAIXIU, session)).json().data as StudioState;
      expect(state.rounds[0]).toMatchObject({ roundId: round.roundId, status: 'settled' });
    } finally {
      await flaky.app.close();
    }
  });
});
