import type { CookieAccess, FingerprintAgent, FingerprintAgentResult } from '../fingerprint';

/** A FingerprintJS-shaped result with the components the fingerprint reads. */
export const fakeAgentResult = (visitorId = 'visitor-1'): FingerprintAgentResult => ({
  visitorId,
  confidence: { score: 0.6 },
  components: {
    canvas: { value: { winding: true, geometry: 'data:geometry', text: 'data:text' } },
    webGlBasics: { value: { vendor: 'WebKit', renderer: 'WebKit WebGL', version: 'WebGL 1.0' } },
    webGlExtensions: { error: new Error('no webgl') },
    fonts: { value: ['Arial'] },
  },
});

/** An agent loader whose agent counts its calls; `delayMs` keeps the build in flight for a while. */
export function fakeAgent(result: FingerprintAgentResult = fakeAgentResult(), delayMs = 20) {
  const get = jest.fn(
    () => new Promise<FingerprintAgentResult>((resolve) => setTimeout(() => resolve(result), delayMs)),
  );
  const agent: FingerprintAgent = { get };
  const loadAgent = jest.fn(async () => agent);
  return { loadAgent, get };
}

/** A minimal `document.cookie` stand-in for the node test environment; keeps every written string. */
export function memoryCookies(initial: Record<string, string> = {}): CookieAccess & { written: string[] } {
  const jar = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    written,
    read: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    write(cookie) {
      written.push(cookie);
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    },
  };
}
