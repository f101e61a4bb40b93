import * as z from 'zod/mini';
import { pageQueryShape, paginationSchema } from './pagination';

/**
 * Missions (issue 16): tasks of one brand the operator keeps as data, DAILY (a new cycle every
 * Vietnam day, from midnight Asia/Ho_Chi_Minh) or PERIOD (one cycle between the mission's start and
 * end). The player accepts one, the server measures its progress from what really happened since
 * (completed deposits, settled bets, check-ins), and a completed mission is claimed into the wallet
 * once: cash, or a bonus with wagering run by the promotions engine.
 */

// ---- the spec's enums (§3)

export const MISSION_TYPES = ['DAILY', 'PERIOD'] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

/**
 * What a mission counts, from its acceptance to the end of its cycle:
 * - DAILY_CHECK_IN: days the player opened the site while logged in (the tracking ping);
 * - DEPOSIT_AMOUNT / BET_AMOUNT: one completed deposit / one settled bet of at least the target
 *   (progress is the largest one so far);
 * - TOTAL_DEPOSIT_AMOUNT / TOTAL_BET_AMOUNT: their sum reaching the target.
 */
export const MISSION_CONDITION_KINDS = [
  'DAILY_CHECK_IN',
  'DEPOSIT_AMOUNT',
  'TOTAL_DEPOSIT_AMOUNT',
  'BET_AMOUNT',
  'TOTAL_BET_AMOUNT',
] as const;
export type MissionConditionKind = (typeof MISSION_CONDITION_KINDS)[number];

export const MISSION_STATUSES = [
  'NOT_STARTED',
  'NOT_ACCEPTED',
  'IN_PROGRESS',
  'COMPLETED',
  'COMPLETED_REWARDED',
  'EXPIRED',
] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** Filter categories (§3), and the condition kinds each stands for. */
export const MISSION_CATEGORIES = ['all', 'check_in', 'deposit', 'stake'] as const;
export type MissionCategory = (typeof MISSION_CATEGORIES)[number];
export const MISSION_CATEGORY_OF: Record<MissionConditionKind, Exclude<MissionCategory, 'all'>> = {
  DAILY_CHECK_IN: 'check_in',
  DEPOSIT_AMOUNT: 'deposit',
  TOTAL_DEPOSIT_AMOUNT: 'deposit',
  BET_AMOUNT: 'stake',
  TOTAL_BET_AMOUNT: 'stake',
};

/** Filter statuses (§3), and the statuses each selects. */
export const MISSION_STATUS_FILTERS = ['all', 'in_progress', 'completed', 'completed_reward', 'expired'] as const;
export type MissionStatusFilter = (typeof MISSION_STATUS_FILTERS)[number];
export const MISSION_STATUS_FILTER_OF: Record<Exclude<MissionStatusFilter, 'all'>, MissionStatus> = {
  in_progress: 'IN_PROGRESS',
  completed: 'COMPLETED',
  completed_reward: 'COMPLETED_REWARDED',
  expired: 'EXPIRED',
};

/**
 * Tabs (§3): guide (the newcomer's chain, PERIOD missions the operator marks so), daily (the DAILY
 * missions) and accumulated (the other PERIOD missions).
 */
export const MISSION_TABS = ['guide', 'daily', 'accumulated'] as const;
export type MissionTab = (typeof MISSION_TABS)[number];

export const MISSION_REWARD_KINDS = ['cash', 'bonus'] as const;
export type MissionRewardKind = (typeof MISSION_REWARD_KINDS)[number];

// ---- constants (§9)

/** The client's tracking loop: once this long after start, then every TRACKING_INTERVAL_MS. */
export const MISSION_TRACKING_FIRST_MS = 100;
export const MISSION_TRACKING_INTERVAL_MS = 1_800_000;
export const MISSION_LIST_DEFAULTS = { page: 1, per_page: 10 } as const;
export const MISSION_RECENT_CLAIMS_DEFAULT = 20;
export const MISSION_RECENT_CLAIMS_MAX = 50;
export const MISSION_FEATURED_MAX = 3;

/** The estimated figures the mission page shows, computed on the client from the date (§9). */
export const MISSION_ESTIMATE = {
  /** Day 0 of the growth, 1 September 2025 (Vietnam). */
  start: '2025-09-01',
  rewardBase: { daily: 350_000, other: 400_000 },
  rewardGrowthPerDay: { daily: 15_000, other: 30_000 },
  ridersBase: 4_000,
  ridersGrowthPerDay: 300,
} as const;

// ---- errors (§8: a success flag, a status code defaulting to 500, a message defaulting to this)

