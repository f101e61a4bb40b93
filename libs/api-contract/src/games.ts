import * as z from 'zod/mini';
import { pageEnvelope } from './pagination';

/** The lobbies of the site (spec §2) and the categories each lists, in menu order. */
export const GAME_CATEGORIES = {
  'cong-game': ['keno', 'slot', 'game-bai', 'song-bai', 'ban-ca', 'game-nhanh', 'no-hu'],
  'live-casino': [
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
  ],
  'the-thao': [
    'k-sport',
    'saba-sport',
    'bti-sport',
    'im-sport',
    'the-thao-ao-pp',
    'the-thao-ao-saba',
    'the-thao-ao-im',
    'the-thao-ao-ksport',
  ],
  'lo-de': ['lo-de-3-mien', 'lo-de-sieu-toc', 'mega645', 'power655'],
  'da-ga': ['ga28', 'ws168'],
} as const;

export type GameSection = keyof typeof GAME_CATEGORIES;
export type GameCategory = (typeof GAME_CATEGORIES)[GameSection][number];
export const GAME_SECTIONS = Object.keys(GAME_CATEGORIES) as GameSection[];
export const ALL_GAME_CATEGORIES = [...new Set(Object.values(GAME_CATEGORIES).flat())] as GameCategory[];

export const GAME_SECTION_NAMES: Record<GameSection, string> = {
  'cong-game': 'Cổng game',
  'live-casino': 'Live casino',
  'the-thao': 'Thể thao',
  'lo-de': 'Lô đề',
  'da-ga': 'Đá gà',
};

export const GAME_CATEGORY_NAMES: Record<GameCategory, string> = {
  keno: 'Keno',
  slot: 'Slots',
  'game-bai': 'Game bài',
  'song-bai': 'Sòng bài',
  'ban-ca': 'Bắn cá',
  'game-nhanh': 'Game nhanh',
  'no-hu': 'Nổ hũ',
  'bau-cua': 'Bầu cua',
  'xoc-dia': 'Xóc đĩa',
  roulette: 'Roulette',
  'tai-xiu': 'Tài xỉu',
  poker: 'Poker',
  'rong-ho': 'Rồng hổ',
  baccarat: 'Baccarat',
  blackjack: 'Blackjack',
  'game-khac': 'Game khác',
  'sexy-casino': 'Sexy Casino',
  'k-sport': 'K-Sport',
  'saba-sport': 'SABA Sport',
  'bti-sport': 'BTi Sport',
  'im-sport': 'IM Sport',
  'the-thao-ao-pp': 'Thể thao ảo PP',
  'the-thao-ao-saba': 'Thể thao ảo SABA',
  'the-thao-ao-im': 'Thể thao ảo IM',
  'the-thao-ao-ksport': 'Thể thao ảo K-Sport',
  'lo-de-3-mien': 'Lô đề 3 miền',
  'lo-de-sieu-toc': 'Lô đề siêu tốc',
  mega645: 'Mega 6/45',
  power655: 'Power 6/55',
  ga28: 'GA28',
  ws168: 'WS168',
};

export const GAME_DEVICES = ['all', 'desktop', 'mobile'] as const;
export type GameDevice = (typeof GAME_DEVICES)[number];
/** What the client says it is (spec §4 device type: mobile ≤ 767 px, tablet 768–1023 px). */
export const CLIENT_DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type ClientDevice = (typeof CLIENT_DEVICES)[number];
export const GAME_ORIENTATIONS = ['landscape', 'portrait', 'auto'] as const;
export type GameOrientation = (typeof GAME_ORIENTATIONS)[number];

/** Live video on a tile: what the stream verification service needs (spec §3). */
export const streamInfoSchema = z.object({
  groupId: z.string(),
  streamId: z.string(),
  streamUniqueId: z.string(),
  id: z.string(),
});
export type StreamInfo = z.infer<typeof streamInfoSchema>;

