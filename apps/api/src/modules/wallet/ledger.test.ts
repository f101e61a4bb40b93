import { eq, sql } from 'drizzle-orm';
import { walletAccounts, walletEntries, walletTransactions } from '../../schema';
import { bearer, createAccountsApp, get, register, type TestClock } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createServices, type Services } from '../../services';
import { fundingAccount, houseAccount, playerAccount } from './accounts';
import type { Transfer } from './ledger';
import type { WalletService } from './service';

const FUNDING = fundingAccount('xc05');
const HOUSE = houseAccount('xc05');

let t: TestApp & { clock: TestClock };
let services: Services;
let wallet: WalletService;
beforeAll(async () => {
  t = await createAccountsApp();
  services = createServices(t.database, { clock: t.clock.now });
  wallet = services.wallet;
});
afterAll(() => t.close());

const db = () => t.database.db;
/** One posting in its own unit of work. */
const transfer = (request: Transfer) => db().transaction((tx) => services.ledger.post(tx, request));
let keys = 0;
const key = (label: string) => `test:${label}:${++keys}`;

async function newPlayer(balance = 0) {
  const player = await register(t.app);
  if (balance > 0) {
    await transfer({
      idempotencyKey: key('fund'),
      type: 'operator_credit',
      brand: 'xc05',
      playerId: player.user.id,
      lines: [
        { account: FUNDING, amount: -balance },
        { account: playerAccount(player.user.id), amount: balance },
      ],
    });
  }
  return player;
}

const bet = (playerId: number, amount: number, idempotencyKey = key('bet')): Transfer => ({
  idempotencyKey,
  type: 'bet' as const,
  brand: 'xc05',
  playerId,
  lines: [
    { account: playerAccount(playerId), amount: -amount },
    { account: HOUSE, amount },
  ],
});

async function playerTransactions(playerId: number) {
  return db().select().from(walletTransactions).where(eq(walletTransactions.playerId, playerId));
}

