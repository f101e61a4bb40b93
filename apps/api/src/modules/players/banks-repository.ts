import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import { bankAccounts } from './schema';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankDecision = 'verified' | 'rejected';

export class BankAccountRepository {
  constructor(private readonly db: Database) {}

  async listForPlayer(playerId: number): Promise<BankAccountRow[]> {
    return this.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.playerId, playerId))
      .orderBy(asc(bankAccounts.id));
  }

  /** The account only if it belongs to the player: another player's id reads as missing. */
  async findForPlayer(playerId: number, id: number): Promise<BankAccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, id), eq(bankAccounts.playerId, playerId)));
    return row;
  }

  async findById(id: number): Promise<BankAccountRow | undefined> {
    const [row] = await this.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    return row;
  }

  /** Accounts that count against the limit and for duplicates: all but rejected ones. */
  async activeForPlayer(playerId: number): Promise<{ total: number; numbers: string[] }> {
    const rows = await this.db
      .select({ accountNumber: bankAccounts.accountNumber })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.playerId, playerId), ne(bankAccounts.status, 'rejected')));
    return { total: rows.length, numbers: rows.map((row) => row.accountNumber) };
  }

  /** Throws a unique violation (bank_accounts_player_number_unique) for a duplicate. */
  async insert(row: {
    playerId: number;
    brand: string;
    bankCode: string;
    accountNumber: string;
    holderName: string;
    createdAt: Date;
  }): Promise<BankAccountRow> {
    const [inserted] = await this.db
      .insert(bankAccounts)
      .values({ ...row, status: 'verifying' })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    return inserted;
  }

  /** verifying → verified or rejected, once; undefined when it was no longer verifying. */
  async decide(
    id: number,
    status: BankDecision,
    decidedBy: string,
    now: Date,
  ): Promise<BankAccountRow | undefined> {
    const [row] = await this.db
      .update(bankAccounts)
      .set({ status, decidedAt: now, decidedBy })
      .where(and(eq(bankAccounts.id, id), eq(bankAccounts.status, 'verifying')))
      .returning();
    return row;
  }

  async listVerifying(): Promise<BankAccountRow[]> {
    return this.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.status, 'verifying'))
      .orderBy(asc(bankAccounts.id));
  }
}
