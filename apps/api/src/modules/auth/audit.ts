import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/database';
import type { AuthEvent } from '@xc/api-contract';
import { authEvents } from './schema';
import type { RequestContext } from '../../infra/request-context';

export type AuditRow = typeof authEvents.$inferSelect;

export class AuditRepository {
  constructor(private readonly db: Database) {}

  async insert(row: Omit<AuditRow, 'id'>): Promise<void> {
    await this.db.insert(authEvents).values(row);
  }

  async latestForPlayer(playerId: number, limit = 50): Promise<AuditRow[]> {
    return this.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.playerId, playerId))
      .orderBy(desc(authEvents.id))
      .limit(limit);
  }

  async latest(limit = 50): Promise<AuditRow[]> {
    return this.db.select().from(authEvents).orderBy(desc(authEvents.id)).limit(limit);
  }
}

/** The audit trail of every auth event. `detail` must never hold a password, token or code. */
export class AuditLog {
  constructor(
    private readonly repository: AuditRepository,
    private readonly clock: Clock,
  ) {}

  record(
    event: AuthEvent,
    playerId: number | null,
    context: RequestContext,
    detail: Record<string, string | number | boolean | null> = {},
  ): Promise<void> {
    return this.repository.insert({
      event,
      playerId,
      brand: context.brand,
      occurredAt: this.clock(),
      ip: context.ip,
      fingerprint: context.fingerprint,
      detail,
    });
  }

  latestForPlayer(playerId: number, limit?: number): Promise<AuditRow[]> {
    return this.repository.latestForPlayer(playerId, limit);
  }
}
