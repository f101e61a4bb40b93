/** @jest-environment node */
import { GIFT_CODE_ERROR_CODES, GIFT_CODE_MESSAGES } from '@xc/api-contract';
import { configureApi, resetApiConfig } from '../client';
import { configureFingerprint, resetFingerprint } from '../fingerprint';
import { getQueryClient, resetQueryClient } from '../query-client';
import { type FakeApi, startFakeApi } from '../test/fake-api-server';
import { fakeAgent, memoryCookies } from '../test/fakes';
import { fakeGiftCodeApi, type FakeGiftCodeApi } from '../test/gift-codes';
import {
  getGiftCodeHistory,
  giftCodeHistoryQueryOptions,
  pendingGiftCodeQueryOptions,
  redeemGiftCode,
} from './giftcodes';

let api: FakeApi;
let gifts: FakeGiftCodeApi;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply(
    (request) =>
      gifts.route(request) ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } },
  );
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0, getToken: () => 'tok' });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent().loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  resetQueryClient();
  gifts = fakeGiftCodeApi({
    codes: [
      { code: 'TET2026', value: 50_000, requiredBet: 500_000 },
      { code: 'FREE10', value: 10_000, requiredBet: 0 },
    ],
  });
});

describe('the gift-code endpoints', () => {
  it('redeem a code with its request id and the session header', async () => {
    const result = await redeemGiftCode({ code: 'tet2026', requestId: 'req-00000001' });
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        code: 'TET2026',
        value: 50_000,
        requiredBet: 500_000,
        betSoFar: 0,
        status: 'pending',
      }),
    });
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/user/giftcode/redeem' });
    expect(JSON.parse(api.requests[0]?.body ?? '')).toEqual({ code: 'tet2026', requestId: 'req-00000001' });
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('give back the refusals with their code and Vietnamese message', async () => {
    const unknown = await redeemGiftCode({ code: 'NOPE', requestId: 'req-00000002' });
    expect(unknown).toEqual({
      ok: false,
      error: { status: 400, code: GIFT_CODE_ERROR_CODES.invalid, message: GIFT_CODE_MESSAGES.invalid },
    });
    await redeemGiftCode({ code: 'TET2026', requestId: 'req-00000003' });
    const pending = await redeemGiftCode({ code: 'FREE10', requestId: 'req-00000004' });
    expect(pending.ok || pending.error).toMatchObject({
      code: GIFT_CODE_ERROR_CODES.pending,
      message: GIFT_CODE_MESSAGES.pending(500_000),
    });
  });

  it('refuse one requestId sent with another code, and wrong codes past the limit', async () => {
    gifts = fakeGiftCodeApi({ codes: [{ code: 'FREE10', value: 10_000, requiredBet: 0 }], failureLimit: 1 });
    await redeemGiftCode({ code: 'FREE10', requestId: 'req-00000010' });
    const conflict = await redeemGiftCode({ code: 'OTHER1', requestId: 'req-00000010' });
    expect(conflict.ok || conflict.error).toMatchObject({
      status: 409,
      code: GIFT_CODE_ERROR_CODES.requestConflict,
      message: GIFT_CODE_MESSAGES.requestConflict,
    });
    await redeemGiftCode({ code: 'WRONG1', requestId: 'req-00000011' });
    const limited = await redeemGiftCode({ code: 'WRONG2', requestId: 'req-00000012' });
    expect(limited.ok || limited.error).toMatchObject({
      status: 429,
      code: GIFT_CODE_ERROR_CODES.tooManyAttempts,
      message: GIFT_CODE_MESSAGES.tooManyAttempts,
    });
  });

  it('read a page of the history', async () => {
    await redeemGiftCode({ code: 'FREE10', requestId: 'req-00000005' });
    const result = await getGiftCodeHistory({ page: 2, per_page: 20 });
    expect(api.requests.at(-1)?.url).toBe('/api/user/giftcode/history?page=2&per_page=20');
    expect(result.ok && result.data.meta.pagination).toEqual({
      total: 1,
      page: 2,
      per_page: 20,
      last_page: 1,
    });
  });

  it("find the player's pending code, or none", async () => {
    const client = getQueryClient();
    await expect(client.fetchQuery(pendingGiftCodeQueryOptions(7))).resolves.toBeNull();
    await redeemGiftCode({ code: 'TET2026', requestId: 'req-00000006' });
    await expect(
      client.fetchQuery({ ...pendingGiftCodeQueryOptions(7), staleTime: 0 }),
    ).resolves.toMatchObject({
      code: 'TET2026',
      status: 'pending',
    });
    gifts.bet(500_000);
    await expect(client.fetchQuery({ ...pendingGiftCodeQueryOptions(7), staleTime: 0 })).resolves.toBeNull();
  });

  it('key the history by player, page and size, and fail as a typed query error', async () => {
    const options = giftCodeHistoryQueryOptions(7, { page: 1, per_page: 10 });
    expect(options.queryKey).toEqual(['account', 7, 'giftcodes', 'history', 1, 10]);
    expect(giftCodeHistoryQueryOptions(null, { page: 1, per_page: 10 }).enabled).toBe(false);
    api.reply(() => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }));
    await expect(getQueryClient().fetchQuery(options)).rejects.toMatchObject({
      name: 'ApiQueryError',
      status: 500,
    });
    api.reply((request) => gifts.route(request) ?? { status: 404 });
  });
});
