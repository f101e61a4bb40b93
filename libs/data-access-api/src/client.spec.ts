/** @jest-environment node */
// ky needs fetch/Request/Headers, which jsdom lacks: requests are tested in node against a real local server.
import { DEFAULT_SYSTEM_CONFIGURATIONS, DEVICE_FINGERPRINT_HEADER } from '@xc/api-contract';
import { configureApi, resetApiConfig } from './client';
import { getSystemConfigurations, refreshSession, verifyStream } from './endpoints';
import { type ApiError, GENERIC_ERROR_MESSAGE, isMaintenanceError, onApiError, serverMessageOr } from './errors';
import { configureFingerprint, DEVICE_FINGERPRINT_COOKIE, resetFingerprint } from './fingerprint';
import { request } from './request';
import { closedPortBaseUrl, type FakeApi, startFakeApi } from './test/fake-api-server';
import { fakeAgent, memoryCookies } from './test/fakes';

const ok = { status: 200, body: { data: DEFAULT_SYSTEM_CONFIGURATIONS } };
const cookieValue = (cookies: ReturnType<typeof memoryCookies>) =>
  cookies.read().match(new RegExp(`${DEVICE_FINGERPRINT_COOKIE}=([0-9a-f]+)`))?.[1];

let api: FakeApi;
let cookies: ReturnType<typeof memoryCookies>;
let agent: ReturnType<typeof fakeAgent>;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  api.reply(() => ok);
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  cookies = memoryCookies();
  agent = fakeAgent();
  configureFingerprint({ loadAgent: agent.loadAgent, cookies });
});

describe('device fingerprint header', () => {
  const send = () => request<{ data: unknown }>('post', 'auth/login', { json: {} });

  it('is awaited by requests that sign in or change something: built once, sent on each, then read from the cookie', async () => {
    const results = await Promise.all([send(), send(), send()]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(agent.loadAgent).toHaveBeenCalledTimes(1);
    expect(agent.get).toHaveBeenCalledTimes(1);

    const stored = cookieValue(cookies);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(api.requests.map((r) => r.headers[DEVICE_FINGERPRINT_HEADER])).toEqual([stored, stored, stored]);

    await getSystemConfigurations();
    expect(agent.get).toHaveBeenCalledTimes(1);
    expect(api.requests[3]?.headers[DEVICE_FINGERPRINT_HEADER]).toBe(stored);
  });

  it('is awaited by a logged-in player\'s reads', async () => {
    configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0, getToken: () => 'token-1' });
    await getSystemConfigurations();
    expect(agent.get).toHaveBeenCalledTimes(1);
    expect(api.requests[0]?.headers[DEVICE_FINGERPRINT_HEADER]).toBe(cookieValue(cookies));
    expect(api.requests[0]?.headers['authorization']).toBe('Bearer token-1');
  });

  it('does not hold a visitor\'s reads back: they go without it until it exists', async () => {
    expect(await getSystemConfigurations()).toEqual({ ok: true, data: DEFAULT_SYSTEM_CONFIGURATIONS });
    expect(agent.loadAgent).not.toHaveBeenCalled();
    expect(api.requests[0]?.headers).not.toHaveProperty(DEVICE_FINGERPRINT_HEADER);

    await send();
    await getSystemConfigurations();
    expect(api.requests[2]?.headers[DEVICE_FINGERPRINT_HEADER]).toBe(cookieValue(cookies));
  });

  it('treats a visitor\'s stream verification (a POST that changes nothing) as a read; a player\'s waits', async () => {
    api.reply(() => ({ status: 200, body: { data: { token: 't', url: '/api/stream/clip/s.mp4', expiresInSeconds: 60 } } }));
    const ask = () => verifyStream({ groupId: 'g', streamId: 's', site: 'xc05' });
    await ask();
    expect(agent.loadAgent).not.toHaveBeenCalled();
    expect(api.requests[0]?.method).toBe('POST');
    expect(api.requests[0]?.headers).not.toHaveProperty(DEVICE_FINGERPRINT_HEADER);

    configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0, getToken: () => 'token-1' });
    await ask();
    expect(agent.get).toHaveBeenCalledTimes(1);
    expect(api.requests[1]?.headers[DEVICE_FINGERPRINT_HEADER]).toBe(cookieValue(cookies));
  });

  it('uses a fingerprint already in the cookie without loading the agent', async () => {
    const existing = 'ab'.repeat(32);
    configureFingerprint({ cookies: memoryCookies({ [DEVICE_FINGERPRINT_COOKIE]: existing }) });
    await getSystemConfigurations();
    expect(agent.loadAgent).not.toHaveBeenCalled();
    expect(api.requests[0]?.headers[DEVICE_FINGERPRINT_HEADER]).toBe(existing);
  });

  it('still sends the request, without the header, when the fingerprint cannot be built', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureFingerprint({ loadAgent: () => Promise.reject(new Error('chunk failed to load')) });

    const result = await send();

    expect(result.ok).toBe(true);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.headers).not.toHaveProperty(DEVICE_FINGERPRINT_HEADER);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(cookies.written).toEqual([]);
    warn.mockRestore();
  });
});

