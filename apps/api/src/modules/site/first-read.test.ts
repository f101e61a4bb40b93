import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIRST_READ_ELEMENT_ID, gameListResponseSchema } from '@xc/api-contract';
import { createGamesApp, type GamesTestApp } from '../../testing/games';
import { get } from '../../testing/accounts';
import { FirstReadPages, withFirstRead, type FirstRead } from './first-read';
import { createSiteFile } from './repository';
import { createSiteFixture, type SiteFixture } from './site-fixture';

const LOBBY_HTML =
  '<!DOCTYPE html><html><head><title>Live casino</title></head><body><ul data-prepaint="/live-casino"><li><span data-prepaint-picture=""></span></li></ul></body></html>';

/** The data block of a page, parsed as the browser's API client reads it. */
function blockOf(html: string): { path: string; at: number; body: unknown } | undefined {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_READ_ELEMENT_ID}">([^]*?)</script>`),
  );
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('withFirstRead', () => {
  const read: FirstRead = {
    path: '/api/game/list?section=live-casino&page=1',
    body: JSON.stringify({ data: [{ title: 'Bầu </script><script>alert(1)</script><!-- Cua' }] }),
    images: ['/api/game/thumb/a.svg?v=1', '/x.svg");}body{display:none'],
    prepaint: '/live-casino',
  };

  it('puts the answer in the head as data that no title can break out of, and means the same JSON', () => {
    const html = withFirstRead(LOBBY_HTML, read, 1_700_000_000_000);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<\/script/g)).toHaveLength(1);
    expect(html).not.toContain('<!-- Cua');
    expect(blockOf(html)).toEqual({ path: read.path, at: 1_700_000_000_000, body: JSON.parse(read.body) });
    // The body is untouched.
    expect(html.slice(html.indexOf('</head>'))).toBe(LOBBY_HTML.slice(LOBBY_HTML.indexOf('</head>')));
  });

  it('preloads the first pictures and paints the plain ones into the placeholders; a strange one is only escaped', () => {
    const html = withFirstRead(LOBBY_HTML, read, 0);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/api/game/thumb/a.svg?v=1" fetchpriority="high">',
    );
    expect(html).toContain('href="/x.svg&quot;);}body{display:none"');
    expect(html).toContain(
      '<style>[data-prepaint="/live-casino"]>li:nth-child(1) [data-prepaint-picture]{background-image:url("/api/game/thumb/a.svg?v=1")}</style>',
    );
    expect(html).not.toContain('display:none")');
    expect(withFirstRead(LOBBY_HTML, { ...read, prepaint: '"]{}*{color:red' }, 0)).not.toContain('<style>');
  });

  it('leaves a document without a head as it is', () => {
    expect(withFirstRead('<p>x</p>', read, 0)).toBe('<p>x</p>');
  });
});

describe('FirstReadPages', () => {
  const read: FirstRead = { path: '/api/game/list?page=1', body: '{"data":[]}', images: [] };

  it('makes a page once per five seconds, shared by the requests meanwhile', async () => {
    let now = 1_000;
    const source = jest.fn(async () => read);
    const pages = new FirstReadPages(source, jest.fn(), () => now);
    const file = await createSiteFile('live-casino/index.html', Buffer.from(LOBBY_HTML));
    const [a, b] = await Promise.all([pages.page(file, '/live-casino'), pages.page(file, '/live-casino/')]);
    expect(a).toBe(b);
    expect(source).toHaveBeenCalledTimes(1);
    expect(a.etag).not.toBe(file.etag);
    expect(zlib.brotliDecompressSync(a.encoded.get('br') ?? Buffer.alloc(0)).toString()).toBe(
      a.body?.toString(),
    );
    now += 4_999;
    expect(await pages.page(file, '/live-casino')).toBe(a);
    now += 1;
    const later = await pages.page(file, '/live-casino');
    expect(source).toHaveBeenCalledTimes(2);
    expect(blockOf(later.body?.toString() ?? '')?.at).toBe(6_000);
  });

  it('serves the page as built when there is no read, or when the read fails (and says so)', async () => {
    const file = await createSiteFile('live-casino/index.html', Buffer.from(LOBBY_HTML));
    const onError = jest.fn();
    const failing = new FirstReadPages(
      async () => Promise.reject(new Error('connection terminated')),
      onError,
    );
    expect(await failing.page(file, '/live-casino')).toBe(file);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'connection terminated' }),
      'live-casino/index.html',
    );
    const none = new FirstReadPages(async () => undefined, onError);
    expect(await none.page(file, '/gioi-thieu')).toBe(file);
  });
});

describe('a lobby page served with its first games', () => {
  let fixture: SiteFixture;
  let t: GamesTestApp;
  beforeAll(async () => {
    fixture = createSiteFixture();
    mkdirSync(path.join(fixture.siteDir, 'live-casino'));
    writeFileSync(path.join(fixture.siteDir, 'live-casino/index.html'), LOBBY_HTML);
    t = await createGamesApp({ sites: { xc05: { siteDir: fixture.siteDir } } });
  });
  afterAll(async () => {
    await t.close();
    fixture.remove();
  });

  it("carries what a visitor's GET /api/game/list of its first page answers, with its pictures painted", async () => {
    const page = await get(t.app, '/live-casino', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = zlib.brotliDecompressSync(page.rawPayload).toString();
    const block = blockOf(html);
    expect(block?.path).toBe('/api/game/list?section=live-casino&page=1');
    const answer = await get(t.app, block?.path ?? '');
    const games = gameListResponseSchema.parse(answer.json());
    expect(games.data.length).toBeGreaterThan(0);
    expect(block?.body).toEqual(answer.json());
    const first = games.data[0]?.image ?? '';
    expect(html).toContain(`li:nth-child(1) [data-prepaint-picture]{background-image:url("${first}")}`);
    // The same page, asked again meanwhile, is the same bytes (a 304 for its ETag).
    const again = await get(t.app, '/live-casino', {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('leaves every other page as it was built', async () => {
    const about = await get(t.app, '/gioi-thieu');
    expect(about.body).toBe('<!DOCTYPE html><html><body><h1>About page</h1></body></html>');
    expect((await get(t.app, '/')).body).not.toContain(FIRST_READ_ELEMENT_ID);
  });
});
