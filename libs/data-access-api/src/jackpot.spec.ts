/** @jest-environment node */
import { JACKPOT_MESSAGES } from '@xc/api-contract';
import { createStore } from 'jotai';
import { configureApi, resetApiConfig } from './client';
import { configureFingerprint, resetFingerprint } from './fingerprint';
import {
  bigJackpotAtom,
  getBigJackpot,
  getExplodeJackpot,
  getJackpotGameItems,
  JACKPOT_GAMES_MISSING_CODE,
  jackpotErrorAtom,
  jackpotGamesAtom,
  jackpotLoadedAtAtom,
  jackpotLoadingAtom,
  jackpotStoreAtom,
  loadJackpots,
} from './jackpot';
import { type FakeApi, type FakeReply, type RecordedRequest, startFakeApi } from './test/fake-api-server';
import { fakeAgent, memoryCookies } from './test/fakes';
import { testBigJackpot, testGameItem } from './test/fixtures';

const big = testBigJackpot;

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent().loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

/** Answers each path with its own reply; anything else is a 404. */
function routes(table: Record<string, FakeReply | ((request: RecordedRequest) => FakeReply)>) {
  api.reply((request) => {
    const path = request.url.split('?')[0] ?? '';
    const reply = table[path];
    if (!reply)
      return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Không tìm thấy' } };
    return typeof reply === 'function' ? reply(request) : reply;
  });
}

const paths = () => api.requests.map((r) => `${r.method} ${r.url}`);

describe('getBigJackpot', () => {
  it('GETs /api/game/jackpot and returns data', async () => {
    routes({ '/api/game/jackpot': { body: { data: big } } });
    await expect(getBigJackpot()).resolves.toEqual({ ok: true, data: big });
    expect(paths()).toEqual(['GET /api/game/jackpot']);
  });
});

describe('getExplodeJackpot', () => {
  it('drops the entries without an id (spec §7) and reads numeric strings as amounts', async () => {
    routes({
      '/api/game/explode-jackpot': {
        body: {
          data: {
            games: [
              { id: 12, jackpot: 25_000_000 },
              { jackpot: 9_000_000 },
              { id: null, jackpot: 1 },
              { id: 0, jackpot: 1 },
              { id: 13, jackpot: '48000000.5' },
              { id: 14, jackpot: 'lots' },
              'junk',
            ],
          },
        },
      },
    });
    await expect(getExplodeJackpot()).resolves.toEqual({
      ok: true,
      data: [
        { id: 12, jackpot: 25_000_000 },
        { id: 13, jackpot: 48_000_000.5 },
      ],
    });
    expect(paths()).toEqual(['GET /api/game/explode-jackpot']);
  });

  it.each([[{ data: {} }], [{ data: { games: null } }], [{ data: null }], [{}]])(
    'answers %j as a failure with the "games absent" text',
    async (body) => {
      routes({ '/api/game/explode-jackpot': { body } });
      await expect(getExplodeJackpot()).resolves.toEqual({
        ok: false,
        error: { status: 200, code: JACKPOT_GAMES_MISSING_CODE, message: 'Không thể tải dữ liệu jackpot' },
      });
    },
  );
});

describe('getJackpotGameItems', () => {
  it('asks for one page of the "Nổ hũ" category and returns its games', async () => {
    const game = testGameItem(41, 'Nổ Hũ Thần Tài', { jackpot: 25_000_000 });
    routes({
      '/api/game/list': {
        body: { data: [game], meta: { pagination: { total: 1, page: 1, per_page: 100, last_page: 1 } } },
      },
    });
    await expect(getJackpotGameItems()).resolves.toEqual({ ok: true, data: [game] });
    expect(paths()).toEqual(['GET /api/game/list?section=cong-game&category=no-hu&per_page=100']);
  });
});

