import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { compression } from './infra/compression';
import type { DatabaseHandle } from './infra/database';
import { clientErrorHandler, errorHandler, frameworkErrors } from './infra/error-handler';
import { createLogger, genReqId, REQUEST_ID_HEADER, type Logger } from './infra/logging';
import { openapi } from './infra/openapi';
import { HotPath } from './infra/hot-path';
import { API_SECURITY_LINES, securityHeaders } from './infra/security-headers';
import { validatorCompiler } from './infra/validation';
import { authPlugin } from './modules/auth/plugin';
import { authRoutes } from './modules/auth/routes';
import { playerRoutes } from './modules/players/routes';
import { siteRoutes, type SiteOptions } from './modules/site/routes';
import { maintenanceGate } from './modules/system/maintenance';
import { systemRoutes } from './modules/system/routes';
import { betRoutes, providerWalletRoutes } from './modules/bets/routes';
import { lobbyFirstRead } from './modules/games/lobby-read';
import { gameRoutes } from './modules/games/routes';
import { jackpotRoutes } from './modules/jackpot/routes';
import { streamRoutes } from './modules/streams/routes';
import { fixtures } from './modules/studio/fixtures';
import { studioRoutes } from './modules/studio/routes';
import { walletRoutes } from './modules/wallet/routes';
import { eventRoutes } from './modules/events/routes';
import { opsBridgeRoutes } from './ops/bridge';
import { systemClock } from './infra/clock';
import { createServices, type ServiceOptions } from './services';
import { BRAND_IDS, DEFAULT_BRAND, type BrandId } from '@xc/brand/tenants';
import { tenancyPlugin, type Tenancy } from './infra/tenancy';
import { STUDIO_PROVIDER } from './modules/studio/catalogue';
import { createStudio, injectTransport } from './modules/studio/compose';
import { injectHttp } from './infra/signed-request';
import { createGateway } from './modules/gateway/compose';
import { gatewayRoutes } from './modules/gateway/routes';
import type { GatewayService } from './modules/gateway/service';
import { cashierRoutes } from './modules/cashier/routes';
import { giftCodeRoutes } from './modules/giftcodes/routes';
import { promotionRoutes } from './modules/promotions/routes';
import { rewardRoutes } from './modules/rewards/routes';
import { missionRoutes, missionTestRoutes } from './modules/missions/routes';
import { CASHIER_BRAND_CONFIG } from '@xc/api-contract';
import type { Services } from './services';

export type { SiteOptions };

export interface BuildAppOptions {
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  database: DatabaseHandle;
  /** A pino logger (see createLogger); false for silence. Defaults to info on stdout. */
  logger?: Logger | false;
  /** Serve each built brand on its hosts, on every path outside /api. */
  sites?: Partial<Record<BrandId, SiteOptions>>;
  /** The brands this process serves and the one for unknown hosts (default: all six, xc05). */
  tenancy?: Tenancy;
  /** Serve OpenAPI at /api/docs (default true). */
  docs?: boolean;
  /** Accept operator CLI commands over loopback with this token (the server on the embedded database). */
  opsBridgeToken?: string;
  /** Clock, adapters, rate limits, session lifetimes (tests change them); production-like defaults. */
  services?: ServiceOptions;
  /** Fastify's trustProxy: behind a load balancer, so request.ip (rate limits, audit) is the player's. */
  trustProxy?: boolean | string;
  /**
   * 'production' never serves the payment gateway sandbox's bank app and test controls. Defaults to
   * process.env.NODE_ENV.
   */
  nodeEnv?: string;
  /**
   * Routes that exist only for tests (POST /api/test/missions/clock: one player's mission clock moved
   * ahead). main.ts sets it from TEST_HOOKS=1 and refuses to start with it in production. Default off.
   */
  testHooks?: boolean;
  /** Tests: handed the services and the sandbox gateway once built (to run their due work by hand). */
  expose?: (parts: { services: Services; gateway: GatewayService }) => void;
}

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the work use cases started after their answers so far is done. */
    settled(): Promise<void>;
  }
}

