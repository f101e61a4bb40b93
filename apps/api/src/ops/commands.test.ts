import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { operatorContext } from '../infra/request-context';
import { fundingAccount } from '../modules/wallet/accounts';

const FUNDING = fundingAccount('xc05');
import { systemConfigurations, walletAccounts } from '../schema';
import { createServices, type Services } from '../services';
import { withFingerprint } from '../testing/accounts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import {
  executeCommand,
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  parseCommand,
  UsageError,
  type Output,
} from './commands';
import { withBrand, withInvocationKey } from './argv';
import { DEMO_PLAYER } from './seed';

function recorder(): Output & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line) };
}

describe('parseCommand', () => {
  it.each([
    [['config', 'list'], { name: 'config list' }],
    [
      ['config', 'set', 'REFRESH_INTERVAL', '600'],
      { name: 'config set', key: 'REFRESH_INTERVAL', value: '600' },
    ],
    [['seed'], { name: 'seed' }],
    [['login-token', 'demo01'], { name: 'login-token', username: 'demo01' }],
    [['inbox'], { name: 'inbox' }],
    [['inbox', '0987654321'], { name: 'inbox', to: '0987654321' }],
    [['bank', 'approve', '12'], { name: 'bank', decision: 'approve', id: 12 }],
    [['bank', 'reject', '7'], { name: 'bank', decision: 'reject', id: 7 }],
    [
      ['player', 'create', 'alice01', 'pw123456', '0961234567'],
      {
        name: 'player create',
        username: 'alice01',
        password: 'pw123456',
        phone: '0961234567',
        verifiedPhone: true,
      },
    ],
    [
      ['player', 'create', 'alice01', 'pw123456', '0961234567', '--unverified-phone'],
      {
        name: 'player create',
        username: 'alice01',
        password: 'pw123456',
        phone: '0961234567',
        verifiedPhone: false,
      },
    ],
    [[], { name: 'help' }],
    [['--help'], { name: 'help' }],
  ])('reads %j', (argv, command) => {
    expect(parseCommand(argv)).toEqual({ ...command, brand: 'xc05' });
  });

  it('acts on the brand of --brand, wherever it stands', () => {
    expect(parseCommand(['balance', 'demo01', '--brand', 'xc06'])).toEqual({
      name: 'balance',
      username: 'demo01',
      brand: 'xc06',
    });
    expect(parseCommand(['--brand', 'xc03', 'seed'])).toEqual({ name: 'seed', brand: 'xc03' });
    expect(() => parseCommand(['seed', '--brand', 'xc99'])).toThrow(UsageError);
    expect(() => parseCommand(['seed', '--brand'])).toThrow(UsageError);
  });

  it('gives an invocation the brand of BRAND when it names none', () => {
    expect(withBrand(['seed'], { BRAND: 'xc07' })).toEqual(['seed', '--brand', 'xc07']);
    expect(withBrand(['seed'], { BRAND: 'all' })).toEqual(['seed', '--brand', 'xc05']);
    expect(withBrand(['seed', '--brand', 'xc04'], { BRAND: 'xc07' })).toEqual(['seed', '--brand', 'xc04']);
  });

  it.each([
    [['config']],
    [['config', 'set', 'REFRESH_INTERVAL']],
    [['config', 'set', 'A', 'B', 'C']],
    [['drop', 'tables']],
    [['login-token']],
    [['inbox', 'a', 'b']],
    [['bank', 'approve']],
    [['bank', 'approve', 'x1']],
    [['bank', 'delete', '1']],
    [['player', 'create', 'alice01', 'pw123456']],
    [['player', 'create', 'alice01', 'pw123456', '0961234567', '--admin']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });
});

describe('executeCommand', () => {
  let testDb: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    services = createServices(testDb.database);
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.database.db.delete(systemConfigurations);
  });

  it('config set stores a valid value through the service', async () => {
    const io = recorder();
    expect(
      await executeCommand(
        { name: 'config set', key: 'REFRESH_INTERVAL', value: '120', brand: 'xc05' },
        services,
        io,
      ),
    ).toBe(EXIT_OK);
    expect(io.lines).toEqual(['REFRESH_INTERVAL = 120']);
    expect((await services.systemConfigurations.getAll()).REFRESH_INTERVAL).toBe(120);
  });

  it.each([
    ['NOT_A_KEY', 'true', /Unknown key "NOT_A_KEY"/],
    ['MISSION_REQUIRE_FIRST_DEPOSIT', 'maybe', /true or false/],
    ['REFRESH_INTERVAL', '-1', /positive integer/],
  ])('config set %s %s is refused with exit 2 and a clear error', async (key, value, message) => {
    const io = recorder();
    expect(await executeCommand({ name: 'config set', key, value, brand: 'xc05' }, services, io)).toBe(
      EXIT_USAGE,
    );
    expect(io.errors.join('\n')).toMatch(message);
    expect((await services.systemConfigurations.list()).every((entry) => entry.source === 'default')).toBe(
      true,
    );
  });

  it('config list shows every key with its value and source', async () => {
    await services.systemConfigurations.set('MISSION_REQUIRE_PHONE_VERIFICATION', 'false');
    const io = recorder();
    expect(await executeCommand({ name: 'config list', brand: 'xc05' }, services, io)).toBe(EXIT_OK);
    expect(io.lines).toHaveLength(3);
    expect(io.lines.find((line) => line.startsWith('MISSION_REQUIRE_PHONE_VERIFICATION'))).toMatch(
      /false {2}\(set /,
    );
    expect(io.lines.find((line) => line.startsWith('REFRESH_INTERVAL'))).toMatch(/300 {2}\(default\)/);
  });

  it('seed is idempotent', async () => {
    const first = recorder();
    await executeCommand({ name: 'seed', brand: 'xc05' }, services, first);
    const second = recorder();
    await executeCommand({ name: 'seed', brand: 'xc05' }, services, second);
    expect(first.lines[0]).toContain('3 system configuration');
    expect(second.lines[0]).toContain('0 system configuration');
  });
});

