import { configureFingerprint, ensureFingerprint, resetFingerprint } from './fingerprint';

/** jsdom has no MessageChannel, which the agent uses only to yield to the event loop. */
class YieldingChannel {
  readonly port1: { onmessage: (() => void) | null } = { onmessage: null };
  readonly port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}

// The real open-source agent, loaded by the default loader, in jsdom.
describe('default FingerprintJS loader', () => {
  beforeAll(() => {
    Object.assign(globalThis, { MessageChannel: YieldingChannel });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'MessageChannel');
  });
  afterEach(() => jest.restoreAllMocks());

  it('builds a fingerprint without any network request, even when monitoring would be sampled', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // the agent's monitoring samples 1 in 1000 loads
    const open = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom reports "canvas not implemented" as the agent probes canvas and WebGL; those components just error.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    resetFingerprint();
    configureFingerprint({ subtle: null });

    const hex = await ensureFingerprint();

    expect(warn).not.toHaveBeenCalled();
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(open).not.toHaveBeenCalled();
  });
});
