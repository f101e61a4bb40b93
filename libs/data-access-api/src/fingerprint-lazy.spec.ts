let mockAgentModuleEvaluations = 0;
jest.mock('@fingerprintjs/fingerprintjs', () => {
  mockAgentModuleEvaluations++;
  return {
    load: jest.fn(async () => ({
      get: async () => ({ visitorId: 'v', confidence: { score: 1 }, components: {} }),
    })),
  };
});

describe('loading the FingerprintJS agent', () => {
  it('happens only when a fingerprint is first needed, with monitoring off', async () => {
    const api = await import('./index');
    expect(mockAgentModuleEvaluations).toBe(0);

    api.configureFingerprint({ subtle: null });
    expect(await api.ensureFingerprint()).toMatch(/^[0-9a-f]{32}$/);

    const { load } = jest.requireMock<{ load: jest.Mock }>('@fingerprintjs/fingerprintjs');
    expect(mockAgentModuleEvaluations).toBe(1);
    expect(load).toHaveBeenCalledWith({ monitoring: false });
  });
});
