import { CASHIER_PATHS, type Deposit } from '@xc/api-contract';
import { DEFAULT_BRAND, type BrandId } from '@xc/brand/tenants';
import { randomUUID } from 'node:crypto';
import { CODEPAY_ACCOUNT } from '../modules/gateway/service';
import type { GatewayService } from '../modules/gateway/service';
import type { CampaignRow } from '../modules/rewards/repository';
import type { Services } from '../services';
import {
  bearer,
  challengeOf,
  latestCode,
  post,
  registerBody,
  withFingerprint,
  type AccountsAppOptions,
} from './accounts';
import { GATEWAY_TEST_SECRET } from './cashier';
import { createGamesApp, type GamesTestApp } from './games';

export interface RewardsTestApp extends GamesTestApp {
  /** The app's own services (the rate limiter the routes use, the cashier the gateway reports to). */
  appServices: Services;
  gateway: GatewayService;
  /** The ledger audit: throws on any discrepancy. */
  audit(): Promise<void>;
}

/**
 * A games test app (studio rounds through the provider protocol) whose cashier and sandbox gateway
 * run their due work only when a helper says, so a test can make real deposits.
 */
export async function createRewardsApp(options: AccountsAppOptions = {}): Promise<RewardsTestApp> {
  let parts: { services: Services; gateway: GatewayService } | undefined;
  const { services, ...rest } = options;
  const t = await createGamesApp({
    ...rest,
    services: {
      gatewaySecret: GATEWAY_TEST_SECRET,
      gatewayPollMs: 0,
      cashierPollMs: 0,
      // Tests move the clock by days: sessions last as long as the login's absolute lifetime.
      sessionPolicy: { idleMs: 30 * 24 * 60 * 60_000 },
      ...services,
    },
    expose: (exposed) => {
      parts = exposed;
    },
  });
  if (!parts) throw new Error('buildApp did not expose its parts');
  const { services: appServices, gateway } = parts;
  return {
    ...t,
    appServices,
    gateway,
    async audit() {
      const report = await appServices.wallet.audit();
      if (report.discrepancies.length > 0)
        throw new Error(`ledger audit: ${JSON.stringify(report.discrepancies)}`);
    },
  };
}

/** A real codepay deposit: the voucher, the payment in the sandbox bank app, the gateway's webhook. */
export async function deposit(
  t: RewardsTestApp,
  player: { token: string },
  amount = 100_000,
  headers: Record<string, string> = {},
): Promise<void> {
  const voucher = await post(
    t.app,
    CASHIER_PATHS.codepay,
    { amount, promotion: 'none', replaceOpen: true, requestId: randomUUID() },
    { ...bearer(player.token), ...headers },
  );
  if (voucher.statusCode !== 200) throw new Error(`codepay failed: ${voucher.body}`);
  const content = String(voucher.json<{ data: Deposit }>().data.instructions['content']);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/gateway/bank/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      account: CODEPAY_ACCOUNT.accountNumber,
      content,
      amount: String(amount),
    }).toString(),
  });
  if (paid.statusCode !== 200) throw new Error(`bank payment failed: ${paid.body}`);
  await t.gateway.tick();
  await t.appServices.cashier.tick();
  await t.gateway.tick();
}

/** Registers a player on the brand of `host` and verifies the phone there (the person is linked). */
export async function registerVerifiedOn(
  t: RewardsTestApp,
  host: string,
  overrides: Record<string, unknown> = {},
) {
  const body = registerBody(overrides) as ReturnType<typeof registerBody> & {
    username: string;
    phone: string;
  };
  const headers = { host };
  const res = await post(t.app, '/api/auth/register', body, { ...withFingerprint, ...headers });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const token = res.json<{ token: string }>().token;
  const user = res.json<{ user: { id: number } }>().user;
  // A second code to the same number within a minute is refused.
  t.clock.advance(61_000);
  const sent = await post(t.app, '/api/user/phone/send-code', undefined, { ...bearer(token), ...headers });
  if (sent.statusCode !== 200) throw new Error(`send-code failed: ${sent.body}`);
  const code = await latestCode(t.app, body.phone);
  const verified = await post(
    t.app,
    '/api/user/phone/verify',
    { challengeId: challengeOf(sent).challengeId, code },
    { ...bearer(token), ...headers },
  );
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { token, user, body, headers };
}

/** The brand's demo lost-bet refund campaign of the current month (as the seed adds it). */
export async function demoCampaign(t: RewardsTestApp, brand: BrandId = DEFAULT_BRAND): Promise<CampaignRow> {
  await t.appServices.rewards.ensureDemoCampaign(brand);
  const [campaign] = await t.appServices.rewards.listCampaigns(brand);
  if (!campaign) throw new Error(`no campaign on ${brand}`);
  return campaign;
}
