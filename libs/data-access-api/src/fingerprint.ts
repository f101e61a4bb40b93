import { type CookieAccess, documentCookies } from './cookies';

export type { CookieAccess };
/** Spec §3 and §9: the device fingerprint lives in this cookie for a year. */
export const DEVICE_FINGERPRINT_COOKIE = 'device_fingerprint';
export const DEVICE_FINGERPRINT_MAX_AGE_SECONDS = 31_536_000;

/** The part of a FingerprintJS agent this module uses; tests hand in a fake one. */
export interface FingerprintAgent {
  get(): Promise<FingerprintAgentResult>;
}

export interface FingerprintAgentResult {
  readonly visitorId: string;
  readonly confidence: { readonly score: number };
  readonly components: Readonly<
    Record<string, { readonly value?: unknown; readonly error?: unknown } | undefined>
  >;
}

export interface FingerprintOptions {
  /** Loads the agent; by default the open-source FingerprintJS agent, fetched lazily, with no network calls. */
  loadAgent?: () => Promise<FingerprintAgent>;
  /** Defaults to `document.cookie`. */
  cookies?: CookieAccess;
  /** `undefined` detects `crypto.subtle`; `null` forces the non-cryptographic fallback hash. */
  subtle?: SubtleCrypto | null;
  /** Whether to mark the cookie `Secure`; defaults to "the page is served over https". */
  secure?: () => boolean;
  /** How long a request waits for the first fingerprint before it goes without one. */
  timeoutMs?: number;
}

interface FingerprintSettings {
  /** Unset: the open-source agent (fingerprint-build.ts). */
  loadAgent: (() => Promise<FingerprintAgent>) | undefined;
  cookies: CookieAccess;
  subtle: SubtleCrypto | null | undefined;
  secure: () => boolean;
  timeoutMs: number;
}

const HEX_FINGERPRINT = /^[0-9a-f]{32,128}$/i;

const DEFAULTS: FingerprintSettings = {
  loadAgent: undefined,
  cookies: documentCookies,
  subtle: undefined,
  secure: () => typeof location !== 'undefined' && location.protocol === 'https:',
  // As long as a request may take (client.ts): a sign-in sent without the fingerprint is refused
  // (DEVICE_FINGERPRINT_REQUIRED) and the page reloads, which starts the build over. A slow phone,
  // or a busy machine, can need more than 5 s for the agent's first build; a wait is better than a
  // reload that never gets there.
  timeoutMs: 15_000,
};

let settings: FingerprintSettings = DEFAULTS;
/** Kept for pages where cookies cannot be written: the fingerprint is built once per page load. */
let remembered: string | null = null;
let building: Promise<string | null> | null = null;
/** Bumped on (re)configuration so a build started under old settings cannot leak into the new ones. */
let generation = 0;

/** Overrides some settings (others keep their current value) and forgets the fingerprint built so far. */
export function configureFingerprint(options: FingerprintOptions): void {
  const next = { ...settings };
  for (const key of Object.keys(options) as (keyof FingerprintOptions)[]) {
    // An explicit `undefined` means "back to the default".
    Object.assign(next, { [key]: options[key] === undefined ? DEFAULTS[key] : options[key] });
  }
  settings = next;
  forget();
}

/** Back to the defaults with nothing remembered (tests). */
export function resetFingerprint(): void {
  settings = DEFAULTS;
  forget();
}

function forget(): void {
  remembered = null;
  building = null;
  generation++;
}

/**
 * The device fingerprint for request headers: the cookie's value when it holds one, otherwise built
 * once (concurrent callers share the build) and stored. Resolves `null` when it cannot be had; the
 * failure is logged and the caller goes on without it. Never rejects.
 */
export async function ensureFingerprint(): Promise<string | null> {
  const stored = readFingerprintCookie();
  if (stored) return stored;
  if (remembered) return remembered;
  if (!building) {
    const current = build();
    building = current;
    void current.finally(() => {
      if (building === current) building = null;
    });
  }
  return withTimeout(building, settings.timeoutMs);
}

/** The fingerprint if this device already has one (cookie or this page's build); never waits. */
export function knownFingerprint(): string | null {
  return readFingerprintCookie() ?? remembered;
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
let waitingForInteraction = false;

/**
 * Builds the fingerprint at the visitor's first tap, click or key press, not while the page is
 * loading: the agent costs around a second of main-thread work on a mid-range phone, and nothing a
 * visitor reads needs it. By the time a login or register form is sent, it is usually ready.
 */
export function buildFingerprintOnInteraction(): void {
  if (waitingForInteraction || typeof window === 'undefined' || knownFingerprint()) return;
  waitingForInteraction = true;
  const start = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    waitingForInteraction = false;
    void ensureFingerprint();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
}

function readFingerprintCookie(): string | null {
  let header: string;
  try {
    header = settings.cookies.read();
  } catch {
    // Reading document.cookie throws in sandboxed frames.
    return null;
  }
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_FINGERPRINT_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (HEX_FINGERPRINT.test(value)) return value;
  }
  return null;
}

function writeFingerprintCookie(hex: string): void {
  const secure = settings.secure() ? '; Secure' : '';
  try {
    settings.cookies.write(
      `${DEVICE_FINGERPRINT_COOKIE}=${hex}; Max-Age=${DEVICE_FINGERPRINT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`,
    );
  } catch {
    console.warn('[fingerprint] could not store the device fingerprint cookie');
  }
}

/**
 * Building it (the agent, what the fingerprint is made of, the hash) is a chunk of its own, loaded
 * with the agent at the first build: a page whose device already has the cookie never loads it.
 */
async function build(): Promise<string | null> {
  const { loadAgent, subtle } = settings;
  const startedIn = generation;
  try {
    const { buildFingerprint } = await import('./fingerprint-build');
    const hex = await buildFingerprint(loadAgent, subtle);
    if (startedIn !== generation) return hex;
    remembered = hex;
    writeFingerprintCookie(hex);
    return hex;
  } catch {
    // Never the value or the components: they identify the device.
    console.warn('[fingerprint] could not build the device fingerprint; requests go without it');
    return null;
  }
}

function withTimeout(pending: Promise<string | null>, ms: number): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.warn('[fingerprint] the device fingerprint is taking too long; this request goes without it');
      resolve(null);
    }, ms);
    void pending.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
