import { SiteRepository } from './repository';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CACHE_SHORT,
  SiteService,
  toSitePath,
  type SiteDecision,
} from './service';
import { createSiteFixture, type SiteFixture } from './site-fixture';

const served = (decision: SiteDecision) =>
  decision.kind === 'file'
    ? { path: decision.file.path, status: decision.status, cache: decision.cacheControl }
    : decision;

const url = (pathname: string) => new URL(`http://localhost${pathname}`);

describe('toSitePath', () => {
  it.each([
    ['/', ''],
    ['/gioi-thieu/', 'gioi-thieu/'],
    ['/a/../b', 'b'],
    ['/%2e%2e/%2e%2e/etc/passwd', 'etc/passwd'],
    ['/..%2f..%2fsecret.txt', 'secret.txt'],
  ])('maps %s to %j, never above the root', (pathname, expected) => {
    expect(toSitePath(pathname)).toBe(expected);
  });

  it.each(['/%E0%A4%A', '/a%00b', '/..%5csecret.txt'])('refuses %s', (pathname) => {
    expect(toSitePath(pathname)).toBeUndefined();
  });
});

describe('SiteService.resolve', () => {
  let fixture: SiteFixture;
  let site: SiteService;
  beforeAll(async () => {
    fixture = createSiteFixture();
    site = await SiteService.create(await SiteRepository.load(fixture.siteDir), (u) =>
      u.pathname === '/cockfight' ? '/da-ga' : undefined,
    );
  });
  afterAll(() => fixture.remove());

  it.each([
    ['/', 'index.html', 200, CACHE_REVALIDATE],
    ['/gioi-thieu', 'gioi-thieu/index.html', 200, CACHE_REVALIDATE],
    ['/gioi-thieu/', 'gioi-thieu/index.html', 200, CACHE_REVALIDATE],
    ['/khuyen-mai/khuyen-mai-100', 'khuyen-mai/khuyen-mai-100/index.html', 200, CACHE_REVALIDATE],
    ['/account', '__spa-fallback.html', 200, CACHE_REVALIDATE],
    ['/account/deposit/codepay', '__spa-fallback.html', 200, CACHE_REVALIDATE],
    ['/game/play', '__spa-fallback.html', 200, CACHE_REVALIDATE],
    ['/game/component/', '__spa-fallback.html', 200, CACHE_REVALIDATE],
    ['/assets/app-Ab12Cd34.js', 'assets/app-Ab12Cd34.js', 200, CACHE_IMMUTABLE],
    ['/logo.svg', 'logo.svg', 200, CACHE_SHORT],
    ['/manifest.webmanifest', 'manifest.webmanifest', 200, CACHE_SHORT],
    ['/sw.js', 'sw.js', 200, CACHE_REVALIDATE],
    ['/khong-ton-tai', '__not-found/index.html', 404, CACHE_REVALIDATE],
    ['/__not-found', '__not-found/index.html', 404, CACHE_REVALIDATE],
    ['/Gioi-Thieu', '__not-found/index.html', 404, CACHE_REVALIDATE],
    ['/accounts', '__not-found/index.html', 404, CACHE_REVALIDATE],
    ['/assets/missing-123.js', '__not-found/index.html', 404, CACHE_REVALIDATE],
    ['/.env', '__not-found/index.html', 404, CACHE_REVALIDATE],
    ['/..%2fsecret.txt', '__not-found/index.html', 404, CACHE_REVALIDATE],
    ['/404', '404/index.html', 404, CACHE_REVALIDATE],
    ['/500', '500/index.html', 500, CACHE_REVALIDATE],
    ['/maintenance', 'maintenance/index.html', 503, CACHE_REVALIDATE],
  ])('%s → %s (%i, %s)', (pathname, path, status, cache) => {
    expect(served(site.resolve(url(pathname)))).toEqual({ path, status, cache });
  });

  it('leaves /api to the API', () => {
    expect(site.resolve(url('/api'))).toEqual({ kind: 'pass' });
    expect(site.resolve(url('/api/anything'))).toEqual({ kind: 'pass' });
    expect(served(site.resolve(url('/apis')))).toMatchObject({ status: 404 });
  });

  it('asks the redirect rule first', () => {
    expect(site.resolve(url('/cockfight'))).toEqual({ kind: 'redirect', location: '/da-ga', status: 301 });
  });

  it.each(['/image', '/input', '/toast', '/button', '/live-video', '/jackpot-number', '/toast/'])(
    'sends the development-only page %s home with a temporary redirect',
    (pathname) => {
      expect(site.resolve(url(pathname))).toEqual({ kind: 'redirect', location: '/', status: 302 });
    },
  );

  it('answers the route middleware: redirects, or the app middleware of the page', () => {
    expect(site.routeAnswer(url('/cockfight'))).toEqual({ redirect: '/da-ga' });
    expect(site.routeAnswer(url('/jackpot-number'))).toEqual({ redirect: '/' });
    expect(site.routeAnswer(url('/lo-de'))).toEqual({ appMiddleware: { 'mobile-page': true } });
    expect(site.routeAnswer(url('/account/bank'))).toEqual({ appMiddleware: { auth: true, account: true } });
    expect(site.routeAnswer(url('/gioi-thieu'))).toEqual({});
    expect(site.routeAnswer(url('/khong-ton-tai'))).toEqual({});
  });

  it('falls back to a built-in page when the build has no 404 page', async () => {
    const bare = createSiteFixture({ notFoundPage: false });
    try {
      const bareSite = await SiteService.create(await SiteRepository.load(bare.siteDir));
      const decision = bareSite.resolve(url('/nowhere'));
      expect(decision.kind === 'file' && decision.status).toBe(404);
      expect(decision.kind === 'file' && decision.file.body?.toString()).toContain('Không tìm thấy trang');
    } finally {
      bare.remove();
    }
  });
});
