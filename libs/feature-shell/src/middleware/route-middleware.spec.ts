import { findPage, type PageDef } from '@xc/paths';
import {
  isAbsoluteUrl,
  ROUTE_MIDDLEWARE,
  runRouteMiddleware,
  UnknownMiddlewareError,
  type AskServer,
} from './route-middleware';

const page = (path: string): PageDef => {
  const def = findPage(path);
  if (!def) throw new Error(`no page ${path}`);
  return def;
};
const silentServer: AskServer = async () => ({});
const context = (
  path: string,
  extra: { device?: 'mobile' | 'tablet' | 'desktop'; isLoggedIn?: boolean } = {},
) => ({
  page: page(path),
  url: path,
  device: extra.device ?? 'desktop',
  isLoggedIn: extra.isLoggedIn ?? false,
});

describe('runRouteMiddleware', () => {
  it('throws an error naming an unknown middleware, before asking the server', async () => {
    const ask = jest.fn(silentServer);
    const run = runRouteMiddleware(['auth', 'vip-only'], context('/account'), ask);
    await expect(run).rejects.toThrow(UnknownMiddlewareError);
    await expect(runRouteMiddleware(['vip-only'], context('/'), ask)).rejects.toThrow(
      'Unknown route middleware: "vip-only"',
    );
    expect(ask).not.toHaveBeenCalled();
  });

  it('does not treat inherited object keys as middleware', async () => {
    await expect(runRouteMiddleware(['toString'], context('/'), silentServer)).rejects.toThrow(/"toString"/);
  });

  it('asks nothing for pages without middleware', async () => {
    const ask = jest.fn(silentServer);
    await expect(runRouteMiddleware([], context('/'), ask)).resolves.toEqual({ kind: 'continue' });
    expect(ask).not.toHaveBeenCalled();
  });

  it("follows the server's redirect, asked once with the path and query", async () => {
    const ask = jest.fn(async () => ({ redirect: 'https://khac.example/su-kien' }));
    const outcome = await runRouteMiddleware(
      ['events'],
      { ...context('/su-kien/gift-code'), url: '/su-kien/gift-code?ref=1' },
      ask,
    );
    expect(outcome).toEqual({ kind: 'redirect', to: 'https://khac.example/su-kien' });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('/su-kien/gift-code?ref=1');
  });

  it('sends a visitor on an account page to log in, and lets a player through', async () => {
    const names = page('/account/bank').middleware;
    expect(await runRouteMiddleware(names, context('/account/bank'), silentServer)).toEqual({
      kind: 'login',
      returnTo: '/account/bank',
    });
    expect(
      await runRouteMiddleware(names, context('/account/bank', { isLoggedIn: true }), silentServer),
    ).toEqual({ kind: 'continue' });
  });

  it('sends desktop and tablet players from a mobile landing to its first product, unless the server turns it off', async () => {
    const names = page('/lo-de').middleware;
    expect(await runRouteMiddleware(names, context('/lo-de'), silentServer)).toEqual({
      kind: 'redirect',
      to: '/lo-de/lo-de-3-mien',
    });
    expect(await runRouteMiddleware(names, context('/da-ga', { device: 'tablet' }), silentServer)).toEqual({
      kind: 'redirect',
      to: '/da-ga-ga28',
    });
    expect(await runRouteMiddleware(names, context('/lo-de', { device: 'mobile' }), silentServer)).toEqual({
      kind: 'continue',
    });
    const off: AskServer = async () => ({ appMiddleware: { 'mobile-page': false } });
    expect(await runRouteMiddleware(names, context('/lo-de'), off)).toEqual({ kind: 'continue' });
  });

  it('sends an event or promotion the server switched off to its list', async () => {
    const off: AskServer = async () => ({ appMiddleware: { events: false, promotions: false } });
    expect(await runRouteMiddleware(['events'], context('/su-kien/nhiem-vu'), off)).toEqual({
      kind: 'redirect',
      to: '/su-kien',
    });
    expect(await runRouteMiddleware(['promotions'], context('/khuyen-mai/hoan-tra-15'), off)).toEqual({
      kind: 'redirect',
      to: '/khuyen-mai',
    });
    const on: AskServer = async () => ({ appMiddleware: { events: true } });
    expect(await runRouteMiddleware(['events'], context('/su-kien/nhiem-vu'), on)).toEqual({
      kind: 'continue',
    });
  });

  it('stops at the first middleware that decides', async () => {
    const second = jest.fn(() => ({ kind: 'continue' as const }));
    const registry = { ...ROUTE_MIDDLEWARE, first: () => ({ kind: 'redirect' as const, to: '/' }), second };
    expect(await runRouteMiddleware(['first', 'second'], context('/'), silentServer, registry)).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(second).not.toHaveBeenCalled();
  });
});

describe('isAbsoluteUrl', () => {
  it.each([
    ['https://a.example/x', true],
    ['//a.example/x', true],
    ['/su-kien', false],
    ['su-kien', false],
  ])('%s → %s', (to, absolute) => expect(isAbsoluteUrl(to)).toBe(absolute));
});
