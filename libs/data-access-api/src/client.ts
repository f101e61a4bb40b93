import { ACCOUNT_PATHS, DEVICE_FINGERPRINT_HEADER } from '@xc/api-contract';
import { buildFingerprintOnInteraction, ensureFingerprint, knownFingerprint } from './fingerprint';
import { takeFirstRead } from './first-read';
import { readStoredSession } from './session';

export interface ApiConfig {
  /** Where `/api` lives: relative paths resolve against the page origin. */
  baseUrl: string;
  /** The session token for `Authorization: Bearer …`, or nothing for a visitor. */
  getToken: (() => string | null | undefined) | undefined;
  /** A fetch implementation; the global one when absent. */
  fetch: typeof fetch | undefined;
  timeoutMs: number;
  /** How many times an idempotent call is retried after a network error or a 408/502/504. */
  retries: number;
}

export type ApiConfigOptions = Partial<ApiConfig>;

const DEFAULTS: ApiConfig = {
  baseUrl: '/api',
  // Read from storage on every call: right from the first request of a page, and in step with other tabs.
  getToken: () => readStoredSession()?.token,
  fetch: undefined,
  timeoutMs: 15_000,
  retries: 2,
};

let config: ApiConfig = DEFAULTS;

/**
 * Sets some options (the others keep their current value; an explicit `undefined` restores the
 * default), so the app can set the base URL and the auth feature the token getter independently.
 */
export function configureApi(options: ApiConfigOptions): void {
  const next = { ...config };
  for (const key of Object.keys(options) as (keyof ApiConfig)[]) {
    Object.assign(next, { [key]: options[key] === undefined ? DEFAULTS[key] : options[key] });
  }
  config = next;
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  config = DEFAULTS;
}

/** An absolute base stays; a relative one (the default `/api`) resolves against the page origin. */
export function resolveBaseUrl(baseUrl: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(baseUrl);
  if (absolute || typeof location === 'undefined') return baseUrl;
  return new URL(baseUrl, location.origin).href;
}

let rotation: Promise<unknown> | null = null;

/**
 * Marks `call` as rotating the session token (the refresh): requests that start meanwhile wait for
 * it and then carry the new token, since the server refuses the old one once it has rotated. Callers
 * that store the new token on the answer (`await call`) run before the waiting requests read it.
 */
export function rotatingToken<T>(call: Promise<T>): Promise<T> {
  rotation = call;
  const done = () => {
    if (rotation === call) rotation = null;
  };
  call.then(done, done);
  return call;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface SendOptions {
  method: HttpMethod;
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A POST that changes nothing: a visitor's call does not wait for the device fingerprint. */
  readOnly?: boolean;
}

/** The API answered, with a status outside 2xx (after any retries). */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** No answer within `timeoutMs`. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
}

// Never POST or PATCH: a retried login, deposit or claim could happen twice.
const RETRIED_METHODS = new Set<HttpMethod>(['get', 'put', 'delete']);
// Not 500 (a bug does not heal) nor 503 (maintenance must show at once).
const RETRIED_STATUSES = new Set([408, 502, 504]);
/** Before retry n (1, 2, …): 0.3 s, 0.6 s, 1.2 s, … */
const retryDelayMs = (retry: number) => 300 * 2 ** (retry - 1);

/** Spec §7: what every call carries (fingerprint, session), once the token rotation it may wait for is done. */
async function headersFor(path: string, options: SendOptions): Promise<Headers> {
  const headers = new Headers({ accept: 'application/json', ...options.headers });
  if (options.json !== undefined) headers.set('content-type', 'application/json');
  const rotating = rotation;
  if (rotating && !`/api/${path}`.endsWith(ACCOUNT_PATHS.refresh)) await rotating.catch(() => undefined);
  const token = config.getToken?.();
  // A visitor's reads (catalogue, jackpots, settings) do not wait for the fingerprint's first build,
  // which would hold the page's content back by the agent's second of work; everything that signs
  // in, changes something or carries a session waits for it. A POST that only asks (the stream
  // verification of a live tile, `readOnly: true`) is a read too: a visitor opening the live casino
  // would otherwise build it at once, one per lobby visit.
  const anonymousRead = !token && (options.method === 'get' || options.readOnly === true);
  const fingerprint = anonymousRead ? knownFingerprint() : await ensureFingerprint();
  if (fingerprint) headers.set(DEVICE_FINGERPRINT_HEADER, fingerprint);
  else if (anonymousRead) buildFingerprintOnInteraction();
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

/** One attempt, aborted after `timeoutMs` (RequestTimeoutError) or when the caller's signal aborts. */
async function attempt(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener('abort', forward, { once: true });
  try {
    return await (config.fetch ?? globalThis.fetch)(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw timedOut ? new RequestTimeoutError(`No answer within ${config.timeoutMs} ms`) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** Waits before a retry; the caller's abort ends the wait (and the call) at once. */
const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const aborted = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal?.aborted) return aborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', done);
      resolve();
    }, ms);
    const done = () => {
      clearTimeout(timer);
      aborted();
    };
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * The one way to call the API (`path` relative to its base: `game/list`): headers, a timeout per
 * attempt, and retries of idempotent calls after a network error or a 408/502/504 (`retries`).
 * Resolves with a 2xx answer; throws HttpStatusError, RequestTimeoutError, or what fetch threw
 * (AbortError, TypeError for the network).
 */
export async function send(path: string, options: SendOptions): Promise<Response> {
  const url = new URL(apiUrl(path));
  for (const [key, value] of Object.entries(options.searchParams ?? {}))
    url.searchParams.set(key, String(value));
  // A visitor's read that the page came with (a lobby's first games): no round trip.
  if (options.method === 'get' && !config.getToken?.()) {
    const firstRead = takeFirstRead(url);
    if (firstRead) return firstRead;
  }
  const retries = RETRIED_METHODS.has(options.method) ? config.retries : 0;
  for (let retry = 0; ; retry++) {
    if (retry > 0) await pause(retryDelayMs(retry), options.signal);
    const init: RequestInit = {
      method: options.method.toUpperCase(),
      headers: await headersFor(path, options),
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    };
    let response: Response;
    try {
      response = await attempt(url.href, init, options.signal);
    } catch (error) {
      const network = (error as { name?: unknown }).name === 'TypeError';
      if (network && retry < retries) continue;
      throw error;
    }
    if (response.ok) return response;
    if (RETRIED_STATUSES.has(response.status) && retry < retries) continue;
    throw new HttpStatusError(response);
  }
}

/** The absolute URL of an API path (`user/events`): for `send`, and for an EventSource. */
export function apiUrl(path: string): string {
  return `${resolveBaseUrl(config.baseUrl).replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
