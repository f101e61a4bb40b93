import { matchRoutes } from 'react-router';
import { buildRoutes, matchableRoutes, prerenderPaths } from './route-table';

describe('the shared route table', () => {
  it('prerenders the public pages and leaves the account area to the client', () => {
    const paths = prerenderPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/404']));
    expect(paths.some((p) => p.startsWith('/account'))).toBe(false);
  });

  it('points every route module at the shared libs, relative to a brand app folder', () => {
    const files: string[] = [];
    const walk = (entries: ReturnType<typeof buildRoutes>) =>
      entries.forEach((entry) => {
        files.push(entry.file);
        walk(entry.children ?? []);
      });
    walk(buildRoutes());
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(file).toMatch(/^\.\.\/\.\.\/\.\.\/libs\/feature-[a-z-]+\/src\/.+\.tsx$/);
  });

  it.each([
    ['/', 'home'],
    ['/account', 'account'],
    ['/account/deposit/codepay', 'account'],
    ['/khong-co-trang-nay', 'not-found'],
  ])('matches %s to the %s route', (path, id) => {
    expect(matchRoutes(matchableRoutes(), path)?.at(-1)?.route.id).toBe(id);
  });
});
