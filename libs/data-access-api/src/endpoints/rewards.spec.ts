/** @jest-environment node */
import { configureApi, resetApiConfig } from '../client';
import { configureFingerprint, resetFingerprint } from '../fingerprint';
import { resetRegistration, takeRegistration } from '../registration';
import { type FakeApi, startFakeApi } from '../test/fake-api-server';
import { fakeRewardsApi, routeTable } from '../test/fake-rewards';
import { fakeAgent, memoryCookies } from '../test/fakes';
import { login, register } from './account';
import {
  claimAppInstall,
  claimLostBetRefund,
  fetchAppInstallStatus,
  fetchLostBetRefund,
  fetchReadyRewards,
  fetchSpinStatus,
  spinWheel,
} from './rewards';

let api: FakeApi;
let rewards = fakeRewardsApi();
let extra: Parameters<typeof routeTable>[0] = () => ({});
beforeAll(async () => {
  api = await startFakeApi();
  api.reply(routeTable(() => ({ ...rewards.routes(), ...extra() })));
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0, getToken: () => 'tok' });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent().loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  rewards = fakeRewardsApi();
  extra = () => ({});
  resetRegistration();
});

describe('the rewards endpoints', () => {
  it('read the refund, the app bonus, the spin and what is ready, on the contract paths', async () => {
    const refund = await fetchLostBetRefund();
    expect(refund.ok && refund.data.mine).toEqual({
      netLoss: 1_000_000,
      refundable: 30_000,
      claimed: 0,
      claimable: 30_000,
    });
    expect(await fetchAppInstallStatus()).toEqual({
      ok: true,
      data: { amount: 5_000, claimed: false, phoneVerified: true },
    });
    const spin = await fetchSpinStatus();
    expect(spin.ok && spin.data.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const ready = await fetchReadyRewards();
    expect(ready.ok && ready.data.period).toEqual({
      kind: 'lost-bet-refund',
      campaignId: 1,
      claimable: 30_000,
    });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/rewards/lost-bet-refund',
      'GET /api/user/rewards/app-install',
      'GET /api/user/rewards/spin',
      'GET /api/user/rewards/ready',
    ]);
    expect(api.requests.every((r) => r.headers.authorization === 'Bearer tok')).toBe(true);
  });

  it('send the claims and the spin with their request ids, and hand back the typed refusal', async () => {
    expect(await claimLostBetRefund({ requestId: 'req-00000001' })).toEqual({
      ok: true,
      data: { amount: 30_000, balance: 130_000 },
    });
    expect(await claimLostBetRefund({ requestId: 'req-00000001' })).toEqual({
      ok: true,
      data: { amount: 30_000, balance: 130_000 },
    });
    expect(await claimLostBetRefund({ requestId: 'req-00000002' })).toEqual({
      ok: false,
      error: {
        status: 409,
        code: 'REWARD_NOTHING_TO_CLAIM',
        message: 'Bạn chưa có khoản hoàn trả nào để nhận',
      },
    });
    expect(await claimAppInstall({ standalone: true, requestId: 'req-00000003' })).toEqual({
      ok: true,
      data: { amount: 5_000, balance: 135_000 },
    });
    const spun = await spinWheel({ clientSeed: 'abc123', requestId: 'req-00000004' });
    expect(spun.ok && spun.data.clientSeed).toBe('abc123');
    expect(JSON.parse(api.requests.at(-1)?.body ?? 'null')).toEqual({
      clientSeed: 'abc123',
      requestId: 'req-00000004',
    });
  });
});

describe('the registration note', () => {
  const answer = {
    body: {
      token: 't',
      user: { id: 41, rid: 'R', balance: 0, isVerifyPhone: false, isFirstDeposit: false, tokenPlay: 'p' },
    },
  };

  it('is written by a successful register, read once, and only for that player', async () => {
    extra = () => ({ 'POST auth/register': () => answer });
    await register({
      username: 'newplayer1',
      password: 'x',
      phone: '0912345678',
      ageConfirmed: true,
    } as never);
    expect(takeRegistration(40)).toBe(false);
    expect(takeRegistration(41)).toBe(true);
    expect(takeRegistration(41)).toBe(false);
  });

  it('is not written by a login or a refused registration', async () => {
    extra = () => ({
      'POST auth/login': () => answer,
      'POST auth/register': () => ({
        status: 409,
        body: { statusCode: 409, code: 'USERNAME_TAKEN', message: 'x' },
      }),
    });
    await login({ username: 'newplayer1', password: 'x' });
    await register({
      username: 'newplayer1',
      password: 'x',
      phone: '0912345678',
      ageConfirmed: true,
    } as never);
    expect(takeRegistration(41)).toBe(false);
  });
});
