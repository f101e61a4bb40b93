import { systemClock, type Clock } from './infra/clock';
import type { DatabaseHandle } from './infra/database';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiter, type RateLimitRules } from './infra/rate-limit';
import { createSealer } from './infra/sealed';
import { AuditLog, AuditRepository } from './modules/auth/audit';
import { LoginTokenRepository } from './modules/auth/login-tokens';
import { OtpService } from './modules/auth/otp';
import { OtpRepository } from './modules/auth/otp-repository';
import { Argon2PasswordHasher, type PasswordHasher } from './modules/auth/passwords';
import { AuthService } from './modules/auth/service';
import { DEFAULT_SESSION_POLICY, SessionService, type SessionPolicy } from './modules/auth/sessions';
import { SessionRepository } from './modules/auth/sessions-repository';
import { SandboxInboxRepository } from './modules/messaging/repository';
import {
  SandboxEmailSender,
  SandboxSmsSender,
  type EmailSender,
  type SmsSender,
} from './modules/messaging/senders';
import { SandboxInboxService } from './modules/messaging/service';
import type { BalanceReader } from './modules/players/balance';
import {
  SANDBOX_BANK_VERIFY_DELAY_MS,
  SandboxBankAccountVerifier,
  type BankAccountVerifier,
} from './modules/players/bank-verifier';
import { BankAccountService } from './modules/players/banks';
import { BankAccountRepository } from './modules/players/banks-repository';
import { PlayerRepository } from './modules/players/repository';
import { PlayerService } from './modules/players/service';
import { SystemRepository } from './modules/system/repository';
import { MaintenanceService } from './modules/system/maintenance';
import { HealthService, SystemConfigurationService } from './modules/system/service';
import { GameRepository, GameSessionRepository } from './modules/games/repository';
import { GameService } from './modules/games/service';
import { GameLaunchService, type GameSessionPolicy } from './modules/games/sessions';
import { BetRepository } from './modules/bets/repository';
import { JackpotRepository } from './modules/jackpot/repository';
import { SandboxStreamVerifier, type StreamVerifier } from './modules/streams/verifier';
import { JackpotService } from './modules/jackpot/service';
import { ProviderWalletService } from './modules/bets/provider-wallet';
import { BetService } from './modules/bets/service';
import { DEFAULT_WAGER_LANES, MAX_LEGS_PER_STATEMENT, WagerLanes } from './modules/bets/wager-lanes';
import { StudioLauncher } from './modules/studio/launcher';
import type { Transport } from './modules/studio/platform-client';
import { newToken } from './infra/tokens';
import { UnitOfWork } from './infra/unit-of-work';
import { STUDIO_PROVIDER } from './modules/studio/catalogue';
import { Ledger } from './modules/wallet/ledger';
import { LedgerRepository } from './modules/wallet/ledger-repository';
import { WalletService } from './modules/wallet/service';
import { unreachable, type HttpTransport } from './infra/signed-request';
import { CashierRepository } from './modules/cashier/repository';
import { CashierService } from './modules/cashier/service';
import { HttpPaymentGateway } from './modules/cashier/gateway-port';
import type { GatewayDelays } from './modules/gateway/service';
import type { CashierBrandConfig } from '@xc/api-contract';
import { createJobs, type JobsOptions } from './modules/jobs/service';
import { InProcessEventBus, type EventBus, type TicketStore } from './modules/events/bus';
import { EventPublisher, EventStreams } from './modules/events/service';
import { GiftCodeRepository } from './modules/giftcodes/repository';
import { GiftCodeService } from './modules/giftcodes/service';
import { PromotionRepository } from './modules/promotions/repository';
import { PromotionService } from './modules/promotions/service';
import { RewardRepository } from './modules/rewards/repository';
import { RewardService } from './modules/rewards/service';
import { MissionRepository } from './modules/missions/repository';
import { MissionService } from './modules/missions/service';

