/** @jest-environment node */
import { NOT_FOUND_PRERENDER_PATH } from '@xc/paths';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brandRouterConfig,
  chunkImports,
  dependenciesFirst,
  paintBeforeHydrating,
  prerenderPaths,
} from './build';

const boot =
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/home-3.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"/":route1};\n  \nimport("/assets/entry.client-4.js");</script>';

describe('paintBeforeHydrating', () => {
  it('waits for a paint, then imports the same modules in the same order and boots', () => {
    const html = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/ui-5.js"/></head><body><main>Xin chào</main>${boot}<script>window.x = 1</script></body></html>`;
    const out = paintBeforeHydrating(html);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(script.split('\n')).toEqual([
      'await new Promise((resolve) => { const fcp = "first-contentful-paint"; setTimeout(resolve, document.visibilityState === "hidden" ? 300 : 2000); if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve, 0)); if (performance.getEntriesByName(fcp).length) return resolve(); new PerformanceObserver((list, observer) => { if (list.getEntriesByName(fcp).length) { observer.disconnect(); resolve(); } }).observe({ type: "paint", buffered: true }); });',
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

  it('imports each shared chunk after the shared chunks it imports, so each is evaluated in a task of its own', () => {
    const html = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/stack-6.js"/><link rel="modulepreload" href="/assets/frame-7.js"/><link rel="modulepreload" href="/assets/styles-8.js"/></head><body>${boot}</body></html>`;
    const imports: Record<string, string[]> = {
      '/assets/frame-7.js': ['/assets/stack-6.js', '/assets/styles-8.js', '/assets/elsewhere-9.js'],
      '/assets/styles-8.js': ['/assets/stack-6.js'],
    };
    const out = paintBeforeHydrating(html, (href) => imports[href] ?? []);
    expect(out).toContain(
      'for (const href of ["/assets/stack-6.js","/assets/styles-8.js","/assets/frame-7.js"]) { await import(href); await task(); }',
    );
  });

  describe('its first step: the first paint on the screen before any script is fetched', () => {
    const firstStep = () => {
      const html = `<html><head></head><body><main>Xin chào</main>${boot}</body></html>`;
      const script =
        /<script type="module" async="">([\s\S]*?)<\/script>/.exec(paintBeforeHydrating(html))?.[1] ?? '';
      return script.split('\n')[0] ?? '';
    };
    /** Runs the step against a browser of the given state; says when it let the scripts go. */
    function run({
      hidden = false,
      painted = false,
      paintTiming = true,
    }: { hidden?: boolean; painted?: boolean; paintTiming?: boolean } = {}) {
      const timers: { ms: number; fn: () => void }[] = [];
      const frames: (() => void)[] = [];
      let paint:
        | ((list: { getEntriesByName: (name: string) => unknown[] }, o: { disconnect: () => void }) => void)
        | undefined;
      let disconnected = false;
      class Observer {
        static supportedEntryTypes = paintTiming ? ['paint', 'longtask'] : ['longtask'];
        constructor(callback: typeof paint) {
          paint = callback;
        }
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true });
        }
      }
      const globals = {
        setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
        requestAnimationFrame: (fn: () => void) => frames.push(fn),
        document: { visibilityState: hidden ? 'hidden' : 'visible' },
        performance: {
          getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []),
        },
        globalThis: { PerformanceObserver: Observer },
        PerformanceObserver: Observer,
      };
      const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
        ...args: string[]
      ) => (...values: unknown[]) => Promise<void>;
      const step = new AsyncFunction(...Object.keys(globals), firstStep());
      let started = false;
      void step(...Object.values(globals)).then(() => (started = true));
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      return {
        timers,
        frames,
        settle,
        get started() {
          return started;
        },
        get disconnected() {
          return disconnected;
        },
        present: (name = 'first-contentful-paint') =>
          paint?.(
            { getEntriesByName: (n: string) => (n === name ? [{}] : []) },
            { disconnect: () => (disconnected = true) },
          ),
      };
    }

    it('waits for the first contentful paint to be presented, not for the next frame', async () => {
      const browser = run();
      await browser.settle();
      expect(browser.started).toBe(false);
      expect(browser.frames).toHaveLength(0);
      browser.present('first-paint');
      await browser.settle();
      expect(browser.started).toBe(false);
      browser.present();
      await browser.settle();
      expect(browser.started).toBe(true);
      expect(browser.disconnected).toBe(true);
    });

    it('goes at once when the paint was presented before the script ran', async () => {
      const browser = run({ painted: true });
      await browser.settle();
      expect(browser.started).toBe(true);
    });

    it('waits 2 s at most in a visible tab and 300 ms in a background one, which presents nothing', async () => {
      for (const [hidden, ms] of [
        [false, 2000],
        [true, 300],
      ] as const) {
        const browser = run({ hidden });
        await browser.settle();
        expect(browser.timers.map((t) => t.ms)).toEqual([ms]);
        browser.timers[0]?.fn();
        await browser.settle();
        expect(browser.started).toBe(true);
      }
    });

    it('waits only for the next frame on a page with nothing to paint before its script (the account area)', () => {
      const stepOf = (body: string) =>
        /<script type="module" async="">([^\n]*)/.exec(
          paintBeforeHydrating(`<html><head><style>b{}</style></head><body>${body}${boot}</body></html>`),
        )?.[1];
      const nextFrame =
        'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 300); });';
      expect(
        stepOf(
          '<section aria-label="Thông báo" aria-live="polite"><div data-stack="site"><!--$--><!--/$--></div></section>',
        ),
      ).toBe(nextFrame);
      // A picture named only inside a script (the hydration data) is not shown before it.
      expect(stepOf('<div id="root"></div><script>window.__data = "<img src=x>";</script>')).toBe(nextFrame);
      expect(stepOf('<main><p>Xin chào</p></main>')).toBe(firstStep());
      expect(stepOf('<main><img src="/logo.svg" alt=""></main>')).toBe(firstStep());
    });

    it('waits for the next frame in a browser without paint timing', async () => {
      const browser = run({ paintTiming: false });
      await browser.settle();
      expect(browser.started).toBe(false);
      expect(browser.frames).toHaveLength(1);
      browser.frames[0]?.();
      expect(browser.timers.map((t) => t.ms)).toEqual([2000, 0]);
      browser.timers[1]?.fn();
      await browser.settle();
      expect(browser.started).toBe(true);
    });
  });

  it('leaves a page without the boot script alone', () => {
    expect(paintBeforeHydrating('<p>tĩnh</p>')).toBe('<p>tĩnh</p>');
  });

  it('fails the build on a boot script of another shape', () => {
    const odd = boot.replace('import("/assets/entry.client-4.js");', 'boot();');
    expect(() => paintBeforeHydrating(odd)).toThrow(/unexpected statement/);
  });
});

