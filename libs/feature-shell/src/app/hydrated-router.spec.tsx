import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, useLoaderData } from 'react-router';
import { createRouterInTurns, PreparedRouter } from './hydrated-router';

/** A page as React Router's prerender writes it for the browser, its state already decoded. */
function writePage(pathname: string) {
  window.history.replaceState(null, '', pathname);
  const route = (id: string, extra: object) => ({
    id,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasDefaultExport: true,
    hasErrorBoundary: false,
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    ...extra,
  });
  Object.assign(window, {
    __reactRouterContext: {
      basename: '/',
      future: {},
      routeDiscovery: { mode: 'initial' },
      ssr: false,
      isSpaMode: false,
      state: { loaderData: { '/tin-tuc': { title: 'Tin mới' } }, actionData: null, errors: null },
    },
    __reactRouterManifest: {
      entry: { module: '/assets/entry.js', imports: [] },
      url: '/assets/manifest.js',
      version: 'test',
      routes: {
        root: route('root', { path: '' }),
        '/': route('/', { parentId: 'root', index: true }),
        '/tin-tuc': route('/tin-tuc', { parentId: 'root', path: 'tin-tuc', hasLoader: true }),
        '/gioi-thieu': route('/gioi-thieu', { parentId: 'root', path: 'gioi-thieu' }),
      },
    },
    __reactRouterRouteModules: {
      root: { default: () => <Outlet /> },
      '/': { default: () => <h1>Trang chủ</h1> },
      '/tin-tuc': {
        default: function News() {
          const { title } = useLoaderData<{ title: string }>();
          return (
            <>
              <h1>{title}</h1>
              <Link to="/gioi-thieu">Giới thiệu</Link>
            </>
          );
        },
      },
      '/gioi-thieu': { default: () => <h1>Giới thiệu</h1> },
    },
  });
}

afterEach(() => {
  for (const key of [
    '__reactRouterContext',
    '__reactRouterManifest',
    '__reactRouterRouteModules',
    '__reactRouterDataRouter',
  ])
    delete (window as unknown as Record<string, unknown>)[key];
});

describe('the router made before hydration', () => {
  it('starts on the page it was loaded on, with its prerendered data, and navigates', async () => {
    writePage('/tin-tuc');
    const prepared = await createRouterInTurns();
    expect(prepared.router.state.location.pathname).toBe('/tin-tuc');
    expect(prepared.router.state.matches.map((m) => m.route.id)).toEqual(['root', '/tin-tuc']);
    expect(prepared.router.state.initialized).toBe(true);
    expect((window as unknown as { __reactRouterDataRouter: unknown }).__reactRouterDataRouter).toBe(
      prepared.router,
    );

    render(<PreparedRouter prepared={prepared} />);
    expect(screen.getByRole('heading', { name: 'Tin mới' })).toBeInTheDocument();

    await act(async () => screen.getByRole('link', { name: 'Giới thiệu' }).click());
    expect(window.location.pathname).toBe('/gioi-thieu');
    expect(screen.getByRole('heading', { name: 'Giới thiệu' })).toBeInTheDocument();
  });

  it('makes it in turns: the router exists only after several tasks, none of its steps in the first', async () => {
    writePage('/');
    let made = false;
    void createRouterInTurns().then(() => (made = true));
    const globals = window as unknown as { __reactRouterDataRouter?: unknown };
    // Each turn of this loop is one task; the module's tasks run between them, in order.
    let tasks = 0;
    while (!made && tasks < 20) {
      expect(globals.__reactRouterDataRouter !== undefined).toBe(false); // a boolean: a router would print whole
      await new Promise((resolve) => setTimeout(resolve, 0));
      tasks++;
    }
    expect(made).toBe(true);
    // The routes, the hydration data's match, the history and the router: one task each.
    expect(tasks).toBeGreaterThanOrEqual(4);
    expect(globals.__reactRouterDataRouter).toBeDefined();
  });

  it('refuses a page that asks for lazy route discovery, which it does not do', async () => {
    writePage('/');
    Object.assign((window as unknown as { __reactRouterContext: object }).__reactRouterContext, {
      routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    });
    await expect(createRouterInTurns()).rejects.toThrow('ssr: false');
  });
});

describe("React Router's <HydratedRouter>, which hydrated-router.tsx does in turns", () => {
  // When this fails, React Router changed how <HydratedRouter> makes or renders its router: read the
  // new code beside hydrated-router.tsx, carry over what changed, then record the new digest.
  it('is the code hydrated-router.tsx was written from (react-router 7.18.4)', () => {
    const file = path.join(
      path.dirname(require.resolve('react-router/package.json')),
      'dist/development/dom-export.mjs',
    );
    const source = readFileSync(file, 'utf8');
    const start = source.indexOf('function createHydratedRouter(');
    const end = source.indexOf('// lib/rsc/browser.tsx', start);
    expect(start).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const digest = createHash('sha256').update(source.slice(start, end)).digest('hex').slice(0, 16);
    expect(digest).toBe('28a9db821c833e16');
  });
});
