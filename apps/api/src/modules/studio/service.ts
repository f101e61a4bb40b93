import { STUDIO_MESSAGES as M, type Fairness, type StudioRound, type StudioState } from '@xc/api-contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../infra/clock';
import type { UnitOfWork } from '../../infra/unit-of-work';
import { isUniqueViolation } from '../../infra/pg-errors';
import { AppError } from '../../infra/errors';
import { hashToken, newToken } from '../../infra/tokens';
import { findStudioGame, type StudioGame } from './catalogue';
import { ENGINES, type DrawContext, type EngineOption } from './engines';
import { floats, hashServerSeed, newClientSeed, newServerSeed } from '../../infra/fair';
import { findFixture, openFixtures } from './fixtures';
import type { PlatformWalletClient, WalletCall } from './platform-client';
import type { StudioRepository, StudioRoundRow, StudioSeedRow, StudioSessionRow } from './repository';
import type { Jobs } from '../jobs/jobs';

const HOUR = 60 * 60_000;
/** The studio's own session (the platform's wallet session has its own, shorter, lifetime for debits). */
export const STUDIO_SESSION_MS = 12 * HOUR;
const RECENT_ROUNDS = 20;
const RECOVERY_EVERY_MS = 15_000;
/** A round left this long in a wallet state is picked up by recovery. */
const RECOVERY_AFTER_MS = 10_000;

const sessionInvalid = () => new AppError(401, 'STUDIO_SESSION_INVALID', M.sessionInvalid);
const bad = (message: string) => new AppError(400, 'STUDIO_BAD_REQUEST', message);

/** Sports, lottery and cockfighting lobbies introduce themselves as the demo lobby of their provider. */
function describe(game: StudioGame): string {
  const engine = ENGINES[game.engine];
  if (game.engine === 'cockfight') {
    return (
      `Đây là sảnh demo của ${game.partnerName}. ${game.partnerName} phát trực tiếp các trận đá gà từ trường gà đối tác ` +
      `với các cửa cược Gà Đỏ / Gà Xanh / Hòa, tỷ lệ cập nhật theo từng trận và xem lại video từng trận. ` +
      `Trang demo này chỉ giới thiệu sảnh, không nhận cược.`
    );
  }
  if (game.lobby) return `Đây là sảnh demo của ${game.partnerName}. ${engine.rules}`;
  return engine.rules;
}

export interface StudioServiceOptions {
  logger?: FastifyBaseLogger;
}

/**
 * The demo studio: a game provider inside the API. It keeps its own sessions, seeds and rounds, and
 * moves money only by calling the platform's seamless-wallet endpoint (PlatformWalletClient).
 */
export class StudioService {
  private recovering: Promise<number> | null = null;

  private readonly repository: StudioRepository;

  constructor(
    private readonly uow: UnitOfWork<{ studio: StudioRepository }>,
    private readonly platform: PlatformWalletClient,
    private readonly clock: Clock,
    private readonly options: StudioServiceOptions = {},
  ) {
    this.repository = uow.read.studio;
  }

  /** What a game page shows about the game itself. */
  gameView(game: StudioGame): StudioState['game'] {
    const engine = ENGINES[game.engine];
    const now = this.clock();
    return {
      code: game.code,
      title: game.title,
      engine: game.engine,
      partnerName: game.partnerName,
      category: game.category,
      rules: describe(game),
      options: [...engine.options],
      markets:
        game.engine === 'sportsbook'
          ? openFixtures(now).map((fixture) => ({
              id: fixture.id,
              title: `${fixture.home} – ${fixture.away}`,
              startsAt: fixture.startsAt,
              options: [
                { id: `${fixture.id}:home`, label: fixture.home, payout: fixture.odds.home },
                { id: `${fixture.id}:draw`, label: 'Hòa', payout: fixture.odds.draw },
                { id: `${fixture.id}:away`, label: fixture.away, payout: fixture.odds.away },
              ],
            }))
          : [],
      acceptsWagers: game.engine !== 'cockfight',
    };
  }

  requireGame(code: string): StudioGame {
    const game = findStudioGame(code);
    if (!game) throw new AppError(404, 'STUDIO_GAME_NOT_FOUND', M.gameNotFound);
    return game;
  }

