import {
  CURRENCY,
  PROVIDER_ERROR_CODES as CODES,
  WALLET_MESSAGES,
  maskName,
  type Balance,
  type ProviderAuthenticateResponse,
  type ProviderCreditRequest,
  type ProviderDebitRequest,
  type ProviderRollbackRequest,
  type ProviderTransactionKind,
  type ProviderWalletResponse,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import { createHash } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { isUniqueViolation } from '../../infra/pg-errors';
import type { Tx, UnitOfWork } from '../../infra/unit-of-work';
import type { GameLaunchService } from '../games/sessions';
import type { PlayerRepository } from '../players/repository';
import { playerAccount, providerAccount } from '../wallet/accounts';
import { balanceAfter, type Ledger, type Transfer } from '../wallet/ledger';
import type { LedgerLine, PostedTransaction } from '../wallet/ledger-repository';
import type { AnyLeg, BetRepository, BetRow, LegResult, ProviderTransactionRow, WagerLeg } from './repository';

/** Runs a wager leg's statement (grouped with others by WagerLanes). */
export interface WagerLegs {
  run(leg: AnyLeg): Promise<LegResult>;
}

/** A wager statement's call, with the answer it fills in. */
type Leg = Omit<WagerLeg, 'posting' | 'response'> & { response: ProviderWalletResponse };

/** Who is calling: the provider (from its signature) and the brand (from the host it called). */
export interface ProviderCaller {
  provider: string;
  brand: BrandId;
}

/** The pool a wager hit, as the draw says: its code, seed and the wager's own share of it. */
export interface PoolHit {
  code: string;
  seedAmount: number;
  ownShare: number;
}

/** What a wager asks of the jackpot module: explicit steps of the use case, not callbacks. */
export interface WagerJackpots {
  /** The wager's contributions and the pool it hits, if any (drawn before the unit of work). */
  drawFor(
    brand: BrandId,
    wager: { game: { category: string; jackpotCode: string | null }; amount: number },
  ): Promise<{ contributions: LedgerLine[]; hit: PoolHit | null }>;
  /** Inside the wager's unit of work: pays the pool to the player, reseeds it. */
  payHit(
    tx: Tx,
    hit: PoolHit & { brand: BrandId; playerId: number; gameId: number; key: string },
  ): Promise<{ jackpotId: string; amount: number; balance: number }>;
  /** After the commit (the figures; a hit is logged). */
  wagerCommitted(hit: { jackpotId: string; amount: number } | null): void;
}

/** A round the provider closed, told once its closing credit committed. */
export interface SettledRound {
  brand: BrandId;
  playerId: number;
  provider: string;
  roundId: string;
  at: Date;
}

/**
 * Told after a round's closing credit committed (never from inside the statement, never for a replay):
 * what follows play (the bonus meter) reads the settled turnover itself. A listener's failure is its own.
 */
export type RoundSettledListener = (round: SettledRound) => void;

const fail = (status: number, code: string, message: string) => new AppError(status, code, message);
const MSG = {
  roundNotFound: 'Ván chơi không tồn tại',
  roundClosed: 'Ván chơi đã kết thúc',
  rolledBack: 'Giao dịch đã bị hủy trước đó',
  rollbackNotAllowed: 'Không thể hủy giao dịch này',
  sessionExpired: 'Phiên chơi đã hết hạn',
  gameMismatch: 'Trò chơi không khớp với phiên chơi',
  locked: 'Tài khoản đã bị khóa',
};

/** What a repeated transaction id is compared on: every field but the session token, keys sorted. */
function hashRequest(kind: ProviderTransactionKind, body: object): string {
  const sorted = Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'sessionToken')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return createHash('sha256')
    .update(JSON.stringify([kind, sorted]))
    .digest('hex');
}

/** Thrown inside a ledger transaction to undo it when a concurrent call won a race. */
class LostRace extends Error {}

/**
 * The platform side of the seamless-wallet protocol: what a provider's balance, debit, credit and
 * rollback calls do to the ledger and to the bet records. Each movement is one use case in one unit
 * of work: the ledger posting, the jackpot steps, the bet change and the protocol record (the first
 * answer, replayed for a repeated transaction id) commit together or not at all.
 */
export class ProviderWalletService {
  private readonly bets: BetRepository;

