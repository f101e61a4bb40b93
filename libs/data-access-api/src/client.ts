import { ACCOUNT_PATHS, DEVICE_FINGERPRINT_HEADER } from '@xc/api-contract';
import ky, { type KyInstance } from 'ky';
import { buildFingerprintOnInteraction, ensureFingerprint, knownFingerprint } from './fingerprint';
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
let instance: KyInstance | null = null;

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
  instance = null;
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  config = DEFAULTS;
  instance = null;
}

/** An absolute base stays; a relative one (the default `/api`) resolves against the page origin. */
export function resolveBaseUrl(baseUrl: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(baseUrl);
  if (absolute || typeof location === 'undefined') return baseUrl;
  return new URL(baseUrl, location.origin).href;
}

/** The one ky instance every endpoint goes through (built on first use, rebuilt after configureApi). */
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

/** ky `context` key: the call changes nothing (see the fingerprint rule in `apiClient`). */
export const READ_ONLY = 'xcReadOnly';

export function apiClient(): KyInstance {
  instance ??= ky.create({
    prefixUrl: resolveBaseUrl(config.baseUrl),
    fetch: config.fetch,
    headers: { accept: 'application/json' },
    timeout: config.timeoutMs,
    retry: {
      limit: config.retries,
      // Never POST or PATCH: a retried login, deposit or claim could happen twice.
      methods: ['get', 'head', 'put', 'delete', 'options'],
      // Not 500 (a bug does not heal) nor 503 (maintenance must show at once).
      statusCodes: [408, 502, 504],
    },
    hooks: {
      beforeRequest: [
        async (request, options) => {
          const rotating = rotation;
          if (rotating && !new URL(request.url).pathname.endsWith(ACCOUNT_PATHS.refresh)) {
            await rotating.catch(() => undefined);
          }
          const token = config.getToken?.();
          // Spec §7: requests carry the device fingerprint. A visitor's reads (catalogue, jackpots,
          // settings) do not wait for its first build, which would hold the page's content back by
          // the agent's second of work; everything that signs in, changes something or carries a
          // session waits for it. A POST that only asks (the stream verification of a live tile,
          // `readOnly: true`) is a read too: a visitor opening the live casino would otherwise build it
          // at once, one per lobby visit.
          const reads =
            request.method === 'GET' || request.method === 'HEAD' || options.context[READ_ONLY] === true;
          const anonymousRead = !token && reads;
          const fingerprint = anonymousRead ? knownFingerprint() : await ensureFingerprint();
          if (fingerprint) request.headers.set(DEVICE_FINGERPRINT_HEADER, fingerprint);
          else if (anonymousRead) buildFingerprintOnInteraction();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });
  return instance;
}

/** The absolute URL of an API path (`user/events`), for what cannot go through ky (an EventSource). */
export function apiUrl(path: string): string {
  return `${resolveBaseUrl(config.baseUrl).replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
