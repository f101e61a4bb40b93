import type { FingerprintAgent, FingerprintAgentResult } from './fingerprint';

/** The device fingerprint made from a fresh agent result, as lower-case hex (fingerprint.ts caches it). */
export async function buildFingerprint(
  loadAgent: (() => Promise<FingerprintAgent>) | undefined,
  subtle: SubtleCrypto | null | undefined,
): Promise<string> {
  const agent = await (loadAgent ?? loadOpenSourceAgent)();
  const result = await agent.get();
  return hashToHex(serialiseFingerprintInput(fingerprintInput(result)), subtle);
}

async function loadOpenSourceAgent(): Promise<FingerprintAgent> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  // Without `monitoring: false` the agent reports installation statistics to FingerprintJS servers.
  return load({ monitoring: false });
}

const componentValue = (component: { readonly value?: unknown } | undefined): unknown =>
  component && 'value' in component ? component.value : null;

/** What the fingerprint is made of (spec §7): agent result plus a few screen and CPU traits. */
export function fingerprintInput(result: FingerprintAgentResult): Record<string, unknown> {
  const screenInfo = typeof screen === 'undefined' ? undefined : screen;
  const hardwareConcurrency = typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency;
  return {
    visitorId: result.visitorId,
    confidence: result.confidence.score,
    screen: screenInfo ? `${screenInfo.width}x${screenInfo.height}` : null,
    colorDepth: screenInfo?.colorDepth ?? null,
    hardwareConcurrency: hardwareConcurrency ?? null,
    canvas: componentValue(result.components['canvas']),
    webgl: {
      basics: componentValue(result.components['webGlBasics']),
      extensions: componentValue(result.components['webGlExtensions']),
    },
  };
}

/** JSON with object keys sorted at every level, so equal inputs always give equal text. */
export function serialiseFingerprintInput(input: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .sort()
          .map((key) => [key, canonical(record[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(input)) ?? 'null';
}

/** SHA-256 as lower-case hex when SubtleCrypto is there (secure contexts); else {@link fallbackHash}. */
export async function hashToHex(input: string, subtle?: SubtleCrypto | null): Promise<string> {
  const crypto = subtle === undefined ? globalThis.crypto?.subtle : subtle;
  if (crypto) {
    try {
      const digest = await crypto.digest('SHA-256', new TextEncoder().encode(input));
      return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    } catch {
      // Some embedded browsers expose subtle but refuse to digest; the fallback still identifies the device.
    }
  }
  return fallbackHash(input);
}

const LANES: readonly (readonly [seed: number, prime: number])[] = [
  [0x811c9dc5, 0x01000193],
  [0x050c5d1f, 0x5bd1e995],
  [0x9e3779b9, 0x85ebca6b],
  [0x27d4eb2f, 0xc2b2ae35],
];

/**
 * Not cryptographic: four FNV-1a style lanes (own seed and odd multiplier each), each finished with
 * MurmurHash3's fmix32 avalanche, giving 32 lower-case hex characters. Only for insecure contexts.
 */
export function fallbackHash(input: string): string {
  return LANES.map(([seed, prime]) => {
    let h = seed;
    for (let i = 0; i < input.length; i++) {
      h ^= input.charCodeAt(i);
      h = Math.imul(h, prime);
    }
    h ^= input.length;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return (h >>> 0).toString(16).padStart(8, '0');
  }).join('');
}
