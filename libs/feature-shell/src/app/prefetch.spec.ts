import { prefetchAllowed } from './prefetch';

describe('link prefetch policy', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('connection %j → prefetch %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});

describe('prefetchRoute', () => {
  const pages = [
    '/cong-game/slot',
    '/cong-game/keno',
    '/lo-de/mega645',
    '/the-thao',
    '/khuyen-mai',
    '/su-kien',
  ];

  beforeAll(() => {
    const routes: Record<string, { module: string; imports?: string[] }> = {
      'layout:default': { module: '/assets/default-layout.js' },
      'layout:promotions': { module: '/assets/promotions-layout.js' },
      'layout:event': { module: '/assets/event-layout.js' },
    };
    pages.forEach(
      (path, i) => (routes[path] = { module: `/assets/page-${i}.js`, imports: ['/assets/shared.js'] }),
    );
    (window as unknown as { __reactRouterManifest: unknown }).__reactRouterManifest = { routes };
  });

  it('preloads the modules of at most four pages at a time, each module once', async () => {
    const { prefetchRoute, preloadState } = await import('./prefetch');
    pages.forEach((path) => prefetchRoute(path));
    prefetchRoute('/cong-game/slot');

    expect(preloadState()).toEqual({ running: 4, waiting: 2 });
    const hrefs = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(hrefs().filter((h) => h === '/assets/shared.js')).toHaveLength(1);
    expect(hrefs()).toContain('/assets/page-0.js');
    expect(hrefs()).not.toContain('/assets/page-4.js');

    const first = document.head.querySelector<HTMLLinkElement>('link[href="/assets/default-layout.js"]');
    document.head
      .querySelectorAll<HTMLLinkElement>('link[href="/assets/page-0.js"], link[href="/assets/shared.js"]')
      .forEach((l) => l.onload?.(new Event('load')));
    first?.onload?.(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadState()).toEqual({ running: 4, waiting: 1 });
    expect(hrefs()).toContain('/assets/page-4.js');
  });
});