/** The spec's Game item, plus the lobby it belongs to. */
export const gameItemSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  title: z.string(),
  /** Thumbnail URL (an SVG served by the API, immutable). */
  image: z.string(),
  partnerName: z.string(),
  /** Partner slug, the value of the partner filter. */
  partner: z.string(),
  /** `partner_provider` of GET /api/game/link. */
  partnerProviderCode: z.string(),
  /** `partner_game_type` of GET /api/game/link. */
  partnerGameId: z.string(),
  /** Where it can be played: all, desktop only, mobile only. */
  device: z.enum(GAME_DEVICES),
  /** Site path with the launch parameters in its query string (spec §5). */
  link: z.string(),
  /** Provider lobby URL the client opens with `token=<user.tokenPlay>` appended; null when the game has none. */
  gameDirectLink: z.nullable(z.string()),
  orientationType: z.enum(GAME_ORIENTATIONS),
  /** The game's own progressive jackpot (integer VND), or null. */
  jackpot: z.nullable(z.number()),
  /** Whether the caller marked it; always false for a visitor. */
  isFavorite: z.boolean(),
  streamInfo: z.nullable(streamInfoSchema),
  section: z.enum(GAME_SECTIONS as [GameSection, ...GameSection[]]),
  category: z.string(),
  isHot: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

export const GAME_LIST_MAX_PAGE_SIZE = 100;
/** A lobby page's games when `per_page` is not given (the lobbies' placeholders are as many). */
export const GAME_LIST_PAGE_SIZE = 24;
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * GET /api/game/list: one endpoint for the lobbies, the category and partner filters and search.
 * Every filter is optional and they combine; order is the lobby order (hot first).
 */
export const gameListQuerySchema = z.object({
  section: z.optional(z.enum(GAME_SECTIONS as [GameSection, ...GameSection[]])),
  category: z.optional(z.enum(ALL_GAME_CATEGORIES as [GameCategory, ...GameCategory[]])),
  /** Partner slug (GameItem.partner). */
  partner: optionalText(40),
  /** Words of the title, without or with diacritics ("tai xiu" finds "Tài Xỉu"). */
  search: optionalText(60),
  /** `true`: only the games marked hot. */
  hot: z.optional(z.enum(['true', 'false'])),
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(10_000))), 1),
  per_page: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(GAME_LIST_MAX_PAGE_SIZE))),
    GAME_LIST_PAGE_SIZE,
  ),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListResponseSchema = pageEnvelope(gameItemSchema);
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

export const gameFavoritesResponseSchema = z.object({ data: z.array(gameItemSchema) });
export type GameFavoritesResponse = z.infer<typeof gameFavoritesResponseSchema>;

const countedSchema = z.object({ slug: z.string(), name: z.string(), total: z.int() });

/** GET /api/game/sections: what the lobby filters offer, with counts. */
export const gameSectionsResponseSchema = z.object({
  data: z.array(
    z.object({
      slug: z.enum(GAME_SECTIONS as [GameSection, ...GameSection[]]),
      name: z.string(),
      total: z.int(),
      categories: z.array(countedSchema),
      partners: z.array(
        z.object({
          partner: z.string(),
          partnerName: z.string(),
          partnerProviderCode: z.string(),
          total: z.int(),
        }),
      ),
    }),
  ),
});
export type GameSectionsResponse = z.infer<typeof gameSectionsResponseSchema>;

export const GAME_ERROR_CODES = {
  gameNotFound: 'GAME_NOT_FOUND',
  deviceNotSupported: 'GAME_DEVICE_NOT_SUPPORTED',
  gameUnavailable: 'GAME_UNAVAILABLE',
  launchFailed: 'GAME_LAUNCH_FAILED',
  /** Favourite for a userId that is not the caller's. */
  forbidden: 'FORBIDDEN',
} as const;