describe('the order of shared chunks', () => {
  it("reads a built chunk's static imports, not its dynamic ones", () => {
    const client = mkdtempSync(path.join(tmpdir(), 'xc-chunks-'));
    mkdirSync(path.join(client, 'assets'));
    writeFileSync(
      path.join(client, 'assets', 'frame-7.js'),
      'const __vite__mapDeps=(i)=>i;import{a as b}from"./stack-6.js";import"./styles-8.js";const later=()=>import("./modal-9.js");',
    );
    expect(chunkImports(client)('/assets/frame-7.js')).toEqual(['/assets/stack-6.js', '/assets/styles-8.js']);
  });

  it('keeps the given order where no import asks otherwise, and between chunks that import each other', () => {
    // frame and utils import each other; the bundler made frame's code for being imported first
    const imports: Record<string, string[]> = {
      frame: ['stack', 'utils'],
      utils: ['frame'],
      stack: ['runtime'],
      route: ['utils', 'stack'],
    };
    expect(
      dependenciesFirst(
        ['frame', 'stack', 'utils', 'route', 'runtime', 'other'],
        (href) => imports[href] ?? [],
      ),
    ).toEqual(['runtime', 'stack', 'frame', 'utils', 'route', 'other']);
  });
});

describe("a brand app's React Router config", () => {
  it('prerenders the public pages, the content pages and the catch-all, and leaves the account area to the client', () => {
    const paths = prerenderPaths(['/tin-tuc/bai-viet']);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/404',
        '/live-casino/sexy-casino',
        '/tin-tuc/bai-viet',
        NOT_FOUND_PRERENDER_PATH,
      ]),
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
