import {
  GATEWAY_PATHS,
  GATEWAY_SIGNATURE as SIG,
  type CardCarrier,
  type CryptoCurrency,
  type CryptoNetwork,
  type GatewayOrderStatus,
} from '@xc/api-contract';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { signRequest, type HttpTransport } from '../../infra/signed-request';

export interface GatewayOrder {
  orderId: string;
  status: GatewayOrderStatus;
  instructions: Record<string, unknown>;
  expiresAt: string | null;
}

export interface StatementLine {
  transactionId: string;
  seq: number;
  amount: number;
  content: string;
  at: string;
}

/** Where the gateway sends its webhooks for one order: the host the player used, and our path. */
export interface Callback {
  callbackHost: string;
  callbackPath: string;
}

/**
 * The payment gateway as the cashier sees it: the only way the cashier reaches one. The sandbox
 * speaks it over signed HTTP; a real gateway would be another implementation.
 */
export interface PaymentGateway {
  createDeposit(
    merchant: string,
    order: Callback & {
      method: 'codepay' | 'card' | 'ewallet';
      reference: string;
      amount: number;
      card?: { carrier: CardCarrier; denomination: number; pin: string; serial: string };
    },
  ): Promise<GatewayOrder>;
  cancelDeposit(merchant: string, orderId: string): Promise<GatewayOrder>;
  createPayout(
    merchant: string,
    payout: Callback & {
      method: 'bank' | 'card_payout' | 'crypto';
      reference: string;
      amount: number;
      destination: Record<string, string | number>;
    },
  ): Promise<GatewayOrder>;
  cryptoAddress(
    merchant: string,
    request: Callback & { owner: string; currency: CryptoCurrency; network: CryptoNetwork },
  ): Promise<{ address: string; rate: number }>;
  statement(merchant: string, account: string, after: number): Promise<StatementLine[]>;
  /** VND per coin of each currency, as quoted now. */
  cryptoRates(merchant: string): Promise<{ currency: CryptoCurrency; rate: number }[]>;
  /** The shared secret its webhooks are signed with. */
  readonly webhookSecret: string;
}

/** The gateway did not answer, or answered with an error: nothing is known to have happened. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The sandbox gateway's merchant API, over signed HTTP (`transport`: in-process or fetch). */
export class HttpPaymentGateway implements PaymentGateway {
  constructor(
    private readonly transport: HttpTransport,
    private readonly host: string,
    readonly webhookSecret: string,
    private readonly clock: Clock,
  ) {}

  createDeposit(merchant: string, order: Parameters<PaymentGateway['createDeposit']>[1]) {
    return this.call<GatewayOrder>(merchant, 'POST', GATEWAY_PATHS.orders, order);
  }

  cancelDeposit(merchant: string, orderId: string) {
    return this.call<GatewayOrder>(
      merchant,
      'POST',
      GATEWAY_PATHS.cancel.replace(':id', encodeURIComponent(orderId)),
      {},
    );
  }

  createPayout(merchant: string, payout: Parameters<PaymentGateway['createPayout']>[1]) {
    return this.call<GatewayOrder>(merchant, 'POST', GATEWAY_PATHS.payouts, payout);
  }

  cryptoAddress(merchant: string, request: Parameters<PaymentGateway['cryptoAddress']>[1]) {
    return this.call<{ address: string; rate: number }>(
      merchant,
      'POST',
      GATEWAY_PATHS.cryptoAddresses,
      request,
    );
  }

  async cryptoRates(merchant: string) {
    return (
      await this.call<{ rates: { currency: CryptoCurrency; rate: number }[] }>(
        merchant,
        'GET',
        GATEWAY_PATHS.cryptoRates,
      )
    ).rates;
  }

  async statement(merchant: string, account: string, after: number) {
    const query = `account=${encodeURIComponent(account)}&after=${after}`;
    return (
      await this.call<{ lines: StatementLine[] }>(merchant, 'GET', GATEWAY_PATHS.statement, undefined, query)
    ).lines;
  }

  private async call<T>(
    merchant: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    query = '',
  ): Promise<T> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    let answer: { status: number; body: string };
    try {
      answer = await this.transport({
        method,
        host: this.host,
        url: query ? `${path}?${query}` : path,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          [SIG.merchantHeader]: merchant,
          ...signRequest(this.webhookSecret, { method, path, query, body }, this.clock().getTime()),
        },
        ...(payload === undefined ? {} : { body }),
      });
    } catch (error) {
      throw new GatewayUnavailableError(String(error), 0);
    }
    if (answer.status !== 200) throw new GatewayUnavailableError(answer.body.slice(0, 300), answer.status);
    return JSON.parse(answer.body) as T;
  }
}

export const gatewayUnavailable = (message: string, code: string) => new AppError(503, code, message);
