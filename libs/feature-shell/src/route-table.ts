/**
 * The one route table every brand app builds its routes from (DESIGN.md: "The route table is built
 * by one shared function, not copied per app"). Pure data: no React, so React Router's config
 * loader, the site server and tests can all read it.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { RouteObject } from 'react-router';

/** Ids of the public (prerendered) routes: every brand's `seo.ts` has copy for each of them. */
export const PUBLIC_ROUTE_IDS = ['home', 'not-found'] as const;
export type PublicRouteId = (typeof PUBLIC_ROUTE_IDS)[number];

export interface RouteDef {
  /** Stable route id, also the key of a brand's SEO copy. */
  id: string;
  /** Path relative to its parent; omitted for index routes and layouts. */
  path?: string;
  index?: boolean;
  /** Module file, relative to the workspace root. */
  file: string;
  /** Prerendered to static HTML at build time; client-only routes are served by the SPA fallback. */
  prerender?: string[];
  children?: RouteDef[];
}

const shell = (file: string) => `libs/feature-shell/src/${file}`;

export const ROUTES: RouteDef[] = [
  {
    id: 'layout-default',
    file: shell('layout/default-layout.tsx'),
    children: [
      { id: 'home', index: true, file: shell('pages/home.tsx'), prerender: ['/'] },
      { id: 'account', path: 'account/*', file: shell('pages/account.tsx') },
      // The catch-all is prerendered once as /404: the site server answers unknown paths with that
      // file and status 404, and the client hydrates it on the same route.
      { id: 'not-found', path: '*', file: shell('pages/not-found.tsx'), prerender: ['/404'] },
    ],
  },
];

/** From the brand app's `app/` folder (apps/<brand>/app) up to the workspace root. */
const APP_DIR_TO_ROOT = '../../../';

function toConfig(def: RouteDef): RouteConfigEntry {
  const entry: RouteConfigEntry = { id: def.id, file: APP_DIR_TO_ROOT + def.file };
  if (def.index) entry.index = true;
  if (def.path !== undefined) entry.path = def.path;
  if (def.children) entry.children = def.children.map(toConfig);
  return entry;
}

export function buildRoutes(routes: RouteDef[] = ROUTES): RouteConfigEntry[] {
  return routes.map(toConfig);
}

export function prerenderPaths(routes: RouteDef[] = ROUTES): string[] {
  return routes.flatMap((r) => [...(r.prerender ?? []), ...prerenderPaths(r.children ?? [])]);
}

/** The table in the shape `matchRoutes` takes, for code that needs a route id outside the router. */
export function matchableRoutes(routes: RouteDef[] = ROUTES): RouteObject[] {
  return routes.map(({ id, path, index, children }): RouteObject =>
    index ? { id, index: true } : { id, path, ...(children && { children: matchableRoutes(children) }) },
  );
}
