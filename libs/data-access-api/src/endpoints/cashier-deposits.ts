import {
  CASHIER_PATHS,
  type cashierConfigResponseSchema,
  type cryptoAddressResponseSchema,
  type depositLimitsResponseSchema,
  type depositResponseSchema,
  type depositSchema,
  type CardDepositRequest,
  type CodepayDepositRequest,
  type CryptoCurrency,
  type CryptoNetwork,
  type Deposit,
  type DepositLimitPeriod,
  type DepositPromotion,
} from '@xc/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';

/** CASHIER_PATHS are absolute (`/api/…`); the ky instance has `/api` as its prefix. */
const route = (path: string) => path.replace(/^\/api\//, '');
const data = <T>(body: { data: T }) => body.data;

export type CashierConfig = z.infer<typeof cashierConfigResponseSchema>['data'];
export type CryptoAddress = z.infer<typeof cryptoAddressResponseSchema>['data'];
export type DepositLimitView = z.infer<typeof depositLimitsResponseSchema>['data'][number];
export type DepositLimitsInput = Partial<Record<DepositLimitPeriod, number | null>>;
export interface AmountDepositInput {
  amount: number;
  promotion: DepositPromotion;
  requestId: string;
}

/**
 * A fresh id for one submit: sent with the request, the same id again (a double click, a retry) is
 * the same deposit at the API. Made once per submit attempt by the page, never per click.
 */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** GET /api/cashier/config: limits, card fees and denominations, crypto networks, promotions. */
export const fetchCashierConfig = async (options: CallOptions = {}): Promise<ApiResult<CashierConfig>> =>
  mapOk(await request<Answer<typeof cashierConfigResponseSchema>>('get', route(CASHIER_PATHS.config), options), data);

/** POST /api/cashier/deposits/codepay: a voucher (409 VOUCHER_OPEN unless `replaceOpen`). */
export const createCodepayDeposit = async (
  body: CodepayDepositRequest,
  options: CallOptions = {},
): Promise<ApiResult<Deposit>> =>
  mapOk(
    await request<Answer<typeof depositResponseSchema>>('post', route(CASHIER_PATHS.codepay), { ...options, json: body }),
    data,
  );

interface OpenVoucherAnswer {
  data: z.output<typeof depositSchema> | null;
}
/** GET /api/cashier/deposits/codepay/open: the player's voucher still open, or null. */
export const fetchOpenVoucher = async (options: CallOptions = {}): Promise<ApiResult<Deposit | null>> =>
  mapOk(await request<OpenVoucherAnswer>('get', route(CASHIER_PATHS.openVoucher), options), data);

/** POST /api/cashier/deposits/bank: the operator's account and the content to write. */
export const createBankDeposit = async (
  body: AmountDepositInput,
  options: CallOptions = {},
): Promise<ApiResult<Deposit>> =>
  mapOk(
    await request<Answer<typeof depositResponseSchema>>('post', route(CASHIER_PATHS.bank), { ...options, json: body }),
    data,
  );

/** POST /api/cashier/deposits/ewallet: `instructions.redirectUrl` is the wallet's payment page. */
export const createEwalletDeposit = async (
  body: AmountDepositInput,
  options: CallOptions = {},
): Promise<ApiResult<Deposit>> =>
  mapOk(
    await request<Answer<typeof depositResponseSchema>>('post', route(CASHIER_PATHS.ewallet), { ...options, json: body }),
    data,
  );

/** POST /api/cashier/deposits/card: pending until the gateway has checked the card. */
export const createCardDeposit = async (
  body: CardDepositRequest,
  options: CallOptions = {},
): Promise<ApiResult<Deposit>> =>
  mapOk(
    await request<Answer<typeof depositResponseSchema>>('post', route(CASHIER_PATHS.card), { ...options, json: body }),
    data,
  );

/** POST /api/cashier/deposits/crypto/address: the player's address (the same every time) and the quote. */
export const fetchCryptoAddress = async (
  body: { currency: CryptoCurrency; network: CryptoNetwork },
  options: CallOptions = {},
): Promise<ApiResult<CryptoAddress>> =>
  mapOk(
    await request<Answer<typeof cryptoAddressResponseSchema>>('post', route(CASHIER_PATHS.cryptoAddress), {
      ...options,
      json: body,
    }),
    data,
  );

/** GET /api/cashier/deposits/:id: one of the player's deposits, as it stands. */
export const fetchDeposit = async (id: number, options: CallOptions = {}): Promise<ApiResult<Deposit>> =>
  mapOk(
    await request<Answer<typeof depositResponseSchema>>('get', route(CASHIER_PATHS.deposit.replace(':id', String(id))), options),
    data,
  );

/** GET /api/cashier/limits: each period's limit in force, what is used, and an increase waiting. */
export const fetchDepositLimits = async (options: CallOptions = {}): Promise<ApiResult<DepositLimitView[]>> =>
  mapOk(await request<Answer<typeof depositLimitsResponseSchema>>('get', route(CASHIER_PATHS.limits), options), data);

/** POST /api/cashier/limits: a decrease applies at once, an increase (or removal) after 24 hours. */
export const setDepositLimits = async (
  body: DepositLimitsInput,
  options: CallOptions = {},
): Promise<ApiResult<DepositLimitView[]>> =>
  mapOk(
    await request<Answer<typeof depositLimitsResponseSchema>>('post', route(CASHIER_PATHS.limits), { ...options, json: body }),
    data,
  );

// Query options. Keyed by the player, so a new login never shows the previous player's answers.

/** The brand's cashier configuration (the same for every player; cached for a minute like the API says). */
export const cashierConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['cashier', 'config'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchCashierConfig({ signal })),
    staleTime: 60_000,
  });

export const openVoucherQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['cashier', playerId, 'open-voucher'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchOpenVoucher({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });

/** One deposit; the page decides how often to look again while it is pending. */
export const depositQueryOptions = (playerId: number | null, id: number | null) =>
  queryOptions({
    queryKey: ['cashier', playerId, 'deposit', id] as const,
    queryFn: async ({ signal }) => unwrap(await fetchDeposit(id ?? 0, { signal })),
    enabled: playerId !== null && id !== null,
    staleTime: 0,
  });

export const depositLimitsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['cashier', playerId, 'limits'] as const,
    queryFn: async ({ signal }) => unwrap(await fetchDepositLimits({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });

export const cryptoAddressQueryOptions = (
  playerId: number | null,
  currency: CryptoCurrency,
  network: CryptoNetwork,
) =>
  queryOptions({
    queryKey: ['cashier', playerId, 'crypto-address', currency, network] as const,
    queryFn: async ({ signal }) => unwrap(await fetchCryptoAddress({ currency, network }, { signal })),
    enabled: playerId !== null,
    // The address never changes; the quote is refreshed each time the page is opened.
    staleTime: 60_000,
  });
