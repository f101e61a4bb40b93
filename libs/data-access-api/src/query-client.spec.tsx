import { act, renderHook, waitFor } from '@testing-library/react';
import type { GameItem } from '@xc/api-contract';
import { configureApi, resetApiConfig } from './client';
import { fixturesQueryOptions, gameListQueryOptions } from './endpoints/games';
import { profileQueryOptions } from './endpoints/account';
import { configureFingerprint, resetFingerprint } from './fingerprint';
import { ApiQueryError } from './query-error';
import { getQueryClient, resetQueryClient, useApiInfiniteQuery, useApiQuery } from './query-client';
import { type FakeApi, type FakeReply, startFakeApi } from './test/fake-api-server';
import { fakeAgent, memoryCookies } from './test/fakes';
import { testGameItem } from './test/fixtures';

let api: FakeApi;
let reply: () => FakeReply;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply(() => reply());
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

const listPage = (games: GameItem[], page = 1, lastPage = 1, total = games.length): FakeReply => ({
  body: { data: games, meta: { pagination: { total, page, per_page: 2, last_page: lastPage } } },
});
const failure = (status = 500): FakeReply => ({
  status,
  body: { statusCode: status, code: 'INTERNAL', message: 'Có lỗi xảy ra vui lòng thử lại sau' },
});

const filters = { section: 'cong-game' as const, per_page: 2 };

describe('useApiInfiniteQuery(gameListQueryOptions) against a real HTTP server', () => {
  it('is pending (the state prerendering also renders), then holds the first page', async () => {
    reply = () => ({ ...listPage([testGameItem(1, 'A'), testGameItem(2, 'B')], 1, 2, 3), delayMs: 30 });
    const { result } = renderHook(() => useApiInfiniteQuery(gameListQueryOptions(filters, null)));
    expect(result.current.status).toBe('pending');
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.pages[0]?.data.map((game) => game.title)).toEqual(['A', 'B']);
    expect(result.current.hasNextPage).toBe(true);
    expect(api.requests.map((request) => request.url)).toEqual(['/api/game/list?section=cong-game&per_page=2&page=1']);
  });

  it('asks for the next page and keeps the first ("Xem thêm")', async () => {
    reply = () => listPage([testGameItem(1, 'A'), testGameItem(2, 'B')], 1, 2, 3);
    const { result } = renderHook(() => useApiInfiniteQuery(gameListQueryOptions(filters, null)));
    await waitFor(() => expect(result.current.status).toBe('success'));
    reply = () => listPage([testGameItem(3, 'C')], 2, 2, 3);
    void result.current.fetchNextPage();
    await waitFor(() => expect(result.current.hasNextPage).toBe(false));
    expect(result.current.data?.pages.flatMap((page) => page.data.map((game) => game.title))).toEqual(['A', 'B', 'C']);
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/game/list?section=cong-game&per_page=2&page=1',
      '/api/game/list?section=cong-game&per_page=2&page=2',
    ]);
  });

  it('an empty answer is a success with no games', async () => {
    reply = () => listPage([]);
    const { result } = renderHook(() => useApiInfiniteQuery(gameListQueryOptions(filters, null)));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.pages[0]?.data).toEqual([]);
  });

  it('fails with the typed error once (no automatic retry), and a retry that succeeds clears it', async () => {
    reply = () => failure();
    const { result } = renderHook(() => useApiInfiniteQuery(gameListQueryOptions(filters, null)));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiQueryError);
    expect(result.current.error).toMatchObject({ status: 500, message: 'Có lỗi xảy ra vui lòng thử lại sau' });
    expect(api.requests).toHaveLength(1);

    reply = () => listPage([testGameItem(1, 'A')]);
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.error).toBeNull();
    expect(result.current.data?.pages[0]?.data.map((game) => game.title)).toEqual(['A']);
  });

  it('aborts the request when the last reader unmounts, leaving nothing cached and no error', async () => {
    reply = () => ({ ...listPage([testGameItem(1, 'A')]), delayMs: 300 });
    const { unmount } = renderHook(() => useApiInfiniteQuery(gameListQueryOptions(filters, null)));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    unmount();
    await waitFor(() => expect(api.requests[0]?.aborted).toBe(true));
    const state = getQueryClient().getQueryState(gameListQueryOptions(filters, null).queryKey);
    expect(state?.data).toBeUndefined();
    expect(state?.error).toBeNull();
    expect(state?.fetchStatus).toBe('idle');
  });

  it('two readers of the same list share one request', async () => {
    reply = () => ({ ...listPage([testGameItem(1, 'A')]), delayMs: 20 });
    const first = renderHook(() => useApiInfiniteQuery(gameListQueryOptions(filters, null)));
    const second = renderHook(() => useApiInfiniteQuery(gameListQueryOptions(filters, null)));
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    await waitFor(() => expect(second.result.current.status).toBe('success'));
    expect(api.requests).toHaveLength(1);
  });

  it('a player sees their own list: the key changes with the player, not with the token', () => {
    expect(gameListQueryOptions(filters, 7).queryKey).not.toEqual(gameListQueryOptions(filters, null).queryKey);
    expect(gameListQueryOptions(filters, 7).queryKey).toEqual(gameListQueryOptions({ ...filters }, 7).queryKey);
  });
});

describe('useApiQuery', () => {
  it('keeps the last answer (stale) through a failed refetch, with the error beside it', async () => {
    const fixture = { id: 'f1', sport: 'football', home: 'A', away: 'B', league: 'L', startsAt: '2026-11-24T12:00:00Z', odds: { home: 1.5, draw: 3, away: 4 } };
    reply = () => ({ body: { data: [fixture] } });
    const { result } = renderHook(() => useApiQuery(fixturesQueryOptions(7)));
    await waitFor(() => expect(result.current.status).toBe('success'));
    reply = () => failure(503);
    await act(async () => {
      await result.current.refetch();
    });
    await waitFor(() => expect(result.current.isRefetchError).toBe(true));
    expect(result.current.data).toEqual([fixture]);
    expect(result.current.error?.status).toBe(503);
  });

  it('asks nothing for a visitor when the answer belongs to a player', async () => {
    reply = () => ({ body: { data: {} } });
    const { result } = renderHook(() => useApiQuery(profileQueryOptions(null)));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current.status).toBe('pending');
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toHaveLength(0);
  });
});
