import { sql } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { Argon2PasswordHasher } from '../modules/auth/passwords';
import { createServices } from '../services';
import { bearer, withFingerprint } from '../testing/accounts';
import { createTestDatabase, type TestDatabase } from '../testing/test-db';
import { rowsOf } from '../modules/wallet/ledger-repository';
import { MIGRATIONS_DIR } from './paths';

// A database made by the previous release (migrations up to 0005, one brand per server, one house
// account), with a player who played, is upgraded by this release's migrations as a server of xc06
// would run them: nothing is lost, every row gets the server's brand, and the money still adds up.
const PREVIOUS_RELEASE = '0005_jackpots';
const TABLES = [
  'players',
  'player_sessions',
  'login_tokens',
  'otp_challenges',
  'auth_events',
  'bank_accounts',
  'sandbox_messages',
  'wallet_accounts',
  'wallet_transactions',
  'wallet_entries',
  'games',
  'game_favorites',
  'game_sessions',
  'provider_transactions',
  'bets',
  'studio_sessions',
  'studio_seeds',
  'studio_rounds',
  'jackpots',
  'system_configurations',
];

/** The migrations folder as the previous release shipped it. */
function previousReleaseMigrations(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'xc-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === PREVIOUS_RELEASE);
  if (last < 0) throw new Error(`no migration ${PREVIOUS_RELEASE}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const PASSWORD = 'Kh0ngDoanDuoc!';

/** What a player of the previous release left behind: an account, a session, codes, money and a round. */
function previousReleaseRows(passwordHash: string): string {
  const at = `'2026-10-01T10:00:00Z'`;
  const later = `'2026-12-01T10:00:00Z'`;
  return `
    insert into players (rid, username, username_key, password_hash, phone, phone_verified_at, status, attribution, created_at, updated_at)
      values ('OLDPLAY1', 'OldPlayer01', 'oldplayer01', '${passwordHash}', '+84981110001', ${at}, 'active', '{"aff_id":"a1"}', ${at}, ${at}),
             ('OLDPLAY2', 'OldPlayer02', 'oldplayer02', '${passwordHash}', '+84981110002', null, 'active', '{}', ${at}, ${at});
    insert into player_sessions (player_id, token_hash, play_token_hash, created_at, last_used_at, expires_at)
      values (1, 'old-session', 'old-play', ${at}, ${at}, ${later});
    insert into login_tokens (player_id, token_hash, created_at, expires_at) values (1, 'old-login-token', ${at}, ${later});
    insert into otp_challenges (player_id, purpose, channel, destination, code_hash, max_attempts, created_at, expires_at)
      values (2, 'verify_phone', 'sms', '+84981110002', 'x', 5, ${at}, ${later});
    insert into auth_events (player_id, event, occurred_at, detail) values (1, 'register', ${at}, '{}'), (1, 'login_ok', ${at}, '{}');
    insert into bank_accounts (player_id, bank_code, account_number, holder_name, status, created_at, decided_at, decided_by)
      values (1, 'VCB', '0011001234567', 'NGUYEN VAN A', 'verified', ${at}, ${at}, 'verifier');
    insert into sandbox_messages (channel, recipient, body, created_at) values ('sms', '+84981110002', 'Ma 123456', ${at});
    insert into games (provider, title, search_key, section, category, partner, partner_name, partner_provider_code, partner_game_id, device, orientation, jackpot_code, sort_order, created_at, updated_at)
      values ('studio', 'Nổ Hũ Cũ', 'no hu cu', 'cong-game', 'no-hu', 'rvg', 'RVG', 'RVG', 'old-no-hu', 'all', 'auto', 'old-no-hu', 1, ${at}, ${at});
    insert into game_favorites (player_id, game_id, created_at) values (1, 1, ${at});
    insert into game_sessions (player_id, player_session_id, game_id, provider, session_token_hash, expires_at, device, created_at, authenticated_at)
      select 1, id, 1, 'studio', 'old-wallet-session', ${later}, 'desktop', ${at}, ${at} from player_sessions;
    insert into jackpots (code, name, game_id, seed_amount, contribution_bp, hit_one_in, created_at, updated_at)
      values ('grand', 'Siêu Hũ', null, 2000000000, 50, 100000, ${at}, ${at});
    insert into wallet_accounts (code, kind, player_id, balance, created_at, updated_at) values
      ('funding', 'funding', null, -1000000, ${at}, ${at}),
      ('player:1', 'player', 1, 990000, ${at}, ${at}),
      ('provider:studio', 'provider', null, 10000, ${at}, ${at}),
      ('house', 'house', null, -2000000050, ${at}, ${at}),
      ('jackpot:grand', 'jackpot', null, 2000000050, ${at}, ${at});
    insert into wallet_transactions (idempotency_key, request_hash, type, player_id, reference, created_at) values
      ('seed:credit', 'h1', 'operator_credit', 1, null, ${at}),
      ('jackpot-seed:grand:initial', 'h2', 'jackpot_seed', null, 'grand', ${at}),
      ('studio:debit:old-1', 'h3', 'bet', 1, 'old-1', ${at});
    insert into wallet_entries (transaction_id, account_id, amount, balance_after, created_at) values
      (1, 1, -1000000, -1000000, ${at}), (1, 2, 1000000, 1000000, ${at}),
      (2, 4, -2000000000, -2000000000, ${at}), (2, 5, 2000000000, 2000000000, ${at}),
      (3, 2, -10000, 990000, ${at}), (3, 3, 10000, 10000, ${at}), (3, 4, -50, -2000000050, ${at}), (3, 5, 50, 2000000050, ${at});
    insert into provider_transactions (provider, transaction_id, kind, player_id, round_id, amount, request_hash, wallet_transaction_id, response, created_at)
      values ('studio', 'old-1', 'debit', 1, 'old-round', 10000, 'r', 3, '{"balance":990000}', ${at});
    insert into bets (code, player_id, game_id, provider, round_id, stake, status, created_at, updated_at)
      values ('BOLDBET001', 1, 1, 'studio', 'old-round', 10000, 'pending', ${at}, ${at});
    insert into studio_sessions (token_hash, wallet_token, player_id, display_name, game_code, created_at, expires_at)
      values ('old-studio', 'old-wallet-session', 1, 'Ol****01', 'old-no-hu', ${at}, ${later});
    insert into studio_seeds (player_id, server_seed, server_seed_hash, client_seed, next_nonce, created_at)
      values (1, 's', 'h', 'c', 1, ${at});
    insert into studio_rounds (id, player_id, game_code, session_id, seed_id, nonce, option, amount, outcome, payout, status, created_at, updated_at)
      select '6b0c5c1e-8d8e-4f6a-9c3b-2a1d0e9f8c7b', 1, 'old-no-hu', id, 1, 0, 'spin', 10000, '{}', 0, 'crediting', ${at}, ${at} from studio_sessions;
    insert into system_configurations (key, value) values ('REFRESH_INTERVAL', '600');
  `;
}

let testDb: TestDatabase;
let migrations: { dir: string; remove(): void };
const counts = new Map<string, number>();
let app: App | undefined;

async function countRows(table: string): Promise<number> {
  const [row] = rowsOf<{ n: string }>(
    await testDb.database.db.execute(sql.raw(`select count(*) as n from "${table}"`)),
  );
  return Number(row?.n ?? -1);
}

beforeAll(async () => {
  testDb = await createTestDatabase({ migrated: false });
  migrations = previousReleaseMigrations();
  await testDb.database.migrate('', migrations.dir);
  const hash = await new Argon2PasswordHasher().hash(PASSWORD);
  // One transaction: the ledger's entries must be in when its balance check runs at commit.
  await testDb.database.db.transaction(async (tx) => {
    for (const statement of previousReleaseRows(hash)
      .split(';')
      .filter((part) => part.trim())) {
      await tx.execute(sql.raw(statement));
    }
  });
  for (const table of TABLES) counts.set(table, await countRows(table));
  await testDb.database.migrate('xc06');
}, 60_000);
afterAll(async () => {
  await app?.close();
  await testDb.drop();
  migrations.remove();
});

const rows = async <T>(query: string) => rowsOf<T>(await testDb.database.db.execute(sql.raw(query)));

describe("upgrading the previous release's database", () => {
  it('keeps every row of every table', async () => {
    for (const table of TABLES) expect([table, await countRows(table)]).toEqual([table, counts.get(table)]);
  });

  it('gives every player-owned row the brand of the server that made it', async () => {
    for (const table of [
      'players',
      'player_sessions',
      'login_tokens',
      'otp_challenges',
      'auth_events',
      'bank_accounts',
      'game_favorites',
      'game_sessions',
      'provider_transactions',
      'bets',
      'wallet_transactions',
    ]) {
      expect([table, await rows(`select distinct brand from "${table}"`)]).toEqual([
        table,
        [{ brand: 'xc06' }],
      ]);
    }
  });

  it("turns the one house into the brand's own accounts and the pools into the network's", async () => {
    expect(await rows(`select code, kind, brand, balance::text from wallet_accounts order by id`)).toEqual([
      { code: 'funding:xc06', kind: 'funding', brand: 'xc06', balance: '-1000000' },
      { code: 'player:1', kind: 'player', brand: 'xc06', balance: '990000' },
      { code: 'provider:studio:xc06', kind: 'provider', brand: 'xc06', balance: '10000' },
      { code: 'house:xc06', kind: 'house', brand: 'xc06', balance: '-2000000050' },
      { code: 'jackpot:grand', kind: 'jackpot', brand: 'network', balance: '2000000050' },
    ]);
  });

  it('links the verified phone to a person, and the books still balance', async () => {
    expect(
      await rows(`select p.username, s.phone from players p join persons s on s.id = p.person_id`),
    ).toEqual([{ username: 'OldPlayer01', phone: '+84981110001' }]);
    const services = createServices(testDb.database);
    expect(await services.wallet.audit()).toMatchObject({ discrepancies: [] });
  });

  it('lets the old player log in on their brand with their balance, and keeps playing the books right', async () => {
    app = await buildApp({
      database: testDb.database,
      logger: false,
      docs: false,
      tenancy: { brands: ['xc06'], defaultBrand: 'xc06' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'oldplayer01', password: PASSWORD },
      headers: withFingerprint,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: 1, balance: 990_000, isVerifyPhone: true });
    const balance = await app.inject({
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(login.json().token),
    });
    expect(balance.json().data.balance).toBe(990_000);
    const services = createServices(testDb.database);
    await services.wallet.operatorCredit({
      brand: 'xc06',
      username: 'OldPlayer01',
      amount: 10_000,
      idempotencyKey: 'after-upgrade',
    });
    expect(await services.wallet.balance(1)).toBe(1_000_000);
    expect(await services.wallet.audit()).toMatchObject({ discrepancies: [] });
  });
});

describe('the wager functions', () => {
  // LANGUAGE sql functions that cannot be inlined (a subquery, a write) are planned again on every
  // call before PostgreSQL 18; the wager legs call these on every stake and win (bench:ledger).
  it('are PL/pgSQL, which keeps each statement plan for the connection', async () => {
    const functions = await rows<{ name: string; language: string }>(`
      select p.proname as name, l.lanname as language from pg_proc p join pg_language l on l.oid = p.prolang
      where p.proname in ('wallet_post', 'wallet_balance', 'auth_session_live', 'players_active',
        'bets_stake_round', 'bets_apply_round', 'bets_record', 'bets_debit', 'bets_credit', 'bets_legs')
      order by p.proname`);
    expect(functions).toHaveLength(10);
    expect(functions.filter((f) => f.language !== 'plpgsql')).toEqual([]);
  });
});
