import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { HotPath } from '../../infra/hot-path';
import type { SystemRepository } from './repository';

/** Spec §8: the maintenance text the client shows on /maintenance. */
export const MAINTENANCE_MESSAGE = 'Hệ thống đang bảo trì. Vui lòng thử lại sau!';
export const MAINTENANCE_CODE = 'MAINTENANCE_MODE';
/** Stored beside the configuration, but never sent to the client with it. */
const KEY = 'MAINTENANCE';
/** How long a replica trusts its last reading: a switch reaches every replica within this time. */
export const MAINTENANCE_CACHE_MS = 2_000;
const RETRY_AFTER_SECONDS = 120;

export class MaintenanceService {
  private cached: { on: Promise<boolean>; at: number; value?: boolean } | null = null;

  constructor(
    private readonly repository: SystemRepository,
    private readonly now: () => number = Date.now,
  ) {}

  isOn(): Promise<boolean> {
    const now = this.now();
    if (this.cached && now - this.cached.at < MAINTENANCE_CACHE_MS) return this.cached.on;
    const cached: { on: Promise<boolean>; at: number; value?: boolean } = {
      at: now,
      on: this.repository.findConfiguration(KEY).then(
        (row) => (cached.value = row?.value === true),
        // An unreadable switch must not take the whole site down.
        () => (cached.value = false),
      ),
    };
    this.cached = cached;
    return cached.on;
  }

  /** The switch as last read, while that reading is fresh; undefined when it must be read again. */
  knownState(): boolean | undefined {
    const cached = this.cached;
    return cached && this.now() - cached.at < MAINTENANCE_CACHE_MS ? cached.value : undefined;
  }

  async set(on: boolean): Promise<void> {
    await this.repository.upsertConfiguration(KEY, on);
    this.cached = null;
  }
}

/** Paths that answer during maintenance: health checks, the operator bridge, the docs. */
/**
 * Answered even in maintenance: health, the operator's bridge, the docs, and the game studios'
 * wallet callbacks: a round already running must still settle (win, rollback) or money is stranded.
 */
const OPEN_PATHS = [/^\/api\/health$/, /^\/api\/ops\//, /^\/api\/docs(\/|$)/, /^\/api\/provider\//];

/**
 * While maintenance is on, every API call answers 503 MAINTENANCE_MODE (spec §4), so each client moves
 * to its maintenance page; the static site keeps serving.
 */
export const maintenanceGate = fp<{ maintenance: MaintenanceService; hot?: HotPath }>(
  async (app, { maintenance, hot }) => {
    // The hot answers (infra/hot-path) are API answers too: only while maintenance is known to be off.
    hot?.gate(() => maintenance.knownState() === false);
    const refuse = (reply: FastifyReply) =>
      reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send({ statusCode: 503, code: MAINTENANCE_CODE, message: MAINTENANCE_MESSAGE });
    // Synchronous while the switch's last reading is fresh (every request runs this hook).
    app.addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?')[0] ?? '';
      if (!path.startsWith('/api/') || OPEN_PATHS.some((open) => open.test(path))) return done();
      const known = maintenance.knownState();
      if (known === false) return done();
      if (known === true) return void refuse(reply);
      maintenance.isOn().then((on) => (on ? void refuse(reply) : done()), done);
    });
  },
  { name: 'maintenance-gate' },
);