/** What differs between the server, the CLI and tests; everything has a production-like default. */
export interface ServiceOptions {
  clock?: Clock;
  /**
   * Wager statements in flight at once on PostgreSQL (default DEFAULT_WAGER_LANES); the embedded
   * database has one connection, so one lane.
   */
  wagerLanes?: number;
  /** How long a wager leg waits for others to share its statement (default 0; see WagerLanes). */
  wagerGatherMs?: number;
  /** Where the sandbox gateways write their messages (besides the inbox table). */
  logger?: FastifyBaseLogger;
  /** Adapters to the outside world; the sandbox ones when absent. */
  sms?: SmsSender;
  email?: EmailSender;
  bankVerifier?: BankAccountVerifier;
  /** How long the sandbox bank verifier takes (default 5 s). */
  bankVerifyDelayMs?: number;
  balances?: BalanceReader;
  hasher?: PasswordHasher;
  sessionPolicy?: Partial<SessionPolicy>;
  rateLimits?: Partial<RateLimitRules>;
  /** How a slowed login waits (tests record the waits instead of sleeping). */
  slowDownSleep?: (ms: number) => Promise<void>;
  /**
   * The Redis client (infra/redis.ts, REDIS_URL) the rate limits count in, shared by every replica;
   * absent = this process's memory. The caller connects and closes it.
   */
  redis?: Redis;
  /** Namespace of the rate-limit keys in Redis (default xc:rl; tests give one per file). */
  rateLimitKeyPrefix?: string;
  gameSessionPolicy?: Partial<GameSessionPolicy>;
  /** The demo studio's origin if it is served apart from the API; '' (default) = same origin. */
  studioBaseUrl?: string;
  /**
   * The HMAC secret the studio signs its wallet calls with (STUDIO_WALLET_SECRET). Give the same one
   * to every replica; buildApp makes a random one per process when absent.
   */
  studioWalletSecret?: string;
  /** How the studio reaches the platform's wallet endpoint; default: an in-process request to the app. */
  studioTransport?: Transport;
  /** Draws in [0, 1) deciding jackpot hits (tests make them certain or impossible). */
  jackpotRandom?: () => number;
  /** How often jackpot figures are reread (default 1 s). */
  jackpotRefreshMs?: number;
  /** The stream verification service; the sandbox when absent. */
  streamVerifier?: StreamVerifier;
  /** Signs the sandbox's stream tokens (STREAM_TOKEN_SECRET); random per process when absent. */
  streamTokenSecret?: string;
  /** How long the sandbox stream service takes to answer (default 150 ms). */
  streamVerifyDelayMs?: number;
  /**
   * The HMAC secret shared with the payment gateway (GATEWAY_SECRET): its webhooks and our calls to
   * it are signed with it. Random per process when absent (the sandbox gateway lives in the process).
   */
  gatewaySecret?: string;
  /**
   * The secret card PINs are sealed with at rest (CARD_DATA_KEY). Random per process when absent: the
   * PINs sealed by an earlier process then cannot be shown again, so set it (main.ts keeps one in
   * DATA_DIR for the embedded database; production must set it).
   */
  cardDataKey?: string;
  /** How the cashier reaches the gateway's API; buildApp: an in-process request; the CLI alone: none. */
  gatewayTransport?: HttpTransport;
  /** The gateway's host for those calls (default gateway.localhost). */
  gatewayHost?: string;
  /** How the sandbox gateway reaches the platform's webhook (default: an in-process request). */
  gatewayWebhookTransport?: HttpTransport;
  /** The sandbox gateway's delays (tests shorten them). */
  gatewayDelays?: Partial<GatewayDelays>;
  /** How often the gateway and the cashier run their due work; 0 = never by themselves (tests tick). */
  gatewayPollMs?: number;
  cashierPollMs?: number;
  /** How often the bonus tick runs (expiries, missed completions; default 60 s); 0 = never by itself. */
  promotionTickMs?: number;
  /** The brands' cashier limits and accounts (tests change them); the contract's when absent. */
  cashierConfig?: (brand: string) => CashierBrandConfig;
  /** The jobs runner (modules/jobs): pg-boss on PostgreSQL, in-process on PGlite; tests tune it. */
  jobs?: JobsOptions;
  /**
   * Where live updates travel: Redis pub/sub across replicas (`RedisEventBus`, when REDIS_URL is
   * set; its owner closes it), else this process only. It keeps the streams' tickets too.
   */
  eventBus?: EventBus & TicketStore;
  /** Heartbeat and session check of the live streams (default 20 s; tests shorten it). */
  eventHeartbeatMs?: number;
  /** Live streams one player may hold on one replica (default 5). */
  eventStreamsPerPlayer?: number;
}

