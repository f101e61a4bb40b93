import {
  BET_PAGE_SIZES,
  BET_STATUSES,
  CASHIER_MESSAGES as M,
  DEPOSIT_STATUSES,
  TRANSACTION_PAGE_SIZES,
  WITHDRAWAL_STATUSES,
} from '@xc/api-contract';
import { vietnamDate } from '../withdraw/format';

export const HISTORY_TABS = ['bets', 'transactions', 'giftcode'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** Spec §9's history sizes for the gift codes too (the API takes any size up to 50). */
export const GIFT_CODE_PAGE_SIZES = [10, 20, 50] as const;

/** The page sizes a tab offers. */
export const pageSizesOf = (tab: HistoryTab): readonly number[] =>
  tab === 'bets' ? BET_PAGE_SIZES : tab === 'transactions' ? TRANSACTION_PAGE_SIZES : GIFT_CODE_PAGE_SIZES;

/** Spec §9: the last 7 days by default (today and the 6 before it, Vietnam time). */
export const DEFAULT_DAYS = 7;
/** The API's limit: at most about 3 months in one view. */
export const MAX_RANGE_DAYS = 93;

export const TRANSACTION_STATUS_FILTERS = [
  ...new Set([...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES]),
] as const;

/** Both lists open at 10 rows (one of each list's sizes). */
export const DEFAULT_PAGE_SIZE = 10;

export interface HistoryState {
  tab: HistoryTab;
  from: string;
  to: string;
  page: number;
  size: number;
  type: '' | 'deposit' | 'withdrawal';
  status: string;
}

const isDate = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/**
 * The page's state from its URL (reload and back keep the tab, filters and page); anything a hand
 * edited into the URL that the API would refuse falls back to the default.
 */
export function readHistoryParams(params: URLSearchParams, now = Date.now()): HistoryState {
  const tabParam = params.get('tab');
  const tab: HistoryTab = HISTORY_TABS.find((id) => id === tabParam) ?? 'bets';
  const sizes = pageSizesOf(tab);
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const fromParam = params.get('from');
  const toParam = params.get('to');
  let from = isDate(fromParam) ? fromParam : vietnamDate(-(DEFAULT_DAYS - 1), now);
  let to = isDate(toParam) ? toParam : vietnamDate(0, now);
  if (rangeProblem(from, to)) {
    from = vietnamDate(-(DEFAULT_DAYS - 1), now);
    to = vietnamDate(0, now);
  }
  const type = params.get('type');
  const status = params.get('status') ?? '';
  // The gift codes have no filters: every code the player entered, newest first.
  const statuses: readonly string[] =
    tab === 'bets' ? BET_STATUSES : tab === 'transactions' ? TRANSACTION_STATUS_FILTERS : [];
  return {
    tab,
    from,
    to,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: sizes.includes(size) ? size : DEFAULT_PAGE_SIZE,
    type: tab === 'transactions' && (type === 'deposit' || type === 'withdrawal') ? type : '',
    status: statuses.includes(status) ? status : '',
  };
}

/** The URL of a state: defaults left out, so the plain page stays /account/history. */
export function writeHistoryParams(state: HistoryState, now = Date.now()): URLSearchParams {
  const out = new URLSearchParams();
  if (state.tab !== 'bets') out.set('tab', state.tab);
  if (state.from !== vietnamDate(-(DEFAULT_DAYS - 1), now) || state.to !== vietnamDate(0, now)) {
    out.set('from', state.from);
    out.set('to', state.to);
  }
  if (state.type) out.set('type', state.type);
  if (state.status) out.set('status', state.status);
  if (state.size !== DEFAULT_PAGE_SIZE) out.set('size', String(state.size));
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Why a range cannot be asked for (the API's own messages), or null. */
export function rangeProblem(from: string, to: string, orderMessage: string = M.rangeInvalid): string | null {
  if (!isDate(from) || !isDate(to)) return M.rangeInvalid;
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) return orderMessage;
  if (days > MAX_RANGE_DAYS) return M.rangeTooLong;
  return null;
}

/** "2026-11-24" → "24/11/2026". */
export const shortDate = (date: string) => date.split('-').reverse().join('/');
