import { GIFT_CODE_PATHS } from '@xc/api-contract';
import { randomUUID } from 'node:crypto';
import { bearer, get } from '../../testing/accounts';
import {
  createGiftCodesApp,
  giftPlayer,
  makeCode,
  redeem,
  redemptionOf,
  type GiftCodesTestApp,
} from '../../testing/giftcodes';
import { bonusAccount } from '../wallet/accounts';

// On PostgreSQL (api:test-postgres) these requests really run at once, each on its own connection;
// on PGlite they interleave on its one connection. Either way the outcome must be exact.
let t: GiftCodesTestApp;
beforeAll(async () => {
  t = await createGiftCodesApp({ databaseConnections: 24 });
}, 60_000);
afterAll(async () => {
  await t.audit();
  await t.close();
});

const statuses = (answers: Array<{ statusCode: number }>) =>
  answers.map((res) => res.statusCode).sort((a, b) => a - b);
const codesOf = (answers: Array<{ statusCode: number; json(): unknown }>) =>
  answers.filter((res) => res.statusCode !== 200).map((res) => (res.json() as { code: string }).code);

describe('parallel redemptions', () => {
  it('one single-use code by 20 players: exactly one wins, the money moves once', async () => {
    const code = await makeCode(t, { kind: 'single', cap: 1, value: 77_000 });
    const players = await Promise.all(Array.from({ length: 20 }, () => giftPlayer(t)));
    const bonusBefore = await t.services.ledger.balanceOf(bonusAccount('xc05'));
    const answers = await Promise.all(players.map((player) => redeem(t, player, code.code)));
    expect(statuses(answers)).toEqual([200, ...Array<number>(19).fill(400)]);
    expect(new Set(codesOf(answers))).toEqual(new Set(['GIFT_CODE_INVALID']));
    const balances = await Promise.all(players.map((player) => t.services.wallet.balance(player.user.id)));
    expect(balances.sort((a, b) => b - a)).toEqual([77_000, ...Array<number>(19).fill(0)]);
    expect(await t.services.ledger.balanceOf(bonusAccount('xc05'))).toBe(bonusBefore - 77_000);
    const listed = (await t.services.giftCodes.listCodes('xc05')).codes.find((row) => row.id === code.id);
    expect(listed).toMatchObject({ redeemedCount: 1, state: 'exhausted' });
  });

  it('a campaign code with 5 redemptions left, by 20 players: 5 win, never over its cap', async () => {
    const code = await makeCode(t, { cap: 5, requiredBet: 0, value: 10_000 });
    const players = await Promise.all(Array.from({ length: 20 }, () => giftPlayer(t)));
    const answers = await Promise.all(players.map((player) => redeem(t, player, code.code)));
    expect(statuses(answers)).toEqual([...Array<number>(5).fill(200), ...Array<number>(15).fill(400)]);
    const listed = (await t.services.giftCodes.listCodes('xc05')).codes.find((row) => row.id === code.id);
    expect(listed).toMatchObject({ redeemedCount: 5, totalCap: 5 });
    const credited = await Promise.all(players.map((player) => t.services.wallet.balance(player.user.id)));
    expect(credited.reduce((sum, balance) => sum + balance, 0)).toBe(50_000);
  });

  it('one player submitting different codes at once: one redemption, the others wait for its bet', async () => {
    const player = await giftPlayer(t);
    const codes = await Promise.all(Array.from({ length: 6 }, () => makeCode(t, { requiredBet: 200_000 })));
    const answers = await Promise.all(codes.map((code) => redeem(t, player, code.code)));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
    expect(new Set(codesOf(answers))).toEqual(new Set(['GIFT_CODE_PENDING']));
    expect(await t.services.wallet.balance(player.user.id)).toBe(50_000);
  });

  it('one player submitting one code many times with different requestIds: redeemed once', async () => {
    const player = await giftPlayer(t);
    const code = await makeCode(t, { requiredBet: 0, value: 15_000 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(t, player, code.code)));
    expect(statuses(answers)).toEqual([200, ...Array<number>(7).fill(400)]);
    expect(await t.services.wallet.balance(player.user.id)).toBe(15_000);
  });

  it('the same submit sent 8 times at once (one requestId): one redemption, every answer the same', async () => {
    const player = await giftPlayer(t);
    const code = await makeCode(t, { value: 33_000 });
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => redeem(t, player, code.code, requestId)),
    );
    expect(statuses(answers)).toEqual(Array<number>(8).fill(200));
    expect(new Set(answers.map((res) => redemptionOf(res).id)).size).toBe(1);
    expect(await t.services.wallet.balance(player.user.id)).toBe(33_000);
    const history = await get(t.app, GIFT_CODE_PATHS.history, bearer(player.token));
    expect(history.json<{ data: unknown[] }>().data).toHaveLength(1);
  });
});
