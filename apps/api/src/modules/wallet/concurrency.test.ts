import { and, eq, sql } from 'drizzle-orm';
import { walletAccounts, walletEntries, walletTransactions } from '../../schema';
import { createServices, type Services } from '../../services';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../testing/test-db';
import { fundingAccount, houseAccount, playerAccount } from './accounts';
import type { Transfer } from './ledger';

const FUNDING = fundingAccount('xc05');
const HOUSE = houseAccount('xc05');

// PGlite has one connection, so parallel debits there are queued one by one and prove nothing about
// locking. This file runs on PostgreSQL (api:test-postgres, CI) with a pool of 20 connections.
const onPostgres = testDatabaseKind() === 'postgres';
const describeOnPostgres = onPostgres ? describe : describe.skip;
if (!onPostgres) {
  console.info(
    'wallet/concurrency.test.ts: skipped on PGlite (one connection); run it with TEST_DATABASE_URL=… node tools/scripts/api-test-postgres.mjs',
  );
}

const PARALLEL = 200;
const ROUNDS = 5;

describeOnPostgres('200 parallel debits against one balance, on PostgreSQL', () => {
  let testDb: TestDatabase;
  let services: Services;
  let playerId: number;
  beforeAll(async () => {
    testDb = await createTestDatabase({ maxConnections: 20 });
    services = createServices(testDb.database);
    const player = await services.auth.createPlayer({
      brand: 'xc05',
      username: 'racer0001',
      password: 'Kh0ngDoanDuoc!',
      phone: '+84981230001',
    });
    playerId = player.id;
  });
  afterAll(() => testDb?.drop());

  const account = () => playerAccount(playerId);
  /** One posting in its own unit of work, as a use case makes it. */
  const transfer = (request: Transfer) =>
    testDb.database.db.transaction((tx) => services.ledger.post(tx, request));
  const debit = (round: number, index: number, amount: number): Transfer => ({
    idempotencyKey: `race:${round}:${index}`,
    type: 'bet' as const,
    brand: 'xc05',
    playerId,
    reference: `round ${round}`,
    lines: [
      { account: account(), amount: -amount },
      { account: HOUSE, amount },
    ],
  });
  const settle = <T>(promises: Promise<T>[]) => Promise.allSettled(promises);

  async function ledgerSumOfPlayer(): Promise<number> {
    const [row] = await testDb.database.db
      .select({ total: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletAccounts.playerId, playerId));
    return Number(row?.total ?? 0);
  }

  async function betCount(): Promise<number> {
    const [row] = await testDb.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.playerId, playerId), eq(walletTransactions.type, 'bet')));
    return row?.n ?? 0;
  }

  it.each(Array.from({ length: ROUNDS }, (_, round) => round))(
    'round %i: exactly what the balance covers goes through, replays add nothing, the books agree',
    async (round) => {
      // Round 0 uses one amount (the count is exact); later rounds mix amounts.
      const amounts = Array.from({ length: PARALLEL }, (_, index) =>
        round === 0 ? 10_000 : 1_000 * (1 + ((index * 7 + round * 13) % 20)),
      );
      const opening = await services.wallet.balance(playerId);
      const credit = round === 0 ? 50 * 10_000 + 5_000 : 400_000 + round * 1_234;
      await transfer({
        idempotencyKey: `race:credit:${round}`,
        type: 'operator_credit',
        brand: 'xc05',
        playerId,
        lines: [
          { account: FUNDING, amount: -credit },
          { account: account(), amount: credit },
        ],
      });
      const funded = opening + credit;
      const betsBefore = await betCount();

      const results = await settle(amounts.map((amount, index) => transfer(debit(round, index, amount))));
      const succeeded = amounts.filter((_, index) => results[index]?.status === 'fulfilled');
      const refused = results.filter((result) => result.status === 'rejected');
      for (const result of refused) {
        expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      }

      const final = await services.wallet.balance(playerId);
      const spent = succeeded.reduce((sum, amount) => sum + amount, 0);
      expect(final).toBe(funded - spent);
      expect(final).toBeGreaterThanOrEqual(0);
      if (round === 0) expect(succeeded).toHaveLength(50);
      // A debit was refused only because the balance could not cover it, and balances only fell since.
      amounts.forEach((amount, index) => {
        if (results[index]?.status === 'rejected') expect(amount).toBeGreaterThan(final);
      });
      expect(await ledgerSumOfPlayer()).toBe(final);
      expect(await betCount()).toBe(betsBefore + succeeded.length);

      // Every request again, all at once: the successes replay, nothing is charged twice.
      const replays = await settle(amounts.map((amount, index) => transfer(debit(round, index, amount))));
      replays.forEach((replay, index) => {
        if (results[index]?.status === 'fulfilled') {
          expect(replay).toMatchObject({ status: 'fulfilled', value: { replayed: true } });
        } else {
          expect(replay.status).toBe('rejected');
        }
      });
      expect(await services.wallet.balance(playerId)).toBe(final);
      expect(await betCount()).toBe(betsBefore + succeeded.length);
      expect(await services.wallet.audit()).toMatchObject({ discrepancies: [] });
    },
  );
});
