import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  APP_INSTALL_BONUS,
  REWARD_ERROR_CODES,
  REWARD_MESSAGES,
  type LostBetRefundCampaign,
  type SpinStatus,
} from '@xc/api-contract';
import type { FakeReply, FakeRoute, RecordedRequest } from './fake-api-server';

/** Routes by `"<METHOD> <path without /api/ and query>"`, e.g. `"GET rewards/lost-bet-refund"`. */
export type FakeRouteTable = Record<string, (request: RecordedRequest) => FakeReply>;

/** One FakeRoute from a table; anything else is a 404 in the contract's error shape. */
export function routeTable(table: () => FakeRouteTable): FakeRoute {
  return (request) => {
    const path = request.url.replace(/^\/api\//, '').split('?')[0] ?? '';
    const handler = table()[`${request.method} ${path}`];
    return handler
      ? handler(request)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  };
}

export interface FakeRewardsState {
  balance: number;
  campaign: LostBetRefundCampaign | null;
  /** The player's figure before any claim here (claimable = refundable − claimed). */
  refund: { netLoss: number; refundable: number; claimed: number };
  appInstall: { amount: number; claimed: boolean; phoneVerified: boolean };
  spin: Omit<SpinStatus, 'serverSeedHash'> & { serverSeed: string };
  /** Answers already given, by requestId (a replay gets the same answer, money moves once). */
  paid: Map<string, unknown>;
}

const refusal = (statusCode: number, code: string, message: string): FakeReply => ({
  status: statusCode,
  body: { statusCode, code, message },
});

const hash = (seed: string) => createHash('sha256').update(seed).digest('hex');

/** The API's draw (the studio's floats): the first 4 bytes of HMAC-SHA256(seed, "client:nonce:0"). */
export function fakeSpinTicket(serverSeed: string, clientSeed: string, nonce: number): number {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  let value = 0;
  for (let i = 0; i < 4; i += 1) value += (bytes[i] ?? 0) / 256 ** (i + 1);
  return Math.floor(value * 10_000);
}

export const testSpinPrizes: SpinStatus['prizes'] = [
  { index: 0, label: 'Chúc bạn may mắn lần sau', amount: 0, weight: 4_000 },
  { index: 1, label: '2,000 VND', amount: 2_000, weight: 3_000 },
  { index: 2, label: '5,000 VND', amount: 5_000, weight: 1_500 },
  { index: 3, label: '10,000 VND', amount: 10_000, weight: 900 },
  { index: 4, label: '20,000 VND', amount: 20_000, weight: 400 },
  { index: 5, label: '50,000 VND', amount: 50_000, weight: 150 },
  { index: 6, label: '100,000 VND', amount: 100_000, weight: 50 },
];

export const testCampaign = (now = Date.now()): LostBetRefundCampaign => ({
  id: 1,
  title: 'Hoàn trả cược thua tháng này',
  startsAt: new Date(now - 10 * 86_400_000).toISOString(),
  endsAt: new Date(now + 10 * 86_400_000).toISOString(),
  claimUntil: new Date(now + 17 * 86_400_000).toISOString(),
  rateBp: 300,
  maxRefund: 2_000_000,
  terms: ['Hoàn 3% tiền thua ròng trong thời gian sự kiện.', 'Tối đa 2,000,000 VND mỗi người.'],
});

/**
 * A stateful stand-in for the rewards API (libs/api-contract/src/rewards.ts): the refund figure and
 * its claim, the app bonus, the daily spin drawn with the real provably fair scheme, and `ready`.
 * A request with an `authorization` header is the player's; without, a visitor's. Change `state` in
 * a test to set the scene; `routes()` reads it on every request.
 */
export function fakeRewardsApi(overrides: Partial<FakeRewardsState> = {}) {
  const state: FakeRewardsState = {
    balance: 100_000,
    campaign: testCampaign(),
    refund: { netLoss: 1_000_000, refundable: 30_000, claimed: 0 },
    appInstall: { amount: APP_INSTALL_BONUS, claimed: false, phoneVerified: true },
    spin: {
      prizes: testSpinPrizes,
      available: true,
      reason: null,
      serverSeed: randomBytes(32).toString('hex'),
      nonce: 0,
      nextSpinAt: null,
    },
    paid: new Map(),
    ...overrides,
  };
  const player = (request: RecordedRequest) => typeof request.headers.authorization === 'string';
  const body = (request: RecordedRequest): Record<string, unknown> => {
    try {
      return JSON.parse(request.body) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const unauthorized = refusal(401, 'UNAUTHORIZED', 'Vui lòng đăng nhập');
  const replayOr = (request: RecordedRequest, pay: () => FakeReply): FakeReply => {
    const id = String(body(request)['requestId'] ?? '');
    if (state.paid.has(id)) return { body: state.paid.get(id) };
    const reply = pay();
    if ((reply.status ?? 200) === 200) state.paid.set(id, reply.body);
    return reply;
  };
  const claimable = () => Math.max(0, state.refund.refundable - state.refund.claimed);

  const routes = (): FakeRouteTable => ({
    'GET rewards/lost-bet-refund': (request) => ({
      body: {
        data: {
          campaign: state.campaign,
          mine: player(request) && state.campaign ? { ...state.refund, claimable: claimable() } : null,
        },
      },
    }),
    'POST user/rewards/lost-bet-refund/claim': (request) => {
      if (!player(request)) return unauthorized;
      return replayOr(request, () => {
        if (!state.campaign)
          return refusal(409, REWARD_ERROR_CODES.campaignClosed, REWARD_MESSAGES.campaignClosed);
        const amount = claimable();
        if (amount <= 0)
          return refusal(409, REWARD_ERROR_CODES.nothingToClaim, REWARD_MESSAGES.nothingToClaim);
        state.refund.claimed += amount;
        state.balance += amount;
        return { body: { data: { amount, balance: state.balance } } };
      });
    },
    'GET user/rewards/app-install': (request) =>
      player(request) ? { body: { data: state.appInstall } } : unauthorized,
    'POST user/rewards/app-install/claim': (request) => {
      if (!player(request)) return unauthorized;
      if (body(request)['standalone'] !== true) {
        return refusal(400, 'VALIDATION_ERROR', REWARD_MESSAGES.notStandalone);
      }
      return replayOr(request, () => {
        if (state.appInstall.claimed)
          return refusal(409, REWARD_ERROR_CODES.alreadyClaimed, REWARD_MESSAGES.appAlreadyClaimed);
        if (!state.appInstall.phoneVerified)
          return refusal(403, REWARD_ERROR_CODES.phoneRequired, REWARD_MESSAGES.phoneRequired);
        state.appInstall.claimed = true;
        state.balance += state.appInstall.amount;
        return { body: { data: { amount: state.appInstall.amount, balance: state.balance } } };
      });
    },
    'GET user/rewards/spin': (request) => {
      if (!player(request)) return unauthorized;
      const { serverSeed, ...rest } = state.spin;
      return { body: { data: { ...rest, serverSeedHash: hash(serverSeed) } } };
    },
    'POST user/rewards/spin': (request) => {
      if (!player(request)) return unauthorized;
      const clientSeed = body(request)['clientSeed'];
      if (typeof clientSeed !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(clientSeed)) {
        return refusal(400, 'VALIDATION_ERROR', REWARD_MESSAGES.clientSeedInvalid);
      }
      return replayOr(request, () => {
        if (!state.spin.available)
          return refusal(409, REWARD_ERROR_CODES.alreadySpun, REWARD_MESSAGES.alreadySpun);
        const { serverSeed, nonce, prizes } = state.spin;
        const ticket = fakeSpinTicket(serverSeed, clientSeed, nonce);
        let upTo = 0;
        const prize = prizes.find((slot) => ticket < (upTo += slot.weight)) ?? prizes[0];
        state.balance += prize?.amount ?? 0;
        state.spin = {
          ...state.spin,
          available: false,
          reason: REWARD_MESSAGES.alreadySpun,
          serverSeed: randomBytes(32).toString('hex'),
          nonce: nonce + 1,
          nextSpinAt: new Date(Date.now() + 86_400_000).toISOString(),
        };
        return {
          body: {
            data: {
              prize,
              serverSeed,
              serverSeedHash: hash(serverSeed),
              clientSeed,
              nonce,
              balance: state.balance,
              at: new Date().toISOString(),
            },
          },
        };
      });
    },
    'GET user/rewards/ready': (request) => {
      if (!player(request)) return unauthorized;
      return {
        body: {
          data: {
            daily: state.spin.available ? { kind: 'spin', day: new Date().toISOString().slice(0, 10) } : null,
            period:
              state.campaign && claimable() > 0
                ? { kind: 'lost-bet-refund', campaignId: state.campaign.id, claimable: claimable() }
                : null,
          },
        },
      };
    },
    'GET user/balance': (request) =>
      player(request) ? { body: { data: { balance: state.balance, currency: 'VND' } } } : unauthorized,
  });

  return { state, routes };
}

/** A client seed whose spin with `serverSeed` and `nonce` lands on the prize at `position` (for tests). */
export function clientSeedLandingOn(
  serverSeed: string,
  nonce: number,
  prizes: SpinStatus['prizes'],
  position: number,
): string {
  const from = prizes.slice(0, position).reduce((total, prize) => total + prize.weight, 0);
  const to = from + (prizes[position]?.weight ?? 0);
  for (let i = 0; i < 100_000; i += 1) {
    const seed = `seed${i}`;
    const ticket = fakeSpinTicket(serverSeed, seed, nonce);
    if (ticket >= from && ticket < to) return seed;
  }
  throw new Error('no client seed found');
}