describe('account commands', () => {
  let testDb: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    services = createServices(testDb.database, { bankVerifyDelayMs: 60 * 60_000 });
  });
  afterAll(async () => {
    await services.jobs.stop();
    await testDb.drop();
  });

  const run = async (argv: string[]) => {
    const io = recorder();
    const code = await executeCommand(parseCommand(argv), services, io);
    return { code, out: io.lines, err: io.errors };
  };

  it('seed creates the demo player once, phone verified, and it can log in', async () => {
    const first = await run(['seed']);
    expect(first.out[1]).toBe(
      `Demo player created on xc05: ${DEMO_PLAYER.username} / ${DEMO_PLAYER.password}`,
    );
    expect((await run(['seed'])).out[1]).toBe(`Demo player ${DEMO_PLAYER.username} already exists on xc05.`);
    const session = await services.auth.login(
      DEMO_PLAYER.username,
      DEMO_PLAYER.password,
      operatorContext('xc05'),
    );
    expect(session.user.isVerifyPhone).toBe(true);
  });

  it('player create validates like registration and refuses a taken name', async () => {
    const created = await run(['player', 'create', 'OpsPlayer01', 'ChoiVui2026', '0961112233']);
    expect(created.code).toBe(EXIT_OK);
    expect(created.out[0]).toMatch(
      /^Player OpsPlayer01 created \(id \d+, rid [A-Z2-9]{8}, phone \+84961112233 verified\)\.$/,
    );
    expect(await run(['player', 'create', 'opsplayer01', 'ChoiVui2026', '0961112234'])).toMatchObject({
      code: EXIT_USAGE,
      err: ['Error: Tên đăng nhập đã tồn tại, vui lòng chọn tên khác'],
    });
    expect((await run(['player', 'create', 'OpsPlayer02', '123456', '0961112235'])).err).toEqual([
      'Error: Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác',
    ]);
    expect((await run(['player', 'create', 'OpsPlayer03', 'ChoiVui2026', '0921112235'])).code).toBe(
      EXIT_USAGE,
    );
    const unverified = await run([
      'player',
      'create',
      'OpsPlayer04',
      'ChoiVui2026',
      '0961112236',
      '--unverified-phone',
    ]);
    expect(unverified.out[0]).not.toContain('verified');
  });

  it('login-token prints a one-time link path that logs the player in once', async () => {
    await run(['player', 'create', 'LinkPlayer1', 'ChoiVui2026', '0971112233']);
    const minted = await run(['login-token', 'linkplayer1']);
    expect(minted.code).toBe(EXIT_OK);
    const token = /^\/\?login_token=([A-Za-z0-9_-]{43})$/.exec(minted.out[0] ?? '')?.[1];
    expect(token).toBeDefined();
    const app = await buildApp({ database: testDb.database, logger: false, docs: false });
    try {
      const autoLogin = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/auto-login',
          payload: { token },
          headers: withFingerprint,
        });
      expect((await autoLogin()).statusCode).toBe(200);
      expect((await autoLogin()).statusCode).toBe(401);
    } finally {
      await app.close();
    }
    expect(await run(['login-token', 'nobody999'])).toMatchObject({
      code: EXIT_USAGE,
      err: ['Error: Không tìm thấy tài khoản'],
    });
  });

  it('inbox shows the latest sandbox messages, for one recipient or all', async () => {
    await run(['player', 'create', 'InboxUser01', 'ChoiVui2026', '0381112233', '--unverified-phone']);
    const player = await services.auth.login('InboxUser01', 'ChoiVui2026', operatorContext('xc05'));
    await services.players.sendPhoneCode(player.user.id, operatorContext('xc05'));
    const inbox = await run(['inbox', '0381112233']);
    expect(inbox.out).toHaveLength(1);
    expect(inbox.out[0]).toMatch(/sms {2}\+84381112233 {2}Ma xac thuc so dien thoai cua ban la \d{6}\./);
    expect((await run(['inbox'])).out.length).toBeGreaterThanOrEqual(1);
    expect((await run(['inbox', 'nobody@example.com'])).out).toEqual(['No messages to nobody@example.com.']);
  });

  it('bank approve / reject decide a verifying account once', async () => {
    await run(['player', 'create', 'BankUser01', 'ChoiVui2026', '0391112233']);
    const player = await services.auth.login('BankUser01', 'ChoiVui2026', operatorContext('xc05'));
    const add = async (accountNumber: string) => {
      const challenge = await services.bankAccounts.sendCode(player.user.id, operatorContext('xc05'));
      const text = (await services.sandboxInbox.latest('+84391112233'))[0]?.text ?? '';
      const code = /(\d{6})/.exec(text)?.[1] ?? '';
      return services.bankAccounts.add(
        player.user.id,
        {
          bankCode: 'TCB',
          accountNumber,
          holderName: 'TRAN VAN B',
          challengeId: challenge.challengeId,
          code,
        },
        operatorContext('xc05'),
      );
    };
    const first = await add('19031234567');
    const approved = await run(['bank', 'approve', String(first.id)]);
    expect(approved).toMatchObject({
      code: EXIT_OK,
      out: [`Bank account ${first.id} (Techcombank 19031234567) is now verified.`],
    });
    expect(await run(['bank', 'reject', String(first.id)])).toMatchObject({
      code: EXIT_USAGE,
      err: [`Error: Bank account ${first.id} is already verified.`],
    });
    expect(await run(['bank', 'approve', '999999'])).toMatchObject({
      code: EXIT_USAGE,
      err: ['Error: There is no bank account 999999.'],
    });
  });
});

