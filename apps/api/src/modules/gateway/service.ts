import {
  CARD_DENOMINATIONS,
  CARRIERS,
  CRYPTO_ADDRESS_PATTERNS,
  CRYPTO_CURRENCIES,
  cardCredit,
  type CardCarrier,
  type CryptoCurrency,
  type CryptoNetwork,
  type GatewayMethod,
  type GatewayOrderStatus,
  type GatewayWebhook,
} from '@xc/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { signRequest, type HttpTransport } from '../../infra/signed-request';
import type { Tx, UnitOfWork } from '../../infra/unit-of-work';
import type { GatewayOrderRow, GatewayRepository } from './repository';
import type { Jobs } from '../jobs/jobs';

/** How long each sandbox step takes; the defaults behave like the real services, tests shorten them. */
export interface GatewayDelays {
  /** A scratch card's answer. */
  cardMs: number;
  /** An e-wallet payment after the payer confirmed it on the wallet page (spec: about 30 s). */
  ewalletConfirmMs: number;
  /** Confirmations of a crypto transfer (spec: 2 to 5 minutes). */
  cryptoMinMs: number;
  cryptoMaxMs: number;
  /** A payout's answer. */
  payoutMs: number;
  /** How long a codepay voucher or an e-wallet order waits for its payer. */
  orderTtlMs: number;
}

export const DEFAULT_GATEWAY_DELAYS: GatewayDelays = {
  cardMs: 8_000,
  ewalletConfirmMs: 30_000,
  cryptoMinMs: 120_000,
  cryptoMaxMs: 300_000,
  payoutMs: 10_000,
  orderTtlMs: 15 * 60_000,
};

/** The gateway's collection account for codepay (a BIDV account; transfers are told apart by content). */
export const CODEPAY_ACCOUNT = {
  bankCode: 'BIDV',
  bin: '970418',
  accountNumber: '96247000888',
  holderName: 'CONG TY CP CONG THANH TOAN XCPAY',
} as const;

/** VND per coin the sandbox quotes. */
export const SANDBOX_RATES: Record<CryptoCurrency, number> = { USDT: 25_450, KDG: 1_180 };

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (length: number): string => {
  let out = '';
  for (const byte of randomBytes(length)) out += ALPHABET[byte % ALPHABET.length];
  return out;
};
const digits = (length: number): string => Array.from({ length }, () => randomInt(0, 10)).join('');

export interface DepositOrderInput {
  method: 'codepay' | 'card' | 'ewallet';
  reference: string;
  amount: number;
  callbackHost: string;
  callbackPath: string;
  card?: { carrier: CardCarrier; denomination: number; pin: string; serial: string };
}

export interface PayoutInput {
  reference: string;
  method: 'bank' | 'card_payout' | 'crypto';
  amount: number;
  destination: Record<string, unknown>;
  callbackHost: string;
  callbackPath: string;
}

export interface OrderView {
  orderId: string;
  status: GatewayOrderStatus;
  instructions: Record<string, unknown>;
  expiresAt: string | null;
}

export class GatewayError extends AppError {}
const notFound = () => new GatewayError(404, 'ORDER_NOT_FOUND', 'Không tìm thấy giao dịch');

/**
 * The sandbox payment gateway: a separate party with its own tables, reached by the platform only
 * through its signed HTTP API, answering by signed webhooks retried until answered 2xx. Each method
 * is a state machine with delays and failures (rules of the sandbox, see the README).
 */
