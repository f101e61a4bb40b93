import { matchRoutes } from 'react-router';
import { buildRoutes, matchableRoutes, NOT_FOUND_PRERENDER_PATH, prerenderPaths } from './route-table';

const leafIds = (path: string) => matchRoutes(matchableRoutes(), path)?.map((m) => m.route.id);

describe('the shared route table', () => {
  it('prerenders the public pages and the catch-all, and leaves the account area to the client', () => {
    const paths = prerenderPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/404', '/live-casino/sexy-casino', NOT_FOUND_PRERENDER_PATH]),
    );
    expect(paths.some((p) => p.startsWith('/account'))).toBe(false);
  });

  it('points every route module at a lib, relative to a brand app folder', () => {
    const files: string[] = [];
    const walk = (entries: ReturnType<typeof buildRoutes>) =>
      entries.forEach((entry) => {
        files.push(entry.file);
        walk(entry.children ?? []);
      });
    walk(buildRoutes());
    for (const file of files) expect(file).toMatch(/^\.\.\/\.\.\/\.\.\/libs\/feature-[a-z-]+\/src\/.+\.tsx$/);
  });

  it.each([
    ['/', ['layout:home', '/']],
    ['/account', ['layout:account', '/account']],
    ['/account/deposit/codepay', ['layout:account', '/account/deposit/codepay']],
    ['/the-thao/k-sport', ['layout:game', '/the-thao/k-sport']],
    ['/khuyen-mai/khuyen-mai-50/', ['layout:promotions', '/khuyen-mai/khuyen-mai-50']],
    ['/install-app/ios', ['layout:clean', '/install-app/ios']],
    ['/cong-game/abc', ['layout:error', 'not-found']],
    ['/Cong-Game', ['layout:error', 'not-found']],
    [NOT_FOUND_PRERENDER_PATH, ['layout:error', 'not-found']],
  ])('matches %s to %j (case-sensitive, a trailing slash matches)', (path, ids) => {
    expect(leafIds(path)).toEqual(ids);
  });
});