export const MISSION_DEFAULT_ERROR_MESSAGE = 'Có lỗi xảy ra';

export const MISSION_ERROR_CODES = {
  notFound: 'MISSION_NOT_FOUND',
  notStarted: 'MISSION_NOT_STARTED',
  prerequisite: 'MISSION_PREREQUISITE',
  alreadyAccepted: 'MISSION_ALREADY_ACCEPTED',
  notAccepted: 'MISSION_NOT_ACCEPTED',
  notCompleted: 'MISSION_NOT_COMPLETED',
  expired: 'MISSION_EXPIRED',
  alreadyClaimed: 'MISSION_ALREADY_CLAIMED',
  /** Tracking, accepting and claiming need the configured requirements (§5). */
  depositRequired: 'MISSION_FIRST_DEPOSIT_REQUIRED',
  phoneRequired: 'MISSION_PHONE_VERIFICATION_REQUIRED',
  requirementsUnmet: 'MISSION_REQUIREMENTS_UNMET',
  notEligible: 'MISSION_NOT_ELIGIBLE',
  /** A bonus reward while another bonus still runs (one bonus at a time). */
  bonusActive: 'MISSION_BONUS_ACTIVE',
} as const;
export type MissionErrorCode = (typeof MISSION_ERROR_CODES)[keyof typeof MISSION_ERROR_CODES];

export const MISSION_ERROR_STATUSES: Record<keyof typeof MISSION_ERROR_CODES, number> = {
  notFound: 404,
  notStarted: 409,
  prerequisite: 409,
  alreadyAccepted: 409,
  notAccepted: 409,
  notCompleted: 409,
  expired: 409,
  alreadyClaimed: 409,
  depositRequired: 403,
  phoneRequired: 403,
  requirementsUnmet: 403,
  notEligible: 403,
  bonusActive: 409,
};

export const MISSION_MESSAGES = {
  notFound: 'Nhiệm vụ không tồn tại',
  notStarted: 'Nhiệm vụ chưa bắt đầu',
  prerequisite: (title: string) => `Bạn cần hoàn thành nhiệm vụ "${title}" trước`,
  alreadyAccepted: 'Bạn đã nhận nhiệm vụ này',
  notAccepted: 'Bạn chưa nhận nhiệm vụ này',
  notCompleted: 'Nhiệm vụ chưa hoàn thành',
  expired: 'Nhiệm vụ đã hết hạn',
  alreadyClaimed: 'Bạn đã nhận thưởng nhiệm vụ này',
  depositRequired: 'Bạn cần nạp tiền lần đầu để tham gia nhiệm vụ',
  phoneRequired: 'Bạn cần xác thực số điện thoại để tham gia nhiệm vụ',
  requirementsUnmet: 'Bạn cần nạp tiền lần đầu và xác thực số điện thoại để tham gia nhiệm vụ',
  notEligible: 'Tài khoản của bạn hiện không được tham gia nhiệm vụ',
  bonusActive:
    'Bạn đang có khuyến mãi chưa hoàn thành vòng cược. Vui lòng hoàn thành hoặc hủy khuyến mãi đó trước khi nhận thưởng này',
  /** The success toast / modal line after a claim. */
  claimed: (amount: number) => `Bạn đã nhận ${amount.toLocaleString('en-US')} VND từ nhiệm vụ`,
} as const;

/** Every mission error body: the API's error body with the spec's success flag. */
export const missionErrorBodySchema = z.object({
  success: z.literal(false),
  statusCode: z.int(),
  code: z.string(),
  message: z.string(),
});
export type MissionErrorBody = z.infer<typeof missionErrorBodySchema>;

// ---- the mission as a player sees it

export const missionRewardSchema = z.object({
  kind: z.enum(MISSION_REWARD_KINDS),
  /** VND. */
  amount: z.int(),
  /** For a bonus: rounds of wagering on the bonus (requirement = amount × rounds); null for cash. */
  rounds: z.nullable(z.int()),
});
export type MissionReward = z.infer<typeof missionRewardSchema>;

