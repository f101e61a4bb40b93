import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/database';
import { UnitOfWork } from '../../infra/unit-of-work';
import { STUDIO_PROVIDER } from './catalogue';
import { PlatformWalletClient, type Transport } from './platform-client';
import { StudioRepository } from './repository';
import { StudioService } from './service';

export interface StudioOptions {
  /** How the studio reaches the platform's wallet endpoint. */
  transport: Transport;
  /** The HMAC secret it signs its wallet calls with (the platform knows it as the provider's). */
  secret: string;
  clock: Clock;
  logger?: FastifyBaseLogger;
}

/** The demo studio: a separate party with its own tables, reaching the platform only by `transport`. */
export function createStudio(db: Database, options: StudioOptions): StudioService {
  return new StudioService(
    new UnitOfWork(db, (bound) => ({ studio: new StudioRepository(bound) })),
    new PlatformWalletClient(options.transport, STUDIO_PROVIDER, options.secret, options.clock),
    options.clock,
    { logger: options.logger },
  );
}

/**
 * Calls the platform by an in-process HTTP request to `app` (Host, headers and body as sent), so the
 * studio on the same process goes through exactly the routing, signature and tenancy checks a remote
 * provider's call would.
 */
export function injectTransport(app: Pick<FastifyInstance, 'inject'>): Transport {
  return async ({ host, path, headers, body }) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { ...headers, host },
      payload: body,
    });
    return { status: response.statusCode, body: response.body };
  };
}
