import {
  CARD_CARRIERS,
  CARD_DENOMINATIONS,
  CRYPTO_CURRENCIES,
  CRYPTO_CURRENCY_NETWORKS,
  CARRIERS,
  CASHIER_ERROR_CODES as CODES,
  CASHIER_MESSAGES as M,
  CASHIER_PATHS,
  CRYPTO_MIN_WITHDRAWAL,
  DEPOSIT_LIMIT_PERIOD_NAMES,
  DEPOSIT_LIMIT_PERIODS,
  DEPOSIT_STATUS_NAMES,
  WITHDRAWAL_STATUS_NAMES,
  cardCredit,
  cashierConfigOf,
  type CashierBrandConfig,
  findBank,
  type CardCarrier,
  type CryptoCurrency,
  type CryptoNetwork,
  type Deposit,
  type DepositLimitPeriod,
  type DepositPromotion,
  type DepositStatus,
  type GatewayWebhook,
  type Withdrawal,
  type WithdrawalMethod,
  type WithdrawalStatus,
} from '@xc/api-contract';
import type { BrandId } from '@xc/brand/tenants';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import type { Sealer } from '../../infra/sealed';
import { AppError } from '../../infra/errors';
import type { RateLimiter } from '../../infra/rate-limit';
import type { Tx, UnitOfWork } from '../../infra/unit-of-work';
import type { BankAccountService } from '../players/banks';
import type { PlayerService } from '../players/service';
import { fundingAccount, playerAccount, withdrawalsAccount } from '../wallet/accounts';
import type { Ledger } from '../wallet/ledger';
import { GatewayUnavailableError, type PaymentGateway } from './gateway-port';
import type { CashierRepository, DepositRow, WithdrawalEventRow, WithdrawalRow } from './repository';
import { vietQrPayload } from './vietqr';
import type { Jobs } from '../jobs/jobs';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Rolling windows of the deposit limits. */
export const LIMIT_WINDOWS: Record<DepositLimitPeriod, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
/** An increase of a deposit limit (or its removal) takes effect this long after it was asked. */
export const LIMIT_INCREASE_DELAY_MS = DAY;
/** A bank transfer voucher waits this long for its statement line. */
export const BANK_TRANSFER_TTL_MS = DAY;
/** The history covers at most about 3 months. */
export const MAX_HISTORY_RANGE_MS = 93 * DAY;
const VIETNAM_OFFSET_MS = 7 * HOUR;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const publicCode = (prefix: string, length = 9): string => {
  let out = prefix;
  for (const byte of randomBytes(length)) out += ALPHABET[byte % ALPHABET.length];
  return out;
};

/** Who asks: the session's player on the request's brand, and the host the request came to. */
export interface CashierCaller {
  playerId: number;
  brand: BrandId;
  host: string;
}

const depositNotFound = () => new AppError(404, CODES.depositNotFound, M.depositNotFound);
const withdrawalNotFound = () => new AppError(404, CODES.withdrawalNotFound, M.withdrawalNotFound);
const voucherFailed = () => new AppError(502, CODES.voucherFailed, M.voucherFailed);
const outOfRange = (message: string) => new AppError(400, CODES.amountOutOfRange, message);

/** A decision the operator asked for could not be made (unknown id, already decided). */
export class CashierDecisionError extends Error {
  override readonly name = 'CashierDecisionError';
}

export function startOfVietnamDay(now: Date): Date {
  const local = now.getTime() + VIETNAM_OFFSET_MS;
  return new Date(local - (local % DAY) - VIETNAM_OFFSET_MS);
}

interface PaidCard {
  carrier: string;
  denomination: number;
  pin: string;
  serial: string;
}

const hashOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * A rule of another module that may refuse a withdrawal (an incomplete bonus, a gift code's total bet
 * not reached): called inside the request's unit of work, under the player's cashier lock; it refuses
 * by throwing an AppError, and whatever it writes commits or rolls back with the request.
 */
export type WithdrawalGuard = (tx: Tx, who: { playerId: number; brand: BrandId }) => Promise<void>;

/** A deposit credit, as the bonus engine is told of it inside the unit of work that credited it. */
export interface CreditedDeposit {
  depositId: number;
  code: string;
  playerId: number;
  brand: BrandId;
  /** What this credit added to the wallet (VND, after the gateway's fee). */
  amount: number;
  promotion: DepositPromotion;
  /** The player's first deposit ever credited (decided under the player's credit lock). */
  first: boolean;
}

/** What the cashier asks of the bonus engine (module promotions), wired in services.ts. */
export interface DepositPromotionPort {
  /** The promotion choices the brand's deposit forms offer now ('none' first). */
  offered(brand: BrandId): Promise<DepositPromotion[]>;
  /** Inside the unit of work recording a deposit that chose a promotion: an AppError refuses it. */
  checkChoice(
    tx: Tx,
    choice: {
      playerId: number;
      brand: BrandId;
      promotion: DepositPromotion;
      /** What the deposit should credit, when known before it is paid. */
      amount: number | null;
      hasDeposited: boolean;
    },
  ): Promise<void>;
  /**
   * Inside the unit of work that credited a deposit, after the credit: grants the bonus it chose, or
   * says why not (the deposit's note); the credit stands either way.
   */
  onDepositCredited(tx: Tx, deposit: CreditedDeposit): Promise<string | null>;
}

/** A deposit's notes, one after another. */
const withNote = (note: string | null, extra: string | null): string | null =>
  note && extra ? `${note}. ${extra}` : (note ?? extra);

/**
 * The cashier: deposits by every method through the payment gateway (reached only by the
 * PaymentGateway port), withdrawals held in `withdrawals:<brand>` until paid or refused, deposit
 * limits, and the history. Money moves only by `Ledger.post` inside the use case's unit of work.
 */