export const missionSchema = z.object({
  id: z.int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(MISSION_TYPES),
  tab: z.enum(MISSION_TABS),
  category: z.enum(['check_in', 'deposit', 'stake']),
  conditionKind: z.enum(MISSION_CONDITION_KINDS),
  /** VND for deposits and bets; days for check-ins. */
  target: z.int(),
  /** Measured by the server, never above the target. */
  progress: z.int(),
  status: z.enum(MISSION_STATUSES),
  reward: missionRewardSchema,
  /** The mission that must be rewarded before this one can be accepted (chains). */
  prerequisite: z.nullable(z.object({ id: z.int(), title: z.string() })),
  /** This cycle: its day (YYYY-MM-DD, Vietnam) for DAILY, `period` for PERIOD. */
  cycle: z.string(),
  /** When this cycle opens and closes (ISO); a PERIOD mission may close earlier per player (see `deadline`). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** When the player's time to complete runs out (ISO): the cycle's end, or acceptance + duration. */
  deadline: z.nullable(z.string()),
  /** A completed mission can be claimed until then (ISO). */
  claimUntil: z.nullable(z.string()),
  acceptedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  claimedAt: z.nullable(z.string()),
  featured: z.boolean(),
});
export type Mission = z.infer<typeof missionSchema>;

/** Whether the configured requirements (system configuration flags) hold for this player. */
export const missionRequirementsSchema = z.object({
  firstDeposit: z.object({ required: z.boolean(), met: z.boolean() }),
  phoneVerification: z.object({ required: z.boolean(), met: z.boolean() }),
  /** Both hold (or are not required): tracking, accepting and claiming are open. */
  allowed: z.boolean(),
});
export type MissionRequirements = z.infer<typeof missionRequirementsSchema>;

// ---- calls (§7)

export const MISSION_PATHS = {
  list: '/api/user/mission/list',
  featured: '/api/user/mission/featured',
  recentClaims: '/api/user/mission/claims/recent',
  accept: '/api/user/mission/accept',
  claim: '/api/user/mission/claim-reward',
  tracking: '/api/user/mission/tracking',
} as const;

export const missionListQuerySchema = z.object({
  ...pageQueryShape,
  category: z._default(z.enum(MISSION_CATEGORIES), 'all'),
  status: z._default(z.enum(MISSION_STATUS_FILTERS), 'all'),
  /** Absent: every tab. */
  tab: z.optional(z.enum(MISSION_TABS)),
});
export type MissionListQuery = z.input<typeof missionListQuerySchema>;

export const missionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(missionSchema),
  meta: z.object({ pagination: paginationSchema, requirements: missionRequirementsSchema }),
});
export type MissionListResponse = z.infer<typeof missionListResponseSchema>;

export const missionFeaturedResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(missionSchema),
});

export const missionRecentClaimsQuerySchema = z.object({
  limit: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(MISSION_RECENT_CLAIMS_MAX))),
    MISSION_RECENT_CLAIMS_DEFAULT,
  ),
});
export const missionRecentClaimSchema = z.object({
  /** Masked: first two and last character, e.g. `ng***9`. */
  username: z.string(),
  missionTitle: z.string(),
  reward: missionRewardSchema,
  claimedAt: z.string(),
});
export type MissionRecentClaim = z.infer<typeof missionRecentClaimSchema>;
export const missionRecentClaimsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(missionRecentClaimSchema),
});

/** A mission's id as the body carries it (a number; anything else reads as an unknown mission). */
const missionIdSchema = z
  .int({ error: MISSION_MESSAGES.notFound })
  .check(z.positive(MISSION_MESSAGES.notFound), z.maximum(2_147_483_647, MISSION_MESSAGES.notFound));
export const missionActionRequestSchema = z.object({ mission_id: missionIdSchema });
export type MissionActionRequest = z.input<typeof missionActionRequestSchema>;

export const missionActionResponseSchema = z.object({
  success: z.literal(true),
  data: missionSchema,
});
export type MissionActionResponse = z.infer<typeof missionActionResponseSchema>;

export const missionClaimResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    mission: missionSchema,
    reward: missionRewardSchema,
    /** The wallet balance after the credit. */
    balance: z.int(),
    message: z.string(),
  }),
});
export type MissionClaimResponse = z.infer<typeof missionClaimResponseSchema>;

/** PATCH tracking: the check-in ping; answers with fresh progress of the player's open missions. */
export const missionTrackingResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    checkedInToday: z.boolean(),
    requirements: missionRequirementsSchema,
    /** Missions accepted and not yet claimed or expired, current. */
    missions: z.array(missionSchema),
    /** COMPLETED missions waiting for a claim (the badge's figure). */
    claimable: z.int(),
  }),
});
export type MissionTrackingResponse = z.infer<typeof missionTrackingResponseSchema>;

/** On the player's live stream: a mission's progress or status moved (after the commit that moved it). */
export const missionEventSchema = z.object({
  type: z.literal('mission'),
  missionId: z.int(),
  status: z.enum(MISSION_STATUSES),
  progress: z.int(),
  target: z.int(),
  at: z.string(),
});
export type MissionEvent = z.infer<typeof missionEventSchema>;
