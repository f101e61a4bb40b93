/**
 * Every page of the site as data (spec §2). The route table, the prerender list, the sitemap, the
 * redirect tables and the server's per-path answers are all derived from this one list.
 */

/** The page frames of spec §2 "Layouts". */
export const LAYOUTS = [
  'account',
  'clean',
  'default',
  'error',
  'event',
  'game',
  'home',
  'promotions',
] as const;
export type LayoutId = (typeof LAYOUTS)[number];

/** The named route middleware of spec §2; any other name is an error. */
export const MIDDLEWARE_NAMES = ['account', 'auth', 'events', 'mobile-page', 'promotions'] as const;
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

export const LIVE_CASINO_SLUGS = [
  'bau-cua',
  'xoc-dia',
  'roulette',
  'tai-xiu',
  'poker',
  'rong-ho',
  'baccarat',
  'blackjack',
  'game-khac',
  'sexy-casino',
] as const;
export const PROMOTION_SLUGS = [
  'khuyen-mai-100',
  'khuyen-mai-50',
  'hoan-tra-135',
  'hoan-tra-14',
  'hoan-tra-145',
  'hoan-tra-15',
] as const;
export const EVENT_SLUGS = ['gift-code', 'hoan-tra-cuoc', 'nhiem-vu', 'thuong-tai-app'] as const;
/**
 * The spec's portal categories, plus `game-khac` (number and other games): the spec's own legacy table
 * sends /cong-game/quay-so-number-games there, so it has to be a real page.
 */
export const PORTAL_SLUGS = [
  'keno',
  'slot',
  'game-bai',
  'song-bai',
  'ban-ca',
  'game-nhanh',
  'no-hu',
  'game-khac',
] as const;
export const SPORTS_PROVIDER_SLUGS = [
  'k-sport',
  'saba-sport',
  'bti-sport',
  'im-sport',
  'the-thao-ao-pp',
  'the-thao-ao-saba',
  'the-thao-ao-im',
  'the-thao-ao-ksport',
] as const;
/** Lottery products under /lo-de (the spec lists them beside the landing; the legacy table moved them there). */
export const LOTTERY_SLUGS = ['lo-de-3-mien', 'lo-de-sieu-toc', 'mega645', 'power655'] as const;
export const COCKFIGHT_PROVIDER_PATHS = ['/da-ga-ga28', '/da-ga-ws168'] as const;
export const SUPPORT_PATHS = [
  '/gioi-thieu',
  '/dieu-khoan-dieu-kien',
  '/chinh-sach-bao-mat',
  '/huong-dan-nap-tien',
  '/huong-dan-rut-tien',
  '/huong-dan-dang-ky',
  '/code-tan-thu',
  '/huong-dan-nhan-gift-code',
  '/cau-hoi-thuong-gap',
] as const;
/** Pages served by the `/{slug}` generic page; the content issue fills them. */
export const GENERIC_PAGE_SLUGS = ['choi-co-trach-nhiem', 'lien-he'] as const;
export const INSTALL_APP_PATHS = ['/install-app', '/install-app/android', '/install-app/ios'] as const;
export const ERROR_PATHS = ['/404', '/500', '/maintenance'] as const;
/** Development-only pages of the spec; on the site they redirect home. */
export const DEV_ONLY_PATHS = [
  '/image',
  '/input',
  '/toast',
  '/button',
  '/live-video',
  '/jackpot-number',
] as const;

export const DEPOSIT_METHODS = ['codepay', 'card', 'crypto', 'wallet'] as const;
export const WITHDRAW_METHODS = ['bank', 'card', 'crypto'] as const;
export const ACCOUNT_SECTIONS = [
  'user',
  'bank',
  'p2p',
  'deposit',
  'withdraw',
  'history',
  'promotion',
] as const;

