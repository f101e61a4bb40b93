import {
  ACCOUNT_ERROR_CODES,
  CURRENCY,
  GIFT_CODE_ERROR_CODES,
  GIFT_CODE_ERROR_STATUSES,
  GIFT_CODE_MESSAGES,
  GIFT_CODE_PATHS,
  WALLET_PATHS,
  redeemGiftCodeRequestSchema,
  type GiftRedemption,
} from '@xc/api-contract';
import type { FakeReply, RecordedRequest } from './fake-api-server';

/** A code the fake knows: what it credits and the total bet it asks before withdrawal. */
export interface FakeGiftCode {
  code: string;
  value: number;
  requiredBet: number;
}

export interface FakeGiftCodeOptions {
  codes?: readonly FakeGiftCode[];
  /** The player's phone is verified on an accepted carrier (default true). */
  phoneVerified?: boolean;
  balance?: number;
  /** Wrong codes allowed before the 429 (default: no limit); as the API, only wrong codes count. */
  failureLimit?: number;
  /** When the history's rows were entered (ISO), newest first. */
  now?: () => string;
}

export interface FakeGiftCodeApi {
  /** Answers the gift-code paths and the balance; `undefined` for any other path. */
  route(request: RecordedRequest): FakeReply | undefined;
  /** The player's redemptions, newest first, as the history sends them. */
  readonly redemptions: GiftRedemption[];
  phoneVerified: boolean;
  balance: number;
  /** Settled stakes: moves the pending redemption's bet so far, and makes it eligible once reached. */
  bet(amount: number): void;
}

const refusal = (statusCode: number, code: string, message: string): FakeReply => ({
  status: statusCode,
  body: { statusCode, code, message },
});
const giftRefusal = (reason: keyof typeof GIFT_CODE_ERROR_CODES, message: string): FakeReply =>
  refusal(GIFT_CODE_ERROR_STATUSES[reason], GIFT_CODE_ERROR_CODES[reason], message);

/**
 * The gift-code API as the contract describes it, in memory, for one player: the shared schema's
 * checks, a verified phone, one pending code at a time, each code once, replays by `requestId`.
 * For component tests of the web libs, behind `startFakeApi().reply(...)`.
 */
export function fakeGiftCodeApi(options: FakeGiftCodeOptions = {}): FakeGiftCodeApi {
  const codes = new Map((options.codes ?? []).map((code) => [code.code.toUpperCase(), code]));
  const used = new Set<string>();
  const byRequest = new Map<string, GiftRedemption>();
  const redemptions: GiftRedemption[] = [];
  const now = options.now ?? (() => new Date().toISOString());
  let failures = 0;
  let nextId = 1;

  const api: FakeGiftCodeApi = {
    redemptions,
    phoneVerified: options.phoneVerified ?? true,
    balance: options.balance ?? 0,
    bet(amount) {
      const pending = redemptions.find((row) => row.status === 'pending');
      if (!pending) return;
      pending.betSoFar = Math.min(pending.requiredBet, pending.betSoFar + amount);
      if (pending.betSoFar >= pending.requiredBet) pending.status = 'eligible';
    },
    route(request) {
      const url = new URL(request.url, 'http://fake');
      if (url.pathname === WALLET_PATHS.balance)
        return { body: { data: { balance: api.balance, currency: CURRENCY } } };
      if (url.pathname === GIFT_CODE_PATHS.history) {
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page') ?? 10);
        return {
          body: {
            data: redemptions.slice((page - 1) * perPage, page * perPage),
            meta: {
              pagination: {
                total: redemptions.length,
                page,
                per_page: perPage,
                last_page: Math.max(1, Math.ceil(redemptions.length / perPage)),
              },
            },
          },
        };
      }
      if (url.pathname !== GIFT_CODE_PATHS.redeem || request.method !== 'POST') return undefined;

      const parsed = redeemGiftCodeRequestSchema.safeParse(JSON.parse(request.body || '{}'));
      if (!parsed.success) {
        return refusal(
          400,
          ACCOUNT_ERROR_CODES.validation,
          parsed.error.issues[0]?.message ?? GIFT_CODE_MESSAGES.invalid,
        );
      }
      const replay = byRequest.get(parsed.data.requestId);
      if (replay) {
        return replay.code === parsed.data.code.toUpperCase()
          ? { body: { data: replay } }
          : giftRefusal('requestConflict', GIFT_CODE_MESSAGES.requestConflict);
      }
      if (!api.phoneVerified) return giftRefusal('phoneRequired', GIFT_CODE_MESSAGES.phoneRequired);
      const pending = redemptions.find((row) => row.status === 'pending');
      if (pending) {
        return giftRefusal('pending', GIFT_CODE_MESSAGES.pending(pending.requiredBet - pending.betSoFar));
      }
      if (options.failureLimit !== undefined && failures >= options.failureLimit) {
        return giftRefusal('tooManyAttempts', GIFT_CODE_MESSAGES.tooManyAttempts);
      }
      const code = codes.get(parsed.data.code.toUpperCase());
      if (!code || used.has(code.code.toUpperCase())) {
        failures += 1;
        return giftRefusal('invalid', GIFT_CODE_MESSAGES.invalid);
      }
      used.add(code.code.toUpperCase());
      const redemption: GiftRedemption = {
        id: nextId++,
        code: code.code.toUpperCase(),
        enteredAt: now(),
        value: code.value,
        requiredBet: code.requiredBet,
        betSoFar: 0,
        status: code.requiredBet > 0 ? 'pending' : 'eligible',
      };
      redemptions.unshift(redemption);
      byRequest.set(parsed.data.requestId, redemption);
      api.balance += code.value;
      return { body: { data: redemption } };
    },
  };
  return api;
}
