import { FIRST_READ_ELEMENT_ID, type GameItem } from '@xc/api-contract';
import { configureApi, resetApiConfig } from './client';
import { listGames } from './endpoints/games';
import { FIRST_READ_MAX_AGE_MS } from './first-read';
import { configureFingerprint, resetFingerprint } from './fingerprint';
import { type FakeApi, startFakeApi } from './test/fake-api-server';
import { fakeAgent, memoryCookies } from './test/fakes';
import { testGameItem } from './test/fixtures';

let api: FakeApi;
const fromNetwork = {
  data: [] as GameItem[],
  meta: { pagination: { total: 0, page: 1, per_page: 24, last_page: 1 } },
};
const sentWithPage = {
  data: [testGameItem(1, 'Bầu Cua </script><!-- Live')],
  meta: { pagination: { total: 1, page: 1, per_page: 24, last_page: 1 } },
};

beforeAll(async () => {
  api = await startFakeApi();
  api.reply(() => ({ body: fromNetwork }));
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  document.head.innerHTML = '';
});

/** The block the site server writes into the page's head (apps/api site module, withFirstRead). */
function pageCameWith(query: string, { at = Date.now(), text }: { at?: number; text?: string } = {}) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_READ_ELEMENT_ID;
  block.textContent =
    text ??
    JSON.stringify({ path: `${api.baseUrl}/game/list?${query}`, at, body: sentWithPage }).replace(
      /</g,
      '\\u003c',
    );
  document.head.append(block);
}

const firstPage = () => listGames({ section: 'live-casino', page: 1 });

describe("a page's first read (sent with its HTML by the site server)", () => {
  it("answers a visitor's same GET (query in any order) without the network, once", async () => {
    pageCameWith('page=1&section=live-casino');
    expect(await firstPage()).toEqual({ ok: true, data: sentWithPage });
    expect(api.requests).toHaveLength(0);
    expect(document.getElementById(FIRST_READ_ELEMENT_ID)).toBeNull();

    // A refetch (or a second reader after the first) asks the API.
    expect(await firstPage()).toEqual({ ok: true, data: fromNetwork });
    expect(api.requests.map((r) => r.url)).toEqual(['/api/game/list?section=live-casino&page=1']);
  });

  it('is left for its own read when another GET comes first', async () => {
    pageCameWith('section=live-casino&page=1');
    await listGames({ section: 'live-casino', category: 'baccarat', page: 1 });
    await listGames({ section: 'live-casino', page: 2 });
    expect(api.requests).toHaveLength(2);
    expect(await firstPage()).toEqual({ ok: true, data: sentWithPage });
    expect(api.requests).toHaveLength(2);
  });

  it("is not a logged-in player's answer (their favourites are marked): they ask the API", async () => {
    configureApi({ getToken: () => 'token-1' });
    pageCameWith('section=live-casino&page=1');
    expect(await firstPage()).toEqual({ ok: true, data: fromNetwork });
    expect(api.requests[0]?.headers['authorization']).toBe('Bearer token-1');
  });

  it('is dropped when too old (a page shown from a cache) or unreadable, and the API is asked', async () => {
    pageCameWith('section=live-casino&page=1', { at: Date.now() - FIRST_READ_MAX_AGE_MS - 1_000 });
    expect(await firstPage()).toEqual({ ok: true, data: fromNetwork });
    expect(document.getElementById(FIRST_READ_ELEMENT_ID)).toBeNull();

    pageCameWith('section=live-casino&page=1', { text: '{"path":' });
    expect(await firstPage()).toEqual({ ok: true, data: fromNetwork });
    expect(document.getElementById(FIRST_READ_ELEMENT_ID)).toBeNull();
    expect(api.requests).toHaveLength(2);
  });
});
