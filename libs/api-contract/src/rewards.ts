import * as z from 'zod/mini';
import { requestIdSchema } from './cashier';

/**
 * Event rewards (issue 15): the lost-bet refund campaign (/su-kien/hoan-tra-cuoc), the app download
 * bonus (/su-kien/thuong-tai-app), the daily lucky spin, and what tells the player a reward is ready
 * (eventGetRewardDaily / eventGetRewardPeriod). Every payout goes through the ledger.
 */

/** Spec §9: the app download bonus. */
export const APP_INSTALL_BONUS = 5_000;

export const REWARD_ERROR_CODES = {
  notEligible: 'REWARD_NOT_ELIGIBLE',
  phoneRequired: 'REWARD_PHONE_REQUIRED',
  depositRequired: 'REWARD_DEPOSIT_REQUIRED',
  alreadyClaimed: 'REWARD_ALREADY_CLAIMED',
  notStandalone: 'REWARD_NOT_STANDALONE',
  nothingToClaim: 'REWARD_NOTHING_TO_CLAIM',
  campaignClosed: 'REWARD_CAMPAIGN_CLOSED',
  alreadySpun: 'REWARD_ALREADY_SPUN',
  /** The same requestId came back with other data (another client seed). */
  requestConflict: 'REQUEST_CONFLICT',
} as const;

export const REWARD_MESSAGES = {
  notEligible: 'Tài khoản của bạn hiện không được nhận thưởng sự kiện',
  phoneRequired: 'Vui lòng xác thực số điện thoại để nhận thưởng',
  depositRequired: 'Bạn cần nạp tiền ít nhất một lần để tham gia',
  appAlreadyClaimed: 'Bạn đã nhận thưởng tải app',
  notStandalone: 'Vui lòng mở trang từ ứng dụng đã cài đặt để nhận thưởng',
  nothingToClaim: 'Bạn chưa có khoản hoàn trả nào để nhận',
  campaignClosed: 'Sự kiện đã kết thúc',
  alreadySpun: 'Hôm nay bạn đã quay, hãy quay lại vào ngày mai',
  clientSeedInvalid: 'Mã ngẫu nhiên không hợp lệ',
  requestConflict: 'Mã yêu cầu đã được dùng cho một yêu cầu khác',
} as const;

// ---- lost-bet refund (hoàn trả cược thua)

export const lostBetRefundCampaignSchema = z.object({
  id: z.int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Claims accepted until then (after the window closes). */
  claimUntil: z.string(),
  /** Share of net losses refunded, in basis points (300 = 3 %). */
  rateBp: z.int(),
  /** Largest refund per player in the campaign (VND). */
  maxRefund: z.int(),
  /** The rules as the page shows them. */
  terms: z.array(z.string()),
});
export type LostBetRefundCampaign = z.infer<typeof lostBetRefundCampaignSchema>;

export const lostBetRefundSchema = z.object({
  campaign: z.nullable(lostBetRefundCampaignSchema),
  /** The player's own figure in the window (absent for a visitor). */
  mine: z.nullable(
    z.object({
      /** Settled stakes minus wins within the window (0 when ahead). */
      netLoss: z.int(),
      /** What the rate gives, capped. */
      refundable: z.int(),
      claimed: z.int(),
      /** refundable − claimed, payable now. */
      claimable: z.int(),
    }),
  ),
});
export type LostBetRefund = z.infer<typeof lostBetRefundSchema>;
export const lostBetRefundResponseSchema = z.object({ data: lostBetRefundSchema });

export const claimRequestSchema = z.object({ requestId: requestIdSchema });
export const rewardPaidSchema = z.object({ amount: z.int(), balance: z.int() });
export const rewardPaidResponseSchema = z.object({ data: rewardPaidSchema });

// ---- app download bonus

export const appInstallClaimRequestSchema = z.object({
  /** The page runs as the installed app (display-mode: standalone), as the browser reports it. */
  standalone: z.literal(true, { error: REWARD_MESSAGES.notStandalone }),
  requestId: requestIdSchema,
});
export const appInstallStatusSchema = z.object({
  amount: z.int(),
  claimed: z.boolean(),
  phoneVerified: z.boolean(),
});
export const appInstallStatusResponseSchema = z.object({ data: appInstallStatusSchema });

// ---- daily lucky spin (provably fair, like the studio's rounds)

export const spinPrizeSchema = z.object({
  index: z.int(),
  label: z.string(),
  /** VND; 0 = no prize this time. */
  amount: z.int(),
  /** Chance out of 10,000. */
  weight: z.int(),
});
export const spinStatusSchema = z.object({
  prizes: z.array(spinPrizeSchema),
  /** Whether the player may spin today (deposited, not yet spun this Vietnam day). */
  available: z.boolean(),
  /** Why not, when not (a message of REWARD_MESSAGES). */
  reason: z.nullable(z.string()),
  /** SHA-256 of the server seed committed for the next spin. */
  serverSeedHash: z.string(),
  nonce: z.int(),
  nextSpinAt: z.nullable(z.string()),
});
export type SpinStatus = z.infer<typeof spinStatusSchema>;
export const spinStatusResponseSchema = z.object({ data: spinStatusSchema });

export const spinRequestSchema = z.object({
  clientSeed: z
    .string({ error: REWARD_MESSAGES.clientSeedInvalid })
    .check(z.regex(/^[A-Za-z0-9]{1,64}$/, REWARD_MESSAGES.clientSeedInvalid)),
  requestId: requestIdSchema,
});
export const spinResultSchema = z.object({
  prize: spinPrizeSchema,
  /** Revealed: SHA-256 of it is the hash committed before the spin. */
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
  balance: z.int(),
  at: z.string(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;
export const spinResultResponseSchema = z.object({ data: spinResultSchema });

// ---- what is ready to be taken (the eventGetRewardDaily / eventGetRewardPeriod modals)

export const readyRewardsSchema = z.object({
  /** The daily lucky spin is available today. */
  daily: z.nullable(z.object({ kind: z.literal('spin'), day: z.string() })),
  /** The lost-bet refund has something to claim. */
  period: z.nullable(z.object({ kind: z.literal('lost-bet-refund'), campaignId: z.int(), claimable: z.int() })),
});
export type ReadyRewards = z.infer<typeof readyRewardsSchema>;
export const readyRewardsResponseSchema = z.object({ data: readyRewardsSchema });

export const REWARD_PATHS = {
  /** GET, public (with a session: the player's figure too). */
  lostBetRefund: '/api/rewards/lost-bet-refund',
  /** POST {requestId}. */
  lostBetRefundClaim: '/api/user/rewards/lost-bet-refund/claim',
  appInstall: '/api/user/rewards/app-install',
  /** POST {standalone: true, requestId}. */
  appInstallClaim: '/api/user/rewards/app-install/claim',
  spin: '/api/user/rewards/spin',
  ready: '/api/user/rewards/ready',
} as const;