describe('loadJackpots (spec §4, §7, §8)', () => {
  it('loads the big jackpot first, then the list, into the store', async () => {
    routes({
      '/api/game/jackpot': { body: { data: big }, delayMs: 30 },
      '/api/game/explode-jackpot': { body: { data: { games: [{ id: 3, jackpot: 7 }, { jackpot: 8 }] } } },
    });
    const store = createStore();
    const loading = loadJackpots({ store });
    expect(store.get(jackpotLoadingAtom)).toBe(true);
    await loading;

    expect(paths()).toEqual(['GET /api/game/jackpot', 'GET /api/game/explode-jackpot']);
    expect(store.get(jackpotStoreAtom)).toEqual({
      loading: false,
      error: null,
      games: [{ id: 3, jackpot: 7 }],
      bigJackpot: big,
      loadedAt: expect.any(Number),
    });
  });

  it('does not ask for the list before the big jackpot has answered', async () => {
    let bigAnsweredAt = Infinity;
    let listAskedAt = 0;
    routes({
      '/api/game/jackpot': () => {
        bigAnsweredAt = Date.now() + 50;
        return { body: { data: big }, delayMs: 50 };
      },
      '/api/game/explode-jackpot': () => {
        listAskedAt = Date.now();
        return { body: { data: { games: [] } } };
      },
    });
    await loadJackpots({ store: createStore() });
    expect(listAskedAt).toBeGreaterThanOrEqual(bigAnsweredAt);
  });

  it('says "Không thể tải dữ liệu jackpot" when the answer has no games', async () => {
    routes({
      '/api/game/jackpot': { body: { data: big } },
      '/api/game/explode-jackpot': { body: { data: {} } },
    });
    const store = createStore();
    await loadJackpots({ store });
    expect(store.get(jackpotErrorAtom)).toBe(JACKPOT_MESSAGES.noGames);
    expect(store.get(jackpotErrorAtom)).toBe('Không thể tải dữ liệu jackpot');
    expect(store.get(bigJackpotAtom)).toEqual(big);
  });

  it("shows the server's message when the list fails with one", async () => {
    routes({
      '/api/game/jackpot': { body: { data: big } },
      '/api/game/explode-jackpot': {
        status: 429,
        body: {
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
        },
      },
    });
    const store = createStore();
    await loadJackpots({ store });
    expect(store.get(jackpotErrorAtom)).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau');
  });

  it('falls back to "Đã xảy ra lỗi khi tải dữ liệu jackpot" when the failure carries no message', async () => {
    routes({
      '/api/game/jackpot': { body: { data: big } },
      '/api/game/explode-jackpot': { status: 500, body: '' },
    });
    const store = createStore();
    await loadJackpots({ store });
    expect(store.get(jackpotErrorAtom)).toBe('Đã xảy ra lỗi khi tải dữ liệu jackpot');
  });

  it('tries the list even when the big jackpot fails, and says the big one failed', async () => {
    routes({
      '/api/game/jackpot': { status: 502, body: 'Bad gateway' },
      '/api/game/explode-jackpot': { body: { data: { games: [{ id: 1, jackpot: 5 }] } } },
    });
    const store = createStore();
    await loadJackpots({ store });
    expect(paths()).toEqual(['GET /api/game/jackpot', 'GET /api/game/explode-jackpot']);
    expect(store.get(bigJackpotAtom)).toBeNull();
    expect(store.get(jackpotGamesAtom)).toEqual([{ id: 1, jackpot: 5 }]);
    expect(store.get(jackpotErrorAtom)).toBe(JACKPOT_MESSAGES.loadFailed);
  });

  it('keeps the figures of the last good load through a failed refresh, and clears the error after', async () => {
    const store = createStore();
    routes({
      '/api/game/jackpot': { body: { data: big } },
      '/api/game/explode-jackpot': { body: { data: { games: [{ id: 1, jackpot: 5 }] } } },
    });
    await loadJackpots({ store });

    routes({
      '/api/game/jackpot': { status: 500, body: '' },
      '/api/game/explode-jackpot': { status: 500, body: '' },
    });
    await loadJackpots({ store });
    expect(store.get(bigJackpotAtom)).toEqual(big);
    expect(store.get(jackpotGamesAtom)).toEqual([{ id: 1, jackpot: 5 }]);
    expect(store.get(jackpotErrorAtom)).toBe(JACKPOT_MESSAGES.loadFailed);

    routes({
      '/api/game/jackpot': { body: { data: { ...big, amount: big.amount + 1 } } },
      '/api/game/explode-jackpot': { body: { data: { games: [{ id: 1, jackpot: 6 }] } } },
    });
    await loadJackpots({ store });
    expect(store.get(jackpotErrorAtom)).toBeNull();
    expect(store.get(bigJackpotAtom)?.amount).toBe(big.amount + 1);
    expect(store.get(jackpotGamesAtom)).toEqual([{ id: 1, jackpot: 6 }]);
  });

  it('shares a load already in flight instead of starting another', async () => {
    routes({
      '/api/game/jackpot': { body: { data: big }, delayMs: 30 },
      '/api/game/explode-jackpot': { body: { data: { games: [] } } },
    });
    const store = createStore();
    await Promise.all([loadJackpots({ store }), loadJackpots({ store })]);
    expect(paths()).toEqual(['GET /api/game/jackpot', 'GET /api/game/explode-jackpot']);
    await loadJackpots({ store });
    expect(api.requests).toHaveLength(4);
  });

  it('an aborted load leaves the store as it was, with no error to show', async () => {
    routes({
      '/api/game/jackpot': { body: { data: big }, delayMs: 200 },
      '/api/game/explode-jackpot': { body: { data: { games: [] } } },
    });
    const store = createStore();
    const controller = new AbortController();
    const loading = loadJackpots({ store, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await loading;
    expect(store.get(jackpotErrorAtom)).toBeNull();
    expect(store.get(bigJackpotAtom)).toBeNull();
    expect(store.get(jackpotLoadedAtAtom)).toBeNull();
    expect(store.get(jackpotLoadingAtom)).toBe(false);
    expect(paths()).toEqual(['GET /api/game/jackpot']);
  });
});