export class CashierService {
  constructor(
    private readonly uow: UnitOfWork<{ cashier: CashierRepository }>,
    private readonly deps: {
      ledger: Ledger;
      players: PlayerService;
      banks: BankAccountService;
      gateway: PaymentGateway;
      limiter: RateLimiter;
      clock: Clock;
      logger?: FastifyBaseLogger;
      /** Seals the PINs of paid-out scratch cards at rest (CARD_DATA_KEY). */
      sealer: Sealer;
      /** The brands' cashier configuration (default: the contract's CASHIER_BRAND_CONFIG). */
      config?: (brand: string) => CashierBrandConfig;
      /** The bonus engine: the promotion a deposit chose. */
      promotions: DepositPromotionPort;
      /** Other modules' rules that may refuse a withdrawal (promotions, gift codes). */
      withdrawalGuards: readonly WithdrawalGuard[];
    },
  ) {}

  private config(brand: string): CashierBrandConfig {
    return (this.deps.config ?? cashierConfigOf)(brand);
  }

  private now(): Date {
    return this.deps.clock();
  }

  private get repo(): CashierRepository {
    return this.uow.read.cashier;
  }

  private callback(host: string) {
    return { callbackHost: host, callbackPath: CASHIER_PATHS.webhook };
  }

  /**
   * What the cashier pages show before a submit: the brand's limits, card fees, crypto networks, and
   * the first-deposit promotions it offers now.
   */
  async publicConfig(brand: BrandId) {
    const config = this.config(brand);
    return {
      deposit: { ...config.deposit },
      withdrawal: { ...config.withdrawal },
      dailyWithdrawalCount: config.dailyWithdrawalCount,
      cards: CARD_CARRIERS.map((carrier) => ({
        carrier,
        name: CARRIERS[carrier].name,
        feePercent: CARRIERS[carrier].feeBp / 100,
        denominations: [...CARD_DENOMINATIONS],
      })),
      crypto: CRYPTO_CURRENCIES.map((currency) => ({
        currency,
        networks: [...CRYPTO_CURRENCY_NETWORKS[currency]],
        minWithdrawal: Math.max(config.withdrawal.crypto.min, CRYPTO_MIN_WITHDRAWAL[currency]),
      })),
      promotions: await this.deps.promotions.offered(brand),
      cardQuantity: { min: 1, max: 5 },
    };
  }

  /** The gateway's quote now, for the crypto withdrawal page (the payout itself is in VND). */
  async cryptoRates(brand: BrandId) {
    try {
      return await this.deps.gateway.cryptoRates(brand);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      throw new AppError(502, CODES.gatewayUnavailable, M.gatewayUnavailable);
    }
  }

  // ---------------------------------------------------------------- deposits

  /** Whether the player ever had a deposit credited (other modules' rules ask it, e.g. the daily spin). */
  /**
   * A player's completed deposits on one brand completed in [from, to): the sum credited and the
   * largest single credit (the missions' DEPOSIT_AMOUNT and TOTAL_DEPOSIT_AMOUNT). Within `tx` when
   * given.
   */
  depositStats(
    filter: { brand: string; playerId: number; from: Date; to: Date },
    tx?: Tx,
  ): Promise<{ sum: number; max: number }> {
    return (tx ? this.uow.bindTo(tx).cashier : this.repo).depositStats(filter);
  }

  hasCompletedDeposit(playerId: number): Promise<boolean> {
    return this.repo.hasCompletedDeposit(playerId);
  }

  async deposit(caller: CashierCaller, id: number): Promise<Deposit> {
    const row = await this.repo.depositOf(caller.playerId, caller.brand, id);
    if (!row) throw depositNotFound();
    return this.depositView(row);
  }

  /** The player's open codepay voucher, if any (the page asks before creating another). */
  async openVoucher(caller: CashierCaller): Promise<Deposit | null> {
    const now = this.now();
    const open = (await this.repo.openDeposits(caller.playerId, 'codepay')).filter(
      (row) => row.brand === caller.brand && (!row.expiresAt || row.expiresAt > now),
    );
    const latest = open.at(-1);
    return latest ? this.depositView(latest) : null;
  }

  async createCodepay(
    caller: CashierCaller,
    input: { amount: number; promotion: DepositPromotion; replaceOpen: boolean; requestId: string },
  ): Promise<Deposit> {
    this.checkRange(input.amount, this.config(caller.brand).deposit.codepay);
    return this.openWithGateway(caller, 'codepay', input);
  }

  async createEwallet(
    caller: CashierCaller,
    input: { amount: number; promotion: DepositPromotion; requestId: string },
  ): Promise<Deposit> {
    this.checkRange(input.amount, this.config(caller.brand).deposit.ewallet);
    return this.openWithGateway(caller, 'ewallet', input);
  }

  async createCard(
    caller: CashierCaller,
    input: {
      carrier: CardCarrier;
      denomination: number;
      pin: string;
      serial: string;
      promotion: DepositPromotion;
      requestId: string;
    },
  ): Promise<Deposit> {
    // PINs can be guessed: the owner's own submissions are counted (a stranger cannot use them up).
    await this.deps.limiter.consume('cardDepositPerPlayer', caller.brand, String(caller.playerId));
    return this.openWithGateway(caller, 'card', {
      amount: input.denomination,
      promotion: input.promotion,
      requestId: input.requestId,
      card: {
        carrier: input.carrier,
        denomination: input.denomination,
        pin: input.pin,
        serial: input.serial,
      },
    });
  }

  /** A bank transfer to the operator's account: matched later from its statement by the content. */
  async createBankTransfer(
    caller: CashierCaller,
    input: { amount: number; promotion: DepositPromotion; requestId: string },
  ): Promise<Deposit> {
    const config = this.config(caller.brand);
    this.checkRange(input.amount, config.deposit.bank);
    const now = this.now();
    const content = publicCode('NT', 10);
    const bank = findBank(config.bankAccount.bankCode);
    const { row } = await this.recordDeposit(caller, 'bank', input, {
      transferContent: content,
      instructions: {
        bankCode: config.bankAccount.bankCode,
        bankName: bank?.shortName ?? config.bankAccount.bankCode,
        accountNumber: config.bankAccount.accountNumber,
        holderName: config.bankAccount.holderName,
        amount: input.amount,
        content,
      },
      expiresAt: new Date(now.getTime() + BANK_TRANSFER_TTL_MS),
    });
    return this.depositView(row);
  }

