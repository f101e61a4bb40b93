import { ACCOUNT_MESSAGES as M, bankAccountSchema, type BankAccount } from '@xc/api-contract';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { buildApp } from '../../app';
import { authEvents, bankAccounts } from '../../schema';
import {
  bearer,
  challengeOf,
  createAccountsApp,
  get,
  latestCode,
  NO_RATE_LIMITS,
  post,
  register,
  registerVerified,
  type TestClock,
} from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createServices } from '../../services';

let t: TestApp & { clock: TestClock };
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof register>>;

const list = (player: Player) => get(t.app, '/api/user/banks', bearer(player.token));

async function addBank(player: Player, details: Record<string, unknown>, app = t.app) {
  const sent = await post(app, '/api/user/banks/send-code', undefined, bearer(player.token));
  if (sent.statusCode !== 200) return sent;
  const code = await latestCode(app, player.body.phone);
  return post(
    app,
    '/api/user/banks',
    {
      bankCode: 'VCB',
      accountNumber: '0011001234567',
      holderName: 'NGUYEN VAN A',
      ...details,
      challengeId: challengeOf(sent).challengeId,
      code,
    },
    bearer(player.token),
  );
}

describe('adding a bank account', () => {
  it('needs a verified phone and a code; starts verifying, normalised', async () => {
    const player = await registerVerified(t.app);
    const res = await addBank(player, {
      bankCode: 'ICB',
      accountNumber: '1019 8765 4321',
      holderName: '  Nguyễn   Thị Đào  ',
    });
    expect(res.statusCode).toBe(200);
    const account = z.strictObject(bankAccountSchema.shape).parse(res.json().data);
    expect(account).toMatchObject({
      bankCode: 'ICB',
      bankShortName: 'VietinBank',
      bankName: 'Ngân hàng TMCP Công thương Việt Nam',
      accountNumber: '101987654321',
      holderName: 'NGUYEN THI DAO',
      status: 'verifying',
      decidedAt: null,
    });
    expect((await list(player)).json().data).toEqual([account]);
    const audit = await t.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.playerId, player.user.id));
    expect(audit.map((row) => row.event)).toContain('bank_added');
  });

  it('is refused without a verified phone, before any code is sent', async () => {
    const player = await register(t.app);
    const sent = await post(t.app, '/api/user/banks/send-code', undefined, bearer(player.token));
    expect(sent.json()).toEqual({ statusCode: 403, code: 'PHONE_NOT_VERIFIED', message: M.phoneNotVerified });
    const direct = await post(
      t.app,
      '/api/user/banks',
      {
        bankCode: 'VCB',
        accountNumber: '0011001234567',
        holderName: 'NGUYEN VAN A',
        challengeId: '6b0c5c1e-8d8e-4f6a-9c3b-2a1d0e9f8c7b',
        code: '123456',
      },
      bearer(player.token),
    );
    expect(direct.json()).toMatchObject({ statusCode: 403, code: 'PHONE_NOT_VERIFIED' });
    expect((await list(player)).json().data).toEqual([]);
  });

  it('is refused with a wrong code', async () => {
    const player = await registerVerified(t.app);
    const sent = await post(t.app, '/api/user/banks/send-code', undefined, bearer(player.token));
    const code = await latestCode(t.app, player.body.phone);
    const res = await post(
      t.app,
      '/api/user/banks',
      {
        bankCode: 'VCB',
        accountNumber: '0011001234567',
        holderName: 'NGUYEN VAN A',
        challengeId: challengeOf(sent).challengeId,
        code: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
      },
      bearer(player.token),
    );
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'OTP_INVALID' });
    expect((await list(player)).json().data).toEqual([]);
  });

  it('refuses the same account number twice for one player, but not for another player', async () => {
    const player = await registerVerified(t.app);
    expect((await addBank(player, { accountNumber: '5556667778' })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const twice = await addBank(player, { accountNumber: '555 666 7778', bankCode: 'ACB' });
    expect(twice.json()).toEqual({
      statusCode: 409,
      code: 'BANK_ACCOUNT_DUPLICATE',
      message: M.bankAccountDuplicate,
    });

    const other = await registerVerified(t.app);
    expect((await addBank(other, { accountNumber: '5556667778' })).statusCode).toBe(200);
  });

  it('allows at most 5 accounts', async () => {
    const player = await registerVerified(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await addBank(player, { accountNumber: `77700000${i}1` })).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const sixth = await addBank(player, { accountNumber: '7770000061' });
    expect(sixth.json()).toEqual({
      statusCode: 409,
      code: 'BANK_ACCOUNT_LIMIT',
      message: M.bankAccountLimit,
    });
  });

  it.each([
    ['an unknown bank', { bankCode: 'XYZ' }, M.bankRequired],
    ['a short account number', { accountNumber: '12345' }, M.accountNumberInvalid],
    ['a long account number', { accountNumber: '1'.repeat(20) }, M.accountNumberInvalid],
    ['letters in the number', { accountNumber: '12345abc' }, M.accountNumberInvalid],
    ['digits in the holder name', { holderName: 'NGUYEN VAN 2' }, M.holderNameInvalid],
    ['a one-letter holder name', { holderName: 'A' }, M.holderNameInvalid],
    ['an empty holder name', { holderName: '   ' }, M.holderNameRequired],
  ])('refuses %s', async (_label, details, message) => {
    const player = await registerVerified(t.app);
    const res = await addBank(player, details);
    expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
  });
});

