// The router a prerendered page hydrates with, made before hydration, one step per task.
//
// React Router's <HydratedRouter> makes its router inside React's render of it: it builds the
// client routes of every page a brand offers (about ninety), ranks and matches them for the
// hydration data, creates the browser history, then creates the router, which ranks and matches
// them again, all in one piece of React's work that cannot be cut. On a phone that was the page's
// longest task (README, Benchmarks). Here each of those steps runs in a task of its own before
// `hydrateRoot`, and <PreparedRouter> renders what <HydratedRouter> renders around the router:
// React Router's framework context, its error boundary and <RouterProvider>, in the same shape, so
// `useId` values match the prerendered HTML.
//
// It uses React Router's exported UNSAFE_ API, the parts <HydratedRouter> itself is made of
// (react-router 7.18, pinned in package.json; `hydrated-router.spec.tsx` fails when an update of
// React Router changes what <HydratedRouter> does, so the two are compared again then). What it
// leaves out, on purpose: lazy route discovery (React Router refuses it with `ssr: false`, which
// every brand builds with; `createRouterInTurns` refuses a page that asks for it), and the dev
// server's critical CSS and hot module replacement, for which `entry-client.tsx` keeps
// <HydratedRouter> in development.
import { useLayoutEffect, useState, type ContextType } from 'react';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type DataRouter,
  type HydrationState,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from './start-in-turns';

type Framework = NonNullable<ContextType<typeof FrameworkContext>>;

/** What React Router's build writes into every page for the browser (`window.__reactRouter*`). */
interface PageContext {
  basename?: string;
  future: Framework['future'] & {
    v8_passThroughRequests?: boolean;
    v8_trailingSlashAwareDataRequests?: boolean;
  };
  routeDiscovery: Framework['routeDiscovery'];
  ssr: boolean;
  isSpaMode: boolean;
  stream?: ReadableStream<Uint8Array>;
  state?: HydrationState;
}

interface PageGlobals {
  __reactRouterContext?: PageContext;
  __reactRouterManifest?: Framework['manifest'];
  __reactRouterRouteModules?: Framework['routeModules'];
  __reactRouterDataRouter?: DataRouter;
}

export interface Prepared {
  router: DataRouter;
  framework: Framework;
  /** Whether `router.initialize()` has run (at once when nothing is left to load, else on mount). */
  initialized: boolean;
}

/** Makes the page's router from what React Router wrote into it, one step per task. */
export async function createRouterInTurns(): Promise<Prepared> {
  const page = window as unknown as PageGlobals;
  const context = page.__reactRouterContext;
  const manifest = page.__reactRouterManifest;
  const routeModules = page.__reactRouterRouteModules;
  if (!context || !manifest || !routeModules)
    throw new Error('React Router wrote no context, manifest or route modules into this page');
  if (context.routeDiscovery.mode !== 'initial' || context.ssr)
    throw new Error('createRouterInTurns makes the router of a prerendered page (ssr: false) only');

  if (!context.state) {
    if (!context.stream) throw new Error('React Router wrote no state into this page');
    const stream = context.stream;
    context.stream = undefined;
    context.state = (await decodeViaTurboStream(stream, window)).value as HydrationState;
  }
  const state = context.state;

  await nextTask();
  const routes = createClientRoutes(manifest.routes, routeModules, state, context.ssr, context.isSpaMode);

  await nextTask();
  let hydrationData: HydrationState | undefined;
  if (!context.isSpaMode) {
    hydrationData = getHydrationData({
      state,
      routes,
      getRouteInfo: (routeId) => ({
        clientLoader: routeModules[routeId]?.clientLoader,
        hasLoader: manifest.routes[routeId]?.hasLoader === true,
        hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
      }),
      location: window.location,
      basename: context.basename,
      isSpaMode: context.isSpaMode,
    });
  } else if (manifest.routes.root?.hasLoader && state.loaderData && 'root' in state.loaderData) {
    hydrationData = { loaderData: { root: state.loaderData.root } };
  }

  await nextTask();
  const historyState = window.history.state as { masked?: unknown } | null;
  if (historyState?.masked) window.history.replaceState({ ...historyState, masked: undefined }, '');
  const history = createBrowserHistory();

  await nextTask();
  const router: DataRouter = createRouter({
    routes,
    history,
    basename: context.basename,
    hydrationData,
    hydrationRouteProperties,
    mapRouteProperties,
    future: { v8_passThroughRequests: context.future.v8_passThroughRequests },
    dataStrategy: getTurboStreamSingleFetchDataStrategy(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.basename,
      context.future.v8_trailingSlashAwareDataRequests === true,
    ),
  });
  const initialized = router.state.initialized;
  if (initialized) router.initialize();
  page.__reactRouterDataRouter = router;

  return {
    router,
    initialized,
    framework: {
      manifest,
      routeModules,
      future: context.future,
      criticalCss: undefined,
      ssr: context.ssr,
      isSpaMode: context.isSpaMode,
      routeDiscovery: context.routeDiscovery,
    },
  };
}

/** What <HydratedRouter> renders around its router, for a router made beforehand. */
export function PreparedRouter({ prepared }: { prepared: Prepared }) {
  const { router } = prepared;
  const [location, setLocation] = useState(router.state.location);
  useLayoutEffect(() => {
    if (prepared.initialized) return;
    prepared.initialized = true;
    router.initialize();
  }, [prepared, router]);
  useLayoutEffect(
    () =>
      router.subscribe((next) => {
        if (next.location !== location) setLocation(next.location);
      }),
    [router, location],
  );
  return (
    <>
      <FrameworkContext.Provider value={prepared.framework}>
        <RemixErrorBoundary location={location}>
          <RouterProvider router={router} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      <></>
    </>
  );
}
