import { DEFAULT_BRAND, type BrandId } from '@xc/brand/tenants';
import { DEVICE_FINGERPRINT_HEADER, type AuthResponse, type OtpChallenge } from '@xc/api-contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type BuildAppOptions } from '../app';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../infra/rate-limit';
import { createTestApp, operator, type TestApp } from './test-app';

export const FINGERPRINT = 'f1'.repeat(32);
export const withFingerprint = { [DEVICE_FINGERPRINT_HEADER]: FINGERPRINT };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public ms = Date.parse('2026-03-01T08:00:00.000Z')) {}
  readonly now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** Every limit out of reach: a file opts into the one limit it tests. */
export const NO_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, rule]) => [name, { ...rule, max: 100_000 }]),
) as unknown as RateLimitRules;

export interface AccountsAppOptions extends Omit<BuildAppOptions, 'database'> {
  clock?: TestClock;
  /** PostgreSQL pool size of the test database (default 4). */
  databaseConnections?: number;
  rateLimits?: Partial<RateLimitRules>;
}

/** A test app with its own database, a hand-moved clock, and no rate limits unless asked. */
export async function createAccountsApp(
  options: AccountsAppOptions = {},
): Promise<TestApp & { clock: TestClock }> {
  const clock = options.clock ?? new TestClock();
  const { rateLimits, services, ...rest } = options;
  const testApp = await createTestApp({
    ...rest,
    services: {
      bankVerifyDelayMs: 60 * 60_000,
      ...services,
      clock: clock.now,
      rateLimits: { ...NO_RATE_LIMITS, ...rateLimits },
    },
  });
  return { ...testApp, clock };
}

/**
 * Another app on the same database, as a second replica would be (same clock; its own options, e.g.
 * its own rate limits or the Redis they share). Close it before the first app.
 */
export async function createReplica(
  of: TestApp & { clock: TestClock },
  options: Omit<AccountsAppOptions, 'clock' | 'databaseConnections'> = {},
): Promise<App> {
  const { rateLimits, services, ...rest } = options;
  return buildApp({
    logger: false,
    docs: false,
    ...rest,
    database: of.database,
    services: {
      bankVerifyDelayMs: 60 * 60_000,
      ...services,
      clock: of.clock.now,
      rateLimits: { ...NO_RATE_LIMITS, ...rateLimits },
    },
  });
}

let counter = 0;
/** A fresh valid username and Viettel number per call, so tests in one file never collide. */
export function uniquePlayer(prefix = 'player') {
  counter += 1;
  const n = `${process.pid % 1000}${counter}`.padStart(7, '0').slice(-7);
  return { username: `${prefix}${n}`.slice(0, 29), password: 'Kh0ngDoanDuoc!', phone: `098${n}` };
}

export async function post(app: App, url: string, payload?: unknown, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers });
}

export async function get(app: App, url: string, headers: InjectOptions['headers'] = {}) {
  return app.inject({ method: 'GET', url, headers });
}

export function registerBody(overrides: Record<string, unknown> = {}) {
  return { ...uniquePlayer(), ageConfirmed: true, ...overrides };
}

export async function register(app: App, overrides: Record<string, unknown> = {}) {
  const body = registerBody(overrides);
  const res = await post(app, '/api/auth/register', body, withFingerprint);
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return {
    ...(res.json() as AuthResponse),
    /** Requests without a brand's Host are the default brand's. */
    brand: DEFAULT_BRAND as BrandId,
    body: body as typeof body & { username: string; password: string; phone: string },
  };
}

export async function login(app: App, username: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: withFingerprint,
    remoteAddress,
  });
}

/**
 * What the sandbox gateways sent to `to`, newest first, one line each ("<time>  <channel>  <to>
 * [subject]  <text>"), read through the operator bridge as `npm run ops -- inbox` reads it: no
 * public route shows one-time codes.
 */
export async function inbox(app: App, to: string): Promise<string[]> {
  // A forgot-password code goes out after the answer.
  await app.settled();
  const result = await operator(app, 'inbox', to);
  return result.out.filter((line) => !line.startsWith('No messages to '));
}

/** The newest 6-digit code the sandbox gateways sent to `to`. */
export async function latestCode(app: App, to: string): Promise<string> {
  const [newest] = await inbox(app, to);
  const code = newest ? /\b(\d{6})\b/.exec(newest.split('  ').slice(3).join('  '))?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${to}: ${newest ?? 'nothing'}`);
  return code;
}

export const challengeOf = (res: LightMyRequestResponse): OtpChallenge =>
  res.json<{ data: OtpChallenge }>().data;

/** Registers a player and verifies their phone through the API. */
export async function registerVerified(app: App, overrides: Record<string, unknown> = {}) {
  const player = await register(app, overrides);
  const sent = await post(app, '/api/user/phone/send-code', undefined, bearer(player.token));
  if (sent.statusCode !== 200) throw new Error(`send-code failed: ${sent.body}`);
  const code = await latestCode(app, player.body.phone);
  const verified = await post(
    app,
    '/api/user/phone/verify',
    { challengeId: challengeOf(sent).challengeId, code },
    bearer(player.token),
  );
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return player;
}
