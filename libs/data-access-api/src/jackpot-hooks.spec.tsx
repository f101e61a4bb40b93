import { act, renderHook, waitFor } from '@testing-library/react';
import { JACKPOT_MESSAGES } from '@xc/api-contract';
import { configureApi, resetApiConfig } from './client';
import { configureFingerprint, resetFingerprint } from './fingerprint';
import { useJackpots } from './jackpot-hooks';
import { observeBigJackpot, resetQueryClient } from './query-client';
import { type FakeApi, type FakeReply, startFakeApi } from './test/fake-api-server';
import { fakeAgent, memoryCookies } from './test/fakes';
import { testBigJackpot as big } from './test/fixtures';

let api: FakeApi;
let table: Record<string, () => FakeReply> = {};
beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => table[new URL(request.url, 'http://x').pathname]?.() ?? { status: 404, body: '' });
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  resetQueryClient();
});
const paths = () => api.requests.map((request) => new URL(request.url, 'http://x').pathname);

describe('observeBigJackpot (spec §7: the big jackpot at client start, then the list; a poll while visible)', () => {
  it('asks for the list only after the big jackpot has answered, then polls the big jackpot', async () => {
    table = {
      '/api/game/jackpot': () => ({ body: { data: big }, delayMs: 30 }),
      '/api/game/explode-jackpot': () => ({ body: { data: { games: [{ id: 1, jackpot: 5 }] } } }),
    };
    const stop = observeBigJackpot(120);
    await waitFor(() => expect(paths()).toEqual(['/api/game/jackpot', '/api/game/explode-jackpot']));
    await waitFor(() => expect(paths().filter((path) => path === '/api/game/jackpot')).toHaveLength(2));
    stop();
    const asked = api.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests).toHaveLength(asked);
  });
});

describe('useJackpots (the popup)', () => {
  it('shows the figures, then keeps them (stale) with spec §8 text through a failed reload, and recovers on retry', async () => {
    table = {
      '/api/game/jackpot': () => ({ body: { data: big } }),
      '/api/game/explode-jackpot': () => ({ body: { data: { games: [{ id: 1, jackpot: 5 }] } } }),
    };
    const { result } = renderHook(() => useJackpots());
    expect(result.current).toMatchObject({ bigJackpot: null, games: [], error: null, loading: true, loadedAt: null });
    await waitFor(() => expect(result.current.games).toEqual([{ id: 1, jackpot: 5 }]));
    expect(result.current.bigJackpot).toEqual(big);
    expect(result.current.loadedAt).toEqual(expect.any(Number));

    table['/api/game/explode-jackpot'] = () => ({ status: 500, body: '' });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe(JACKPOT_MESSAGES.loadFailed));
    expect(result.current.games).toEqual([{ id: 1, jackpot: 5 }]);

    table['/api/game/explode-jackpot'] = () => ({ body: { data: {} } });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBe('Không thể tải dữ liệu jackpot'));

    table['/api/game/explode-jackpot'] = () => ({ body: { data: { games: [{ id: 1, jackpot: 6 }] } } });
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toBeNull());
    expect(result.current.games).toEqual([{ id: 1, jackpot: 6 }]);
  });

  it("says the server's message when the list is refused with one", async () => {
    table = {
      '/api/game/jackpot': () => ({ body: { data: big } }),
      '/api/game/explode-jackpot': () => ({
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau' },
      }),
    };
    const { result } = renderHook(() => useJackpots());
    await waitFor(() => expect(result.current.error).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau'));
    expect(result.current.bigJackpot).toEqual(big);
  });
});