describe('authorization header', () => {
  it('is sent only while the token getter returns a token', async () => {
    let token: string | null = null;
    configureApi({ getToken: () => token });
    await getSystemConfigurations();
    token = 'session-token-1';
    await getSystemConfigurations();
    configureApi({ getToken: undefined });
    await getSystemConfigurations();

    expect(api.requests.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer session-token-1', undefined]);
  });

  it('waits while the refresh rotates the token, then carries the new one (the server refuses the old)', async () => {
    let token = 'old-token';
    configureApi({ getToken: () => token });
    api.reply((r) =>
      r.url.includes('auth/refresh')
        ? { status: 200, body: { data: { token: 'new-token', user: {} } }, delayMs: 150 }
        : ok,
    );
    const refreshing = refreshSession().then((result) => {
      // What the session refresh does with the answer: store the new token.
      token = 'new-token';
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await getSystemConfigurations();
    await refreshing;

    expect(api.requests.map((r) => [r.url.replace(/\?.*/, ''), r.headers.authorization])).toEqual([
      ['/api/auth/refresh', 'Bearer old-token'],
      ['/api/system/configurations', 'Bearer new-token'],
    ]);
  });
});

describe('error normalisation', () => {
  const failWith = async (reply: Parameters<FakeApi['reply']>[0]): Promise<ApiError> => {
    api.reply(reply);
    const result = await getSystemConfigurations();
    if (result.ok) throw new Error('expected a failure');
    return result.error;
  };

  it('turns 503 MAINTENANCE_MODE into a maintenance error and publishes it', async () => {
    const seen: ApiError[] = [];
    const gone: ApiError[] = [];
    const unsubscribe = onApiError((error) => seen.push(error));
    onApiError((error) => gone.push(error))();

    const error = await failWith(() => ({
      status: 503,
      body: { statusCode: 503, code: 'MAINTENANCE_MODE', message: 'Hệ thống đang bảo trì. Vui lòng thử lại sau!' },
    }));
    unsubscribe();

    expect(error).toEqual({ status: 503, code: 'MAINTENANCE_MODE', message: 'Hệ thống đang bảo trì. Vui lòng thử lại sau!' });
    expect(isMaintenanceError(error)).toBe(true);
    expect(seen).toEqual([error]);
    expect(gone).toEqual([]);
  });

  it('does not call another 503 maintenance', async () => {
    const error = await failWith(() => ({ status: 503, body: { statusCode: 503, code: 'OVERLOADED', message: 'Bận' } }));
    expect(isMaintenanceError(error)).toBe(false);
  });

  it('keeps the code and message of a 500 error body', async () => {
    const error = await failWith(() => ({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Đã có lỗi xảy ra vui lòng thử lại sau' },
    }));
    expect(error).toEqual({ status: 500, code: 'INTERNAL_ERROR', message: 'Đã có lỗi xảy ra vui lòng thử lại sau' });
  });

  it('gives HTTP_<status> and the generic message for a non-JSON error body', async () => {
    const error = await failWith(() => ({ status: 502, body: '<html>Bad Gateway</html>' }));
    expect(error).toEqual({ status: 502, code: 'HTTP_502', message: GENERIC_ERROR_MESSAGE });
  });

  it('reads the message of nested upstream error shapes', async () => {
    expect(await failWith(() => ({ status: 400, body: { error: { message: 'Thiếu tham số' } } }))).toEqual({
      status: 400,
      code: 'HTTP_400',
      message: 'Thiếu tham số',
    });
    expect(
      await failWith(() => ({ status: 400, body: { originalError: { message: 'Sai nhà cung cấp' }, code: 'GAME_LINK' } })),
    ).toEqual({ status: 400, code: 'GAME_LINK', message: 'Sai nhà cung cấp' });
  });

  it("serverMessageOr: a refusal's own message, nested ones included; otherwise the fallback", async () => {
    const fallback = 'Đăng ký không thành công';
    const nested = await failWith(() => ({ status: 400, body: { error: { message: 'Thiếu tham số' } } }));
    expect(serverMessageOr(nested, fallback)).toBe('Thiếu tham số');
    const contract = await failWith(() => ({
      status: 409,
      body: { statusCode: 409, code: 'USERNAME_TAKEN', message: 'Tên đăng nhập đã tồn tại' },
    }));
    expect(serverMessageOr(contract, fallback)).toBe('Tên đăng nhập đã tồn tại');
    const noMessage = await failWith(() => ({ status: 400, body: '' }));
    expect(serverMessageOr(noMessage, fallback)).toBe(fallback);
    const serverError = await failWith(() => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } }));
    expect(serverMessageOr(serverError, fallback)).toBe(fallback);
    const network = { status: 0, code: 'NETWORK_ERROR', message: GENERIC_ERROR_MESSAGE };
    expect(serverMessageOr(network, fallback)).toBe(fallback);
  });

  it('reports a refused connection as NETWORK_ERROR and publishes it', async () => {
    const seen: ApiError[] = [];
    const unsubscribe = onApiError((error) => seen.push(error));
    configureApi({ baseUrl: await closedPortBaseUrl() });

    const result = await getSystemConfigurations();
    unsubscribe();

    expect(result).toEqual({ ok: false, error: { status: 0, code: 'NETWORK_ERROR', message: GENERIC_ERROR_MESSAGE } });
    expect(seen).toHaveLength(1);
  });

  it('reports a slow answer as TIMEOUT', async () => {
    configureApi({ timeoutMs: 100 });
    const error = await failWith(() => ({ ...ok, delayMs: 2_000 }));
    expect(error).toEqual({ status: 0, code: 'TIMEOUT', message: GENERIC_ERROR_MESSAGE });
  });

  it('reports a body that is not JSON, or not an object, as INVALID_RESPONSE (a proxy page, not our API)', async () => {
    const html = await failWith(() => ({ status: 200, body: '<!doctype html><title>SPA</title>' }));
    expect(html).toEqual({ status: 200, code: 'INVALID_RESPONSE', message: GENERIC_ERROR_MESSAGE });
    for (const body of ['null', '"ok"', '[1,2]', '42']) {
      const error = await failWith(() => ({ status: 200, body, headers: { 'content-type': 'application/json' } }));
      expect([body, error.code]).toEqual([body, 'INVALID_RESPONSE']);
    }
  });

  it('types the body rather than parsing it: the API checked it against the contract before sending', async () => {
    api.reply(() => ({ status: 200, body: { data: { shown: 'as sent' } } }));
    expect(await request<{ data: { shown: string } }>('get', 'thing')).toEqual({
      ok: true,
      data: { data: { shown: 'as sent' } },
    });
  });

  it('reports a call the caller aborted as ABORTED', async () => {
    const controller = new AbortController();
    api.reply(() => ({ ...ok, delayMs: 2_000 }));
    const pending = getSystemConfigurations({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ ok: false, error: { status: 0, code: 'ABORTED', message: GENERIC_ERROR_MESSAGE } });
  });

  it('survives a listener that throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unsubscribe = onApiError(() => {
      throw new Error('listener bug');
    });
    const error = await failWith(() => ({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy' } }));
    unsubscribe();
    expect(error.code).toBe('NOT_FOUND');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('retries', () => {
  it('retries an idempotent call after a 502 but never a POST', async () => {
    configureApi({ retries: 1 });
    let calls = 0;
    api.reply(() => (++calls === 1 ? { status: 502, body: 'Bad Gateway' } : { status: 200, body: { data: 1 } }));
    expect(await request<{ data: number }>('get', 'thing')).toEqual({ ok: true, data: { data: 1 } });
    expect(api.requests.map((r) => r.method)).toEqual(['GET', 'GET']);

    api.requests.length = 0;
    calls = 0;
    const posted = await request<unknown>('post', 'auth/login', { json: { username: 'player1' } });
    expect(posted.ok).toBe(false);
    expect(api.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/auth/login', '{"username":"player1"}'],
    ]);
  });

  it('retries a read after a network error, then reports NETWORK_ERROR; the caller may abort while it waits', async () => {
    let attempts = 0;
    const counting: typeof fetch = (input, init) => {
      attempts += 1;
      return globalThis.fetch(input, init);
    };
    configureApi({ baseUrl: await closedPortBaseUrl(), fetch: counting, retries: 2 });
    const failed = await request<unknown>('get', 'thing');
    expect([attempts, !failed.ok && failed.error.code]).toEqual([3, 'NETWORK_ERROR']);

    attempts = 0;
    const controller = new AbortController();
    const pending = request<unknown>('get', 'thing', { signal: controller.signal });
    setTimeout(() => controller.abort(), 100); // during the 0.3 s pause before the first retry
    const aborted = await pending;
    expect([attempts, !aborted.ok && aborted.error.code]).toEqual([1, 'ABORTED']);
  });

  it('does not retry a 503', async () => {
    configureApi({ retries: 2 });
    api.reply(() => ({ status: 503, body: { statusCode: 503, code: 'MAINTENANCE_MODE', message: 'Bảo trì' } }));
    await getSystemConfigurations();
    expect(api.requests).toHaveLength(1);
  });
});
