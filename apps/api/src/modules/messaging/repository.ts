import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../infra/database';
import type { OtpChannel } from '@xc/api-contract';
import { sandboxMessages } from './schema';

export interface SandboxMessageRow {
  id: number;
  channel: OtpChannel;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

export class SandboxInboxRepository {
  constructor(private readonly db: Database) {}

  async insert(message: Omit<SandboxMessageRow, 'id'>): Promise<void> {
    await this.db.insert(sandboxMessages).values(message);
  }

  /** Newest first; every recipient when `recipient` is absent. */
  async latest(recipient: string | undefined, limit: number): Promise<SandboxMessageRow[]> {
    const query = this.db.select().from(sandboxMessages);
    const filtered = recipient ? query.where(eq(sandboxMessages.recipient, recipient)) : query;
    return filtered.orderBy(desc(sandboxMessages.id)).limit(limit);
  }
}
