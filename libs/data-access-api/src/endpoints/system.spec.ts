/** @jest-environment node */
import { DEFAULT_SYSTEM_CONFIGURATIONS } from '@xc/api-contract';
import { configureApi, resetApiConfig } from '../client';
import { configureFingerprint, resetFingerprint } from '../fingerprint';
import { type FakeApi, startFakeApi } from '../test/fake-api-server';
import { fakeAgent, memoryCookies } from '../test/fakes';
import { getSystemConfigurations } from './system';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent().loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());

describe('getSystemConfigurations', () => {
  it('GETs /api/system/configurations and returns the configuration in data', async () => {
    const configuration = {
      ...DEFAULT_SYSTEM_CONFIGURATIONS,
      MISSION_REQUIRE_FIRST_DEPOSIT: false,
      REFRESH_INTERVAL: 60,
    };
    api.reply(() => ({ status: 200, body: { data: configuration } }));

    await expect(getSystemConfigurations()).resolves.toEqual({ ok: true, data: configuration });
    expect(api.requests.map((r) => [r.method, r.url])).toEqual([['GET', '/api/system/configurations']]);
    expect(api.requests[0]?.headers.accept).toBe('application/json');
  });
});

describe('loadSystemConfigurations', () => {
  it('falls back to the defaults, both mission flags on, when the call fails', async () => {
    const { loadSystemConfigurations } = await import('../system-configurations');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.reply(() => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }));
    await expect(loadSystemConfigurations()).resolves.toEqual(DEFAULT_SYSTEM_CONFIGURATIONS);
    api.reply(() => ({
      status: 200,
      body: { data: { ...DEFAULT_SYSTEM_CONFIGURATIONS, REFRESH_INTERVAL: 42 } },
    }));
    await expect(loadSystemConfigurations()).resolves.toMatchObject({ REFRESH_INTERVAL: 42 });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
