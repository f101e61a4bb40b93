import { CASHIER_PATHS as P, PROVIDER_WALLET_PATHS as W, cashierConfigOf } from '@xc/api-contract';
import { bearer, post } from '../../testing/accounts';
import {
  bankAccount,
  createCashierApp,
  fundedPlayer,
  requestId,
  type CashierTestApp,
} from '../../testing/cashier';
import { launchToken, signedPost, STUDIO_TEST_SECRET, type GamesTestApp } from '../../testing/games';
import { testDatabaseKind } from '../../testing/test-db';
import { STUDIO_GAMES, STUDIO_PROVIDER } from '../studio/catalogue';

// 50 withdrawals and 50 wagers race against one balance. On PGlite (one connection) they would only
// queue, proving nothing about locking: this file runs on PostgreSQL (api-test-postgres.mjs).
const onPostgres = testDatabaseKind() === 'postgres';
const describeOnPostgres = onPostgres ? describe : describe.skip;
if (!onPostgres) {
  console.info('cashier/concurrency.test.ts: skipped on PGlite (one connection); run it on PostgreSQL');
}

// Each kind alone fits in the opening balance, both together do not: both kinds must partly succeed.
const OPENING = 3_000_000;
const WITHDRAWAL = 40_000;
const STAKE = 30_000;
const PARALLEL = 50;
const GAME = 'xcs-slot-01';

describeOnPostgres('50 parallel withdrawals and 50 wagers against one balance, on PostgreSQL', () => {
  let t: CashierTestApp;
  beforeAll(async () => {
    t = await createCashierApp({
      databaseConnections: 20,
      services: {
        studioWalletSecret: STUDIO_TEST_SECRET,
        cashierConfig: (brand) => {
          const config = cashierConfigOf(brand);
          return {
            ...config,
            dailyWithdrawalCount: 1_000,
            withdrawal: { ...config.withdrawal, bank: { min: 10_000, max: 1_000_000 } },
          };
        },
      },
    });
    await t.services.games.importFrom(STUDIO_PROVIDER, STUDIO_GAMES, (game) => game.code);
    await t.services.jackpots.ensurePools(await t.services.games.all());
  }, 60_000);
  afterAll(() => t?.close());

  it('never goes below zero, every answer agrees with the balance, and the books balance', async () => {
    const game = STUDIO_GAMES.find((candidate) => candidate.code === GAME) ?? STUDIO_GAMES[0];
    if (!game) throw new Error('no studio game');
    const player = await fundedPlayer(t, OPENING);
    const account = await bankAccount(t, player);
    const games = t as unknown as GamesTestApp;
    const token = await launchToken(games, player.token, game.code);
    const auth = await signedPost(games, W.authenticate, { token, gameCode: game.code });
    const session = {
      sessionToken: auth.json().sessionToken as string,
      playerId: player.user.id,
      gameCode: game.code,
    };

    const withdrawals: Array<ReturnType<typeof post>> = [];
    const wagers: Array<ReturnType<typeof signedPost>> = [];
    for (let i = 0; i < PARALLEL; i += 1) {
      withdrawals.push(
        post(
          t.app,
          P.withdrawBank,
          { bankAccountId: account, amount: WITHDRAWAL, requestId: requestId() },
          bearer(player.token),
        ),
      );
      wagers.push(
        signedPost(games, W.debit, {
          ...session,
          transactionId: `race-${i}`,
          roundId: `race-round-${i}`,
          amount: STAKE,
        }),
      );
    }
    const [w, b] = await Promise.all([Promise.all(withdrawals), Promise.all(wagers)]);
    expect(
      w.filter((res) => res.statusCode !== 200 && res.statusCode !== 402).map((res) => res.body),
    ).toEqual([]);
    expect(b.every((res) => res.statusCode === 200 || res.statusCode === 402)).toBe(true);
    const held = w.filter((res) => res.statusCode === 200).length;
    const staked = b.filter((res) => res.statusCode === 200).length;
    expect(held).toBeGreaterThan(0);
    expect(staked).toBeGreaterThan(0);
    const balance = await t.services.wallet.balance(player.user.id);
    expect(balance).toBe(OPENING - held * WITHDRAWAL - staked * STAKE);
    expect(balance).toBeGreaterThanOrEqual(0);
    // Balances only fall during the race: a refusal means what was left did not cover it.
    if (held < PARALLEL) expect(balance).toBeLessThan(WITHDRAWAL);
    if (staked < PARALLEL) expect(balance).toBeLessThan(STAKE);
    expect((await t.services.wallet.balancesOf(['withdrawals:xc05'])).get('withdrawals:xc05')).toBe(
      held * WITHDRAWAL,
    );
    await t.audit();

    // Every pending request rejected at once by parallel operators: each refunds exactly once.
    const pending = await t.services.cashier.listForOperator('xc05', 'pending', 1_000);
    const decisions = await Promise.allSettled(
      pending.flatMap((row) => [
        t.services.cashier.reject('xc05', row.id, 'kiểm tra'),
        t.services.cashier.reject('xc05', row.id, 'kiểm tra'),
      ]),
    );
    expect(decisions.filter((d) => d.status === 'fulfilled')).toHaveLength(pending.length);
    expect(await t.services.wallet.balance(player.user.id)).toBe(OPENING - staked * STAKE);
    await t.services.wallet.fold();
    await t.audit();
  }, 120_000);

  it('leaves one open voucher and keeps to the limit when a player submits many at once', async () => {
    const player = await fundedPlayer(t);
    await post(t.app, P.limits, { day: 1_000_000 }, bearer(player.token));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          t.app,
          P.codepay,
          { amount: 300_000, replaceOpen: true, requestId: requestId() },
          bearer(player.token),
        ),
      ),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const rows = await t.services.cashier.searchDeposits({
      brand: 'xc05',
      playerId: player.user.id,
      limit: 100,
    });
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'cancelled')).toHaveLength(19);

    const wallets = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, P.ewallet, { amount: 200_000, requestId: requestId() }, bearer(player.token)),
      ),
    );
    // 1,000,000 − the open 300,000 voucher leaves room for exactly three 200,000 payments.
    expect(wallets.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(
      wallets
        .filter((res) => res.statusCode === 409)
        .every((res) => res.json().code === 'DEPOSIT_LIMIT_EXCEEDED'),
    ).toBe(true);
  }, 60_000);
});
