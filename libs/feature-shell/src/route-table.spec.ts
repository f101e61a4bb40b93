import { featurePages, NOT_FOUND_PRERENDER_PATH } from '@xc/paths';
import { matchRoutes, type RouteObject } from 'react-router';
import { routeTable, type RoutedFeature } from './route-table';

const games = featurePages('libs/feature-games/src', {
  home: { file: 'pages/home-page.tsx', paths: ['/'] },
  frame: { file: 'pages/game-frame.tsx', layouts: ['game'] },
  lobby: { file: 'pages/lobby-page.tsx', groups: ['sports', 'portal'] },
});
const content = featurePages('libs/feature-content/src', {
  article: {
    file: 'pages/news-article.tsx',
    route: { id: '/tin-tuc/:slug', path: 'tin-tuc/:slug', layout: 'default' },
  },
});

/** The table as the router matches it (ids only). */
const matchable = (entries: ReturnType<typeof routeTable>): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive, children: matchable(entry.children ?? []) },
  );
const leafIds = (path: string) =>
  matchRoutes(matchable(routeTable([{ pages: games }, { pages: content }])), path)?.map((m) => m.route.id);

function files(features: readonly RoutedFeature[]): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (entries: ReturnType<typeof routeTable>) =>
    entries.forEach((entry) => {
      if (entry.id) found.set(entry.id, entry.file);
      walk(entry.children ?? []);
    });
  walk(routeTable(features));
  return found;
}

describe('the shared route table', () => {
  it('renders each page with the module its feature publishes: path before layout before group', () => {
    const table = files([{ pages: games }, { pages: content }]);
    expect(table.get('/')).toBe('../../../libs/feature-games/src/pages/home-page.tsx');
    // /the-thao/k-sport is in the sports group and the game layout: the layout wins.
    expect(table.get('/the-thao/k-sport')).toBe('../../../libs/feature-games/src/pages/game-frame.tsx');
    expect(table.get('/the-thao')).toBe('../../../libs/feature-games/src/pages/lobby-page.tsx');
    expect(table.get('/tin-tuc/:slug')).toBe('../../../libs/feature-content/src/pages/news-article.tsx');
    expect(table.get('/404')).toBe('../../../libs/feature-shell/src/pages/not-found.tsx');
  });

  it('gives a page no offered feature renders the shell placeholder, and offers no route a brand lacks', () => {
    const table = files([]);
    expect(table.get('/the-thao')).toBe('../../../libs/feature-shell/src/pages/page.tsx');
    expect(table.has('/tin-tuc/:slug')).toBe(false);
  });

  it('refuses two features rendering the same page at the same level', () => {
    const rival = featurePages('libs/feature-rival/src', { home: { file: 'home.tsx', paths: ['/'] } });
    expect(() => routeTable([{ pages: games }, { pages: rival }])).toThrow(
      /\/ is rendered by both libs\/feature-games\/src \(home\) and libs\/feature-rival\/src \(home\)/,
    );
  });

  it.each([
    ['/', ['layout:home', '/']],
    ['/account', ['layout:account', '/account']],
    ['/account/deposit/codepay', ['layout:account', '/account/deposit/codepay']],
    ['/the-thao/k-sport', ['layout:game', '/the-thao/k-sport']],
    ['/khuyen-mai/khuyen-mai-50/', ['layout:promotions', '/khuyen-mai/khuyen-mai-50']],
    ['/install-app/ios', ['layout:clean', '/install-app/ios']],
    ['/tin-tuc/abc', ['layout:default', '/tin-tuc/:slug']],
    ['/cong-game/abc', ['layout:error', 'not-found']],
    ['/Cong-Game', ['layout:error', 'not-found']],
    [NOT_FOUND_PRERENDER_PATH, ['layout:error', 'not-found']],
  ])('matches %s to %j (case-sensitive, a trailing slash matches)', (path, ids) => {
    expect(leafIds(path)).toEqual(ids);
  });
});