export const GAME_MESSAGES = {
  gameRequired: 'Vui lòng chọn trò chơi',
  gameNotFound: 'Trò chơi không tồn tại hoặc đã ngừng hoạt động',
  deviceNotSupportedMobile: 'Trò chơi này chưa hỗ trợ trên điện thoại, vui lòng chơi trên máy tính',
  deviceNotSupportedDesktop: 'Trò chơi này chỉ hỗ trợ trên điện thoại',
  gameUnavailable: 'Trò chơi đang bảo trì, vui lòng quay lại sau',
  launchFailed: 'Không thể mở trò chơi lúc này, vui lòng thử lại sau',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  /** Spec §8 toasts, for the client. */
  favoriteAdded: 'Đã thêm vào danh sách yêu thích',
  favoriteRemoved: 'Đã xóa khỏi danh sách yêu thích',
  /** Spec §8: client-side fallbacks. */
  genericError: 'Có lỗi xảy ra vui lòng thử lại sau',
  linkFallback: 'Không thể lấy link game',
} as const;

const requiredCode = z
  .string({ error: GAME_MESSAGES.gameRequired })
  .check(z.trim(), z.minLength(1, GAME_MESSAGES.gameRequired), z.maxLength(80, GAME_MESSAGES.gameNotFound));

/** GET /api/game/link (spec §7): the names are the spec's. */
export const gameLinkQuerySchema = z.object({
  /** GameItem.partnerGameId. */
  partner_game_type: requiredCode,
  /** GameItem.partnerProviderCode. */
  partner_provider: requiredCode,
  device: z._default(z.enum(CLIENT_DEVICES), 'desktop'),
  category_name: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  orientation: z.optional(z.enum(['landscape', 'portrait'])),
});
export type GameLinkQuery = z.input<typeof gameLinkQuerySchema>;

/** `data` is the URL to open (new tab on desktop, same tab on a mobile domain). */
export const gameLinkResponseSchema = z.object({ data: z.string() });
export type GameLinkResponse = z.infer<typeof gameLinkResponseSchema>;

/** POST and DELETE /api/game/favorite (spec §7). `userId` must be the caller's own id. */
export const gameFavoriteRequestSchema = z.object({
  uuid: z.uuid({ error: GAME_MESSAGES.gameNotFound }),
  name: z.optional(z.string().check(z.maxLength(200))),
  userId: z.int({ error: GAME_MESSAGES.forbidden }),
});
export type GameFavoriteRequest = z.input<typeof gameFavoriteRequestSchema>;

export const gameFavoriteResponseSchema = z.object({
  data: z.object({ uuid: z.string(), isFavorite: z.boolean() }),
  /** The toast text of spec §8. */
  message: z.string(),
});
export type GameFavoriteResponse = z.infer<typeof gameFavoriteResponseSchema>;

export const gameThumbParamsSchema = z.object({
  file: z.string().check(z.regex(/^[0-9a-f-]{36}\.svg$/, GAME_MESSAGES.gameNotFound)),
});
/** `v` is the picture's version (GameItem.image carries it): only that URL is cached for good. */
export const gameThumbQuerySchema = z.object({ v: z.optional(z.string().check(z.maxLength(20))) });
/** An SVG document. */
export const svgResponseSchema = z.string();

export const GAME_PATHS = {
  list: '/api/game/list',
  sections: '/api/game/sections',
  favorite: '/api/game/favorite',
  link: '/api/game/link',
  thumb: '/api/game/thumb/:file',
  jackpot: '/api/game/jackpot',
  explodeJackpot: '/api/game/explode-jackpot',
  bets: '/api/user/bets',
  bet: '/api/user/bets/:code',
  streamVerify: '/api/stream/verify',
  streamClip: '/api/stream/clip/:streamId',
  fixtures: '/api/sports/fixtures',
} as const;

/** The site path a tile links to (GameItem.link): the launch parameters travel in its query string. */
export function gameLinkPath(game: {
  partnerGameId: string;
  partnerProviderCode: string;
  category: string;
  orientationType: GameOrientation;
}): string {
  const query = new URLSearchParams({
    partner_game_type: game.partnerGameId,
    partner_provider: game.partnerProviderCode,
    category_name: game.category,
  });
  if (game.orientationType !== 'auto') query.set('orientation', game.orientationType);
  return `/game/play?${query.toString()}`;
}
