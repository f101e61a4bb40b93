import {
  CURRENCY,
  PROVIDER_ERROR_CODES as CODES,
  WALLET_MESSAGES,
  type Balance,
  type ProviderAuthenticateResponse,
  type ProviderCreditRequest,
  type ProviderDebitRequest,
  type ProviderRollbackRequest,
  type ProviderWalletResponse,
} from '@xc/api-contract';
import { createHash } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/database';
import { AppError } from '../../infra/errors';
import { isUniqueViolation } from '../../infra/pg-errors';
import type { ProviderTransactionKind } from '../../infra/schema';
import type { GameRow } from '../games/repository';
import type { GameLaunchService } from '../games/sessions';
import type { PlayerRepository } from '../players/repository';
import type { LedgerLine, PostedTransaction, PostHooks } from '../wallet/ledger-repository';
import { balanceAfter, playerAccount, providerAccount, type WalletService } from '../wallet/service';
import { BetRepository, type BetRow, type ProviderTransactionRow } from './repository';

/** What the jackpot module adds to a wager's ledger transaction: its contributions, maybe a hit. */
export interface WagerJackpotPlan {
  lines: LedgerLine[];
  plan?: PostHooks['plan'];
  /** The hit paid in this transaction, known once the pool was read under lock. */
  hit(): { jackpotId: string; amount: number } | null;
  /** Writes that commit with the wager (the pool's latest hit). */
  within?(tx: Database): Promise<void>;
  /** After the commit (refresh the figures). */
  committed(posted: PostedTransaction): void;
}

export interface WagerJackpots {
  onWager(wager: { game: GameRow; amount: number; playerId: number }): Promise<WagerJackpotPlan | null>;
}

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
 * rollback calls do to the ledger and to the bet records. Every movement is idempotent by the
 * provider's transaction id (the first answer is stored and replayed), and its ledger entries, its
 * protocol record and its bet change commit in one database transaction.
 */
export class ProviderWalletService {
  private jackpots: WagerJackpots | null = null;

  constructor(
    private readonly wallet: WalletService,
    private readonly launch: GameLaunchService,
    private readonly players: PlayerRepository,
    private readonly bets: BetRepository,
    private readonly clock: Clock,
  ) {}

  /** The jackpot module plugs in here (it needs the catalogue, which is built before it). */
  useJackpots(jackpots: WagerJackpots): void {
    this.jackpots = jackpots;
  }

