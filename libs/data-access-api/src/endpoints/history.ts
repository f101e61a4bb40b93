import {
  BET_PAGE_SIZES,
  CASHIER_PATHS,
  TRANSACTION_PAGE_SIZES,
  type betHistoryResponseSchema,
  type transactionHistoryResponseSchema,
} from '@xc/api-contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { send } from '../client';
import { type ApiResult, normaliseError, publishApiError } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, request, type Answer } from '../request';

const route = (path: string) => path.replace(/^\/api\//, '');

export type TransactionHistory = z.infer<typeof transactionHistoryResponseSchema>;
export type BetHistory = z.infer<typeof betHistoryResponseSchema>;
export type TransactionPageSize = (typeof TRANSACTION_PAGE_SIZES)[number];
export type BetPageSize = (typeof BET_PAGE_SIZES)[number];

/** What both history lists are asked by: a page, its size and the range (ISO dates, Vietnam days). */
export interface HistoryQuery {
  page: number;
  per_page: number;
  from?: string;
  to?: string;
  status?: string;
}
export interface TransactionHistoryQuery extends HistoryQuery {
  type?: 'deposit' | 'withdrawal';
}

const params = (query: HistoryQuery & { type?: string }) => ({
  page: query.page,
  per_page: query.per_page,
  from: query.from || undefined,
  to: query.to || undefined,
  status: query.status || undefined,
  type: query.type || undefined,
});

/** GET /api/user/history/transactions: deposits and withdrawals, with the lifetime net deposit. */
export const getTransactionHistory = (
  query: TransactionHistoryQuery,
  options: CallOptions = {},
): Promise<ApiResult<TransactionHistory>> =>
  request<Answer<typeof transactionHistoryResponseSchema>>('get', route(CASHIER_PATHS.transactions), {
    ...options,
    searchParams: params(query),
  });

/** GET /api/user/history/bets: the player's rounds. */
export const getBetHistory = (
  query: HistoryQuery,
  options: CallOptions = {},
): Promise<ApiResult<BetHistory>> =>
  request<Answer<typeof betHistoryResponseSchema>>('get', route(CASHIER_PATHS.bets), {
    ...options,
    searchParams: params(query),
  });

export interface CsvFile {
  name: string;
  blob: Blob;
}

/**
 * The API's CSV of a history list (the whole range, every page) as a file to save: the call needs
 * the session's header, so a plain link cannot fetch it. Never throws.
 */
export async function downloadHistoryCsv(
  list: 'transactions' | 'bets',
  query: Omit<TransactionHistoryQuery, 'page' | 'per_page'>,
  options: CallOptions = {},
): Promise<ApiResult<CsvFile>> {
  const path = route(list === 'bets' ? CASHIER_PATHS.bets : CASHIER_PATHS.transactions);
  try {
    const searchParams = Object.fromEntries(
      Object.entries({ ...params({ ...query, page: 1, per_page: 10 }), format: 'csv' }).filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined,
      ),
    );
    const response = await send(path, {
      method: 'get',
      searchParams,
      signal: options.signal,
      headers: { accept: 'text/csv' },
    });
    const disposition = response.headers.get('content-disposition') ?? '';
    const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${list}.csv`;
    return { ok: true, data: { name, blob: await response.blob() } };
  } catch (error) {
    const normalised = await normaliseError(error);
    publishApiError(normalised);
    return { ok: false, error: normalised };
  }
}

/** A page of the transaction history; the previous page stays on screen while the next loads. */
export const transactionHistoryQueryOptions = (playerId: number | null, query: TransactionHistoryQuery) =>
  queryOptions({
    queryKey: ['account', playerId, 'history', 'transactions', params(query)] as const,
    queryFn: async ({ signal }) => unwrap(await getTransactionHistory(query, { signal })),
    enabled: playerId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** A page of the bet history. */
export const betHistoryQueryOptions = (playerId: number | null, query: HistoryQuery) =>
  queryOptions({
    queryKey: ['account', playerId, 'history', 'bets', params(query)] as const,
    queryFn: async ({ signal }) => unwrap(await getBetHistory(query, { signal })),
    enabled: playerId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