export class GatewayService {
  private readonly delays: GatewayDelays;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly uow: UnitOfWork<{ gateway: GatewayRepository }>,
    private readonly options: {
      secret: string;
      transport: HttpTransport;
      clock: Clock;
      logger?: FastifyBaseLogger;
      delays?: Partial<GatewayDelays>;
      random?: () => number;
    },
  ) {
    this.delays = { ...DEFAULT_GATEWAY_DELAYS, ...options.delays };
  }

  get secret(): string {
    return this.options.secret;
  }

  private now(): Date {
    return this.options.clock();
  }

  private later(ms: number): Date {
    return new Date(this.now().getTime() + ms);
  }

  /** Refuses a nonce seen before (the signature was already checked). */
  async claimNonce(nonce: string): Promise<boolean> {
    return this.uow.read.gateway.claimNonce(nonce, this.now());
  }

  // ---- the merchant API

  async createDeposit(merchant: string, input: DepositOrderInput): Promise<OrderView> {
    const now = this.now();
    const id = `GW${randomCode(14)}`;
    const base = {
      id,
      merchant,
      kind: 'deposit' as const,
      reference: input.reference,
      amount: input.amount,
      callbackHost: input.callbackHost,
      callbackPath: input.callbackPath,
      createdAt: now,
      updatedAt: now,
    };
    const { order } = await this.uow.run(async ({ gateway }) => {
      if (input.method === 'codepay') {
        return gateway.insertOrder({
          ...base,
          method: 'codepay',
          status: 'pending',
          content: `XCP${randomCode(9)}`,
          expiresAt: this.later(this.delays.orderTtlMs),
        });
      }
      if (input.method === 'ewallet') {
        return gateway.insertOrder({
          ...base,
          method: 'ewallet',
          status: 'pending',
          expiresAt: this.later(this.delays.orderTtlMs),
        });
      }
      const card = input.card;
      if (!card) throw new GatewayError(400, 'CARD_REQUIRED', 'Thiếu thông tin thẻ');
      return gateway.insertOrder({
        ...base,
        method: 'card',
        status: 'pending',
        amount: card.denomination,
        detail: {
          carrier: card.carrier,
          declared: card.denomination,
          pinHash: pinHash(card),
          pinTail: card.pin.slice(-4),
          serial: card.serial,
        },
        dueAt: this.later(this.delays.cardMs),
      });
    });
    return this.view(order);
  }

  private view(order: GatewayOrderRow): OrderView {
    const instructions: Record<string, unknown> =
      order.method === 'codepay'
        ? {
            bankCode: CODEPAY_ACCOUNT.bankCode,
            bankBin: CODEPAY_ACCOUNT.bin,
            accountNumber: CODEPAY_ACCOUNT.accountNumber,
            holderName: CODEPAY_ACCOUNT.holderName,
            amount: order.amount,
            content: order.content,
          }
        : order.method === 'ewallet'
          ? { redirectUrl: `/gateway/wallet/${order.id}` }
          : {};
    return {
      orderId: order.id,
      status: order.status,
      instructions,
      expiresAt: order.expiresAt?.toISOString() ?? null,
    };
  }

  /** pending → cancelled (the merchant replaced a voucher); an order already settled stays as it is. */
  async cancel(merchant: string, orderId: string): Promise<OrderView> {
    const order = await this.uow.read.gateway.find(orderId);
    if (!order || order.merchant !== merchant) throw notFound();
    const moved = await this.uow.read.gateway.transition(orderId, ['pending'], {
      status: 'cancelled',
      dueAt: null,
      updatedAt: this.now(),
    });
    return this.view(moved ?? order);
  }

  async createPayout(merchant: string, input: PayoutInput): Promise<OrderView> {
    const now = this.now();
    const { order } = await this.uow.read.gateway.insertOrder({
      id: `GP${randomCode(14)}`,
      merchant,
      kind: 'payout',
      method: input.method,
      status: 'pending',
      reference: input.reference,
      amount: input.amount,
      callbackHost: input.callbackHost,
      callbackPath: input.callbackPath,
      detail: { destination: input.destination },
      dueAt: this.later(this.delays.payoutMs),
      createdAt: now,
      updatedAt: now,
    });
    return this.view(order);
  }

  /** The owner's deposit address on the sandbox chain (the same one every time), and today's quote. */
  async cryptoAddress(
    merchant: string,
    input: {
      owner: string;
      currency: CryptoCurrency;
      network: CryptoNetwork;
      callbackHost: string;
      callbackPath: string;
    },
  ): Promise<{ address: string; rate: number }> {
    const seed = createHash('sha512')
      .update(`${merchant}|${input.owner}|${input.currency}|${input.network}|${randomCode(8)}`)
      .digest();
    const address =
      input.network === 'TRC20'
        ? `T${Array.from(seed.subarray(0, 33), (byte) => BASE58[byte % BASE58.length]).join('')}`
        : `0x${seed.subarray(0, 20).toString('hex')}`;
    const row = await this.uow.read.gateway.insertAddress({
      address,
      merchant,
      owner: input.owner,
      currency: input.currency,
      network: input.network,
      callbackHost: input.callbackHost,
      callbackPath: input.callbackPath,
      createdAt: this.now(),
    });
    return { address: row.address, rate: SANDBOX_RATES[input.currency] };
  }

  /** The quote of every currency now (VND per coin). */
  cryptoRates(): { currency: CryptoCurrency; rate: number }[] {
    return CRYPTO_CURRENCIES.map((currency) => ({ currency, rate: SANDBOX_RATES[currency] }));
  }

  /** Lines of an account's statement after `after` (bank transfers to the operator). */
  async statement(account: string, after: number) {
    const rows = await this.uow.read.gateway.statement(account, after, 200);
    return rows.map((row) => ({
      transactionId: row.id,
      seq: row.seq,
      amount: row.amount,
      content: row.content,
      at: row.createdAt.toISOString(),
    }));
  }

  // ---- the sandbox bank and wallet pages

  /**
   * The tester's bank app pays `amount` to `account` with `content`. To the codepay account the
   * content must match an open voucher (else the bank sends the money back); to an operator account
   * it lands on that account's statement.
   */
  async bankPay(input: {
    account: string;
    content: string;
    amount: number;
    operatorAccounts: readonly string[];
  }): Promise<{ ok: boolean; message: string }> {
    const content = input.content.trim().toUpperCase();
    const now = this.now();
    if (input.account === CODEPAY_ACCOUNT.accountNumber) {
      return this.uow.run(async ({ gateway }, tx) => {
        const found = content ? await gateway.findByContent(content) : undefined;
        const order = found ? await gateway.lock(found.id) : undefined;
        if (!order || order.status !== 'pending' || (order.expiresAt && order.expiresAt <= now)) {
          return {
            ok: false,
            message: !order
              ? 'Nội dung chuyển khoản không khớp phiếu nạp nào: tiền đã được hoàn lại'
              : 'Phiếu nạp đã hết hạn hoặc đã đóng: tiền đã được hoàn lại',
          };
        }
        await this.succeed(tx, order, {
          gross: input.amount,
          fee: 0,
          detail: { expected: order.amount, received: input.amount, content },
        });
        return {
          ok: true,
          message:
            input.amount === order.amount
              ? 'Chuyển khoản thành công'
              : `Chuyển khoản thành công (số tiền ${input.amount.toLocaleString('en-US')} khác số tiền của phiếu)`,
        };
      });
    }
    if (input.operatorAccounts.includes(input.account)) {
      await this.uow.read.gateway.insertTransaction({
        id: `GT${randomCode(14)}`,
        account: input.account,
        amount: input.amount,
        content,
        createdAt: now,
      });
      return { ok: true, message: 'Chuyển khoản thành công' };
    }
    return { ok: false, message: 'Tài khoản nhận không tồn tại' };
  }

  async walletOrder(id: string): Promise<GatewayOrderRow | undefined> {
    const order = await this.uow.read.gateway.find(id);
    return order?.method === 'ewallet' ? order : undefined;
  }

  /** The payer confirmed on the wallet page: the wallet settles after its delay. */
  async walletConfirm(id: string): Promise<GatewayOrderRow | undefined> {
    const order = await this.walletOrder(id);
    if (!order) return undefined;
    if (order.expiresAt && order.expiresAt <= this.now()) return order;
    return (
      (await this.uow.read.gateway.transition(id, ['pending'], {
        status: 'confirming',
        dueAt: this.later(this.delays.ewalletConfirmMs),
        updatedAt: this.now(),
      })) ?? order
    );
  }

  async walletCancel(id: string): Promise<GatewayOrderRow | undefined> {
    const order = await this.walletOrder(id);
    if (!order) return undefined;
    return this.uow.run(async ({ gateway }, tx) => {
      const locked = await gateway.lock(id);
      if (!locked || locked.status !== 'pending') return locked;
      return this.fail(tx, locked, 'payer_cancelled');
    });
  }

  // ---- the sandbox's test controls (never in production)

  /** A transfer of `amount` coins to a deposit address; it confirms after 2 to 5 minutes. */
  async chainSend(address: string, amount: string): Promise<GatewayOrderRow> {
    const target = await this.uow.read.gateway.findAddress(address);
    if (!target) throw new GatewayError(404, 'ADDRESS_NOT_FOUND', 'Địa chỉ ví không tồn tại');
    if (!/^\d{1,9}(\.\d{1,6})?$/.test(amount) || Number(amount) <= 0)
      throw new GatewayError(400, 'AMOUNT_INVALID', 'Số lượng không hợp lệ');
    const micro = toMicro(amount);
    const span = this.delays.cryptoMaxMs - this.delays.cryptoMinMs;
    const random = this.options.random ?? Math.random;
    const now = this.now();
    const { order } = await this.uow.read.gateway.insertOrder({
      id: `GC${randomCode(14)}`,
      merchant: target.merchant,
      kind: 'deposit',
      method: 'crypto',
      status: 'confirming',
      reference: target.owner,
      amount: 0,
      callbackHost: target.callbackHost,
      callbackPath: target.callbackPath,
      detail: {
        address,
        currency: target.currency,
        network: target.network,
        coinMicro: micro,
        coinAmount: amount,
        txHash: randomBytes(32).toString('hex'),
      },
      dueAt: new Date(now.getTime() + this.delays.cryptoMinMs + Math.floor(random() * span)),
      createdAt: now,
      updatedAt: now,
    });
    return order;
  }

  /** Fast-forward: the order's next step is due now (an e-wallet order is confirmed first). */
  async complete(id: string): Promise<GatewayOrderRow> {
    const order = await this.uow.read.gateway.find(id);
    if (!order) throw notFound();
    if (order.method === 'ewallet' && order.status === 'pending') await this.walletConfirm(id);
    await this.uow.read.gateway.transition(id, ['pending', 'confirming'], {
      dueAt: this.now(),
      updatedAt: this.now(),
    });
    await this.tick();
    return (await this.uow.read.gateway.find(id)) ?? order;
  }

  /** Makes the order fail at its next step (at once for a voucher waiting for its payer). */
  async forceFail(id: string): Promise<GatewayOrderRow> {
    const order = await this.uow.read.gateway.find(id);
    if (!order) throw notFound();
    await this.uow.run(async ({ gateway }, tx) => {
      const locked = await gateway.lock(id);
      if (!locked || (locked.status !== 'pending' && locked.status !== 'confirming')) return;
      await this.fail(tx, locked, 'sandbox_forced_failure');
    });
    await this.tick();
    return (await this.uow.read.gateway.find(id)) ?? order;
  }

  /** Sends the latest webhook of an order once more (a duplicate, as real gateways do). */
  async redeliver(orderId: string): Promise<number> {
    const [latest] = await this.uow.read.gateway.webhooksOf(orderId);
    if (!latest) throw notFound();
    await this.uow.read.gateway.insertWebhook({
      orderId,
      host: latest.host,
      path: latest.path,
      body: latest.body,
      status: 'pending',
      nextAttemptAt: this.now(),
      createdAt: this.now(),
    });
    await this.tick();
    return 1;
  }

  async order(
    id: string,
  ): Promise<{ order: GatewayOrderRow; webhooks: number; delivered: number } | undefined> {
    const order = await this.uow.read.gateway.find(id);
    if (!order) return undefined;
    const hooks = await this.uow.read.gateway.webhooksOf(id);
    return {
      order,
      webhooks: hooks.length,
      delivered: hooks.filter((hook) => hook.status === 'delivered').length,
    };
  }

  // ---- the machinery

  /** Runs the due steps, expiries and webhook deliveries; calls never overlap. */
  tick(): Promise<void> {
    const next = this.running.then(() => this.runOnce());
    this.running = next.catch(() => undefined);
    return next;
  }

  /**
   * Its background work (modules/jobs): the tick, once per tick in the cluster. Webhook retries are
   * rows of its tables (written with the change that causes them), delivered by the tick.
   */
  registerJobs(jobs: Jobs, everyMs = 1_000): void {
    jobs.schedule('gateway.tick', { every: everyMs }, () => this.tick());
  }

  private async runOnce(): Promise<void> {
    const now = this.now();
    for (const order of await this.uow.read.gateway.due(now, 100)) await this.step(order.id);
    for (const order of await this.uow.read.gateway.expired(now, 100)) {
      await this.uow.run(async ({ gateway }, tx) => {
        const locked = await gateway.lock(order.id);
        if (!locked || locked.status !== 'pending' || !locked.expiresAt || locked.expiresAt > now) return;
        await gateway.transition(locked.id, ['pending'], { status: 'expired', dueAt: null, updatedAt: now });
        await this.enqueue(tx, locked, 'deposit.expired', {
          amount: 0,
          gross: 0,
          fee: 0,
          transactionId: null,
          reason: 'expired',
          detail: {},
        });
      });
    }
    for (const hook of await this.uow.read.gateway.dueWebhooks(now, 100)) await this.deliver(hook);
    await this.uow.read.gateway.forgetNonces(new Date(now.getTime() - 15 * 60_000));
  }

  private async step(id: string): Promise<void> {
    const now = this.now();
    await this.uow.run(async ({ gateway }, tx) => {
      const order = await gateway.lock(id);
      if (!order || !order.dueAt || order.dueAt > now) return;
      if (order.status !== 'pending' && order.status !== 'confirming') return;
      const detail = order.detail;
      if (order.kind === 'payout') {
        const destination = (detail['destination'] ?? {}) as Record<string, unknown>;
        if (
          detail['forceFail'] === true ||
          (order.method === 'bank' && String(destination['accountNumber'] ?? '').endsWith('9999'))
        )
          return void (await this.fail(tx, order, 'payout_refused'));
        const cards = order.method === 'card_payout' ? buyCards(destination) : undefined;
        await this.succeed(tx, order, {
          gross: order.amount,
          fee: 0,
          detail: cards ? { cards } : { txRef: randomCode(12) },
        });
        return;
      }
      switch (order.method as GatewayMethod) {
        case 'card': {
          const carrier = detail['carrier'] as CardCarrier;
          const declared = Number(detail['declared']);
          const usedBefore = await gateway.cardUsed(String(detail['pinHash']), order.id);
          const outcome = cardOutcome(String(detail['pinTail'] ?? ''), usedBefore);
          if (outcome === 'invalid') return void (await this.fail(tx, order, 'invalid_card'));
          const real = outcome === 'wrong' ? otherDenomination(declared) : declared;
          const { fee, credited } = cardCredit(carrier, real);
          await this.succeed(tx, order, {
            gross: real,
            fee,
            credit: credited,
            detail: { carrier, declared, real },
          });
          return;
        }
        case 'ewallet':
          if (order.status !== 'confirming') return;
          await this.succeed(tx, order, { gross: order.amount, fee: 0, detail: {} });
          return;
        case 'crypto': {
          const currency = detail['currency'] as CryptoCurrency;
          const rate = SANDBOX_RATES[currency];
          const vnd = Math.floor((Number(detail['coinMicro']) * rate) / 1_000_000);
          await this.succeed(tx, order, {
            gross: vnd,
            fee: 0,
            detail: {
              address: detail['address'],
              currency,
              network: detail['network'],
              coinAmount: detail['coinAmount'],
              rate,
              txHash: detail['txHash'],
            },
          });
          return;
        }
        default:
          return;
      }
    });
  }

  private async succeed(
    tx: Tx,
    order: GatewayOrderRow,
    money: { gross: number; fee: number; credit?: number; detail: Record<string, unknown> },
  ): Promise<void> {
    const { gateway } = this.uow.bindTo(tx);
    const now = this.now();
    const credit = money.credit ?? money.gross - money.fee;
    await gateway.transition(order.id, ['pending', 'confirming'], {
      status: 'succeeded',
      dueAt: null,
      detail: { ...order.detail, result: money.detail },
      updatedAt: now,
    });
    const transaction =
      money.gross > 0
        ? await gateway.insertTransaction({
            id: `GT${randomCode(14)}`,
            orderId: order.id,
            amount: money.gross,
            content: order.content ?? '',
            createdAt: now,
          })
        : null;
    await this.enqueue(tx, order, order.kind === 'payout' ? 'payout.succeeded' : 'deposit.succeeded', {
      amount: credit,
      gross: money.gross,
      fee: money.fee,
      transactionId: transaction?.id ?? `GZ${order.id}`,
      reason: null,
      detail: money.detail,
    });
  }

  private async fail(tx: Tx, order: GatewayOrderRow, reason: string): Promise<GatewayOrderRow | undefined> {
    const { gateway } = this.uow.bindTo(tx);
    const moved = await gateway.transition(order.id, ['pending', 'confirming'], {
      status: 'failed',
      dueAt: null,
      updatedAt: this.now(),
    });
    if (!moved) return order;
    await this.enqueue(tx, order, order.kind === 'payout' ? 'payout.failed' : 'deposit.failed', {
      amount: 0,
      gross: 0,
      fee: 0,
      transactionId: null,
      reason,
      detail: {},
    });
    return moved;
  }

  private async enqueue(
    tx: Tx,
    order: GatewayOrderRow,
    event: GatewayWebhook['event'],
    money: {
      amount: number;
      gross: number;
      fee: number;
      transactionId: string | null;
      reason: string | null;
      detail: Record<string, unknown>;
    },
  ): Promise<void> {
    const now = this.now();
    const body: GatewayWebhook = {
      event,
      orderId: order.id,
      reference: order.reference,
      transactionId: money.transactionId,
      method: order.method,
      amount: money.amount,
      grossAmount: money.gross,
      fee: money.fee,
      reason: money.reason,
      detail: money.detail,
      occurredAt: now.toISOString(),
    };
    await this.uow.bindTo(tx).gateway.insertWebhook({
      orderId: order.id,
      host: order.callbackHost,
      path: order.callbackPath,
      body: JSON.stringify(body),
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  /** One delivery attempt; not 2xx: again after 5 s, 10 s, 20 s … at most an hour apart. */
  private async deliver(hook: {
    id: number;
    host: string;
    path: string;
    body: string;
    attempts: number;
    merchant?: string;
  }) {
    const now = this.now();
    let status = 0;
    try {
      const answer = await this.options.transport({
        method: 'POST',
        host: hook.host,
        url: hook.path,
        headers: {
          'content-type': 'application/json',
          ...signRequest(
            this.options.secret,
            { method: 'POST', path: hook.path, query: '', body: hook.body },
            now.getTime(),
          ),
        },
        body: hook.body,
      });
      status = answer.status;
    } catch (error) {
      this.options.logger?.warn({ err: error, webhook: hook.id }, 'gateway webhook not delivered');
    }
    const delivered = status >= 200 && status < 300;
    const backoff = Math.min(5_000 * 2 ** hook.attempts, 60 * 60_000);
    await this.uow.read.gateway.recordAttempt(hook.id, {
      delivered,
      status,
      now,
      nextAttemptAt: new Date(now.getTime() + (delivered ? 0 : backoff)),
    });
  }
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The PIN is never kept: its hash tells a reused card, its last four digits the sandbox's outcome. */
export function pinHash(card: { carrier: string; pin: string }): string {
  return createHash('sha256').update(`${card.carrier}:${card.pin}`).digest('hex');
}

/**
 * The sandbox card rules: a PIN ending 0000 is an invalid card, a card already used is refused,
 * a PIN ending 5555 is worth another denomination than declared; every other card is good.
 */
export function cardOutcome(pinTail: string, usedBefore: boolean): 'ok' | 'invalid' | 'wrong' {
  if (usedBefore || pinTail === '0000') return 'invalid';
  if (pinTail === '5555') return 'wrong';
  return 'ok';
}

/** The denomination below the declared one (above it for the smallest). */
export function otherDenomination(declared: number): number {
  const list = CARD_DENOMINATIONS as readonly number[];
  const at = list.indexOf(declared);
  return at > 0 ? (list[at - 1] ?? declared) : (list[1] ?? declared);
}

function buyCards(destination: Record<string, unknown>) {
  const carrier = destination['carrier'] as CardCarrier;
  const denomination = Number(destination['denomination']);
  const quantity = Number(destination['quantity']);
  const rule = CARRIERS[carrier];
  const pinLength = carrier === 'viettel' ? 13 : carrier === 'vinaphone' ? 14 : 12;
  const serialLength = carrier === 'viettel' ? 11 : carrier === 'vinaphone' ? 14 : 15;
  return Array.from({ length: quantity }, () => {
    const card = { carrier: rule.name, denomination, pin: digits(pinLength), serial: digits(serialLength) };
    return card;
  });
}

function toMicro(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, '0'));
}

/** Whether `address` has the shape of an address on `network`. */
export const validAddress = (network: CryptoNetwork, address: string): boolean =>
  CRYPTO_ADDRESS_PATTERNS[network].test(address);
