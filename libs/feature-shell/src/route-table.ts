/**
 * The one route table every brand app builds its routes from (DESIGN.md: "The route table is composed
 * from the features' published pages, not copied per app"): the pages table of `@xc/paths`, each page
 * rendered by the module a feature publishes for it (`featurePages`), inside the shell's layouts.
 * Pure data: no React, so React Router's config loader, build hooks and tests can all read it.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  featurePages,
  LAYOUTS,
  PAGES,
  type FeaturePages,
  type LayoutId,
  type PageDef,
  type PublicPagePath,
} from '@xc/paths';

/** Route ids a brand's `seo.ts` gives copy for: every public page path, and the catch-all not-found page. */
export type PublicRouteId = PublicPagePath | typeof NOT_FOUND_ROUTE_ID;

/** What a brand composes into its route table: the page modules of each feature it offers. */
export interface RoutedFeature {
  pages?: FeaturePages;
  /** Modals, slots: what else a feature brings is not the route table's business. */
  readonly [other: string]: unknown;
}

/** The pages the shell renders itself (its layouts, placeholder page and catch-all follow). */
export const shellPages = featurePages('libs/feature-shell/src', {
  maintenance: { file: 'pages/maintenance.tsx', paths: ['/maintenance'] },
  notFound: { file: 'pages/not-found.tsx', paths: ['/404'] },
  serverError: { file: 'pages/server-error.tsx', paths: ['/500'] },
  accountDefault: {
    file: 'pages/account-default.tsx',
    paths: ['/account', '/account/deposit', '/account/withdraw'],
  },
});

const SHELL_ROOT = shellPages.root;
/** A page no feature renders yet gets the shell's placeholder. */
const FALLBACK_PAGE = 'pages/page.tsx';
const CATCH_ALL_PAGE = 'pages/not-found.tsx';

const LAYOUT_FILES: Record<LayoutId, string> = {
  account: 'layouts/account-layout.tsx',
  clean: 'layouts/clean-layout.tsx',
  default: 'layouts/default-layout.tsx',
  error: 'layouts/default-layout.tsx',
  event: 'layouts/event-layout.tsx',
  game: 'layouts/game-layout.tsx',
  home: 'layouts/default-layout.tsx',
  promotions: 'layouts/promotions-layout.tsx',
};

/** Route id of a layout, and of a page (its path, so SEO copy and middleware look it up directly). */
export const layoutRouteId = (layout: LayoutId): string => `layout:${layout}`;
export const NOT_FOUND_ROUTE_ID = 'not-found' as const;

/** From the brand app's `app/` folder (apps/<brand>/app) up to the workspace root. */
const APP_DIR_TO_ROOT = '../../../';
const fileOf = (root: string, file: string) => `${APP_DIR_TO_ROOT}${root}/${file}`;

type Claim = { file: string; by: string };

/**
 * Which module renders each page: an exact path first, then a layout, then a group, across the
 * offered features; two features claiming a page at the same level is a mistake, not a choice.
 */
function pageFiles(features: readonly FeaturePages[]): (def: PageDef) => string {
  const byPath = new Map<string, Claim>();
  const byLayout = new Map<string, Claim>();
  const byGroup = new Map<string, Claim>();
  const claim = (table: Map<string, Claim>, key: string, value: Claim) => {
    const taken = table.get(key);
    if (taken) throw new Error(`route table: ${key} is rendered by both ${taken.by} and ${value.by}`);
    table.set(key, value);
  };
  for (const feature of features) {
    for (const [name, page] of Object.entries(feature.pages)) {
      const value = { file: fileOf(feature.root, page.file), by: `${feature.root} (${name})` };
      page.paths?.forEach((path) => claim(byPath, path, value));
      page.layouts?.forEach((layout) => claim(byLayout, layout, value));
      page.groups?.forEach((group) => claim(byGroup, group, value));
    }
  }
  return (def) =>
    (byPath.get(def.path) ?? byLayout.get(def.layout) ?? byGroup.get(def.group))?.file ??
    fileOf(SHELL_ROOT, FALLBACK_PAGE);
}

/**
 * The routes of a brand's `app/routes.ts`: one pathless layout route per layout holding its pages,
 * each page rendered by the feature that publishes it, and the catch-all not-found page.
 */
export function routeTable(
  features: readonly RoutedFeature[],
  pages: readonly PageDef[] = PAGES,
): RouteConfigEntry[] {
  const offered = [shellPages, ...features.flatMap((feature) => (feature.pages ? [feature.pages] : []))];
  const fileFor = pageFiles(offered);
  const pageEntry = (def: PageDef): RouteConfigEntry => ({
    id: def.path,
    file: fileFor(def),
    caseSensitive: true,
    ...(def.path === '/' ? { index: true } : { path: def.path.slice(1) }),
  });
  const extraRoutes = offered.flatMap((feature) =>
    Object.values(feature.pages).flatMap((page) =>
      page.route ? [{ ...page.route, file: fileOf(feature.root, page.file) }] : [],
    ),
  );
  const routes: RouteConfigEntry[] = LAYOUTS.filter((layout) => layout !== 'error').map((layout) => ({
    id: layoutRouteId(layout),
    file: fileOf(SHELL_ROOT, LAYOUT_FILES[layout]),
    children: [
      ...pages.filter((def) => def.layout === layout).map(pageEntry),
      ...extraRoutes
        .filter((route) => route.layout === layout)
        .map(({ id, path, file }) => ({ id, path, file, caseSensitive: true })),
    ],
  }));
  routes.push({
    id: layoutRouteId('error'),
    file: fileOf(SHELL_ROOT, LAYOUT_FILES.error),
    children: [{ id: NOT_FOUND_ROUTE_ID, path: '*', file: fileOf(SHELL_ROOT, CATCH_ALL_PAGE) }],
  });
  return routes.filter((route) => route.children?.length);
}