  async authenticate(
    provider: string,
    token: string,
    gameCode: string,
  ): Promise<ProviderAuthenticateResponse> {
    const { sessionToken, session, game } = await this.launch.authenticate(provider, token, gameCode);
    const player = await this.players.findById(session.playerId);
    if (!player) throw fail(401, CODES.invalidToken, MSG.sessionExpired);
    return {
      playerId: player.id,
      sessionToken,
      currency: CURRENCY,
      balance: await this.wallet.balance(player.id),
      gameCode: game.partnerGameId,
      displayName: maskName(player.username),
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  async balance(provider: string, sessionToken: string, playerId: number): Promise<Balance> {
    await this.launch.resolve(provider, sessionToken, playerId);
    return this.wallet.balanceView(playerId);
  }

  async debit(provider: string, request: ProviderDebitRequest): Promise<ProviderWalletResponse> {
    const requestHash = hashRequest('debit', request);
    const known = await this.bets.findTransaction(provider, request.transactionId);
    if (known) return this.answerKnown(known, 'debit', requestHash);

    const { game, expired } = await this.launch.resolve(provider, request.sessionToken, request.playerId);
    if (expired) throw fail(401, CODES.sessionExpired, MSG.sessionExpired);
    if (game.partnerGameId !== request.gameCode) throw fail(400, CODES.gameNotFound, MSG.gameMismatch);
    const player = await this.players.findById(request.playerId);
    if (!player || player.status !== 'active') throw fail(403, CODES.playerLocked, MSG.locked);

    const idempotencyKey = `${provider}:debit:${request.transactionId}`;
    const jackpot =
      (await this.jackpots?.onWager({ game, amount: request.amount, playerId: player.id })) ?? null;
    const now = this.clock();
    let response: ProviderWalletResponse | undefined;
    let posted: PostedTransaction;
    try {
      posted = await this.wallet.transfer(
        {
          idempotencyKey,
          type: 'bet',
          playerId: player.id,
          reference: request.transactionId,
          metadata: { provider, roundId: request.roundId, gameCode: request.gameCode },
          lines: [
            { account: playerAccount(player.id), amount: -request.amount },
            { account: providerAccount(provider), amount: request.amount },
            ...(jackpot?.lines ?? []),
          ],
        },
        {
          plan: jackpot?.plan,
          within: async (tx, ledger) => {
            const bets = new BetRepository(tx);
            const round = await bets.openRound({
              provider,
              roundId: request.roundId,
              playerId: player.id,
              gameId: game.id,
              now,
            });
            if (round.playerId !== player.id || round.closed || round.status === 'cancelled') {
              throw fail(409, CODES.roundClosed, MSG.roundClosed);
            }
            const hit = jackpot?.hit() ?? null;
            await jackpot?.within?.(tx);
            await bets.changeRound(round, { stake: request.amount, jackpotWin: hit?.amount ?? 0 }, now);
            response = this.answer(request.transactionId, ledger, player.id, hit);
            await this.record(tx, provider, 'debit', request, requestHash, ledger.id, response, now);
          },
        },
      );
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
    // A twin of this debit committed between our read and our write: answer as its replay would.
    if (posted.replayed || !response) {
      return this.answerTwin(provider, 'debit', request.transactionId, requestHash);
    }
    jackpot?.committed(posted);
    return response;
  }

  async credit(provider: string, request: ProviderCreditRequest): Promise<ProviderWalletResponse> {
    const requestHash = hashRequest('credit', request);
    const known = await this.bets.findTransaction(provider, request.transactionId);
    if (known) return this.answerKnown(known, 'credit', requestHash);

    // A win is paid whatever the state of the session: only the token's owner matters.
    await this.launch.resolve(provider, request.sessionToken, request.playerId);
    const round = await this.bets.findRound(provider, request.roundId);
    if (!round || round.playerId !== request.playerId)
      throw fail(404, CODES.roundNotFound, MSG.roundNotFound);
    const now = this.clock();

    const apply = async (tx: Database, ledger: PostedTransaction | null): Promise<ProviderWalletResponse> => {
      const bets = new BetRepository(tx);
      const locked = await bets.lockRound(provider, request.roundId);
      if (!locked || locked.closed || locked.status === 'cancelled')
        throw fail(409, CODES.roundClosed, MSG.roundClosed);
      await bets.changeRound(locked, { win: request.amount, close: request.roundClosed }, now);
      const answer = ledger
        ? this.answer(request.transactionId, ledger, request.playerId, null)
        : await this.answerWithoutMovement(tx, request.transactionId, request.playerId);
      await this.record(tx, provider, 'credit', request, requestHash, ledger?.id ?? null, answer, now);
      return answer;
    };

    try {
      if (request.amount === 0) return await this.bets.transaction((tx) => apply(tx, null));
      let answer: ProviderWalletResponse | undefined;
      const posted = await this.wallet.transfer(
        {
          idempotencyKey: `${provider}:credit:${request.transactionId}`,
          type: 'win',
          playerId: request.playerId,
          reference: request.transactionId,
          metadata: { provider, roundId: request.roundId, gameCode: request.gameCode },
          lines: [
            { account: providerAccount(provider), amount: -request.amount },
            { account: playerAccount(request.playerId), amount: request.amount },
          ],
        },
        {
          within: async (tx, ledger) => {
            answer = await apply(tx, ledger);
          },
        },
      );
      if (posted.replayed || !answer) {
        return await this.answerTwin(provider, 'credit', request.transactionId, requestHash);
      }
      return answer;
    } catch (error) {
      if (isUniqueViolation(error, 'provider_transactions_unique')) {
        const winner = await this.bets.findTransaction(provider, request.transactionId);
        if (winner) return this.answerKnown(winner, 'credit', requestHash);
      }
      throw error;
    }
  }

  /**
   * Undoes a debit. If the debit is unknown (the rollback overtook it), a tombstone takes its id, so
   * the debit is refused if it ever arrives; the rollback itself succeeds either way.
   */
  async rollback(provider: string, request: ProviderRollbackRequest): Promise<ProviderWalletResponse> {
    const requestHash = hashRequest('rollback', request);
    for (let attempt = 0; ; attempt += 1) {
      const known = await this.bets.findTransaction(provider, request.transactionId);
      if (known) return this.answerKnown(known, 'rollback', requestHash);
      await this.launch.resolve(provider, request.sessionToken, request.playerId);
      try {
        return await this.rollbackOnce(provider, request, requestHash);
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
    provider: string,
    request: ProviderRollbackRequest,
    requestHash: string,
  ): Promise<ProviderWalletResponse> {
    const now = this.clock();
    const original = await this.bets.findTransaction(provider, request.originalTransactionId);

    if (!original || original.kind === 'tombstone' || original.rolledBackAt) {
      return this.bets.transaction(async (tx) => {
        const bets = new BetRepository(tx);
        if (!original) {
          await bets.insertTransaction({
            provider,
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
        await this.record(tx, provider, 'rollback', request, requestHash, null, answer, now);
        return answer;
      });
    }
    // A stake that hit a jackpot is final: undoing it would keep the jackpot and return the stake.
    const hitJackpot = Boolean((original.response as Partial<ProviderWalletResponse> | null)?.jackpotWin);
    if (original.kind !== 'debit' || original.playerId !== request.playerId || hitJackpot) {
      throw fail(409, CODES.rollbackNotAllowed, MSG.rollbackNotAllowed);
    }
    const round = await this.bets.findRound(provider, original.roundId);
    if (round?.closed) throw fail(409, CODES.rollbackNotAllowed, MSG.rollbackNotAllowed);

    let answer: ProviderWalletResponse | undefined;
    const posted = await this.wallet.transfer(
      {
        idempotencyKey: `${provider}:rollback:${request.transactionId}`,
        type: 'rollback',
        playerId: request.playerId,
        reference: request.originalTransactionId,
        metadata: { provider, roundId: original.roundId, rollbackId: request.transactionId },
        lines: [
          { account: providerAccount(provider), amount: -original.amount },
          { account: playerAccount(request.playerId), amount: original.amount },
        ],
      },
      {
        within: async (tx, ledger) => {
          const bets = new BetRepository(tx);
          // Two rollbacks of one debit under different ids: only one returns the stake.
          if (!(await bets.markRolledBack(original.id, now))) throw new LostRace();
          const locked = await bets.lockRound(provider, original.roundId);
          if (!locked || locked.closed) throw fail(409, CODES.rollbackNotAllowed, MSG.rollbackNotAllowed);
          await bets.changeRound(locked, { stake: -original.amount }, now);
          answer = this.answer(request.transactionId, ledger, request.playerId, null);
          await this.record(tx, provider, 'rollback', request, requestHash, ledger.id, answer, now);
        },
      },
    );
    if (posted.replayed || !answer) {
      return this.answerTwin(provider, 'rollback', request.transactionId, requestHash);
    }
    return answer;
  }

  private answer(
    transactionId: string,
    ledger: PostedTransaction,
    playerId: number,
    jackpotWin: { jackpotId: string; amount: number } | null,
  ): ProviderWalletResponse {
    return {
      transactionId,
      platformTransactionId: String(ledger.id),
      balance: balanceAfter(ledger, playerAccount(playerId)) ?? 0,
      currency: CURRENCY,
      jackpotWin,
      replayed: false,
    };
  }

  /** Read inside `tx`: on the embedded database a read outside it would wait for it forever. */
  private async answerWithoutMovement(
    tx: Database,
    transactionId: string,
    playerId: number,
  ): Promise<ProviderWalletResponse> {
    return {
      transactionId,
      platformTransactionId: null,
      balance: await this.wallet.balanceWithin(tx, playerId),
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
    tx: Database,
    provider: string,
    kind: ProviderTransactionKind,
    request: ProviderDebitRequest | ProviderCreditRequest | ProviderRollbackRequest,
    requestHash: string,
    walletTransactionId: number | null,
    response: ProviderWalletResponse,
    now: Date,
  ): Promise<void> {
    await new BetRepository(tx).insertTransaction({
      provider,
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

/** "demo01" → "de****01": enough for the player to recognise, not for others to read. */
export function maskName(username: string): string {
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}

export type { BetRow };
