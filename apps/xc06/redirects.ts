import type { RedirectRule } from '@xc/brand';

const OLD_LIVE_CASINO = '/song-bai-livecasino-truc-tuyen';

/**
 * Legacy paths of this brand's previous site (spec §2 "Legacy redirects"). Where the spec names a
 * destination loosely ("casino tables", "lottery"), the target is the page that holds it; old guide
 * paths were `/huong-dan/<topic>` on the previous site.
 */
export const redirects: RedirectRule[] = [
  // Query-based rules (checked before plain rules on the same path).
  { from: '/khuyen-mai', query: { name: 'tab', value: 'events' }, to: '/su-kien' },
  { from: '/khuyen-mai', query: { name: 'tab', value: 'promotions' }, to: '/khuyen-mai' },
  { from: OLD_LIVE_CASINO, query: { name: 'filter', value: 'hot' }, to: '/live-casino' },

  { from: '/cockfight', to: '/da-ga' },

  { from: '/cong-game/all', to: '/cong-game' },
  { from: '/quayso', prefix: true, to: '/cong-game' },
  { from: '/cong-game/quay-slots', to: '/cong-game/slot' },
  { from: '/cong-game/table-games', to: '/cong-game/song-bai' },
  { from: '/cong-game/xo-so', to: '/lo-de' },
  { from: '/cong-game/lode', to: '/lo-de' },
  { from: '/cong-game/keno-vietlott', to: '/lo-de' },
  { from: '/cong-game/keno-sieu-toc', to: '/lo-de' },
  { from: '/cong-game/lode-md5', to: '/lo-de' },
  { from: '/cong-game/quay-so-number-games', to: '/cong-game/game-khac' },

  { from: '/lo-de-sieu-toc', to: '/lo-de/lo-de-sieu-toc' },
  { from: '/lode-3-mien', to: '/lo-de/lo-de-3-mien' },
  { from: '/mega645', to: '/lo-de/mega645' },
  { from: '/power655', to: '/lo-de/power655' },

  { from: '/huong-dan/nap-tien', to: '/huong-dan-nap-tien' },
  { from: '/huong-dan/giao-dich', to: '/huong-dan-nap-tien' },
  { from: '/huong-dan/rut-tien', to: '/huong-dan-rut-tien' },
  { from: '/huong-dan/dang-ky', to: '/huong-dan-dang-ky' },
  { from: '/huong-dan/nhan-gift-code', to: '/huong-dan-nhan-gift-code' },
  { from: '/gioi-thieu-nha-cai', to: '/gioi-thieu' },

  { from: '/khuyen-mai/hoan-tra-slots', to: '/khuyen-mai' },
  { from: '/khuyen-mai/sieu-hoan-tra-hang-tuan', to: '/su-kien' },
  { from: '/khuyen-mai/sac-xuan-cho-tet', to: '/su-kien' },
  { from: '/khuyen-mai/san-bao-li-xi', to: '/su-kien' },

  { from: OLD_LIVE_CASINO, to: '/live-casino' },
  { from: `${OLD_LIVE_CASINO}/all`, to: '/live-casino' },
  { from: `${OLD_LIVE_CASINO}/baccarat`, to: '/live-casino/baccarat' },
  { from: `${OLD_LIVE_CASINO}/blackjack`, to: '/live-casino/blackjack' },
  { from: `${OLD_LIVE_CASINO}/game-khac`, to: '/live-casino/game-khac' },
  { from: `${OLD_LIVE_CASINO}/poker`, to: '/live-casino/poker' },
  { from: `${OLD_LIVE_CASINO}/rong-ho`, to: '/live-casino/rong-ho' },
  { from: `${OLD_LIVE_CASINO}/roulette`, to: '/live-casino/roulette' },
  { from: `${OLD_LIVE_CASINO}/tai-xiu`, to: '/live-casino/tai-xiu' },
  { from: `${OLD_LIVE_CASINO}/xoc-dia`, to: '/live-casino/xoc-dia' },
  { from: `${OLD_LIVE_CASINO}/sexy`, to: '/live-casino/sexy-casino' },

  { from: '/virtual-sports', to: '/the-thao' },
];
