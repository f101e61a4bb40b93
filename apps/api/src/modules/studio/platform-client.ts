import {
  PROVIDER_SIGNATURE as SIG,
  providerSignedPayload,
  PROVIDER_WALLET_PATHS as W,
  type ProviderAuthenticateResponse,
  type ProviderCreditRequest,
  type ProviderDebitRequest,
  type ProviderRollbackRequest,
  type ProviderWalletResponse,
} from '@xc/api-contract';
import type { Clock } from '../../infra/clock';
import { createHmac } from 'node:crypto';

/** One HTTP POST to the platform's `host`: loopback, an in-process inject, or fetch to that host. */
export type Transport = (request: {
  host: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; body: string }>;

/** The platform's answer: its JSON on 200, else its error code; `network` when none came back. */
export type WalletCall<T> =
  { ok: true; value: T } | { ok: false; status: number; code: string; message: string; network: boolean };

/**
 * The studio's side of the seamless-wallet protocol: signs each call with the studio's secret
 * (HMAC-SHA256 over timestamp, path and the exact body) and reads the platform's answer.
 */
export class PlatformWalletClient {
  constructor(
    private readonly transport: Transport,
    private readonly providerId: string,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  authenticate(host: string, token: string, gameCode: string) {
    return this.call<ProviderAuthenticateResponse>(host, W.authenticate, { token, gameCode });
  }

  balance(host: string, sessionToken: string, playerId: number) {
    return this.call<{ balance: number; currency: string }>(host, W.balance, { sessionToken, playerId });
  }

  debit(host: string, request: ProviderDebitRequest) {
    return this.call<ProviderWalletResponse>(host, W.debit, request);
  }

  credit(host: string, request: ProviderCreditRequest) {
    return this.call<ProviderWalletResponse>(host, W.credit, request);
  }

  rollback(host: string, request: ProviderRollbackRequest) {
    return this.call<ProviderWalletResponse>(host, W.rollback, request);
  }

  private async call<T>(host: string, path: string, payload: object): Promise<WalletCall<T>> {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(this.clock().getTime() / 1000));
    let answer: { status: number; body: string };
    try {
      answer = await this.transport({
        host,
        path,
        body,
        headers: {
          'content-type': 'application/json',
          [SIG.providerHeader]: this.providerId,
          [SIG.timestampHeader]: timestamp,
          [SIG.signatureHeader]: `${SIG.version}=${createHmac('sha256', this.secret)
            .update(providerSignedPayload(timestamp, path, body))
            .digest('hex')}`,
        },
      });
    } catch (error) {
      return { ok: false, status: 0, code: 'NETWORK_ERROR', message: String(error), network: true };
    }
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      json = undefined;
    }
    if (answer.status === 200 && json !== undefined) return { ok: true, value: json as T };
    const error = (json ?? {}) as { code?: unknown; message?: unknown };
    return {
      ok: false,
      status: answer.status,
      code: typeof error.code === 'string' ? error.code : 'HTTP_' + answer.status,
      message: typeof error.message === 'string' ? error.message : '',
      // Without a definite answer (5xx, gateway errors) the call may or may not have been applied.
      network: answer.status >= 500 || json === undefined,
    };
  }
}