  constructor(
    private readonly uow: UnitOfWork<{ bets: BetRepository }>,
    private readonly legs: WagerLegs,
    private readonly ledger: Ledger,
    private readonly launch: GameLaunchService,
    private readonly players: PlayerRepository,
    private readonly jackpots: WagerJackpots,
    private readonly clock: Clock,
    private readonly roundSettled: RoundSettledListener = () => undefined,
  ) {
    this.bets = uow.read.bets;
  }

  async authenticate(
    caller: ProviderCaller,
    token: string,
    gameCode: string,
  ): Promise<ProviderAuthenticateResponse> {
    const { sessionToken, session, game } = await this.launch.authenticate(
      caller.provider,
      caller.brand,
      token,
      gameCode,
    );
    const player = await this.players.findById(session.playerId);
    if (!player) throw fail(401, CODES.invalidToken, MSG.sessionExpired);
    return {
      playerId: player.id,
      sessionToken,
      currency: CURRENCY,
      balance: await this.ledger.balanceOf(playerAccount(player.id)),
      gameCode: game.partnerGameId,
      displayName: maskName(player.username),
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  async balance(caller: ProviderCaller, sessionToken: string, playerId: number): Promise<Balance> {
    await this.launch.resolve(caller.provider, caller.brand, sessionToken, playerId);
    return { balance: await this.ledger.balanceOf(playerAccount(playerId)), currency: CURRENCY };
  }

  /**
   * A stake: the wager use case (stake, jackpot contributions and hit, bet record, protocol record).
   * Without a jackpot hit, its steps run in the database as one statement (`bets_debit`); a hit, rare,
   * takes the unit of work below.
   */
  async debit(caller: ProviderCaller, request: ProviderDebitRequest): Promise<ProviderWalletResponse> {
    const { provider, brand } = caller;
    const requestHash = hashRequest('debit', request);
    // A call refused before the database is asked may still be a replay of one answered before.
    const refuse = (error: unknown) =>
      this.knownOr(provider, 'debit', request.transactionId, requestHash, error);
    let opened: Awaited<ReturnType<GameLaunchService['walletSession']>>;
    try {
      opened = await this.launch.walletSession(provider, brand, request.sessionToken, request.playerId);
    } catch (error) {
      return refuse(error);
    }
    const { session, game } = opened;
    if (this.launch.pastLifetime(session)) return refuse(fail(401, CODES.sessionExpired, MSG.sessionExpired));
    if (game.partnerGameId !== request.gameCode)
      return refuse(fail(400, CODES.gameNotFound, MSG.gameMismatch));

    const draw = await this.jackpots.drawFor(brand, { game, amount: request.amount });
    const transfer = {
      idempotencyKey: `${provider}:debit:${request.transactionId}`,
      type: 'bet' as const,
      brand,
      playerId: request.playerId,
      reference: request.transactionId,
      metadata: { provider, roundId: request.roundId, gameCode: request.gameCode },
      lines: [
        { account: playerAccount(request.playerId), amount: -request.amount },
        { account: providerAccount(provider, brand), amount: request.amount },
        ...draw.contributions,
      ],
    };
    if (draw.hit) return this.debitWithHit(caller, request, requestHash, game.id, transfer, draw.hit);

    const posting = await this.ledger.prepare(transfer);
    if (!posting) throw new Error('a stake moves one wallet');
    const leg = this.legOf(caller, request, requestHash);
    const result = await this.legs.run({
      kind: 'debit',
      ...leg,
      posting,
      gameId: game.id,
      playerSession: session.playerSessionId,
      idleMs: this.launch.loginIdleMs,
    });
    const answer = await this.settle('debit', leg, result);
    if (result.outcome === 'ok') {
      this.ledger.committed(posting, result);
      this.jackpots.wagerCommitted(null);
    }
    return answer;
  }

  /** A stake that hit a pool: the posting, the payout and the round commit together. */
  private async debitWithHit(
    caller: ProviderCaller,
    request: ProviderDebitRequest,
    requestHash: string,
    gameId: number,
    transfer: Transfer,
    hit: PoolHit,
  ): Promise<ProviderWalletResponse> {
    const { provider, brand } = caller;
    const player = await this.players.findById(request.playerId);
    if (!player || player.status !== 'active') throw fail(403, CODES.playerLocked, MSG.locked);
    const now = this.clock();
    let paid: { jackpotId: string; amount: number; balance: number } | null = null;
    let response: ProviderWalletResponse | null;
    try {
      response = await this.uow.run(async ({ bets }, tx) => {
        const posted = await this.ledger.post(tx, transfer);
        // A twin of this debit committed between our first read and our write.
        if (posted.replayed) return null;
        paid = await this.jackpots.payHit(tx, {
          brand,
          ...hit,
          playerId: player.id,
          gameId,
          key: transfer.idempotencyKey,
        });
        // A round of another player's, closed or cancelled refuses the stake: everything rolls back.
        const staked = await bets.stakeRound({
          provider,
          brand,
          roundId: request.roundId,
          playerId: player.id,
          gameId,
          stake: request.amount,
          jackpotWin: paid.amount,
          now,
        });
        if (!staked) throw fail(409, CODES.roundClosed, MSG.roundClosed);
        const answer = this.answer(request.transactionId, posted, player.id, paid);
        await this.record(bets, caller, 'debit', request, requestHash, posted.id, answer, now);
        return answer;
      });
    } catch (error) {
      // A rollback (tombstone) or a twin of this debit got in first.
      if (isUniqueViolation(error, 'provider_transactions_unique')) {
        const winner = await this.bets.findTransaction(provider, request.transactionId);
        if (winner) return this.answerKnown(winner, 'debit', requestHash);
      }
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw fail(402, CODES.insufficientFunds, WALLET_MESSAGES.insufficientFunds);
      }
      throw error;
    }
    if (!response) return this.answerTwin(provider, 'debit', request.transactionId, requestHash);
    this.jackpots.wagerCommitted(paid);
    return response;
  }

  /**
   * A win (or a zero result closing the round), one statement (`bets_credit`). Paid whatever the
   * state of the session: only the token's owner matters.
   */
  async credit(caller: ProviderCaller, request: ProviderCreditRequest): Promise<ProviderWalletResponse> {
    const { provider, brand } = caller;
    const requestHash = hashRequest('credit', request);
    try {
      await this.launch.walletSession(provider, brand, request.sessionToken, request.playerId);
    } catch (error) {
      return this.knownOr(provider, 'credit', request.transactionId, requestHash, error);
    }
    const posting =
      request.amount > 0
        ? await this.ledger.prepare({
            idempotencyKey: `${provider}:credit:${request.transactionId}`,
            type: 'win',
            brand,
            playerId: request.playerId,
            reference: request.transactionId,
            metadata: { provider, roundId: request.roundId, gameCode: request.gameCode },
            lines: [
              { account: providerAccount(provider, brand), amount: -request.amount },
              { account: playerAccount(request.playerId), amount: request.amount },
            ],
          })
        : null;
    const leg = this.legOf(caller, request, requestHash);
    const result = await this.legs.run({
      kind: 'credit',
      ...leg,
      posting,
      close: request.roundClosed,
      walletCode: playerAccount(request.playerId),
      now: posting?.record.createdAt ?? this.clock(),
    });
    if (result.outcome === 'ok' && posting) this.ledger.committed(posting, result);
    const answer = await this.settle('credit', leg, result);
    if (result.outcome === 'ok' && request.roundClosed) {
      try {
        this.roundSettled({
          brand,
          playerId: request.playerId,
          provider,
          roundId: request.roundId,
          at: posting?.record.createdAt ?? this.clock(),
        });
      } catch {
        // The wager is answered whatever a listener does.
      }
    }
    return answer;
  }

  /** The answer to a wager statement's outcome. */
  private async settle(
    kind: 'debit' | 'credit',
    leg: Leg,
    result: LegResult,
  ): Promise<ProviderWalletResponse> {
    const { provider, transactionId, requestHash } = leg;
    switch (result.outcome) {
      case 'ok':
        return {
          ...leg.response,
          platformTransactionId:
            result.walletTransactionId === null ? null : String(result.walletTransactionId),
          balance: result.balance ?? 0,
        };
      case 'known':
      case 'twin':
      case 'duplicate':
        return this.answerTwin(provider, kind, transactionId, requestHash);
      case 'expired':
        throw fail(401, CODES.sessionExpired, MSG.sessionExpired);
      case 'locked':
        throw fail(403, CODES.playerLocked, MSG.locked);
      case 'short':
        throw fail(402, CODES.insufficientFunds, WALLET_MESSAGES.insufficientFunds);
      case 'not_found':
        throw fail(404, CODES.roundNotFound, MSG.roundNotFound);
      case 'closed':
        throw fail(409, CODES.roundClosed, MSG.roundClosed);
    }
  }

  /**
   * What a wager statement takes about the call: who, which round, how much, the request's hash, and
   * the answer but for what the database fills in (its ledger id and balance).
   */
  private legOf(
    caller: ProviderCaller,
    request: ProviderDebitRequest | ProviderCreditRequest,
    requestHash: string,
  ): Leg {
    return {
      provider: caller.provider,
      brand: caller.brand,
      transactionId: request.transactionId,
      roundId: request.roundId,
      playerId: request.playerId,
      amount: request.amount,
      requestHash,
      response: {
        transactionId: request.transactionId,
        platformTransactionId: null,
        balance: 0,
        currency: CURRENCY,
        jackpotWin: null,
        replayed: false,
      },
    };
  }

  /** A refused call: the first answer if its id was answered before, else the refusal. */
  private async knownOr(
    provider: string,
    kind: ProviderTransactionKind,
    transactionId: string,
    requestHash: string,
    error: unknown,
  ): Promise<ProviderWalletResponse> {
    const known = await this.bets.findTransaction(provider, transactionId);
    if (known) return this.answerKnown(known, kind, requestHash);
    throw error;
  }

  /**
   * Undoes a debit. If the debit is unknown (the rollback overtook it), a tombstone takes its id, so
   * the debit is refused if it ever arrives; the rollback itself succeeds either way.
   */
  async rollback(caller: ProviderCaller, request: ProviderRollbackRequest): Promise<ProviderWalletResponse> {
    const requestHash = hashRequest('rollback', request);
    for (let attempt = 0; ; attempt += 1) {
      const known = await this.bets.findTransaction(caller.provider, request.transactionId);
      if (known) return this.answerKnown(known, 'rollback', requestHash);
      await this.launch.resolve(caller.provider, caller.brand, request.sessionToken, request.playerId);
      try {
        return await this.rollbackOnce(caller, request, requestHash);
      } catch (error) {
        // The debit (or another rollback) arrived between our read and our write: look again.
        if (
          attempt < 2 &&
          (error instanceof LostRace || isUniqueViolation(error, 'provider_transactions_unique'))
        )
          continue;
        throw error;
      }
    }
  }

  private async rollbackOnce(
    caller: ProviderCaller,
    request: ProviderRollbackRequest,
    requestHash: string,
  ): Promise<ProviderWalletResponse> {
    const { provider, brand } = caller;
    const now = this.clock();
    const original = await this.bets.findTransaction(provider, request.originalTransactionId);

    if (!original || original.kind === 'tombstone' || original.rolledBackAt) {
      return this.uow.run(async ({ bets }, tx) => {
        if (!original) {
          await bets.insertTransaction({
            provider,
            brand,
            transactionId: request.originalTransactionId,
            kind: 'tombstone',
            playerId: request.playerId,
            roundId: request.roundId,
            amount: 0,
            requestHash: '',
            walletTransactionId: null,
            originalTransactionId: null,
            response: null,
            createdAt: now,
          });
        }
        const answer = await this.answerWithoutMovement(tx, request.transactionId, request.playerId);
        await this.record(bets, caller, 'rollback', request, requestHash, null, answer, now);
        return answer;
      });
    }
    // A stake that hit a jackpot is final: undoing it would keep the jackpot and return the stake.
    const hitJackpot = Boolean((original.response as Partial<ProviderWalletResponse> | null)?.jackpotWin);
    if (
      original.kind !== 'debit' ||
      original.playerId !== request.playerId ||
      original.brand !== brand ||
      hitJackpot
    ) {
      throw fail(409, CODES.rollbackNotAllowed, MSG.rollbackNotAllowed);
    }
    const round = await this.bets.findRound(provider, original.roundId);
    if (round?.closed) throw fail(409, CODES.rollbackNotAllowed, MSG.rollbackNotAllowed);

    const answer = await this.uow.run(async ({ bets }, tx) => {
      const posted = await this.ledger.post(tx, {
        idempotencyKey: `${provider}:rollback:${request.transactionId}`,
        type: 'rollback',
        brand,
        playerId: request.playerId,
        reference: request.originalTransactionId,
        metadata: { provider, roundId: original.roundId, rollbackId: request.transactionId },
        lines: [
          { account: providerAccount(provider, brand), amount: -original.amount },
          { account: playerAccount(request.playerId), amount: original.amount },
        ],
      });
      if (posted.replayed) return null;
      // Two rollbacks of one debit under different ids: only one returns the stake.
      if (!(await bets.markRolledBack(original.id, now))) throw new LostRace();
      const locked = await bets.lockRound(provider, original.roundId);
      if (!locked || locked.closed) throw fail(409, CODES.rollbackNotAllowed, MSG.rollbackNotAllowed);
      await bets.changeRound(locked, { stake: -original.amount }, now);
      const response = this.answer(request.transactionId, posted, request.playerId, null);
      await this.record(bets, caller, 'rollback', request, requestHash, posted.id, response, now);
      return response;
    });
    return answer ?? this.answerTwin(provider, 'rollback', request.transactionId, requestHash);
  }

  private answer(
    transactionId: string,
    ledger: PostedTransaction,
    playerId: number,
    jackpotWin: { jackpotId: string; amount: number; balance: number } | null,
  ): ProviderWalletResponse {
    return {
      transactionId,
      platformTransactionId: String(ledger.id),
      balance: jackpotWin?.balance ?? balanceAfter(ledger, playerAccount(playerId)) ?? 0,
      currency: CURRENCY,
      jackpotWin: jackpotWin ? { jackpotId: jackpotWin.jackpotId, amount: jackpotWin.amount } : null,
      replayed: false,
    };
  }

  /** Read inside `tx`: on the embedded database a read outside it would wait for it forever. */
  private async answerWithoutMovement(
    tx: Tx,
    transactionId: string,
    playerId: number,
  ): Promise<ProviderWalletResponse> {
    return {
      transactionId,
      platformTransactionId: null,
      balance: await this.ledger.balanceWithin(tx, playerAccount(playerId)),
      currency: CURRENCY,
      jackpotWin: null,
      replayed: false,
    };
  }

  /** A transaction id seen before: the first answer again, or why not. */
  private answerKnown(
    known: ProviderTransactionRow,
    kind: ProviderTransactionKind,
    requestHash: string,
  ): ProviderWalletResponse {
    if (known.kind === 'tombstone' && kind === 'debit') {
      throw fail(409, CODES.transactionRolledBack, MSG.rolledBack);
    }
    if (known.kind !== kind || known.requestHash !== requestHash || !known.response) {
      throw fail(409, CODES.idempotencyConflict, WALLET_MESSAGES.idempotencyConflict);
    }
    return { ...(known.response as ProviderWalletResponse), replayed: true };
  }

  /**
   * The ledger replayed the movement: a twin call with the same id passed our first read and
   * committed before our write, so our `within` never ran. Its record is what a later replay answers.
   */
  private async answerTwin(
    provider: string,
    kind: ProviderTransactionKind,
    transactionId: string,
    requestHash: string,
  ): Promise<ProviderWalletResponse> {
    const known = await this.bets.findTransaction(provider, transactionId);
    if (!known) throw new Error(`${kind} committed without an answer`);
    return this.answerKnown(known, kind, requestHash);
  }

  private async record(
    bets: BetRepository,
    caller: ProviderCaller,
    kind: ProviderTransactionKind,
    request: ProviderDebitRequest | ProviderCreditRequest | ProviderRollbackRequest,
    requestHash: string,
    walletTransactionId: number | null,
    response: ProviderWalletResponse,
    now: Date,
  ): Promise<void> {
    await bets.insertTransaction({
      provider: caller.provider,
      brand: caller.brand,
      transactionId: request.transactionId,
      kind,
      playerId: request.playerId,
      roundId: request.roundId,
      amount: 'amount' in request ? request.amount : 0,
      requestHash,
      walletTransactionId,
      originalTransactionId: 'originalTransactionId' in request ? request.originalTransactionId : null,
      response: response as unknown as Record<string, unknown>,
      createdAt: now,
    });
  }
}

export type { BetRow };
