import {
  ACCOUNT_DEFAULT_CHILD,
  DEV_ONLY_PATHS,
  findPage,
  findRedirect,
  isAppPath,
  LAYOUTS,
  MIDDLEWARE_NAMES,
  PAGES,
  prerenderedPaths,
  type RedirectRule,
} from './index';

describe('the pages table', () => {
  it('lists each path once, with a known layout and known middleware', () => {
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const def of PAGES) {
      expect(LAYOUTS).toContain(def.layout);
      for (const name of def.middleware) expect(MIDDLEWARE_NAMES).toContain(name);
      if (def.desktopPath) expect(findPage(def.desktopPath)).toBeDefined();
    }
  });

  it('covers the spec: slugs, the shared sports frame, layouts and middleware', () => {
    expect(findPage('/live-casino/sexy-casino')?.layout).toBe('default');
    expect(findPage('/khuyen-mai/hoan-tra-14')).toMatchObject({
      layout: 'promotions',
      middleware: ['promotions'],
    });
    expect(findPage('/su-kien/gift-code')).toMatchObject({ layout: 'event', middleware: ['events'] });
    expect(findPage('/the-thao/the-thao-ao-ksport')?.layout).toBe('game');
    expect(findPage('/lo-de')).toMatchObject({
      middleware: ['mobile-page'],
      desktopPath: '/lo-de/lo-de-3-mien',
    });
    expect(findPage('/da-ga')?.middleware).toEqual(['mobile-page']);
    expect(findPage('/maintenance')?.layout).toBe('clean');
    expect(findPage('/install-app/ios')?.layout).toBe('clean');
    expect(findPage('/account/deposit/crypto')).toMatchObject({
      layout: 'account',
      middleware: ['auth', 'account'],
      prerender: false,
    });
    expect(ACCOUNT_DEFAULT_CHILD['/account/deposit']).toBe('/account/deposit/codepay');
    expect(ACCOUNT_DEFAULT_CHILD['/account/withdraw']).toBe('/account/withdraw/bank');
  });

  it('matches case-sensitively and ignores one trailing slash', () => {
    expect(findPage('/cong-game/slot/')?.path).toBe('/cong-game/slot');
    expect(findPage('/Cong-Game/slot')).toBeUndefined();
    expect(findPage('/cong-game/abc')).toBeUndefined();
  });

  it('prerenders the public pages only', () => {
    const paths = prerenderedPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/404');
    expect(paths.some((p) => p.startsWith('/account'))).toBe(false);
    expect(paths).not.toContain('/game/play');
  });

  it('knows dev-only pages and content paths', () => {
    expect(DEV_ONLY_PATHS).toContain('/jackpot-number');
    expect(isAppPath('/tin-tuc/ra-mat-xo-so-nhanh')).toBe(true);
    expect(isAppPath('/tin-tuc/../account')).toBe(false);
  });
});

describe('findRedirect', () => {
  const rules: RedirectRule[] = [
    { from: '/khuyen-mai', query: { name: 'tab', value: 'events' }, to: '/su-kien' },
    { from: '/quayso', prefix: true, to: '/cong-game' },
    { from: '/cockfight', to: '/da-ga' },
  ];

  it.each([
    ['/cockfight', '', '/da-ga'],
    ['/cockfight/', '', '/da-ga'],
    ['/quayso', '', '/cong-game'],
    ['/quayso/so-3', '', '/cong-game'],
    ['/khuyen-mai', '?tab=events', '/su-kien'],
  ])('sends %s%s to %s', (path, search, to) => {
    expect(findRedirect(rules, path, search)).toBe(to);
  });

  it.each([
    ['/Cockfight', ''],
    ['/cockfight/x', ''],
    ['/quaysox', ''],
    ['/khuyen-mai', ''],
    ['/khuyen-mai', '?tab=other'],
  ])('leaves %s%s alone', (path, search) => {
    expect(findRedirect(rules, path, search)).toBeUndefined();
  });
});