/**
 * The composition root, top to bottom: each module's repositories are bound by its unit of work,
 * then its services get what they use, built before them. Nothing is plugged in afterwards.
 */
export function createServices(database: DatabaseHandle, options: ServiceOptions = {}) {
  const db = database.db;
  const clock = options.clock ?? systemClock;
  // Every scheduled or background task runs through it; each module registers its own below.
  // Started and stopped by the app (onReady, onClose); the CLI never starts it.
  const jobs = createJobs(database, { logger: options.logger, ...options.jobs });
  const limiter = new RateLimiter({
    rules: options.rateLimits,
    redis: options.redis,
    keyPrefix: options.rateLimitKeyPrefix,
    sleep: options.slowDownSleep,
  });

  // events: what moved is published after the unit of work that moved it commits
  const eventBus =
    options.eventBus ??
    new InProcessEventBus(
      () => clock().getTime(),
      (error) => options.logger?.error({ err: error }, 'event listener failed'),
    );
  const events = new EventPublisher(eventBus);

  // system
  const systemRepository = new SystemRepository(db);
  const systemConfigurations = new SystemConfigurationService(systemRepository);

  // messaging (the sandbox SMS and email gateways)
  const inboxRepository = new SandboxInboxRepository(db);
  const sms = options.sms ?? new SandboxSmsSender(inboxRepository, options.logger, clock);
  const email = options.email ?? new SandboxEmailSender(inboxRepository, options.logger, clock);

  // auth: audit, one-time codes, sessions
  const audit = new AuditLog(new AuditRepository(db), clock);
  const otp = new OtpService(
    new UnitOfWork(db, (bound) => ({ otp: new OtpRepository(bound) })),
    { sms, email },
    audit,
    clock,
    limiter,
  );
  const sessions = new SessionService(
    new UnitOfWork(db, (bound) => ({ sessions: new SessionRepository(bound) })),
    clock,
    { ...DEFAULT_SESSION_POLICY, ...options.sessionPolicy },
    (playerId) => events.sessionsEnded(playerId),
  );

  // wallet: the ledger every money movement posts through
  const playerRepository = new PlayerRepository(db);
  const ledgerWork = new UnitOfWork(db, (bound) => ({ ledger: new LedgerRepository(bound) }));
  // A committed movement is told to the player's stream, and to the missions (built below: a deposit
  // re-measures the player's missions; the callback only runs after a commit, long after this).
  const ledger = new Ledger(ledgerWork, clock, (movement) => {
    events.balanceMoved(movement);
    missions.walletMoved(movement);
  });
  const wallet = new WalletService(ledgerWork, ledger, playerRepository);
  wallet.registerJobs(jobs);

  // players and their bank accounts
  const players = new PlayerService(playerRepository, options.balances ?? wallet, otp, audit, clock);
  const bankVerifier =
    options.bankVerifier ??
    new SandboxBankAccountVerifier(options.bankVerifyDelayMs ?? SANDBOX_BANK_VERIFY_DELAY_MS);

  // jackpots (network pools), then the catalogue that shows their figures
  const jackpots = new JackpotService(
    new UnitOfWork(db, (bound) => ({ jackpots: new JackpotRepository(bound) })),
    ledger,
    wallet,
    clock,
    { random: options.jackpotRandom, refreshMs: options.jackpotRefreshMs, logger: options.logger },
  );
  jackpots.registerJobs(jobs);
  const games = new GameService(new GameRepository(db), clock, {
    launchers: { [STUDIO_PROVIDER]: new StudioLauncher(options.studioBaseUrl ?? '') },
    jackpots,
  });
  const gameLaunch = new GameLaunchService(
    games,
    new GameSessionRepository(db),
    sessions,
    clock,
    options.gameSessionPolicy,
  );

  // bets: the settled play (turnover) that wagering, cashback and rewards read
  const betRepository = new BetRepository(db);
  const bets = new BetService(betRepository, clock);

  // promotions: first-deposit bonuses with wagering, and the daily cashback
  const promotions = new PromotionService(
    new UnitOfWork(db, (bound) => ({
      promotions: new PromotionRepository(bound),
      players: new PlayerRepository(bound),
    })),
    {
      ledger,
      turnover: (filter, tx) => bets.turnover(filter, tx),
      openRounds: (playerId, tx) => bets.openRounds(playerId, tx),
      wallet,
      publish: (brand, playerId, event) => events.bonusMoved(brand, playerId, event),
      clock,
      logger: options.logger,
    },
  );
  promotions.registerJobs(jobs, options.promotionTickMs ?? 60_000);

  // the wager use cases of the seamless-wallet protocol, and the providers allowed to call it; a
  // settled round is told to the bonus meter after its commit
  const studioWalletSecret = options.studioWalletSecret ?? newToken();
  const wagerLanes = new WagerLanes(betRepository, {
    lanes: database.kind === 'pglite' ? 1 : (options.wagerLanes ?? DEFAULT_WAGER_LANES),
    maxLegs: MAX_LEGS_PER_STATEMENT,
    gatherMs: options.wagerGatherMs,
  });
  const providerWallet = new ProviderWalletService(
    new UnitOfWork(db, (bound) => ({ bets: new BetRepository(bound) })),
    wagerLanes,
    ledger,
    gameLaunch,
    playerRepository,
    jackpots,
    clock,
    (round) => {
      promotions.roundSettled(round);
      missions.roundSettled(round);
    },
  );

  // gift codes: the operator's codes, redeemed into the wallet, held by their required total bet
  const giftCodes = new GiftCodeService(
    new UnitOfWork(db, (bound) => ({ giftcodes: new GiftCodeRepository(bound) })),
    { ledger, players, bets, limiter, clock },
  );

  // cashier: deposits and withdrawals through the payment gateway port
  const gatewaySecret = options.gatewaySecret ?? newToken();
  const bankAccounts = new BankAccountService(
    new BankAccountRepository(db),
    players,
    otp,
    bankVerifier,
    audit,
    clock,
    jobs,
  );
  bankAccounts.registerJobs(jobs);
  const cashier = new CashierService(
    new UnitOfWork(db, (bound) => ({ cashier: new CashierRepository(bound) })),
    {
      ledger,
      players,
      banks: bankAccounts,
      gateway: new HttpPaymentGateway(
        options.gatewayTransport ?? unreachable,
        options.gatewayHost ?? 'gateway.localhost',
        gatewaySecret,
        clock,
      ),
      limiter,
      clock,
      logger: options.logger,
      sealer: createSealer(options.cardDataKey ?? newToken()),
      config: options.cashierConfig,
      promotions,
      withdrawalGuards: [promotions.withdrawalGuard, giftCodes.withdrawalGuard],
    },
  );
  const cashierPollMs = options.cashierPollMs ?? 2_000;
  if (cashierPollMs > 0) cashier.registerJobs(jobs, cashierPollMs);

  // rewards: the events' payouts (lost-bet refund, app download bonus, daily lucky spin)
  const rewards = new RewardService(
    new UnitOfWork(db, (bound) => ({ rewards: new RewardRepository(bound) })),
    {
      ledger,
      players,
      turnover: (filter) => bets.turnover(filter),
      deposits: { hasCompletedDeposit: (playerId) => cashier.hasCompletedDeposit(playerId) },
      limiter,
      clock,
    },
  );

  // missions: measured from the cashier's deposits and the bets' settled stakes, paid through the
  // ledger or as a bonus of the promotions engine
  const missions = new MissionService(
    new UnitOfWork(db, (bound) => ({ missions: new MissionRepository(bound) })),
    {
      ledger,
      player: async (playerId) => {
        const player = await playerRepository.findById(playerId);
        return (
          player && {
            username: player.username,
            active: player.status === 'active',
            phoneVerified: player.phoneVerifiedAt !== null,
          }
        );
      },
      playerIdByUsername: async (brand, username) =>
        (await playerRepository.findByUsernameKey(brand, username.trim().toLowerCase()))?.id,
      deposits: {
        stats: (window, tx) => cashier.depositStats(window, tx),
        hasCompleted: (playerId) => cashier.hasCompletedDeposit(playerId),
      },
      stakes: (window, tx) => bets.stakeStats(window, tx),
      grantBonus: (tx, grant) => promotions.grantBonus(tx, { ...grant, source: 'mission' }),
      configuration: () => systemConfigurations.getAll(),
      publish: (brand, playerId, event) => events.missionMoved(brand, playerId, event),
      limiter,
      clock,
      logger: options.logger,
    },
  );

  // live updates: the player's stream (balance, bonus, missions) and the jackpot's
  const eventStreams = new EventStreams({
    bus: eventBus,
    tickets: eventBus,
    sessionLive: (sessionId) => sessions.isActive(sessionId),
    balanceOf: async (playerId) => (await wallet.balanceView(playerId)).balance,
    jackpot: { current: () => jackpots.bigJackpot(), watch: (listener) => jackpots.watch(listener) },
    heartbeatMs: options.eventHeartbeatMs,
    streamsPerPlayer: options.eventStreamsPerPlayer,
  });

  return {
    /** The jobs runner; the gateway and the studio (composed by the app) register theirs on it. */
    jobs,
    cashier,
    eventStreams,
    gatewaySecret,
    systemConfigurations,
    health: new HealthService(systemRepository, database.kind),
    maintenance: new MaintenanceService(systemRepository),
    limiter,
    audit,
    /** The ledger's posting step, for use cases of other modules (and tests) inside their unit of work. */
    ledger,
    /** How the wager legs were grouped into statements (tests, measurements). */
    wagerLanes,
    wallet,
    games,
    gameLaunch,
    providerWallet,
    jackpots,
    streamVerifier:
      options.streamVerifier ??
      new SandboxStreamVerifier({
        secret: options.streamTokenSecret ?? newToken(),
        clock,
        streams: () => games.liveStreams(),
        delayMs: options.streamVerifyDelayMs,
      }),
    bets,
    giftCodes,
    promotions,
    rewards,
    missions,
    /** Signing secrets of the providers allowed to call the wallet endpoint. */
    providerSecrets: { [STUDIO_PROVIDER]: studioWalletSecret } as Readonly<Record<string, string>>,
    otp,
    sessions,
    players,
    auth: new AuthService({
      players: playerRepository,
      playerService: players,
      sessions,
      hasher: options.hasher ?? new Argon2PasswordHasher(),
      otp,
      loginTokens: new LoginTokenRepository(db),
      audit,
      clock,
      onBackgroundError: (error) => options.logger?.error({ err: error }, 'password reset code not sent'),
    }),
    bankAccounts,
    sandboxInbox: new SandboxInboxService(inboxRepository),
    /** Whether one-time codes go to the sandbox inbox (then GET /api/sandbox/inbox may exist). */
    sandboxMessaging: sms.sandbox && email.sandbox,
  };
}

export type Services = ReturnType<typeof createServices>;