  /**
   * The page's launch: the platform's token (launch token or tokenPlay) becomes a studio session.
   * `platformHost` is the operator's host the page was opened on: the session's wallet calls go there,
   * as an aggregator calls each operator's own wallet endpoint.
   */
  async openSession(
    gameCode: string,
    token: string,
    platformHost: string,
  ): Promise<{ session: string; state: StudioState }> {
    const game = this.requireGame(gameCode);
    const auth = await this.platform.authenticate(platformHost, token, game.code);
    if (!auth.ok) {
      if (auth.network) throw new AppError(503, 'STUDIO_WALLET_UNAVAILABLE', M.walletUnavailable);
      throw sessionInvalid();
    }
    const now = this.clock();
    const session = newToken();
    const row = await this.repository.insertSession({
      tokenHash: hashToken(session),
      walletToken: auth.value.sessionToken,
      playerId: auth.value.playerId,
      platformHost,
      displayName: auth.value.displayName,
      gameCode: game.code,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STUDIO_SESSION_MS),
    });
    await this.ensureSeed(row.playerId);
    return { session, state: await this.stateFor(game, row, auth.value.balance) };
  }

  /** The page's state: the game, and for a live session of this game the player, seeds and rounds. */
  async state(gameCode: string, sessionToken: string | undefined): Promise<StudioState> {
    const game = this.requireGame(gameCode);
    const session = sessionToken ? await this.findSession(sessionToken) : undefined;
    if (!session || session.gameCode !== game.code)
      return { game: this.gameView(game), player: null, fairness: null, rounds: [] };
    const balance = await this.platform.balance(session.platformHost, session.walletToken, session.playerId);
    return this.stateFor(game, session, balance.ok ? balance.value.balance : null);
  }

  private async stateFor(
    game: StudioGame,
    session: StudioSessionRow,
    balance: number | null,
  ): Promise<StudioState> {
    const seed = await this.ensureSeed(session.playerId);
    const rounds = await this.repository.recentRounds(session.playerId, game.code, RECENT_ROUNDS);
    return {
      game: this.gameView(game),
      player: { displayName: session.displayName, balance: balance ?? 0, currency: 'VND' },
      fairness: fairnessOf(seed),
      rounds: rounds.map(({ round, seed: pair }) => roundView(round, pair)),
    };
  }

  /** One round: draw, debit the stake, credit the payout (0 for a loss), each through the wallet protocol. */
  async play(sessionToken: string, bet: { option: string; amount: number }): Promise<StudioRound> {
    const session = await this.requireSession(sessionToken);
    const game = this.requireGame(session.gameCode);
    const engine = ENGINES[game.engine];
    if (game.engine === 'cockfight') throw bad(M.noWagers);

    const now = this.clock();
    const context: DrawContext = { variant: game.category };
    let option = bet.option;
    let extra: Record<string, unknown> = {};
    if (game.engine === 'sportsbook') {
      const [fixtureId = '', side = ''] = bet.option.split(':');
      const fixture = findFixture(now, fixtureId);
      if (!fixture || !['home', 'draw', 'away'].includes(side)) throw bad(M.optionInvalid);
      const odds = fixture.odds[side as 'home' | 'draw' | 'away'];
      context.odds = fixture.odds;
      option = `${fixture.id}:${side}:${odds}`;
      extra = {
        fixture: { id: fixture.id, home: fixture.home, away: fixture.away, league: fixture.league },
        odds: fixture.odds,
      };
    } else if (!engine.options.some((candidate: EngineOption) => candidate.id === bet.option)) {
      throw bad(M.optionInvalid);
    }

    const { seed, nonce } = await this.nextNonce(session.playerId);
    const outcome = {
      ...engine.outcome(floats(seed.serverSeed, seed.clientSeed, nonce, engine.floats), context),
      ...extra,
    };
    const payout = engine.payout(option, bet.amount, outcome);
    const roundId = randomUUID();
    let round = await this.repository.insertRound({
      id: roundId,
      playerId: session.playerId,
      gameCode: game.code,
      sessionId: session.id,
      seedId: seed.id,
      nonce,
      option,
      amount: bet.amount,
      outcome,
      payout,
      status: 'debiting',
      createdAt: now,
      updatedAt: now,
    });

    const debit = await this.platform.debit(session.platformHost, {
      sessionToken: session.walletToken,
      playerId: session.playerId,
      transactionId: betTx(roundId),
      roundId,
      gameCode: game.code,
      amount: bet.amount,
    });
    if (!debit.ok) {
      if (debit.network) {
        // Applied or not, nobody knows: undo it (a rollback of a debit never received leaves a tombstone).
        const undone = await this.rollbackRound(round, session);
        if (undone.status === 'settled') return roundView(undone, seed);
        throw new AppError(503, 'STUDIO_WALLET_UNAVAILABLE', M.walletUnavailable);
      }
      await this.repository.updateRound(roundId, { status: 'refused', error: debit.code }, this.clock());
      throw refusal(debit);
    }
    round = await this.repository.updateRound(
      roundId,
      {
        status: 'crediting',
        jackpotWin: debit.value.jackpotWin?.amount ?? 0,
        balanceAfter: debit.value.balance,
      },
      this.clock(),
    );
    round = await this.creditRound(round, session);
    return roundView(round, seed);
  }

  /** New client seed: the pair in use is revealed (its rounds become verifiable) and a new one starts. */
  async rotateSeed(
    sessionToken: string,
    clientSeed: string,
  ): Promise<{
    revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number } | null;
    next: Fairness;
  }> {
    const session = await this.requireSession(sessionToken);
    const serverSeed = newServerSeed();
    const now = this.clock();
    const rotate = () =>
      this.uow.run(({ studio }) =>
        studio.rotateSeed(
          session.playerId,
          {
            playerId: session.playerId,
            serverSeed,
            serverSeedHash: hashServerSeed(serverSeed),
            clientSeed,
            nextNonce: 0,
            createdAt: now,
          },
          now,
        ),
      );
    // Two rotations at once: the second finds the first's new pair only after it committed, so its
    // insert meets the one-active-seed rule; it then goes again, after the first (each one applies).
    let rotated: Awaited<ReturnType<typeof rotate>> | undefined;
    for (let attempt = 0; !rotated; attempt += 1) {
      try {
        rotated = await rotate();
      } catch (error) {
        if (attempt >= 5 || !isUniqueViolation(error, 'studio_seeds_active')) throw error;
      }
    }
    const { revealed, active } = rotated;
    return {
      revealed: revealed
        ? {
            serverSeed: revealed.serverSeed,
            serverSeedHash: revealed.serverSeedHash,
            clientSeed: revealed.clientSeed,
            rounds: revealed.nextNonce,
          }
        : null,
      next: fairnessOf(active),
    };
  }

  /** Finishes rounds whose wallet calls were interrupted: pays pending wins, undoes uncertain debits. */
  recover(): Promise<number> {
    this.recovering ??= this.recoverOnce().finally(() => {
      this.recovering = null;
    });
    return this.recovering;
  }

  private async recoverOnce(): Promise<number> {
    const before = new Date(this.clock().getTime() - RECOVERY_AFTER_MS);
    const rounds = await this.repository.unfinished(['debiting', 'crediting', 'rolling_back'], before, 50);
    let finished = 0;
    for (const round of rounds) {
      const session = await this.repository.findSessionById(round.sessionId);
      if (!session) continue;
      const done =
        round.status === 'crediting'
          ? await this.creditRound(round, session)
          : await this.rollbackRound(round, session);
      if (done.status === 'settled' || done.status === 'cancelled') finished += 1;
    }
    if (finished > 0) this.options.logger?.info({ finished }, 'studio rounds recovered');
    return finished;
  }

  /**
   * Its background work (modules/jobs): recovery every 15 s, once per tick in the cluster (so two
   * replicas never credit the same round at once; the wallet would answer the twin alike anyway).
   */
  registerJobs(jobs: Jobs): void {
    jobs.schedule('studio.recover', { every: RECOVERY_EVERY_MS }, () => this.recover());
  }

  private async creditRound(round: StudioRoundRow, session: StudioSessionRow): Promise<StudioRoundRow> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const credit = await this.platform.credit(session.platformHost, {
        sessionToken: session.walletToken,
        playerId: session.playerId,
        transactionId: winTx(round.id),
        roundId: round.id,
        gameCode: round.gameCode,
        amount: round.payout,
        roundClosed: true,
      });
      if (credit.ok) {
        return this.repository.updateRound(
          round.id,
          { status: 'settled', balanceAfter: credit.value.balance, error: null },
          this.clock(),
        );
      }
      if (!credit.network) {
        this.options.logger?.error({ roundId: round.id, code: credit.code }, 'the platform refused a win');
        return this.repository.updateRound(
          round.id,
          { error: credit.code, attempts: round.attempts + 1 },
          this.clock(),
        );
      }
    }
    return this.repository.updateRound(round.id, { attempts: round.attempts + 1 }, this.clock());
  }

  private async rollbackRound(round: StudioRoundRow, session: StudioSessionRow): Promise<StudioRoundRow> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const rollback = await this.platform.rollback(session.platformHost, {
        sessionToken: session.walletToken,
        playerId: session.playerId,
        transactionId: rollbackTx(round.id),
        roundId: round.id,
        gameCode: round.gameCode,
        originalTransactionId: betTx(round.id),
      });
      if (rollback.ok) {
        return this.repository.updateRound(
          round.id,
          { status: 'cancelled', balanceAfter: rollback.value.balance },
          this.clock(),
        );
      }
      // The platform keeps the stake (it hit a jackpot): the round goes on to its result.
      if (rollback.code === 'ROLLBACK_NOT_ALLOWED') {
        const debited = await this.repository.updateRound(round.id, { status: 'crediting' }, this.clock());
        return this.creditRound(debited, session);
      }
      if (!rollback.network) break;
    }
    return this.repository.updateRound(
      round.id,
      { status: 'rolling_back', attempts: round.attempts + 1 },
      this.clock(),
    );
  }

  private async findSession(token: string): Promise<StudioSessionRow | undefined> {
    const session = await this.repository.findSession(hashToken(token));
    if (!session || session.expiresAt.getTime() <= this.clock().getTime()) return undefined;
    return session;
  }

  private async requireSession(token: string | undefined): Promise<StudioSessionRow> {
    const session = token ? await this.findSession(token) : undefined;
    if (!session) throw sessionInvalid();
    return session;
  }

  private async ensureSeed(playerId: number): Promise<StudioSeedRow> {
    const existing = await this.repository.activeSeed(playerId);
    if (existing) return existing;
    const serverSeed = newServerSeed();
    await this.repository.insertSeedIfNone({
      playerId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: newClientSeed(),
      nextNonce: 0,
      createdAt: this.clock(),
    });
    const active = await this.repository.activeSeed(playerId);
    if (!active) throw new Error(`no active seed for player ${playerId}`);
    return active;
  }

  private async nextNonce(playerId: number): Promise<{ seed: StudioSeedRow; nonce: number }> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const taken = await this.repository.takeNonce((await this.ensureSeed(playerId)).id);
      if (taken) return taken;
    }
    throw new Error(`could not take a nonce for player ${playerId}`);
  }
}

