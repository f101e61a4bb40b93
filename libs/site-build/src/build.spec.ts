/** @jest-environment node */
import { NOT_FOUND_PRERENDER_PATH } from '@xc/paths';
import { brandRouterConfig, paintBeforeHydrating, prerenderPaths } from './build';

const boot =
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"/":route1};\n  \nimport("/assets/entry.client-4.js");</script>';

describe('paintBeforeHydrating', () => {
  it('waits for a paint, then imports the same modules in the same order and boots', () => {
    const html = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/ui-5.js"/></head><body><main>Xin chào</main>${boot}<script>window.x = 1</script></body></html>`;
    const out = paintBeforeHydrating(html);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(script.split('\n')).toEqual([
      'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 300); });',
      'const task = () => new Promise((resolve) => setTimeout(resolve, 0));',
      'const preloads = ["/assets/manifest-1.js","/assets/entry.client-4.js","/assets/root-2.js","/assets/ui-5.js"];',
      'for (let i = 0; i < preloads.length; i += 8) { document.head.append(...preloads.slice(i, i + 8).map((href) => Object.assign(document.createElement("link"), { rel: "modulepreload", href }))); await task(); }',
      'await import("/assets/manifest-1.js");',
      'for (const href of ["/assets/ui-5.js"]) { await import(href); await task(); }',
      'const route0 = await import("/assets/root-2.js"); await task();',
      'const route1 = await import("/assets/home-3.js"); await task();',
      'window.__reactRouterRouteModules = {"root":route0,"/":route1};',
      'import("/assets/entry.client-4.js");',
    ]);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<main>Xin chào</main>');
    expect(out).toContain('<script>window.x = 1</script>');
  });

  it('leaves a page without the boot script alone', () => {
    expect(paintBeforeHydrating('<p>tĩnh</p>')).toBe('<p>tĩnh</p>');
  });

  it('fails the build on a boot script of another shape', () => {
    const odd = boot.replace('import("/assets/entry.client-4.js");', 'boot();');
    expect(() => paintBeforeHydrating(odd)).toThrow(/unexpected statement/);
  });
});

describe('a brand app\'s React Router config', () => {
  it('prerenders the public pages, the content pages and the catch-all, and leaves the account area to the client', () => {
    const paths = prerenderPaths(['/tin-tuc/bai-viet']);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/404', '/live-casino/sexy-casino', '/tin-tuc/bai-viet', NOT_FOUND_PRERENDER_PATH]),
    );
    expect(paths.some((p) => p.startsWith('/account'))).toBe(false);
  });

  it('is a static site with that list', () => {
    const brand = { id: 'xc05' } as Parameters<typeof brandRouterConfig>[0]['brand'];
    const config = brandRouterConfig({ brand, redirects: [], contentPaths: ['/tin-tuc/bai-viet'] });
    expect(config.ssr).toBe(false);
    expect(config.prerender).toEqual(prerenderPaths(['/tin-tuc/bai-viet']));
    expect(typeof config.buildEnd).toBe('function');
  });
});
