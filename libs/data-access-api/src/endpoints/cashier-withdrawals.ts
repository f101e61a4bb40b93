import {
  CASHIER_PATHS,
  type bankWithdrawalRequestSchema,
  type cardWithdrawalRequestSchema,
  type cryptoRatesResponseSchema,
  type cryptoWithdrawalRequestSchema,
  type withdrawalResponseSchema,
  type withdrawalSchema,
  type CryptoRate,
  type Withdrawal,
} from '@xc/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';
import { fetchBalance } from './wallet';

/** CASHIER_PATHS are absolute (`/api/…`); the ky instance has `/api` as its prefix. */
const route = (path: string) => path.replace(/^\/api\//, '');
const data = <T>(body: { data: T }) => body.data;

export type BankWithdrawalRequest = z.input<typeof bankWithdrawalRequestSchema>;
export type CardWithdrawalRequest = z.input<typeof cardWithdrawalRequestSchema>;
export type CryptoWithdrawalRequest = z.input<typeof cryptoWithdrawalRequestSchema>;

interface WithdrawalListAnswer {
  data: z.output<typeof withdrawalSchema>[];
}

/** GET /api/cashier/withdrawals: the player's latest withdrawal requests with their timelines. */
export const listWithdrawals = async (options: CallOptions = {}): Promise<ApiResult<Withdrawal[]>> =>
  mapOk(await request<WithdrawalListAnswer>('get', route(CASHIER_PATHS.withdrawals), options), data);

/** POST /api/cashier/withdrawals/bank: to one of the player's verified accounts; `requestId` makes a repeat the same request. */
export const withdrawToBank = async (
  body: BankWithdrawalRequest,
  options: CallOptions = {},
): Promise<ApiResult<Withdrawal>> =>
  mapOk(
    await request<Answer<typeof withdrawalResponseSchema>>('post', route(CASHIER_PATHS.withdrawBank), {
      ...options,
      json: body,
    }),
    data,
  );

/** POST /api/cashier/withdrawals/card: scratch cards, confirmed with the phone's last 5 digits. */
export const withdrawAsCards = async (
  body: CardWithdrawalRequest,
  options: CallOptions = {},
): Promise<ApiResult<Withdrawal>> =>
  mapOk(
    await request<Answer<typeof withdrawalResponseSchema>>('post', route(CASHIER_PATHS.withdrawCard), {
      ...options,
      json: body,
    }),
    data,
  );

/** POST /api/cashier/withdrawals/crypto: to an address valid on the chosen network. */
export const withdrawToCrypto = async (
  body: CryptoWithdrawalRequest,
  options: CallOptions = {},
): Promise<ApiResult<Withdrawal>> =>
  mapOk(
    await request<Answer<typeof withdrawalResponseSchema>>('post', route(CASHIER_PATHS.withdrawCrypto), {
      ...options,
      json: body,
    }),
    data,
  );

/** The logged-in player's withdrawal requests (newest first). */
export const withdrawalsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['account', playerId, 'withdrawals'] as const,
    queryFn: async ({ signal }) => unwrap(await listWithdrawals({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });

/** The player's balance as the cashier pages show it (read without rotating the session token). */
export const balanceQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['account', playerId, 'balance'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchBalance({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });

/** GET /api/cashier/crypto/rates: the gateway's quote now, VND per coin. */
export const getCryptoRates = async (options: CallOptions = {}): Promise<ApiResult<CryptoRate[]>> =>
  mapOk(
    await request<Answer<typeof cryptoRatesResponseSchema>>('get', route(CASHIER_PATHS.cryptoRates), options),
    data,
  );

/** The quote, refreshed every 30 s while a crypto withdrawal page is open. */
export const cryptoRatesQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['account', playerId, 'crypto-rates'] as const,
    queryFn: async ({ signal }) => unwrap(await getCryptoRates({ signal })),
    enabled: playerId !== null,
    staleTime: 30_000,
    refetchInterval: 30_000,
  });