describe('only the owner sees an account', () => {
  it("answers 404 for another player's account id, and lists only one's own", async () => {
    const owner = await registerVerified(t.app);
    const account: BankAccount = (await addBank(owner, { accountNumber: '9998887776' })).json().data;
    const intruder = await registerVerified(t.app);

    const mine = await get(t.app, `/api/user/banks/${account.id}`, bearer(owner.token));
    expect(mine.json().data).toEqual(account);
    const theirs = await get(t.app, `/api/user/banks/${account.id}`, bearer(intruder.token));
    expect(theirs.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: M.bankAccountNotFound });
    expect((await get(t.app, '/api/user/banks/999999', bearer(owner.token))).statusCode).toBe(404);
    expect((await list(intruder)).json().data).toEqual([]);
    expect((await get(t.app, `/api/user/banks/${account.id}`)).statusCode).toBe(401);
  });
});

describe('verification', () => {
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 250; i += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('timed out');
  };
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0]?.status;

  it('the sandbox verifier verifies after its delay, and rejects numbers ending in 0000', async () => {
    const quick = await createAccountsApp({ services: { bankVerifyDelayMs: 50 } });
    try {
      const player = await registerVerified(quick.app);
      const good: BankAccount = (await addBank(player, { accountNumber: '1234567891' }, quick.app)).json()
        .data;
      quick.clock.advance(60_000);
      const bad: BankAccount = (await addBank(player, { accountNumber: '1234560000' }, quick.app)).json()
        .data;
      const read = async () =>
        (await get(quick.app, '/api/user/banks', bearer(player.token))).json().data as BankAccount[];
      await waitFor(async () => (await read()).every((account) => account.status !== 'verifying'));
      const [first, second] = await read();
      expect(first).toMatchObject({ id: good.id, status: 'verified' });
      expect(first?.decidedAt).not.toBeNull();
      expect(second).toMatchObject({ id: bad.id, status: 'rejected' });

      // A rejected number may be added again.
      quick.clock.advance(60_000);
      expect((await addBank(player, { accountNumber: '1234560000' }, quick.app)).statusCode).toBe(200);
    } finally {
      await quick.close();
    }
  });

  it('picks up accounts still verifying when the server starts again', async () => {
    // A server whose sandbox bank answers 1.5 s after an account is added stops before it does.
    const first = await createAccountsApp({ services: { bankVerifyDelayMs: 1_500 } });
    try {
      const player = await registerVerified(first.app);
      const account: BankAccount = (await addBank(player, { accountNumber: '4445556667' }, first.app)).json()
        .data;
      await first.app.close();
      const statusThere = async () =>
        (await first.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, account.id)))[0]
          ?.status;
      expect(await statusThere()).toBe('verifying');

      // The next server on the same database answers on time: the job waiting in PostgreSQL, or on
      // PGlite (whose jobs lived in the stopped process) the account handed over again at start.
      const restarted = await buildApp({
        database: first.database,
        logger: false,
        docs: false,
        services: { clock: first.clock.now, bankVerifyDelayMs: 1_500, rateLimits: NO_RATE_LIMITS },
      });
      try {
        await restarted.ready();
        await waitFor(async () => (await statusThere()) === 'verified');
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });

  it('the operator decides once; a late verifier answer changes nothing', async () => {
    const player = await registerVerified(t.app);
    const account: BankAccount = (await addBank(player, { accountNumber: '3334445556' })).json().data;
    const services = createServices(t.database, { clock: t.clock.now });
    expect((await services.bankAccounts.decide(account.id, 'rejected', 'operator')).status).toBe('rejected');
    await expect(services.bankAccounts.decide(account.id, 'verified', 'verifier')).rejects.toThrow(
      'already rejected',
    );
    expect(await statusOf(account.id)).toBe('rejected');
  });
});
