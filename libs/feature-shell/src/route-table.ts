/**
 * The one route table every brand app builds its routes from (DESIGN.md: "The route table is built
 * by one shared function, not copied per app"), derived from the pages table of `@xc/paths`. Pure
 * data: no React, so React Router's config loader, build hooks and tests can all read it.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  LAYOUTS,
  PAGES,
  prerenderedPaths,
  type LayoutId,
  type PageDef,
  type PublicPagePath,
} from '@xc/paths';
import type { RouteObject } from 'react-router';

/**
 * The catch-all not-found route is prerendered under this path (which matches no page): the site
 * server answers every unknown path with that file and status 404, and the client hydrates it on
 * the same route.
 */
export const NOT_FOUND_PRERENDER_PATH = '/__not-found';

/** Route ids a brand's `seo.ts` gives copy for: every public page path, and the catch-all not-found page. */
export type PublicRouteId = PublicPagePath | typeof NOT_FOUND_ROUTE_ID;

const shell = (file: string) => `libs/feature-shell/src/${file}`;
const content = (file: string) => `libs/feature-content/src/${file}`;
const account = (file: string) => `libs/feature-account/src/${file}`;
const games = (file: string) => `libs/feature-games/src/${file}`;

const LAYOUT_FILES: Record<LayoutId, string> = {
  account: shell('layouts/account-layout.tsx'),
  clean: shell('layouts/clean-layout.tsx'),
  default: shell('layouts/default-layout.tsx'),
  error: shell('layouts/default-layout.tsx'),
  event: shell('layouts/event-layout.tsx'),
  game: shell('layouts/game-layout.tsx'),
  home: shell('layouts/default-layout.tsx'),
  promotions: shell('layouts/promotions-layout.tsx'),
};

/** Groups whose pages are game lobbies (feature-games). */
const GAME_GROUPS = new Set<PageDef['group']>(['live-casino', 'portal', 'sports', 'lottery', 'cockfight']);

/** Groups whose pages are written in Markdown (feature-content). */
const CONTENT_GROUPS = new Set<PageDef['group']>([
  'support',
  'generic',
  'install-app',
  'promotions',
  'events',
]);

/** Which module renders a page; features replace the generic page as their issues land. */
function pageFile(def: PageDef): string {
  if (def.path === '/') return games('pages/home-page.tsx');
  if (def.path === '/lich-thi-dau') return games('pages/schedule-page.tsx');
  if (def.layout === 'game') return games('pages/game-frame.tsx');
  if (GAME_GROUPS.has(def.group)) return games('pages/lobby-page.tsx');
  if (def.path === '/maintenance') return shell('pages/maintenance.tsx');
  if (def.path === '/404') return shell('pages/not-found.tsx');
  if (def.path === '/500') return shell('pages/server-error.tsx');
  if (def.path === '/account/user') return account('pages/user-page.tsx');
  if (def.path === '/account/bank') return account('pages/bank-page.tsx');
  if (def.path === '/account' || def.path === '/account/deposit' || def.path === '/account/withdraw')
    return shell('pages/account-default.tsx');
  if (def.path === '/khuyen-mai' || def.path === '/su-kien') return content('pages/section-page.tsx');
  if (def.path === '/tin-tuc') return content('pages/news-list.tsx');
  if (CONTENT_GROUPS.has(def.group)) return content('pages/content-page.tsx');
  return shell('pages/page.tsx');
}

/** Route id of a layout, and of a page (its path, so SEO copy and middleware look it up directly). */
export const layoutRouteId = (layout: LayoutId): string => `layout:${layout}`;
export const NOT_FOUND_ROUTE_ID = 'not-found' as const;
export const NEWS_ARTICLE_ROUTE_ID = '/tin-tuc/:slug';

/** From the brand app's `app/` folder (apps/<brand>/app) up to the workspace root. */
const APP_DIR_TO_ROOT = '../../../';

function pageEntry(def: PageDef): RouteConfigEntry {
  const entry: RouteConfigEntry = {
    id: def.path,
    file: APP_DIR_TO_ROOT + pageFile(def),
    caseSensitive: true,
  };
  if (def.path === '/') entry.index = true;
  else entry.path = def.path.slice(1);
  return entry;
}

/** The routes of `app/routes.ts`: one pathless layout route per layout, its pages inside. */
export function buildRoutes(pages: readonly PageDef[] = PAGES): RouteConfigEntry[] {
  const routes: RouteConfigEntry[] = LAYOUTS.filter((layout) => layout !== 'error').map((layout) => ({
    id: layoutRouteId(layout),
    file: APP_DIR_TO_ROOT + LAYOUT_FILES[layout],
    children: pages.filter((def) => def.layout === layout).map(pageEntry),
  }));
  // News articles are content: one route, prerendered once per article file.
  routes
    .find((route) => route.id === layoutRouteId('default'))
    ?.children?.push({
      id: NEWS_ARTICLE_ROUTE_ID,
      path: 'tin-tuc/:slug',
      file: APP_DIR_TO_ROOT + content('pages/news-article.tsx'),
      caseSensitive: true,
    });
  routes.push({
    id: layoutRouteId('error'),
    file: APP_DIR_TO_ROOT + LAYOUT_FILES.error,
    children: [{ id: NOT_FOUND_ROUTE_ID, path: '*', file: APP_DIR_TO_ROOT + shell('pages/not-found.tsx') }],
  });
  return routes.filter((route) => route.children?.length);
}

/** What React Router prerenders: every public page, the content's own pages, and the catch-all. */
export function prerenderPaths(contentPaths: readonly string[] = []): string[] {
  return [...prerenderedPaths(), ...contentPaths, NOT_FOUND_PRERENDER_PATH];
}

/** The table in the shape `matchRoutes` takes, for code that needs a route id outside the router. */
export function matchableRoutes(pages: readonly PageDef[] = PAGES): RouteObject[] {
  return buildRoutes(pages).map((layout): RouteObject => ({
    id: layout.id,
    children: (layout.children ?? []).map((child): RouteObject =>
      child.index
        ? { id: child.id, index: true }
        : { id: child.id, path: child.path, caseSensitive: child.caseSensitive },
    ),
  }));
}