  /** The player's deposit address for a currency and network (the same one every time). */
  async cryptoAddress(
    caller: CashierCaller,
    input: { currency: CryptoCurrency; network: CryptoNetwork },
  ): Promise<{ currency: CryptoCurrency; network: CryptoNetwork; address: string; rate: number }> {
    // The chain cannot be stopped once money is sent: with an allowance used up, no address is given.
    const spent = (await this.limits(caller.playerId)).find((view) => view.remaining === 0);
    if (spent)
      throw new AppError(
        409,
        CODES.depositLimit,
        M.cryptoLimitReached(DEPOSIT_LIMIT_PERIOD_NAMES[spent.period]),
      );
    let answer: { address: string; rate: number };
    try {
      answer = await this.deps.gateway.cryptoAddress(caller.brand, {
        owner: `${caller.brand}-${caller.playerId}`,
        currency: input.currency,
        network: input.network,
        ...this.callback(caller.host),
      });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw this.unavailable(error);
      throw error;
    }
    await this.repo.insertAddress({
      playerId: caller.playerId,
      brand: caller.brand,
      currency: input.currency,
      network: input.network,
      address: answer.address,
      createdAt: this.now(),
    });
    const stored = await this.repo.addressOf(caller.playerId, input.currency, input.network);
    return { ...input, address: stored?.address ?? answer.address, rate: answer.rate };
  }

  private unavailable(error: GatewayUnavailableError): AppError {
    this.deps.logger?.warn({ status: error.status }, 'payment gateway unavailable');
    return new AppError(503, CODES.gatewayUnavailable, M.gatewayUnavailable);
  }

  private checkRange(amount: number, rule: { min: number; max: number }): void {
    if (amount < rule.min) throw outOfRange(M.amountMin(rule.min));
    if (amount > rule.max) throw outOfRange(M.amountMax(rule.max));
  }

  /**
   * Records a new deposit in one unit of work under the player's cashier lock, so two submits never
   * slip past a limit or leave two open vouchers: the same submit id answers with the first deposit
   * (another amount or method with it is refused); a codepay voucher still open is refused unless the
   * player confirmed replacing it, then cancelled here (the gateway is told after the commit); the
   * limits are checked against what is committed. Nothing has reached the gateway yet.
   */
  private async recordDeposit(
    caller: CashierCaller,
    method: DepositRow['method'],
    input: {
      amount: number;
      promotion: DepositPromotion;
      requestId: string;
      replaceOpen?: boolean;
      /** What it should credit when that is not the amount (a card: its denomination less the fee). */
      credit?: number;
    },
    extra: Partial<Parameters<CashierRepository['insertDeposit']>[0]>,
  ): Promise<{ row: DepositRow; created: boolean; cancelled: DepositRow[] }> {
    return this.uow.run(async ({ cashier }, tx) => {
      await cashier.lockPlayerCashier(caller.playerId);
      const existing = await cashier.depositByRequest(caller.playerId, input.requestId);
      if (existing) {
        if (existing.method !== method || existing.amount !== input.amount || existing.brand !== caller.brand)
          throw new AppError(409, CODES.requestConflict, M.requestConflict);
        return { row: existing, created: false, cancelled: [] };
      }
      if (input.promotion !== 'none')
        await this.deps.promotions.checkChoice(tx, {
          playerId: caller.playerId,
          brand: caller.brand,
          promotion: input.promotion,
          amount: input.credit ?? input.amount,
          hasDeposited: await cashier.hasCompletedDeposit(caller.playerId),
        });
      const now = this.now();
      let cancelled: DepositRow[] = [];
      if (method === 'codepay') {
        const open = (await cashier.openDeposits(caller.playerId, 'codepay')).filter(
          (row) => !row.expiresAt || row.expiresAt > now,
        );
        if (open.length > 0 && !input.replaceOpen) throw new AppError(409, CODES.voucherOpen, M.voucherOpen);
        cancelled = [];
        for (const row of open)
          cancelled.push(await cashier.updateDeposit(row.id, { status: 'cancelled', updatedAt: now }));
      }
      await this.checkLimits(cashier, caller.playerId, input.amount);
      const row = await cashier.insertDeposit({
        code: publicCode('D'),
        playerId: caller.playerId,
        brand: caller.brand,
        method,
        status: 'pending',
        amount: input.amount,
        promotion: input.promotion,
        requestId: input.requestId,
        createdAt: now,
        updatedAt: now,
        ...extra,
      });
      return { row, created: true, cancelled };
    });
  }

