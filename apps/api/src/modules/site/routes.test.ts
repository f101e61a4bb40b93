import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ASSET_JS, createSiteFixture, INLINE_SCRIPT, SECRET, type SiteFixture } from './site-fixture';

let fixture: SiteFixture;
let t: TestApp;
beforeAll(async () => {
  fixture = createSiteFixture();
  // The brand's legacy table comes from the fixture's site.json, as in a real build.
  t = await createTestApp({ sites: { xc05: { siteDir: fixture.siteDir } } });
});
afterAll(async () => {
  await t.close();
  fixture.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const fileText = (relative: string) => readFileSync(path.join(fixture.siteDir, relative), 'utf8');

describe('pages', () => {
  it('serves the prerendered home page, revalidated on every visit', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(fileText('index.html'));
  });

  it.each(['/gioi-thieu', '/gioi-thieu/'])('serves %s from gioi-thieu/index.html', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('About page');
  });

  it.each(['/account', '/account/', '/account/deposit/codepay'])(
    'answers %s with the SPA fallback and 200',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('spa-fallback');
    },
  );

  it('answers an unknown path with 404 and the prerendered not-found page', async () => {
    const res = await get('/khong-ton-tai');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(fileText('__not-found/index.html'));
  });

  it('answers a legacy path from the redirect rule with 301', async () => {
    const res = await get('/cockfight?x=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/da-ga');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/gioi-thieu' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('serves GET and HEAD only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/gioi-thieu', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('About page');
  });
});

describe('static files', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/app-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(ASSET_JS);
  });

  it('caches other public files for an hour', async () => {
    const res = await get('/logo.svg');
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers If-None-Match with 304', async () => {
    const first = await get('/logo.svg');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get('/logo.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('compression', () => {
  it('prefers brotli', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.rawPayload.length).toBeLessThan(ASSET_JS.length);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(ASSET_JS);
  });

  it('falls back to gzip', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(fileText('index.html'));
  });

  it('sends identity to a client that accepts neither, still varying', async () => {
    const res = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body).toBe(ASSET_JS);
  });

  it('compresses the 404 page too', async () => {
    const res = await get('/nowhere', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(
      fileText('__not-found/index.html'),
    );
  });

  it('gives each encoding its own ETag', async () => {
    const br = await get('/', { 'accept-encoding': 'br' });
    const identity = await get('/');
    expect(br.headers.etag).not.toBe(identity.headers.etag);
  });
});

describe('security', () => {
  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/.env',
    '//etc/passwd',
  ])('never serves files outside the site or dot-files: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('SECRET=dotfile');
    expect(res.body).not.toContain('root:');
  });

  it('allows each inline script of a page by its SHA-256 hash, and nothing else inline', async () => {
    const res = await get('/');
    const csp = res.headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
  });

  it.each(['/', '/nowhere', '/assets/app-Ab12Cd34.js', '/account/user'])(
    'sends the security headers on %s',
    async (url) => {
      const res = await get(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBeDefined();
    },
  );

  it('keeps /api/* out of the site: unknown API paths get the JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});

describe('redirects and the route middleware question', () => {
  it.each([
    ['/cockfight', '/da-ga'],
    ['/quayso/so-3', '/cong-game'],
    ['/khuyen-mai?tab=events', '/su-kien'],
  ])('answers the legacy path %s with a 301 to %s', async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(location);
  });

  it('serves the page itself when the query does not match the rule', async () => {
    expect((await get('/khuyen-mai/khuyen-mai-100?tab=events')).statusCode).toBe(200);
  });

  it('sends development-only pages home with a 302', async () => {
    const res = await get('/jackpot-number');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('GET /api/site/route answers what the site server would do for a path', async () => {
    const legacy = await get('/api/site/route?path=' + encodeURIComponent('/khuyen-mai?tab=events'));
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual({ redirect: '/su-kien' });
    expect((await get('/api/site/route?path=/da-ga')).json()).toEqual({
      appMiddleware: { 'mobile-page': true },
    });
    expect((await get('/api/site/route?path=/gioi-thieu')).json()).toEqual({});
    expect((await get('/api/site/route?path=//evil.example/cockfight')).json()).toEqual({});
  });

  it.each(['', '?path=', '?path=cockfight', `?path=/${'a'.repeat(2048)}`])(
    'refuses the query %s',
    async (query) => {
      const res = await get(`/api/site/route${query}`);
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('precompressed copies from the build', () => {
  it('are sent as they are, and are not pages of their own', async () => {
    const built = createSiteFixture();
    const file = path.join(built.siteDir, 'gioi-thieu/index.html');
    const html = readFileSync(file);
    // Marked copies: serving them proves the server did not compress the page itself.
    const br = Buffer.concat([zlib.brotliCompressSync(html)]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 1 }));
    const own = await createTestApp({ sites: { xc05: { siteDir: built.siteDir } } });
    try {
      const res = await own.app.inject({
        method: 'GET',
        url: '/gioi-thieu',
        headers: { 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(Buffer.compare(res.rawPayload, br)).toBe(0);
      expect((await own.app.inject({ method: 'GET', url: '/gioi-thieu/index.html.br' })).statusCode).toBe(
        404,
      );
    } finally {
      await own.close();
      built.remove();
    }
  });
});
