import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/database';
import type { HttpTransport } from '../../infra/signed-request';
import { UnitOfWork } from '../../infra/unit-of-work';
import { GatewayRepository } from './repository';
import { GatewayService, type GatewayDelays } from './service';

/** The sandbox payment gateway: a separate party with its own tables, reaching merchants by `transport`. */
export function createGateway(
  db: Database,
  options: {
    secret: string;
    transport: HttpTransport;
    clock: Clock;
    logger?: FastifyBaseLogger;
    delays?: Partial<GatewayDelays>;
    random?: () => number;
  },
): GatewayService {
  return new GatewayService(
    new UnitOfWork(db, (bound) => ({ gateway: new GatewayRepository(bound) })),
    options,
  );
}
