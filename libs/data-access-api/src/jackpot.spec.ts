/** @jest-environment node */
import { configureApi, resetApiConfig } from './client';
import { configureFingerprint, resetFingerprint } from './fingerprint';
import { getBigJackpot, getExplodeJackpot, getJackpotGameItems, JACKPOT_GAMES_MISSING_CODE } from './jackpot';
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