  private async openWithGateway(
    caller: CashierCaller,
    method: 'codepay' | 'ewallet' | 'card',
    input: {
      amount: number;
      promotion: DepositPromotion;
      requestId: string;
      replaceOpen?: boolean;
      card?: { carrier: CardCarrier; denomination: number; pin: string; serial: string };
    },
  ): Promise<Deposit> {
    const preview = input.card ? cardCredit(input.card.carrier, input.card.denomination) : null;
    const { row, created, cancelled } = await this.recordDeposit(
      caller,
      method,
      { ...input, ...(preview ? { credit: preview.credited } : {}) },
      {
        instructions: input.card
          ? {
              carrier: input.card.carrier,
              carrierName: CARRIERS[input.card.carrier].name,
              denomination: input.card.denomination,
              serial: input.card.serial,
              fee: preview?.fee,
              expectedCredit: preview?.credited,
            }
          : {},
      },
    );
    // A twin submit: answer with what it has (the client polls the deposit while it is pending).
    if (!created) return this.depositView(row);
    for (const previous of cancelled) await this.cancelAtGateway(previous);
    let order;
    try {
      order = await this.deps.gateway.createDeposit(caller.brand, {
        method,
        reference: row.code,
        amount: input.amount,
        ...this.callback(caller.host),
        ...(input.card ? { card: input.card } : {}),
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.deps.logger?.warn(
        { status: error.status, deposit: row.id },
        'payment gateway refused a deposit order',
      );
      await this.repo.updateDeposit(row.id, {
        status: 'failed',
        note: M.voucherFailed,
        updatedAt: this.now(),
      });
      throw method === 'codepay'
        ? voucherFailed()
        : new AppError(503, CODES.gatewayUnavailable, M.gatewayUnavailable);
    }
    const instructions: Record<string, unknown> = { ...row.instructions, ...order.instructions };
    if (method === 'codepay') {
      instructions['qrPayload'] = vietQrPayload({
        bankBin: String(order.instructions['bankBin']),
        accountNumber: String(order.instructions['accountNumber']),
        amount: input.amount,
        content: String(order.instructions['content']),
      });
    }
    const updated = await this.repo.updateDeposit(row.id, {
      gatewayOrderId: order.orderId,
      instructions,
      expiresAt: order.expiresAt ? new Date(order.expiresAt) : null,
      updatedAt: this.now(),
    });
    return this.depositView(updated);
  }

  /**
   * Tells the gateway a replaced voucher is cancelled. If it cannot be told, the voucher stays
   * cancelled here and money still paid to it is credited when the gateway reports it.
   */
  private async cancelAtGateway(row: DepositRow): Promise<void> {
    if (!row.gatewayOrderId) return;
    try {
      await this.deps.gateway.cancelDeposit(row.brand, row.gatewayOrderId);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.deps.logger?.warn({ deposit: row.id }, 'the gateway was not told that a voucher was replaced');
    }
  }

  depositView(row: DepositRow): Deposit {
    const expired = row.status === 'pending' && row.expiresAt !== null && row.expiresAt <= this.now();
    return {
      id: row.id,
      code: row.code,
      method: row.method,
      status: expired ? 'expired' : row.status,
      amount: row.amount,
      credited: row.credited,
      fee: row.fee,
      promotion: row.promotion,
      instructions: row.instructions,
      note: expired || row.status === 'expired' ? (row.note ?? M.transferExpired) : row.note,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }

  // ---------------------------------------------------------------- the gateway's reports

  /** Nonce of a verified webhook: false when it was seen before (a replay). */
  claimNonce(nonce: string): Promise<boolean> {
    return this.repo.claimNonce(nonce, this.now());
  }

  /**
   * A signed report of the gateway. Money is credited once per gateway transaction id (the ledger's
   * key), whatever the retries, duplicates or order; a status never goes back from completed/paid.
   */
  async handleWebhook(brand: BrandId, event: GatewayWebhook): Promise<'applied' | 'duplicate' | 'ignored'> {
    switch (event.event) {
      case 'deposit.succeeded':
        return this.depositSucceeded(brand, event);
      case 'deposit.failed':
      case 'deposit.expired':
        return this.depositEnded(brand, event);
      case 'payout.succeeded':
      case 'payout.failed':
        return this.payoutEnded(brand, event);
    }
  }

  private async depositSucceeded(brand: BrandId, event: GatewayWebhook) {
    if (!event.orderId || !event.transactionId) return 'ignored' as const;
    const orderId = event.orderId;
    const transactionId = event.transactionId;
    return this.uow.run(async ({ cashier }, tx) => {
      let deposit =
        event.method === 'crypto'
          ? await cashier.lockDepositByOrder(orderId)
          : await cashier.lockDepositFor(event.reference, orderId);
      if (!deposit && event.method === 'crypto') {
        const address = await cashier.findAddress(String(event.detail['address'] ?? ''));
        if (!address || address.brand !== brand) return 'ignored' as const;
        const now = this.now();
        deposit = await cashier.insertDeposit({
          code: publicCode('D'),
          playerId: address.playerId,
          brand: address.brand,
          method: 'crypto',
          status: 'pending',
          amount: null,
          gatewayOrderId: orderId,
          instructions: {
            currency: event.detail['currency'],
            network: event.detail['network'],
            address: address.address,
            coinAmount: event.detail['coinAmount'],
            rate: event.detail['rate'],
            txHash: event.detail['txHash'],
          },
          createdAt: now,
          updatedAt: now,
        });
      }
      if (!deposit || deposit.brand !== brand) return 'ignored' as const;
      const first = await this.isFirstCredit(cashier, deposit);
      const credited = await this.credit(tx, deposit, transactionId, event.amount, {
        method: deposit.method,
        orderId,
      });
      if (!credited) return 'duplicate' as const;
      let note = deposit.note;
      if (deposit.method === 'codepay' && deposit.amount !== null && event.grossAmount !== deposit.amount)
        note = M.wrongAmount(deposit.amount, event.grossAmount);
      if (deposit.method === 'card' && Number(event.detail['real']) !== Number(event.detail['declared']))
        note = M.wrongDenomination(Number(event.detail['declared']), Number(event.detail['real']));
      note = withNote(note, await this.creditedToPromotions(tx, deposit, event.amount, first));
      const now = this.now();
      await cashier.updateDeposit(deposit.id, {
        status: 'completed',
        gatewayOrderId: deposit.gatewayOrderId ?? orderId,
        credited: deposit.credited + event.amount,
        fee: deposit.fee + event.fee,
        note,
        instructions:
          deposit.method === 'card'
            ? { ...deposit.instructions, realDenomination: event.detail['real'] }
            : deposit.instructions,
        completedAt: deposit.completedAt ?? now,
        updatedAt: now,
      });
      return 'applied' as const;
    });
  }

  /**
   * Whether crediting this deposit (locked) is the player's first deposit ever: under the player's
   * credit lock, so of two deposits paid at once only the one that commits first is.
   */
  private async isFirstCredit(cashier: CashierRepository, deposit: DepositRow): Promise<boolean> {
    await cashier.lockPlayerCredits(deposit.playerId);
    return deposit.status !== 'completed' && !(await cashier.hasCompletedDeposit(deposit.playerId));
  }

  /** Tells the bonus engine of a credit (inside its unit of work); the note it gives, if any. */
  private creditedToPromotions(
    tx: Tx,
    deposit: DepositRow,
    amount: number,
    first: boolean,
  ): Promise<string | null> {
    if (amount <= 0) return Promise.resolve(null);
    return this.deps.promotions.onDepositCredited(tx, {
      depositId: deposit.id,
      code: deposit.code,
      playerId: deposit.playerId,
      brand: deposit.brand as BrandId,
      amount,
      promotion: deposit.promotion,
      first,
    });
  }

  /** funding → player, once per gateway transaction; false when it was credited before. */
  private async credit(
    tx: Tx,
    deposit: DepositRow,
    transactionId: string,
    amount: number,
    metadata: Record<string, unknown>,
  ): Promise<boolean> {
    if (amount <= 0) return true;
    const posted = await this.deps.ledger.post(tx, {
      idempotencyKey: `gateway:${transactionId}`,
      type: 'deposit',
      brand: deposit.brand as BrandId,
      playerId: deposit.playerId,
      reference: deposit.code,
      metadata,
      lines: [
        { account: fundingAccount(deposit.brand as BrandId), amount: -amount },
        { account: playerAccount(deposit.playerId), amount },
      ],
    });
    return !posted.replayed;
  }

  private async depositEnded(brand: BrandId, event: GatewayWebhook) {
    if (!event.orderId) return 'ignored' as const;
    const orderId = event.orderId;
    return this.uow.run(async ({ cashier }) => {
      const deposit = await cashier.lockDepositFor(event.reference, orderId);
      if (!deposit || deposit.brand !== brand) return 'ignored' as const;
      // Out of order (it completed, or was cancelled for a new voucher): nothing to change.
      if (deposit.status !== 'pending') return 'duplicate' as const;
      const expired = event.event === 'deposit.expired';
      await cashier.updateDeposit(deposit.id, {
        status: expired ? 'expired' : 'failed',
        gatewayOrderId: deposit.gatewayOrderId ?? orderId,
        note: expired ? M.transferExpired : deposit.method === 'card' ? M.cardInvalid : M.paymentFailed,
        updatedAt: this.now(),
      });
      return 'applied' as const;
    });
  }

  private async payoutEnded(brand: BrandId, event: GatewayWebhook) {
    if (!event.orderId) return 'ignored' as const;
    const orderId = event.orderId;
    return this.uow.run(async ({ cashier }, tx) => {
      const withdrawal = await cashier.lockWithdrawalFor(event.reference, orderId);
      if (!withdrawal || withdrawal.brand !== brand) return 'ignored' as const;
      if (withdrawal.status !== 'approved') return 'duplicate' as const;
      const now = this.now();
      if (event.event === 'payout.succeeded') {
        await this.deps.ledger.post(tx, {
          idempotencyKey: `withdrawal:${withdrawal.id}:paid`,
          type: 'withdrawal',
          brand,
          playerId: withdrawal.playerId,
          reference: withdrawal.code,
          metadata: { step: 'paid', orderId },
          lines: [
            { account: withdrawalsAccount(brand), amount: -withdrawal.amount },
            { account: fundingAccount(brand), amount: withdrawal.amount },
          ],
        });
        // A bought card's PIN is money to whoever reads it: it is stored sealed.
        const cards = Array.isArray(event.detail['cards'])
          ? (event.detail['cards'] as PaidCard[]).map((card) => ({
              ...card,
              pin: this.deps.sealer.seal(card.pin),
            }))
          : null;
        await cashier.updateWithdrawal(withdrawal.id, {
          status: 'paid',
          cards,
          gatewayOrderId: withdrawal.gatewayOrderId ?? orderId,
          updatedAt: now,
        });
        await cashier.addEvent(withdrawal.id, 'paid', null, now);
      } else {
        await this.refund(tx, withdrawal, 'failed');
        await cashier.updateWithdrawal(withdrawal.id, {
          gatewayOrderId: withdrawal.gatewayOrderId ?? orderId,
          status: 'failed',
          reason: M.payoutFailed,
          updatedAt: now,
        });
        await cashier.addEvent(withdrawal.id, 'failed', M.payoutFailed, now);
      }
      return 'applied' as const;
    });
  }

  // ---------------------------------------------------------------- withdrawals

  async withdrawal(caller: CashierCaller, id: number): Promise<Withdrawal> {
    const row = await this.repo.withdrawalOf(caller.playerId, caller.brand, id);
    if (!row) throw withdrawalNotFound();
    return (await this.withdrawalViews([row]))[0] as Withdrawal;
  }

  async myWithdrawals(caller: CashierCaller, limit = 20): Promise<Withdrawal[]> {
    const rows = await this.repo.listWithdrawals({ brand: caller.brand, playerId: caller.playerId, limit });
    return this.withdrawalViews(rows);
  }

  async withdrawBank(
    caller: CashierCaller,
    input: { bankAccountId: number; amount: number; requestId: string },
  ) {
    const config = this.config(caller.brand);
    this.checkRange(input.amount, config.withdrawal.bank);
    // Another player's account answers like an unknown one (404); an unverified one is refused.
    const account = await this.deps.banks.get(caller.playerId, input.bankAccountId);
    if (account.status !== 'verified')
      throw new AppError(403, CODES.bankAccountNotVerified, M.bankAccountNotVerified);
    return this.requestWithdrawal(caller, 'bank', input.amount, input.requestId, {
      bankAccountId: account.id,
      bankCode: account.bankCode,
      bankName: account.bankShortName,
      accountNumber: account.accountNumber,
      holderName: account.holderName,
    });
  }

  async withdrawCard(
    caller: CashierCaller,
    input: {
      carrier: CardCarrier;
      denomination: number;
      quantity: number;
      phoneLast5: string;
      requestId: string;
    },
  ) {
    const amount = input.denomination * input.quantity;
    this.checkRange(amount, this.config(caller.brand).withdrawal.card);
    await this.deps.limiter.consume('withdrawalConfirmPerPlayer', caller.brand, String(caller.playerId));
    const player = await this.deps.players.require(caller.playerId);
    if (!player.phone.endsWith(input.phoneLast5))
      throw new AppError(400, CODES.phoneMismatch, M.phoneMismatch);
    return this.requestWithdrawal(caller, 'card', amount, input.requestId, {
      carrier: input.carrier,
      carrierName: CARRIERS[input.carrier].name,
      denomination: input.denomination,
      quantity: input.quantity,
    });
  }

  async withdrawCrypto(
    caller: CashierCaller,
    input: {
      currency: CryptoCurrency;
      network: CryptoNetwork;
      address: string;
      amount: number;
      requestId: string;
    },
  ) {
    const rule = this.config(caller.brand).withdrawal.crypto;
    this.checkRange(input.amount, {
      min: Math.max(rule.min, CRYPTO_MIN_WITHDRAWAL[input.currency]),
      max: rule.max,
    });
    return this.requestWithdrawal(caller, 'crypto', input.amount, input.requestId, {
      currency: input.currency,
      network: input.network,
      address: input.address,
    });
  }

  /**
   * One unit of work: the request, its timeline's first step and the hold (player →
   * withdrawals:<brand>); a balance that does not cover it rolls everything back (402).
   */
  private async requestWithdrawal(
    caller: CashierCaller,
    method: WithdrawalMethod,
    amount: number,
    requestId: string,
    destination: Record<string, string | number>,
  ): Promise<Withdrawal> {
    const requestHash = hashOf({ method, amount, destination, brand: caller.brand });
    const limit = this.config(caller.brand).dailyWithdrawalCount;
    const row = await this.uow.run(async ({ cashier }, tx) => {
      await cashier.lockPlayerCashier(caller.playerId);
      const existing = await cashier.withdrawalByRequest(caller.playerId, requestId);
      if (existing) {
        if (existing.requestHash !== requestHash)
          throw new AppError(409, CODES.requestConflict, M.requestConflict);
        return existing;
      }
      for (const guard of this.deps.withdrawalGuards)
        await guard(tx, { playerId: caller.playerId, brand: caller.brand });
      const now = this.now();
      if ((await cashier.withdrawalsSince(caller.playerId, startOfVietnamDay(now))) >= limit)
        throw new AppError(409, CODES.withdrawalDailyLimit, M.withdrawalDailyLimit(limit));
      const inserted = await cashier.insertWithdrawal({
        code: publicCode('W'),
        playerId: caller.playerId,
        brand: caller.brand,
        method,
        status: 'pending',
        amount,
        destination,
        requestId,
        requestHash,
        callbackHost: caller.host,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) throw new Error('withdrawal request id taken under the lock');
      await this.deps.ledger.post(tx, {
        idempotencyKey: `withdrawal:${inserted.id}:hold`,
        type: 'withdrawal',
        brand: caller.brand,
        playerId: caller.playerId,
        reference: inserted.code,
        metadata: { step: 'hold', method },
        lines: [
          { account: playerAccount(caller.playerId), amount: -amount },
          { account: withdrawalsAccount(caller.brand), amount },
        ],
      });
      await cashier.addEvent(inserted.id, 'pending', null, now);
      return inserted;
    });
    return (await this.withdrawalViews([row]))[0] as Withdrawal;
  }

  /** withdrawals:<brand> → player: a rejected request or a failed payout gives the money back. */
  private async refund(tx: Tx, withdrawal: WithdrawalRow, step: 'rejected' | 'failed'): Promise<void> {
    const brand = withdrawal.brand as BrandId;
    await this.deps.ledger.post(tx, {
      idempotencyKey: `withdrawal:${withdrawal.id}:return`,
      type: 'withdrawal_refund',
      brand,
      playerId: withdrawal.playerId,
      reference: withdrawal.code,
      metadata: { step },
      lines: [
        { account: withdrawalsAccount(brand), amount: -withdrawal.amount },
        { account: playerAccount(withdrawal.playerId), amount: withdrawal.amount },
      ],
    });
  }

  /** Operator: pending → approved; the payout is sent to the gateway (now, or by the next tick). */
  async approve(brand: BrandId, id: number): Promise<Withdrawal> {
    const row = await this.uow.run(async ({ cashier }) => {
      const locked = await cashier.lockWithdrawal(id);
      if (!locked || locked.brand !== brand)
        throw new CashierDecisionError(`There is no withdrawal ${id} on ${brand}.`);
      if (locked.status !== 'pending')
        throw new CashierDecisionError(`Withdrawal ${id} is already ${locked.status}.`);
      const now = this.now();
      const updated = await cashier.updateWithdrawal(id, { status: 'approved', updatedAt: now });
      await cashier.addEvent(id, 'approved', null, now);
      return updated;
    });
    this.sendPayouts().catch((error: unknown) =>
      this.deps.logger?.warn({ err: error }, 'payouts not sent yet'),
    );
    return (await this.withdrawalViews([row]))[0] as Withdrawal;
  }

  /** Operator: pending → rejected with a reason; the money goes back to the player. */
  async reject(brand: BrandId, id: number, reason: string): Promise<Withdrawal> {
    const text = reason
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .trim()
      .slice(0, 200);
    if (!text) throw new CashierDecisionError('A rejection needs a reason.');
    const row = await this.uow.run(async ({ cashier }, tx) => {
      const locked = await cashier.lockWithdrawal(id);
      if (!locked || locked.brand !== brand)
        throw new CashierDecisionError(`There is no withdrawal ${id} on ${brand}.`);
      if (locked.status !== 'pending')
        throw new CashierDecisionError(`Withdrawal ${id} is already ${locked.status}.`);
      await this.refund(tx, locked, 'rejected');
      const now = this.now();
      const updated = await cashier.updateWithdrawal(id, {
        status: 'rejected',
        reason: text,
        updatedAt: now,
      });
      await cashier.addEvent(id, 'rejected', M.rejected(text), now);
      return updated;
    });
    return (await this.withdrawalViews([row]))[0] as Withdrawal;
  }

  async listForOperator(brand: BrandId, status?: WithdrawalStatus, limit = 50): Promise<WithdrawalRow[]> {
    return this.repo.listWithdrawals({ brand, status, limit });
  }

  async searchDeposits(filter: {
    brand: BrandId;
    playerId?: number;
    status?: DepositStatus;
    code?: string;
    limit?: number;
  }) {
    return this.repo.searchDeposits({ ...filter, limit: filter.limit ?? 50 });
  }

  /** Hands approved withdrawals to the gateway (idempotent there by our reference). */
  async sendPayouts(): Promise<number> {
    let sent = 0;
    for (const row of await this.repo.payoutsToSend(50)) {
      const destination = row.destination as Record<string, string | number>;
      let order;
      try {
        order = await this.deps.gateway.createPayout(row.brand, {
          method: row.method === 'card' ? 'card_payout' : row.method,
          reference: row.code,
          amount: row.amount,
          destination,
          ...this.callback(row.callbackHost),
        });
      } catch (error) {
        // Stays approved: the next tick asks again (the gateway keeps one order per reference).
        if (!(error instanceof GatewayUnavailableError)) throw error;
        this.deps.logger?.warn({ withdrawal: row.id, status: error.status }, 'payout not accepted yet');
        continue;
      }
      await this.uow.run(async ({ cashier }) => {
        const locked = await cashier.lockWithdrawal(row.id);
        if (locked && !locked.gatewayOrderId)
          await cashier.updateWithdrawal(row.id, { gatewayOrderId: order.orderId, updatedAt: this.now() });
      });
      sent += 1;
    }
    return sent;
  }

  /** The paid cards with their PINs; none when a PIN cannot be opened (CARD_DATA_KEY changed). */
  private openCards(row: WithdrawalRow): PaidCard[] | null {
    if (!row.cards) return null;
    const cards = row.cards.map((card) => ({ ...card, pin: this.deps.sealer.open(card.pin) }));
    if (cards.every((card): card is PaidCard => card.pin !== undefined)) return cards;
    this.deps.logger?.error(
      { withdrawal: row.id },
      'card PINs of a paid withdrawal cannot be opened: was CARD_DATA_KEY changed?',
    );
    return null;
  }

  private async withdrawalViews(rows: readonly WithdrawalRow[]): Promise<Withdrawal[]> {
    const events = await this.repo.eventsOf(rows.map((row) => row.id));
    const byId = new Map<number, WithdrawalEventRow[]>();
    for (const event of events)
      byId.set(event.withdrawalId, [...(byId.get(event.withdrawalId) ?? []), event]);
    return rows.map((row) => {
      const destination = { ...row.destination };
      if (typeof destination['accountNumber'] === 'string')
        destination['accountNumber'] = `****${destination['accountNumber'].slice(-4)}`;
      return {
        id: row.id,
        code: row.code,
        method: row.method,
        status: row.status,
        amount: row.amount,
        destination,
        reason: row.reason,
        cards: row.status === 'paid' ? this.openCards(row) : null,
        timeline: (byId.get(row.id) ?? []).map((event) => ({
          status: event.status,
          note: event.note,
          at: event.at.toISOString(),
        })),
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  // ---------------------------------------------------------------- deposit limits

  private effective(
    row: { amount: number | null; pendingAmount: number | null; pendingAt: Date | null },
    now: Date,
  ) {
    return row.pendingAt && row.pendingAt <= now ? row.pendingAmount : row.amount;
  }

  async limits(playerId: number, repo: CashierRepository = this.repo) {
    const now = this.now();
    const rows = await repo.limitsOf(playerId);
    // One period after the other: inside a unit of work `repo` is bound to one connection, and a
    // connection runs one query at a time (pg queues a second one and warns; pg 9 refuses it).
    const views = [];
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const row = rows.find((candidate) => candidate.period === period);
      const amount = row ? this.effective(row, now) : null;
      const used = await repo.depositedSince(playerId, new Date(now.getTime() - LIMIT_WINDOWS[period]));
      const pending =
        row?.pendingAt && row.pendingAt > now
          ? { amount: row.pendingAmount, appliesAt: row.pendingAt.toISOString() }
          : null;
      views.push({
        period,
        amount,
        used,
        remaining: amount === null ? null : Math.max(0, amount - used),
        pending,
      });
    }
    return views;
  }

  /** A decrease (or a first limit) applies at once; an increase or a removal after 24 hours. */
  async setLimits(caller: CashierCaller, input: Partial<Record<DepositLimitPeriod, number | null>>) {
    const now = this.now();
    await this.uow.run(async ({ cashier }) => {
      const rows = await cashier.lockLimits(caller.playerId);
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        if (!(period in input)) continue;
        const wanted = input[period] ?? null;
        const row = rows.find((candidate) => candidate.period === period);
        const current = row ? this.effective(row, now) : null;
        const tighter = wanted !== null && (current === null || wanted <= current);
        await cashier.saveLimit({
          playerId: caller.playerId,
          brand: caller.brand,
          period,
          amount: tighter ? wanted : current,
          pendingAmount: tighter ? null : wanted,
          pendingAt: tighter || wanted === current ? null : new Date(now.getTime() + LIMIT_INCREASE_DELAY_MS),
          updatedAt: now,
        });
      }
    });
    return this.limits(caller.playerId);
  }

  /** Refuses, before anything is created, a deposit the player's limits do not allow. */
  private async checkLimits(repo: CashierRepository, playerId: number, amount: number): Promise<void> {
    const views = await this.limits(playerId, repo);
    let worst: { period: DepositLimitPeriod; remaining: number } | null = null;
    for (const view of views) {
      if (view.remaining === null || amount <= view.remaining) continue;
      if (!worst || view.remaining < worst.remaining)
        worst = { period: view.period, remaining: view.remaining };
    }
    if (worst)
      throw new AppError(
        409,
        CODES.depositLimit,
        M.depositLimit(DEPOSIT_LIMIT_PERIOD_NAMES[worst.period], worst.remaining),
      );
  }

  // ---------------------------------------------------------------- history

  range(fromText: string | undefined, toText: string | undefined): { from: Date; to: Date } {
    const now = this.now();
    const to = toText ? instant(toText, true) : new Date(now.getTime() + 1);
    const from = fromText ? instant(fromText, false) : new Date(now.getTime() - 7 * DAY);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to)
      throw new AppError(400, 'VALIDATION_ERROR', M.rangeInvalid);
    if (to.getTime() - from.getTime() > MAX_HISTORY_RANGE_MS)
      throw new AppError(400, 'VALIDATION_ERROR', M.rangeTooLong);
    return { from, to };
  }

  async transactions(
    playerId: number,
    query: {
      page: number;
      per_page: number;
      from?: string;
      to?: string;
      type?: 'deposit' | 'withdrawal';
      status?: string;
    },
    all = false,
  ) {
    const { from, to } = this.range(query.from, query.to);
    const limit = all ? 10_000 : query.per_page;
    const { rows, total } = await this.repo.history({
      playerId,
      from,
      to,
      type: query.type,
      status: query.status,
      limit,
      offset: all ? 0 : (query.page - 1) * query.per_page,
    });
    const lifetime = await this.repo.lifetime(playerId);
    return {
      data: rows.map((row) => ({
        code: row.code,
        id: Number(row.id),
        createdAt: new Date(row.created_at).toISOString(),
        type: row.type,
        method: row.method,
        amount: Number(row.amount),
        status: row.status,
        statusName:
          row.type === 'deposit'
            ? (DEPOSIT_STATUS_NAMES[row.status as DepositStatus] ?? row.status)
            : (WITHDRAWAL_STATUS_NAMES[row.status as WithdrawalStatus] ?? row.status),
      })),
      meta: {
        pagination: {
          total,
          page: all ? 1 : query.page,
          per_page: limit,
          last_page: Math.max(1, Math.ceil(total / limit)),
        },
      },
      summary: { ...lifetime, netDeposit: lifetime.deposits - lifetime.withdrawals },
    };
  }

  // ---------------------------------------------------------------- the machinery

  /**
   * What runs in the background: vouchers past their expiry, approved payouts not yet sent, the
   * operator accounts' statements (bank transfers), old nonces.
   */
  async tick(): Promise<void> {
    const now = this.now();
    await this.repo.expireDeposits(now);
    await this.sendPayouts();
    await this.readStatements();
    await this.repo.forgetNonces(new Date(now.getTime() - 15 * 60_000));
    // A gateway that does not answer leaves the work for the next tick.
  }

  /** Its background work (modules/jobs): the tick, once per tick in the cluster. */
  registerJobs(jobs: Jobs, everyMs = 2_000): void {
    jobs.schedule('cashier.tick', { every: everyMs }, () => this.tick());
  }

  /** Matches new lines of each operator account's statement to open bank-transfer deposits by content. */
  async readStatements(): Promise<number> {
    const accounts = new Map<string, string>();
    for (const brand of ['xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08']) {
      const account = this.config(brand).bankAccount.accountNumber;
      if (!accounts.has(account)) accounts.set(account, brand);
    }
    let matched = 0;
    for (const [account, merchant] of accounts) {
      let lines;
      try {
        lines = await this.deps.gateway.statement(merchant, account, await this.repo.cursor(account));
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        this.deps.logger?.warn({ account, status: error.status }, 'statement feed not read');
        continue;
      }
      for (const line of lines) {
        const content = line.content.toUpperCase().replace(/\s+/g, '');
        const found = /^NT[A-Z0-9]{10}$/.test(content)
          ? content
          : (/NT[A-Z0-9]{10}/.exec(content)?.[0] ?? '');
        const applied = await this.uow.run(async ({ cashier }, tx) => {
          const deposit = found ? await cashier.lockDepositByContent(found) : undefined;
          if (!deposit) {
            this.deps.logger?.warn(
              { transaction: line.transactionId, account },
              'statement line without a deposit',
            );
            await cashier.saveCursor(account, line.seq);
            return false;
          }
          const first = await this.isFirstCredit(cashier, deposit);
          const credited = await this.credit(tx, deposit, line.transactionId, line.amount, {
            method: 'bank',
            statementSeq: line.seq,
          });
          if (credited) {
            const now = this.now();
            await cashier.updateDeposit(deposit.id, {
              status: 'completed',
              credited: deposit.credited + line.amount,
              note: withNote(
                deposit.amount !== null && deposit.amount !== line.amount
                  ? M.wrongAmount(deposit.amount, line.amount)
                  : deposit.note,
                await this.creditedToPromotions(tx, deposit, line.amount, first),
              ),
              completedAt: deposit.completedAt ?? now,
              updatedAt: now,
            });
          }
          await cashier.saveCursor(account, line.seq);
          return credited;
        });
        if (applied) matched += 1;
      }
    }
    return matched;
  }
}

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
function instant(value: string, endOfDay: boolean): Date {
  if (!isDateOnly(value)) return new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(value) ? value : `${value}+07:00`);
  const start = new Date(`${value}T00:00:00+07:00`);
  return endOfDay ? new Date(start.getTime() + DAY) : start;
}
