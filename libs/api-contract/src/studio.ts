import * as z from 'zod/mini';

/**
 * The demo studio's own pages and browser API. It is a game provider living in the same process:
 * its pages call these routes, and these routes call the platform only through the seamless-wallet
 * protocol (provider-wallet.ts).
 */
export const STUDIO_PATHS = {
  play: '/studio/play/:code',
  verifier: '/studio/verify',
  asset: '/studio/assets/:file',
  session: '/studio/api/session',
  state: '/studio/api/state',
  rounds: '/studio/api/rounds',
  seed: '/studio/api/seed',
} as const;

export const STUDIO_SESSION_HEADER = 'x-studio-session';

export const STUDIO_ENGINES = [
  'taixiu',
  'xocdia',
  'baucua',
  'slot',
  'rongho',
  'baccarat',
  'roulette',
  'keno',
  'sportsbook',
  'lottery',
  'cockfight',
] as const;
export type StudioEngine = (typeof STUDIO_ENGINES)[number];

export const STUDIO_MESSAGES = {
  sessionRequired: 'Vui lòng đăng nhập trên trang chủ rồi mở lại trò chơi',
  sessionInvalid: 'Phiên chơi đã hết hạn, vui lòng mở lại trò chơi từ trang chủ',
  gameNotFound: 'Trò chơi không tồn tại',
  noWagers: 'Sảnh này chỉ giới thiệu, không nhận cược',
  optionInvalid: 'Lựa chọn cược không hợp lệ',
  amountInvalid: 'Số tiền cược không hợp lệ',
  amountTooSmall: 'Số tiền cược tối thiểu là 1,000 ₫',
  amountTooLarge: 'Số tiền cược tối đa là 50,000,000 ₫',
  insufficientFunds: 'Số dư không đủ, vui lòng nạp thêm',
  walletUnavailable: 'Ví đang bận, vui lòng thử lại sau giây lát',
  clientSeedInvalid: 'Client seed gồm 1 đến 64 ký tự chữ, số, dấu gạch',
} as const;

export const STUDIO_MIN_BET = 1_000;
export const STUDIO_MAX_BET = 50_000_000;

export const studioSessionRequestSchema = z.object({
  game: z.string().check(z.minLength(1), z.maxLength(80)),
  /** The launch token of GET /api/game/link, or the player's tokenPlay from a direct link. */
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const fairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Nonce of the next round. */
  nonce: z.int(),
});
export type Fairness = z.infer<typeof fairnessSchema>;

export const studioOptionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** What a winning stake of 1 returns, stake included. */
  payout: z.number(),
});

export const studioRoundSchema = z.object({
  roundId: z.string(),
  createdAt: z.string(),
  option: z.string(),
  amount: z.int(),
  /** What the engine drew (dice, coins, reels, cards, numbers…), shape per engine. */
  outcome: z.record(z.string(), z.unknown()),
  /** Paid back by the game, stake included (0 for a loss). */
  payout: z.int(),
  status: z.enum(['settled', 'refused', 'cancelled', 'pending']),
  jackpotWin: z.int(),
  balance: z.nullable(z.number()),
  serverSeedHash: z.string(),
  /** Revealed once the seed pair is rotated; null while it is still in use. */
  serverSeed: z.nullable(z.string()),
  clientSeed: z.string(),
  nonce: z.int(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;

export const studioGameSchema = z.object({
  code: z.string(),
  title: z.string(),
  engine: z.enum(STUDIO_ENGINES),
  partnerName: z.string(),
  category: z.string(),
  rules: z.string(),
  options: z.array(studioOptionSchema),
  /** Sports lobbies: the demo markets. */
  markets: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      startsAt: z.string(),
      options: z.array(studioOptionSchema),
    }),
  ),
  acceptsWagers: z.boolean(),
});

export const studioStateSchema = z.object({
  game: studioGameSchema,
  player: z.nullable(z.object({ displayName: z.string(), balance: z.number(), currency: z.string() })),
  fairness: z.nullable(fairnessSchema),
  rounds: z.array(studioRoundSchema),
});
export type StudioState = z.infer<typeof studioStateSchema>;
export const studioStateResponseSchema = z.object({
  data: studioStateSchema,
  session: z.nullable(z.string()),
});

export const studioStateQuerySchema = z.object({ game: z.string().check(z.minLength(1), z.maxLength(80)) });

export const studioRoundRequestSchema = z.object({
  option: z.string().check(z.minLength(1), z.maxLength(60)),
  amount: z
    .int({ error: STUDIO_MESSAGES.amountInvalid })
    .check(
      z.minimum(STUDIO_MIN_BET, STUDIO_MESSAGES.amountTooSmall),
      z.maximum(STUDIO_MAX_BET, STUDIO_MESSAGES.amountTooLarge),
    ),
});
export const studioRoundResponseSchema = z.object({ data: studioRoundSchema });

export const studioSeedRequestSchema = z.object({
  clientSeed: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, STUDIO_MESSAGES.clientSeedInvalid)),
});
export const studioSeedResponseSchema = z.object({
  data: z.object({
    revealed: z.nullable(
      z.object({
        serverSeed: z.string(),
        serverSeedHash: z.string(),
        clientSeed: z.string(),
        rounds: z.int(),
      }),
    ),
    next: fairnessSchema,
  }),
});

export const studioPlayParamsSchema = z.object({ code: z.string().check(z.maxLength(80)) });
export const studioAssetParamsSchema = z.object({ file: z.string().check(z.maxLength(40)) });
/** `v` is the file's content hash: only that URL is cached for good. */
export const studioAssetQuerySchema = z.object({ v: z.optional(z.string().check(z.maxLength(20))) });