/** A configured, not yet listening instance; `await app.ready()` or `app.inject()` to use it. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const logger: FastifyBaseLogger =
    options.logger === false ? createLogger({ level: 'silent' }) : (options.logger ?? createLogger());
  // The jackpot figures every open page polls are written before fastify's pipeline (infra/hot-path),
  // left out of the request log (a line per page and second), so without a request id; at debug,
  // fastify answers and logs them.
  const hot = new HotPath({
    commonLines: API_SECURITY_LINES,
    enabled: !(logger as Logger).isLevelEnabled('debug'),
  });
  const app = Fastify({
    serverFactory: hot.serverFactory,
    loggerInstance: logger,
    genReqId,
    // The id comes from genReqId, which accepts an incoming x-request-id only when it is a UUID.
    requestIdHeader: false,
    bodyLimit: 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    clientErrorHandler,
    // The onReady hook seeds the promotions of six brands and starts the job runner (pg-boss makes
    // its schema): fastify's default 10 s ran out on a loaded two-core CI host.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks every request runs are synchronous where they can be: an async hook costs a promise each.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  await app.register(tenancyPlugin, options.tenancy ?? { brands: BRAND_IDS, defaultBrand: DEFAULT_BRAND });
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(compression);
  if (options.docs ?? true) await app.register(openapi);

  const services = createServices(options.database, {
    logger,
    gatewayTransport: injectHttp(app),
    ...options.services,
  });
  const clock = options.services?.clock ?? systemClock;
  await app.register(maintenanceGate, { maintenance: services.maintenance, hot });
  await app.register(systemRoutes, {
    configurations: services.systemConfigurations,
    health: services.health,
  });
  await app.register(authPlugin, { sessions: services.sessions });
  await app.register(authRoutes, { auth: services.auth, limiter: services.limiter });
  await app.register(playerRoutes, {
    players: services.players,
    banks: services.bankAccounts,
    limiter: services.limiter,
  });
  await app.register(walletRoutes, { wallet: services.wallet });
  await app.register(gameRoutes, {
    games: services.games,
    launch: services.gameLaunch,
    sessions: services.sessions,
    fixtures: (days) => fixtures(clock(), days),
  });
  await app.register(jackpotRoutes, { jackpots: services.jackpots, hot });
  await app.register(eventRoutes, { streams: services.eventStreams });
  await app.register(betRoutes, { bets: services.bets });
  await app.register(streamRoutes, { verifier: services.streamVerifier, limiter: services.limiter });
  await app.register(providerWalletRoutes, {
    providerWallet: services.providerWallet,
    secrets: services.providerSecrets,
    clock,
  });
  // The studio is a provider: it reaches the wallet endpoint by HTTP requests like any other would.
  const studio = createStudio(options.database.db, {
    transport: options.services?.studioTransport ?? injectTransport(app),
    secret: services.providerSecrets[STUDIO_PROVIDER] ?? '',
    clock,
    logger,
  });
  await app.register(studioRoutes, { studio, limiter: services.limiter });
  // The payment gateway is a separate party: its own tables, routes, pages and secret; the cashier
  // reaches it only through its signed API, and it answers by signed webhooks to the player's host.
  const nodeEnv = options.nodeEnv ?? process.env['NODE_ENV'];
  const gateway = createGateway(options.database.db, {
    secret: services.gatewaySecret,
    transport: options.services?.gatewayWebhookTransport ?? injectHttp(app),
    clock,
    logger,
    delays: options.services?.gatewayDelays,
  });
  await app.register(gatewayRoutes, {
    gateway,
    clock,
    operatorAccounts: Object.values(CASHIER_BRAND_CONFIG).map((config) => config.bankAccount.accountNumber),
    sandboxControls: nodeEnv !== 'production',
  });
  await app.register(cashierRoutes, {
    cashier: services.cashier,
    bets: services.bets,
    webhookSecret: services.gatewaySecret,
    clock,
  });
  await app.register(giftCodeRoutes, { giftCodes: services.giftCodes });
  await app.register(promotionRoutes, { promotions: services.promotions });
  await app.register(rewardRoutes, { rewards: services.rewards, sessions: services.sessions });
  await app.register(missionRoutes, { missions: services.missions });
  if (options.testHooks) {
    if (nodeEnv === 'production') throw new Error('test hooks are never served in production');
    await app.register(missionTestRoutes, { missions: services.missions });
  }
  // Their background work, on the services' jobs runner (the other modules registered theirs there).
  studio.registerJobs(services.jobs);
  const gatewayPollMs = options.services?.gatewayPollMs ?? 1_000;
  if (gatewayPollMs > 0) gateway.registerJobs(services.jobs, gatewayPollMs);
  options.expose?.({ services, gateway });
  app.addHook('onReady', async () => {
    // Every brand has the spec's promotions (an operator's edits are kept).
    await services.promotions.seed();
    await services.jobs.start();
    app.log.info({ runner: services.jobs.kind }, 'background jobs started');
    const pending = await services.bankAccounts.resumePending();
    if (pending > 0)
      app.log.info({ pending }, 'bank accounts waiting for verification handed to the verifier');
  });
  // Work a use case does after its answer (a forgot-password code): waited for at close, and by tests.
  app.decorate('settled', async () => {
    await services.auth.settled();
    await services.promotions.settled();
    await services.missions.settled();
  });
  app.addHook('onClose', async () => {
    await services.auth.settled();
    await services.promotions.settled();
    await services.missions.settled();
    await services.jobs.stop();
    services.jackpots.stop();
  });
  if (options.opsBridgeToken)
    await app.register(opsBridgeRoutes, { token: options.opsBridgeToken, services });
  if (options.sites && Object.keys(options.sites).length > 0)
    await app.register(siteRoutes, { sites: options.sites, firstRead: lobbyFirstRead(services.games) });

  return app;
}