const betTx = (roundId: string) => `${roundId}:bet`;
const winTx = (roundId: string) => `${roundId}:win`;
const rollbackTx = (roundId: string) => `${roundId}:rollback`;

function refusal(call: Extract<WalletCall<unknown>, { ok: false }>): AppError {
  if (call.code === 'INSUFFICIENT_FUNDS') return new AppError(402, 'INSUFFICIENT_FUNDS', M.insufficientFunds);
  if (call.code === 'SESSION_EXPIRED' || call.code === 'INVALID_TOKEN') return sessionInvalid();
  return new AppError(400, call.code, call.message || M.walletUnavailable);
}

function fairnessOf(seed: StudioSeedRow): Fairness {
  return { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nextNonce };
}

function roundView(round: StudioRoundRow, seed: StudioSeedRow): StudioRound {
  const status =
    round.status === 'settled' || round.status === 'refused' || round.status === 'cancelled'
      ? round.status
      : 'pending';
  return {
    roundId: round.id,
    createdAt: round.createdAt.toISOString(),
    // Sports options carry their odds inside ("<fixture>:<side>:<odds>"); the page shows fixture and side.
    option: round.option.split(':').slice(0, 2).join(':'),
    amount: round.amount,
    outcome: round.outcome,
    payout: round.status === 'settled' || round.status === 'crediting' ? round.payout : 0,
    status,
    jackpotWin: round.jackpotWin,
    balance: round.balanceAfter,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: seed.clientSeed,
    nonce: round.nonce,
  };
}
