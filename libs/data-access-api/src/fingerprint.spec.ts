import { createHash, webcrypto } from 'node:crypto';
import {
  buildFingerprintOnInteraction,
  configureFingerprint,
  DEVICE_FINGERPRINT_COOKIE,
  ensureFingerprint,
  knownFingerprint,
  resetFingerprint,
} from './fingerprint';
import { fallbackHash, fingerprintInput, hashToHex, serialiseFingerprintInput } from './fingerprint-build';
import { fakeAgent, fakeAgentResult, memoryCookies } from './test/fakes';

// jsdom has no SubtleCrypto; Node's stands in for a secure context's.
const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cookieInDocument = () =>
  document.cookie.match(new RegExp(`(?:^|; )${DEVICE_FINGERPRINT_COOKIE}=([^;]*)`))?.[1];

let warn: jest.SpyInstance;

beforeEach(() => {
  document.cookie = `${DEVICE_FINGERPRINT_COOKIE}=; Max-Age=0; Path=/`;
  resetFingerprint();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('ensureFingerprint in the browser', () => {
  it('hashes the agent result and device traits with SHA-256 and stores the cookie', async () => {
    const { loadAgent } = fakeAgent();
    configureFingerprint({ loadAgent, subtle });

    const hex = await ensureFingerprint();

    const input = fingerprintInput(fakeAgentResult());
    expect(input).toEqual({
      visitorId: 'visitor-1',
      confidence: 0.6,
      screen: `${screen.width}x${screen.height}`,
      colorDepth: screen.colorDepth,
      hardwareConcurrency: navigator.hardwareConcurrency,
      canvas: { winding: true, geometry: 'data:geometry', text: 'data:text' },
      webgl: { basics: { vendor: 'WebKit', renderer: 'WebKit WebGL', version: 'WebGL 1.0' }, extensions: null },
    });
    expect(hex).toBe(sha256(serialiseFingerprintInput(input)));
    expect(cookieInDocument()).toBe(hex);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the non-cryptographic hash when SubtleCrypto is missing (as in jsdom)', async () => {
    configureFingerprint({ loadAgent: fakeAgent().loadAgent });
    const hex = await ensureFingerprint();
    expect(hex).toBe(fallbackHash(serialiseFingerprintInput(fingerprintInput(fakeAgentResult()))));
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(cookieInDocument()).toBe(hex);
  });

  it('reuses the cookie on a later page load without loading the agent', async () => {
    const first = fakeAgent();
    configureFingerprint({ loadAgent: first.loadAgent, subtle });
    const hex = await ensureFingerprint();

    const second = fakeAgent(fakeAgentResult('someone-else'));
    configureFingerprint({ loadAgent: second.loadAgent }); // forgets everything but the cookie
    expect(await ensureFingerprint()).toBe(hex);
    expect(second.loadAgent).not.toHaveBeenCalled();
  });

  it('replaces a cookie that does not hold a hex fingerprint', async () => {
    document.cookie = `${DEVICE_FINGERPRINT_COOKIE}=not-a-fingerprint; Path=/`;
    const { loadAgent } = fakeAgent();
    configureFingerprint({ loadAgent, subtle });
    const hex = await ensureFingerprint();
    expect(loadAgent).toHaveBeenCalledTimes(1);
    expect(cookieInDocument()).toBe(hex);
  });

  it('shares one build between concurrent callers', async () => {
    const { loadAgent, get } = fakeAgent();
    configureFingerprint({ loadAgent, subtle });
    const values = await Promise.all([ensureFingerprint(), ensureFingerprint(), ensureFingerprint()]);
    expect(new Set(values).size).toBe(1);
    expect(loadAgent).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('building at the first interaction', () => {
  it('waits for a tap or key press, then builds once and stores the cookie', async () => {
    const agent = fakeAgent(fakeAgentResult(), 0);
    configureFingerprint({ loadAgent: agent.loadAgent, subtle });

    buildFingerprintOnInteraction();
    buildFingerprintOnInteraction();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(agent.loadAgent).not.toHaveBeenCalled();
    expect(knownFingerprint()).toBeNull();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('pointerdown'));
    await waitForCookie();
    expect(agent.loadAgent).toHaveBeenCalledTimes(1);
    expect(knownFingerprint()).toBe(cookieInDocument());
  });
});

async function waitForCookie(): Promise<void> {
  for (let i = 0; i < 50 && !cookieInDocument(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the cookie', () => {
  it('lasts a year on the whole site, SameSite=Lax, and is Secure on https', async () => {
    const plain = memoryCookies();
    configureFingerprint({ loadAgent: fakeAgent().loadAgent, cookies: plain, subtle, secure: () => false });
    const hex = await ensureFingerprint();
    expect(plain.written).toEqual([`device_fingerprint=${hex}; Max-Age=31536000; Path=/; SameSite=Lax`]);

    const secure = memoryCookies();
    configureFingerprint({ cookies: secure, secure: () => true });
    await ensureFingerprint();
    expect(secure.written).toEqual([`device_fingerprint=${hex}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`]);
  });

  it('keeps the fingerprint for the page when cookies cannot be written', async () => {
    const { loadAgent, get } = fakeAgent();
    const blocked = {
      read: () => '',
      write: () => {
        throw new Error('blocked');
      },
    };
    configureFingerprint({ loadAgent, cookies: blocked, subtle });
    const first = await ensureFingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await ensureFingerprint()).toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('logs without the value, resolves null, and tries again on the next call', async () => {
    const get = jest.fn().mockRejectedValueOnce(new Error('canvas exploded')).mockResolvedValue(fakeAgentResult());
    configureFingerprint({ loadAgent: async () => ({ get }), subtle });

    expect(await ensureFingerprint()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/could not build the device fingerprint/);
    expect(cookieInDocument()).toBeUndefined();

    const hex = await ensureFingerprint();
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(hex);
  });

  it('gives up waiting after the time-out but stores the fingerprint once the agent answers', async () => {
    const { loadAgent } = fakeAgent(fakeAgentResult(), 200);
    configureFingerprint({ loadAgent, subtle, timeoutMs: 20 });

    expect(await ensureFingerprint()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cookieInDocument()).toMatch(/^[0-9a-f]{64}$/);
    expect(loadAgent).toHaveBeenCalledTimes(1);
  });
});

describe('serialisation and hashing', () => {
  it('serialises with sorted keys at every level', () => {
    expect(serialiseFingerprintInput({ b: 1, a: { d: [{ y: 1, x: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"x":2,"y":1}]},"b":1}',
    );
    const reordered = { ...fakeAgentResult(), components: { ...fakeAgentResult().components } };
    reordered.components = Object.fromEntries(Object.entries(reordered.components).reverse());
    expect(serialiseFingerprintInput(fingerprintInput(reordered))).toBe(
      serialiseFingerprintInput(fingerprintInput(fakeAgentResult())),
    );
  });

  it('uses SHA-256 when SubtleCrypto is available', async () => {
    expect(await hashToHex('abc', subtle)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('has a stable 32-hex fallback, also used when digest fails', async () => {
    const failing = { digest: () => Promise.reject(new Error('NotSupportedError')) } as unknown as SubtleCrypto;
    expect(fallbackHash('abc')).toBe('a0d714fe2dca2a15984e07bc2b2062ed');
    expect(await hashToHex('abc', null)).toBe(fallbackHash('abc'));
    expect(await hashToHex('abc', failing)).toBe(fallbackHash('abc'));
    expect(fallbackHash('abd')).not.toBe(fallbackHash('abc'));
    expect(fallbackHash('')).toMatch(/^[0-9a-f]{32}$/);
    expect(fallbackHash('Tiếng Việt 🎰')).toMatch(/^[0-9a-f]{32}$/);
  });
});