describe('the ledger', () => {
  it('writes one transaction of entries summing to zero, with each balance after', async () => {
    const { user } = await newPlayer(100_000);
    const posted = await transfer(bet(user.id, 30_000));
    expect(posted.replayed).toBe(false);
    expect(posted.entries).toEqual(
      expect.arrayContaining([
        { account: playerAccount(user.id), amount: -30_000, balanceAfter: 70_000 },
        expect.objectContaining({ account: HOUSE, amount: 30_000 }),
      ]),
    );
    const entries = await db().select().from(walletEntries).where(eq(walletEntries.transactionId, posted.id));
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(await wallet.balance(user.id)).toBe(70_000);
  });

  it('refuses lines that do not sum to zero, and writes nothing', async () => {
    const { user } = await newPlayer(10_000);
    await expect(
      transfer({
        idempotencyKey: key('unbalanced'),
        type: 'bet',
        brand: 'xc05',
        playerId: user.id,
        lines: [
          { account: playerAccount(user.id), amount: -5_000 },
          { account: HOUSE, amount: 4_000 },
        ],
      }),
    ).rejects.toThrow(/sum to -1000/);
    expect(await wallet.balance(user.id)).toBe(10_000);
    expect(await playerTransactions(user.id)).toHaveLength(1);
  });

  it('never lets a player balance go below zero: 402 INSUFFICIENT_FUNDS and nothing written', async () => {
    const { user } = await newPlayer(10_000);
    await expect(transfer(bet(user.id, 10_001))).rejects.toMatchObject({
      statusCode: 402,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Số dư không đủ để thực hiện giao dịch',
    });
    expect(await wallet.balance(user.id)).toBe(10_000);
    expect(await playerTransactions(user.id)).toHaveLength(1);
    // The whole balance can be spent, to the last đồng.
    await transfer(bet(user.id, 10_000));
    expect(await wallet.balance(user.id)).toBe(0);
  });

  it('replays a repeated key with the first result and moves nothing again', async () => {
    const { user } = await newPlayer(50_000);
    const request = bet(user.id, 20_000, key('replay'));
    const first = await transfer(request);
    await transfer(bet(user.id, 1_000));
    const again = await transfer(request);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    expect(again.entries.find((entry) => entry.account === playerAccount(user.id))?.balanceAfter).toBe(
      30_000,
    );
    expect(await wallet.balance(user.id)).toBe(29_000);
    expect(await playerTransactions(user.id)).toHaveLength(3);
  });

  it('refuses the same key with other data (409 IDEMPOTENCY_CONFLICT)', async () => {
    const { user } = await newPlayer(50_000);
    const idempotencyKey = key('conflict');
    await transfer(bet(user.id, 20_000, idempotencyKey));
    await expect(transfer(bet(user.id, 25_000, idempotencyKey))).rejects.toMatchObject({
      statusCode: 409,
      code: 'IDEMPOTENCY_CONFLICT',
      message: 'Mã giao dịch đã được dùng cho một yêu cầu khác',
    });
    await expect(
      transfer({ ...bet(user.id, 20_000, idempotencyKey), reference: 'another round' }),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await wallet.balance(user.id)).toBe(30_000);
  });

  it('lets concurrent transfers of one key through once', async () => {
    const { user } = await newPlayer(50_000);
    const request = bet(user.id, 5_000, key('race'));
    const results = await Promise.all(Array.from({ length: 8 }, () => transfer(request)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(await wallet.balance(user.id)).toBe(45_000);
  });

  it('keeps every balance equal to the sum of its entries, and the books at zero overall', async () => {
    expect(await wallet.audit()).toMatchObject({ discrepancies: [] });
  });

  it('reports a balance that no longer matches its entries', async () => {
    await newPlayer(1_000);
    // The house's movements are deltas until folded: fold, so its row is its whole balance.
    await wallet.fold();
    const house = () => db().select().from(walletAccounts).where(eq(walletAccounts.code, HOUSE));
    const [before] = await house();
    if (!before) throw new Error('no house account');
    const shift = (amount: number) =>
      db()
        .update(walletAccounts)
        .set({ balance: sql`${walletAccounts.balance} + ${amount}` })
        .where(eq(walletAccounts.code, HOUSE));
    await shift(7);
    try {
      expect((await wallet.audit()).discrepancies).toEqual([
        { kind: 'account_balance', subject: HOUSE, expected: before.balance, actual: before.balance + 7 },
        { kind: 'ledger_total', subject: 'all accounts', expected: 0, actual: 7 },
      ]);
    } finally {
      await shift(-7);
    }
    expect(await wallet.audit()).toMatchObject({ discrepancies: [] });
  });
});

describe('what the database itself refuses', () => {
  it('a ledger entry or transaction edited or deleted after the fact', async () => {
    const { user } = await newPlayer(1_000);
    const [entry] = await db()
      .select()
      .from(walletEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
      .where(eq(walletAccounts.playerId, user.id));
    if (!entry) throw new Error('no entry');
    await expect(
      db()
        .update(walletEntries)
        .set({ amount: 1_000_000 })
        .where(eq(walletEntries.id, entry.wallet_entries.id)),
    ).rejects.toThrow();
    await expect(
      db().delete(walletEntries).where(eq(walletEntries.id, entry.wallet_entries.id)),
    ).rejects.toThrow();
    await expect(
      db()
        .update(walletTransactions)
        .set({ reference: 'edited' })
        .where(eq(walletTransactions.id, entry.wallet_entries.transactionId)),
    ).rejects.toThrow();
  });

  it('a player balance below zero (CHECK balance >= 0)', async () => {
    const { user } = await newPlayer(1_000);
    await expect(
      db().update(walletAccounts).set({ balance: -1 }).where(eq(walletAccounts.playerId, user.id)),
    ).rejects.toThrow();
  });

  it('a transaction whose entries do not sum to zero, at commit', async () => {
    const { user } = await newPlayer(1_000);
    const [account] = await db().select().from(walletAccounts).where(eq(walletAccounts.playerId, user.id));
    if (!account) throw new Error('no account');
    const now = new Date();
    await expect(
      db().transaction(async (tx) => {
        const [row] = await tx
          .insert(walletTransactions)
          .values({
            idempotencyKey: key('raw'),
            requestHash: 'x',
            type: 'bonus',
            brand: 'xc05',
            createdAt: now,
          })
          .returning();
        await tx.insert(walletEntries).values({
          transactionId: row?.id ?? 0,
          accountId: account.id,
          amount: 500,
          balanceAfter: 1_500,
          createdAt: now,
        });
      }),
    ).rejects.toThrow();
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(walletEntries)
      .where(eq(walletEntries.accountId, account.id));
    expect(count?.n).toBe(1);
  });
});

describe("the player's balance", () => {
  it('is the wallet balance in user.balance (refresh) and in GET /api/user/balance', async () => {
    const player = await newPlayer(0);
    expect(player.user.balance).toBe(0);
    await wallet.operatorCredit({
      brand: 'xc05',
      username: player.body.username,
      amount: 250_000,
      idempotencyKey: key('op'),
    });
    const refreshed = await get(t.app, '/api/auth/refresh', bearer(player.token));
    expect(refreshed.json().user).toMatchObject({ balance: 250_000, isFirstDeposit: false });
    const res = await get(t.app, '/api/user/balance', bearer(refreshed.json().token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ data: { balance: 250_000, currency: 'VND' } });
  });

  it('needs a live session', async () => {
    expect((await get(t.app, '/api/user/balance')).json()).toMatchObject({ statusCode: 401 });
  });
});