export type LiveCasinoPath = '/live-casino' | `/live-casino/${(typeof LIVE_CASINO_SLUGS)[number]}`;
export type PromotionPath = '/khuyen-mai' | `/khuyen-mai/${(typeof PROMOTION_SLUGS)[number]}`;
export type EventPath = '/su-kien' | `/su-kien/${(typeof EVENT_SLUGS)[number]}`;
export type PortalPath = '/cong-game' | `/cong-game/${(typeof PORTAL_SLUGS)[number]}`;
export type SportsPath =
  '/the-thao' | '/lich-thi-dau' | `/the-thao/${(typeof SPORTS_PROVIDER_SLUGS)[number]}`;
export type LotteryPath = '/lo-de' | `/lo-de/${(typeof LOTTERY_SLUGS)[number]}`;
export type CockfightPath = '/da-ga' | (typeof COCKFIGHT_PROVIDER_PATHS)[number];
export type AccountPath =
  | '/account'
  | `/account/${(typeof ACCOUNT_SECTIONS)[number]}`
  | `/account/deposit/${(typeof DEPOSIT_METHODS)[number]}`
  | `/account/withdraw/${(typeof WITHDRAW_METHODS)[number]}`;

/** Every real path of the site (news articles are content: `/tin-tuc/${string}`). */
export type AppPath =
  | '/'
  | (typeof ERROR_PATHS)[number]
  | LiveCasinoPath
  | PromotionPath
  | EventPath
  | PortalPath
  | SportsPath
  | LotteryPath
  | CockfightPath
  | (typeof SUPPORT_PATHS)[number]
  | '/tin-tuc'
  | `/tin-tuc/${string}`
  | '/nhiem-vu'
  | '/mini-games'
  | (typeof INSTALL_APP_PATHS)[number]
  | `/${(typeof GENERIC_PAGE_SLUGS)[number]}`
  | '/game/play'
  | '/game/component'
  | AccountPath;

/** Prerendered public pages (every brand writes SEO copy for each); news articles take theirs from content. */
export type PublicPagePath =
  Exclude<AppPath, AccountPath | '/game/play' | '/game/component' | `/tin-tuc/${string}`> | '/tin-tuc';

/** What a page is about: picks its placeholder text until its feature lands, and its section in menus. */
export type PageGroup =
  | 'home'
  | 'error'
  | 'live-casino'
  | 'promotions'
  | 'events'
  | 'portal'
  | 'sports'
  | 'schedule'
  | 'lottery'
  | 'cockfight'
  | 'support'
  | 'news'
  | 'missions'
  | 'mini-games'
  | 'install-app'
  | 'generic'
  | 'game'
  | 'account';

export interface PageDef {
  path: AppPath;
  layout: LayoutId;
  group: PageGroup;
  /** Route middleware, run in this order on every navigation to the page. */
  middleware: readonly MiddlewareName[];
  /** Prerendered to static HTML (public pages); otherwise served by the client-only SPA fallback. */
  prerender: boolean;
  /** For `mobile-page` landings: where a desktop player is sent instead. */
  desktopPath?: AppPath;
}

const page = (
  path: AppPath,
  layout: LayoutId,
  group: PageGroup,
  extra: Partial<Omit<PageDef, 'path' | 'layout' | 'group'>> = {},
): PageDef => ({ path, layout, group, middleware: [], prerender: true, ...extra });

