import { createTestDatabase, type TestDatabase } from './testing/test-db';
import { bankAccounts, otpChallenges, players, playerSessions } from './schema';

// The database itself refuses rows that break an invariant, whatever the application code does.
let testDb: TestDatabase;
let playerId: number;
const now = new Date('2026-03-01T00:00:00Z');
const later = new Date('2026-03-02T00:00:00Z');

beforeAll(async () => {
  testDb = await createTestDatabase();
  const [row] = await testDb.database.db
    .insert(players)
    .values({
      brand: 'xc05',
      rid: 'ABCDEFGH',
      username: 'Checker01',
      usernameKey: 'checker01',
      passwordHash: 'x',
      phone: '+84981234567',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('no player');
  playerId = row.id;
});
afterAll(() => testDb.drop());

const player = (overrides: Partial<typeof players.$inferInsert>) => ({
  brand: 'xc05',
  rid: 'ZZZZZZZZ',
  username: 'Checker02',
  usernameKey: 'checker02',
  passwordHash: 'x',
  phone: '+84981234568',
  createdAt: now,
  updatedAt: now,
  ...overrides,
});

const session = (tokenHash: string) => ({
  playerId,
  brand: 'xc05',
  tokenHash,
  playTokenHash: `play-${tokenHash}`,
  createdAt: now,
  lastUsedAt: now,
  expiresAt: later,
});

describe('database constraints', () => {
  it.each([
    ['a phone not in +84 form', player({ phone: '0981234568' })],
    ['a username key that is not the lower-cased username', player({ usernameKey: 'Checker02' })],
    ['a username with a space', player({ username: 'Checker 02', usernameKey: 'checker 02' })],
    ['an unknown status', player({ status: 'banned' as 'locked' })],
    ['a username differing only in case', player({ username: 'CHECKER01', usernameKey: 'checker01' })],
    ['a brand that is not one of the six', player({ brand: 'xc99' })],
  ])('refuse a player with %s', async (_label, values) => {
    await expect(testDb.database.db.insert(players).values(values)).rejects.toThrow();
  });

  it("allow the same username on another brand (another person's account)", async () => {
    await testDb.database.db
      .insert(players)
      .values(player({ brand: 'xc06', rid: 'XC06NAME', username: 'Checker01', usernameKey: 'checker01' }));
  });

  it("refuse a row of the player's that names another brand", async () => {
    await expect(
      testDb.database.db.insert(playerSessions).values({ ...session('elsewhere'), brand: 'xc06' }),
    ).rejects.toThrow();
  });

  it('refuse a second active session for one player', async () => {
    await testDb.database.db.insert(playerSessions).values(session('first'));
    await expect(testDb.database.db.insert(playerSessions).values(session('second'))).rejects.toThrow();
    await testDb.database.db
      .insert(playerSessions)
      .values({ ...session('third'), revokedAt: now, revokedReason: 'logout' });
  });

  it('refuse a revoked session without a reason', async () => {
    await expect(
      testDb.database.db.insert(playerSessions).values({ ...session('fourth'), revokedAt: now }),
    ).rejects.toThrow();
  });

  it('refuse an OTP challenge with more attempts than allowed', async () => {
    await expect(
      testDb.database.db.insert(otpChallenges).values({
        id: '6b0c5c1e-8d8e-4f6a-9c3b-2a1d0e9f8c7b',
        playerId,
        brand: 'xc05',
        purpose: 'verify_phone',
        channel: 'sms',
        destination: '+84981234567',
        codeHash: 'x',
        attempts: 6,
        maxAttempts: 5,
        createdAt: now,
        expiresAt: later,
      }),
    ).rejects.toThrow();
  });

  it.each([
    ['a holder name with diacritics or lower case', { holderName: 'Nguyễn Van A' }],
    ['an account number with letters', { accountNumber: '12345abc' }],
    ['a verified account without decision time', { status: 'verified' as const }],
  ])('refuse a bank account with %s', async (_label, values) => {
    await expect(
      testDb.database.db.insert(bankAccounts).values({
        playerId,
        brand: 'xc05',
        bankCode: 'VCB',
        accountNumber: '0011001234567',
        holderName: 'NGUYEN VAN A',
        createdAt: now,
        ...values,
      }),
    ).rejects.toThrow();
  });
});
