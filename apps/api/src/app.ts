import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { compression } from './infra/compression';
import type { DatabaseHandle } from './infra/database';
import { errorHandler } from './infra/error-handler';
import { createLogger, genReqId, REQUEST_ID_HEADER, type Logger } from './infra/logging';
import { openapi } from './infra/openapi';
import { securityHeaders } from './infra/security-headers';
import { siteRoutes, type SiteOptions } from './modules/site/routes';
import { opsBridgeRoutes } from './ops/bridge';
import { systemRoutes } from './modules/system/routes';
import { createServices } from './services';

export type { SiteOptions };

export interface BuildAppOptions {
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  database: DatabaseHandle;
  /** A pino logger (see createLogger); false for silence. Defaults to info on stdout. */
  logger?: Logger | false;
  /** Serve a built brand on every path outside /api. */
  site?: SiteOptions;
  /** Serve OpenAPI at /api/docs (default true). */
  docs?: boolean;
  /** Accept operator CLI commands over loopback with this token (the server on the embedded database). */
  opsBridgeToken?: string;
}

export type App = FastifyInstance;

/** A configured, not yet listening instance; `await app.ready()` or `app.inject()` to use it. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const logger: FastifyBaseLogger =
    options.logger === false ? createLogger({ level: 'silent' }) : (options.logger ?? createLogger());
  const app = Fastify({
    loggerInstance: logger,
    genReqId,
    // The id comes from genReqId, which accepts an incoming x-request-id only when it is a UUID.
    requestIdHeader: false,
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(compression);
  if (options.docs ?? true) await app.register(openapi);

  const services = createServices(options.database);
  await app.register(systemRoutes, {
    configurations: services.systemConfigurations,
    health: services.health,
  });
  if (options.opsBridgeToken)
    await app.register(opsBridgeRoutes, { token: options.opsBridgeToken, services });
  if (options.site) await app.register(siteRoutes, options.site);

  return app;
}