export const PAGES: readonly PageDef[] = [
  page('/', 'home', 'home'),
  ...ERROR_PATHS.map((path) => page(path, 'clean', 'error')),

  page('/live-casino', 'default', 'live-casino'),
  ...LIVE_CASINO_SLUGS.map((slug) => page(`/live-casino/${slug}`, 'default', 'live-casino')),

  page('/khuyen-mai', 'promotions', 'promotions'),
  ...PROMOTION_SLUGS.map((slug) =>
    page(`/khuyen-mai/${slug}`, 'promotions', 'promotions', { middleware: ['promotions'] }),
  ),

  page('/su-kien', 'event', 'events'),
  ...EVENT_SLUGS.map((slug) => page(`/su-kien/${slug}`, 'event', 'events', { middleware: ['events'] })),

  page('/cong-game', 'default', 'portal'),
  ...PORTAL_SLUGS.map((slug) => page(`/cong-game/${slug}`, 'default', 'portal')),

  page('/the-thao', 'default', 'sports'),
  page('/lich-thi-dau', 'default', 'schedule'),
  // Every provider opens the one shared game-frame screen.
  ...SPORTS_PROVIDER_SLUGS.map((slug) => page(`/the-thao/${slug}`, 'game', 'sports')),

  page('/lo-de', 'default', 'lottery', { middleware: ['mobile-page'], desktopPath: '/lo-de/lo-de-3-mien' }),
  ...LOTTERY_SLUGS.map((slug) => page(`/lo-de/${slug}`, 'default', 'lottery')),

  page('/da-ga', 'default', 'cockfight', { middleware: ['mobile-page'], desktopPath: '/da-ga-ga28' }),
  ...COCKFIGHT_PROVIDER_PATHS.map((path) => page(path, 'default', 'cockfight')),

  ...SUPPORT_PATHS.map((path) => page(path, 'default', 'support')),
  page('/tin-tuc', 'default', 'news'),
  page('/nhiem-vu', 'default', 'missions'),
  page('/mini-games', 'default', 'mini-games'),
  ...INSTALL_APP_PATHS.map((path) => page(path, 'clean', 'install-app')),
  ...GENERIC_PAGE_SLUGS.map((slug) => page(`/${slug}`, 'default', 'generic')),

  // Client-only: they open a game for a logged-in player.
  page('/game/play', 'game', 'game', { prerender: false }),
  page('/game/component', 'game', 'game', { prerender: false }),

  ...(['/account', ...ACCOUNT_SECTIONS.map((s) => `/account/${s}` as const)] as const).map((path) =>
    page(path, 'account', 'account', { middleware: ['auth', 'account'], prerender: false }),
  ),
  ...DEPOSIT_METHODS.map((m) =>
    page(`/account/deposit/${m}`, 'account', 'account', {
      middleware: ['auth', 'account'],
      prerender: false,
    }),
  ),
  ...WITHDRAW_METHODS.map((m) =>
    page(`/account/withdraw/${m}`, 'account', 'account', {
      middleware: ['auth', 'account'],
      prerender: false,
    }),
  ),
];

/**
 * The catch-all not-found route is prerendered under this path (which matches no page): the site
 * server answers every unknown path with that file and status 404, and the client hydrates it on
 * the same route.
 */
export const NOT_FOUND_PRERENDER_PATH = '/__not-found';

/** Sub-pages an account section opens by default (spec §2). */
export const ACCOUNT_DEFAULT_CHILD: Partial<Record<AccountPath, AccountPath>> = {
  '/account': '/account/user',
  '/account/deposit': '/account/deposit/codepay',
  '/account/withdraw': '/account/withdraw/bank',
};

const byPath = new Map<string, PageDef>(PAGES.map((def) => [def.path, def]));

/** Removes one trailing slash (routing is non-strict) but keeps case (routing is case-sensitive). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** The page at `pathname`, matched exactly as the router does; news articles are content, not listed here. */
export function findPage(pathname: string): PageDef | undefined {
  return byPath.get(normalisePath(pathname));
}

export const isAppPath = (pathname: string): pathname is AppPath =>
  byPath.has(pathname) || /^\/tin-tuc\/[a-z0-9-]+$/.test(pathname);

export const isDevOnlyPath = (pathname: string): boolean =>
  (DEV_ONLY_PATHS as readonly string[]).includes(normalisePath(pathname));

/** Paths prerendered to static HTML, in table order. */
export const prerenderedPaths = (): AppPath[] => PAGES.filter((def) => def.prerender).map((def) => def.path);

/** Home, the section above (when it is a page), then the page itself: a breadcrumb trail. */
export function pageTrail(path: AppPath): AppPath[] {
  if (path === '/') return ['/'];
  const parent = path.slice(0, path.lastIndexOf('/'));
  const parentPage = parent ? findPage(parent) : undefined;
  return ['/', ...(parentPage ? [parentPage.path] : []), path];
}
