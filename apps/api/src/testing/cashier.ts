import { CASHIER_PATHS, GATEWAY_SIGNATURE as SIG, type GatewayWebhook } from '@xc/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import { signRequest, type HttpTransport } from '../infra/signed-request';
import type { GatewayService } from '../modules/gateway/service';
import type { Services } from '../services';
import {
  bearer,
  challengeOf,
  createAccountsApp,
  latestCode,
  post,
  registerVerified,
  type AccountsAppOptions,
} from './accounts';

export const GATEWAY_TEST_SECRET = 'gateway-test-secret-'.padEnd(48, 'x');

export type CashierTestApp = Awaited<ReturnType<typeof createCashierApp>>;

/**
 * A test app whose gateway and cashier run their due work only when the test says (`tick`), on a
 * hand-moved clock, with a known gateway secret and short sandbox delays.
 */
export async function createCashierApp(
  options: AccountsAppOptions & { webhookTransport?: (inner: HttpTransport) => HttpTransport } = {},
) {
  let parts: { services: Services; gateway: GatewayService } | undefined;
  const ref: { app?: App } = {};
  const inner: HttpTransport = async ({ method, host, url, headers, body }) => {
    if (!ref.app) throw new Error('app not ready');
    const response = await ref.app.inject({ method, url, headers: { ...headers, host }, payload: body });
    return { status: response.statusCode, body: response.body };
  };
  const { webhookTransport, services, ...rest } = options;
  const t = await createAccountsApp({
    ...rest,
    services: {
      gatewaySecret: GATEWAY_TEST_SECRET,
      gatewayPollMs: 0,
      cashierPollMs: 0,
      gatewayDelays: {
        cardMs: 5_000,
        ewalletConfirmMs: 30_000,
        cryptoMinMs: 120_000,
        cryptoMaxMs: 300_000,
        payoutMs: 10_000,
      },
      ...(webhookTransport ? { gatewayWebhookTransport: webhookTransport(inner) } : {}),
      ...services,
    },
    expose: (exposed) => {
      parts = exposed;
    },
  });
  ref.app = t.app;
  if (!parts) throw new Error('buildApp did not expose its parts');
  const { services: built, gateway } = parts;
  return {
    ...t,
    services: built,
    gateway,
    /** Moves the clock, then runs the gateway's and the cashier's due work. */
    async tick(ms = 0) {
      t.clock.advance(ms);
      await gateway.tick();
      await built.cashier.tick();
      await gateway.tick();
    },
    /** The ledger audit: throws on any discrepancy. */
    async audit() {
      const report = await built.wallet.audit();
      if (report.discrepancies.length > 0)
        throw new Error(`ledger audit: ${JSON.stringify(report.discrepancies)}`);
      return report;
    },
  };
}

/** A player with a verified phone and `balance` VND credited by the operator. */
export async function fundedPlayer(t: CashierTestApp, balance = 0, overrides: Record<string, unknown> = {}) {
  const player = await registerVerified(t.app, overrides);
  if (balance > 0) {
    await t.services.wallet.operatorCredit({
      brand: player.brand,
      username: player.body.username,
      amount: balance,
      idempotencyKey: `test-credit-${randomUUID()}`,
    });
  }
  return player;
}

export type Player = Awaited<ReturnType<typeof fundedPlayer>>;

export const requestId = () => randomUUID();

export async function balanceOf(t: CashierTestApp, player: Player): Promise<number> {
  return t.services.wallet.balance(player.user.id);
}

/** Adds a bank account through the API and lets the operator decide it. */
export async function bankAccount(
  t: CashierTestApp,
  player: Player,
  decision: 'verified' | 'rejected' | 'verifying' = 'verified',
  accountNumber = '0011001234567',
) {
  // A new code for the same purpose is allowed after 60 s.
  t.clock.advance(61_000);
  const sent = await post(t.app, '/api/user/banks/send-code', undefined, bearer(player.token));
  const code = await latestCode(t.app, player.body.phone);
  const res = await post(
    t.app,
    '/api/user/banks',
    {
      bankCode: 'VCB',
      accountNumber,
      holderName: 'NGUYEN VAN A',
      challengeId: challengeOf(sent).challengeId,
      code,
    },
    bearer(player.token),
  );
  if (res.statusCode !== 200) throw new Error(`bank add failed: ${res.body}`);
  const id = res.json<{ data: { id: number } }>().data.id;
  if (decision !== 'verifying') await t.services.bankAccounts.decide(id, decision, 'operator');
  return id;
}

/** A webhook as the gateway would sign it (tests forge, replay and age them). */
export function signedWebhook(
  t: CashierTestApp,
  body: GatewayWebhook | string,
  options: { secret?: string; nowMs?: number; nonce?: string; host?: string; path?: string } = {},
): Promise<LightMyRequestResponse> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const path = options.path ?? CASHIER_PATHS.webhook;
  const headers = signRequest(
    options.secret ?? GATEWAY_TEST_SECRET,
    { method: 'POST', path, query: '', body: text },
    options.nowMs ?? t.clock.ms,
    options.nonce,
  );
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...headers,
      ...(options.host ? { host: options.host } : {}),
    },
    payload: text,
  });
}

export const webhookHeaders = SIG;
