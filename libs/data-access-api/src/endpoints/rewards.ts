import {
  type appInstallStatusResponseSchema,
  type lostBetRefundResponseSchema,
  type readyRewardsResponseSchema,
  REWARD_PATHS,
  type rewardPaidResponseSchema,
  type spinResultResponseSchema,
  type spinStatusResponseSchema,
  type LostBetRefund,
  type ReadyRewards,
  type SpinResult,
  type SpinStatus,
} from '@xc/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';

/** REWARD_PATHS are absolute (`/api/…`); the ky instance has `/api` as its prefix. */
const route = (path: string) => path.replace(/^\/api\//, '');
const data = <T>(body: { data: T }) => body.data;

export type RewardPaid = z.infer<typeof rewardPaidResponseSchema>['data'];
export type AppInstallStatus = z.infer<typeof appInstallStatusResponseSchema>['data'];

/**
 * GET /api/rewards/lost-bet-refund: the running campaign and its rule for everyone; with a session,
 * the player's own figure too (`mine`).
 */
export const fetchLostBetRefund = async (options: CallOptions = {}): Promise<ApiResult<LostBetRefund>> =>
  mapOk(
    await request<Answer<typeof lostBetRefundResponseSchema>>(
      'get',
      route(REWARD_PATHS.lostBetRefund),
      options,
    ),
    data,
  );

/** POST /api/user/rewards/lost-bet-refund/claim: pays what is claimable now; the same id pays once. */
export const claimLostBetRefund = async (
  body: { requestId: string },
  options: CallOptions = {},
): Promise<ApiResult<RewardPaid>> =>
  mapOk(
    await request<Answer<typeof rewardPaidResponseSchema>>('post', route(REWARD_PATHS.lostBetRefundClaim), {
      ...options,
      json: body,
    }),
    data,
  );

/** GET /api/user/rewards/app-install: the bonus amount, whether it is taken, whether the phone is verified. */
export const fetchAppInstallStatus = async (
  options: CallOptions = {},
): Promise<ApiResult<AppInstallStatus>> =>
  mapOk(
    await request<Answer<typeof appInstallStatusResponseSchema>>(
      'get',
      route(REWARD_PATHS.appInstall),
      options,
    ),
    data,
  );

/** POST /api/user/rewards/app-install/claim: only from the installed app (`standalone: true`). */
export const claimAppInstall = async (
  body: { standalone: true; requestId: string },
  options: CallOptions = {},
): Promise<ApiResult<RewardPaid>> =>
  mapOk(
    await request<Answer<typeof rewardPaidResponseSchema>>('post', route(REWARD_PATHS.appInstallClaim), {
      ...options,
      json: body,
    }),
    data,
  );

/** GET /api/user/rewards/spin: the prize table, whether a spin is left today, the committed seed hash. */
export const fetchSpinStatus = async (options: CallOptions = {}): Promise<ApiResult<SpinStatus>> =>
  mapOk(
    await request<Answer<typeof spinStatusResponseSchema>>('get', route(REWARD_PATHS.spin), options),
    data,
  );

/** POST /api/user/rewards/spin: today's spin with the player's seed; the prize is paid with it. */
export const spinWheel = async (
  body: { clientSeed: string; requestId: string },
  options: CallOptions = {},
): Promise<ApiResult<SpinResult>> =>
  mapOk(
    await request<Answer<typeof spinResultResponseSchema>>('post', route(REWARD_PATHS.spin), {
      ...options,
      json: body,
    }),
    data,
  );

/** GET /api/user/rewards/ready: the daily spin and the refund, when either is there to take. */
export const fetchReadyRewards = async (options: CallOptions = {}): Promise<ApiResult<ReadyRewards>> =>
  mapOk(
    await request<Answer<typeof readyRewardsResponseSchema>>('get', route(REWARD_PATHS.ready), options),
    data,
  );

// Query options, keyed by the player (null for a visitor), so a new login never shows another's figures.

/** The campaign (a visitor's key is `null`: the rule without a figure). */
export const lostBetRefundQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['rewards', playerId, 'lost-bet-refund'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchLostBetRefund({ signal })),
    staleTime: 0,
  });

export const appInstallStatusQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['rewards', playerId, 'app-install'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchAppInstallStatus({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });

export const spinStatusQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['rewards', playerId, 'spin'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchSpinStatus({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });

/** Asked once per login and page load; the answer changes at most daily or after a settled bet. */
export const readyRewardsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['rewards', playerId, 'ready'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchReadyRewards({ signal })),
    enabled: playerId !== null,
    staleTime: 5 * 60_000,
  });