describe('money commands', () => {
  let testDb: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    services = createServices(testDb.database);
  });
  afterAll(() => testDb.drop());

  const run = async (argv: string[]) => {
    const io = recorder();
    const code = await executeCommand(parseCommand(argv), services, io);
    return { code, out: io.lines, err: io.errors };
  };

  it.each([
    [['credit', 'demo01', '5000000', '--key', 'k1'], { username: 'demo01', amount: 5_000_000, key: 'k1' }],
    [
      ['credit', 'demo01', '5.000.000', 'thưởng', 'sự', 'kiện', '--key', 'k2'],
      { amount: 5_000_000, note: 'thưởng sự kiện' },
    ],
    [['credit', 'demo01', '1_500', '--key', 'k3'], { amount: 1_500 }],
  ])('reads %j', (argv, expected) => {
    expect(parseCommand(argv)).toMatchObject({ name: 'credit', ...expected });
  });

  it.each([
    [['credit', 'demo01']],
    [['credit', 'demo01', '-5']],
    [['credit', 'demo01', '12.5']],
    [['credit', 'demo01', '0']],
    [['credit', 'demo01', '100', '--key']],
  ])('refuses %j', (argv) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
  });

  it('gives every invocation its own idempotency key, unless one is given', () => {
    const a = withInvocationKey(['credit', 'demo01', '100']);
    const b = withInvocationKey(['credit', 'demo01', '100']);
    expect(a.slice(0, 4)).toEqual(['credit', 'demo01', '100', '--key']);
    expect(a[4]).toMatch(/^ops-credit-[0-9a-f-]{36}$/);
    expect(a[4]).not.toBe(b[4]);
    expect(withInvocationKey(['credit', 'demo01', '100', '--key', 'mine'])).toEqual([
      'credit',
      'demo01',
      '100',
      '--key',
      'mine',
    ]);
    expect(withInvocationKey(['seed'])).toEqual(['seed']);
  });

  it('seed gives the demo player an opening balance through the ledger, once', async () => {
    const first = await run(['seed']);
    expect(first.out).toContain(`Opening balance of 5,000,000 VND credited to ${DEMO_PLAYER.username}.`);
    const again = await run(['seed']);
    expect(again.out.at(-1)).toMatch(/was credited before \(idempotency key seed:demo01:opening-balance\)/);
    expect(await run(['balance', 'DEMO01'])).toMatchObject({ code: EXIT_OK, out: ['demo01: 5,000,000 VND'] });
  });

  it('credit moves money through the ledger; the same key again moves nothing', async () => {
    const credited = await run(['credit', 'demo01', '250000', 'quà', '--key', 'ops-test-1']);
    expect(credited).toMatchObject({
      code: EXIT_OK,
      out: [
        expect.stringMatching(
          /^Credited 250,000 VND to demo01 \(ledger transaction \d+\); balance now 5,250,000 VND\.$/,
        ),
        'Idempotency key: ops-test-1',
      ],
    });
    const replay = await run(['credit', 'demo01', '250000', 'quà', '--key', 'ops-test-1']);
    expect(replay.out[0]).toMatch(
      /^Already applied: 250,000 VND to demo01 .*balance then 5,250,000 VND\); nothing moved again\.$/,
    );
    expect((await run(['balance', 'demo01'])).out).toEqual(['demo01: 5,250,000 VND']);
    expect(await run(['credit', 'demo01', '999', 'quà', '--key', 'ops-test-1'])).toMatchObject({
      code: EXIT_USAGE,
      err: ['Error: Mã giao dịch đã được dùng cho một yêu cầu khác'],
    });
    expect(await run(['credit', 'nobody999', '1000', '--key', 'ops-test-2'])).toMatchObject({
      code: EXIT_USAGE,
      err: ['Error: Không tìm thấy tài khoản'],
    });
    expect(await run(['credit', 'demo01', '20000000000', '--key', 'ops-test-3'])).toMatchObject({
      code: EXIT_USAGE,
      err: ['Error: Số tiền không hợp lệ'],
    });
  });

  it('ledger check finds the books balanced', async () => {
    const checked = await run(['ledger', 'check']);
    expect(checked.code).toBe(EXIT_OK);
    expect(checked.out[0]).toMatch(/account\(s\), \d+ transaction\(s\): the books balance\.$/);
  });

  it('ledger check reports a balance that no longer matches its entries, and fails', async () => {
    const [funding] = await testDb.database.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.code, FUNDING));
    if (!funding) throw new Error('no funding account');
    // Counter-accounts keep their movements as deltas until folded: fold, so the row is the balance.
    await services.wallet.fold();
    const [folded] = await testDb.database.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.code, FUNDING));
    funding.balance = folded?.balance ?? funding.balance;
    const shift = (amount: number) =>
      testDb.database.db
        .update(walletAccounts)
        .set({ balance: sql`${walletAccounts.balance} + ${amount}` })
        .where(eq(walletAccounts.code, FUNDING));
    await shift(1_000);
    try {
      const checked = await run(['ledger', 'check']);
      expect(checked.code).toBe(EXIT_FAILURE);
      expect(checked.err).toEqual([
        `MISMATCH account_balance ${FUNDING}: expected ${funding.balance}, found ${funding.balance + 1_000}`,
        'MISMATCH ledger_total all accounts: expected 0, found 1000',
      ]);
      expect(checked.out[0]).toMatch(/account\(s\), \d+ transaction\(s\): 2 discrepancy\(ies\)\.$/);
    } finally {
      await shift(-1_000);
    }
    expect((await run(['ledger', 'check'])).code).toBe(EXIT_OK);
  });
});
