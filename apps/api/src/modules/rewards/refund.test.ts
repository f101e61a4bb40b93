import {
  REWARD_ERROR_CODES as CODES,
  REWARD_MESSAGES as M,
  REWARD_PATHS as P,
  type LostBetRefund,
} from '@xc/api-contract';
import { TENANTS } from '@xc/brand/tenants';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../infra/errors';
import { bearer, get, post } from '../../testing/accounts';
import { fundedPlayer, playRound } from '../../testing/games';
import { createRewardsApp, demoCampaign, type RewardsTestApp } from '../../testing/rewards';
import { operator } from '../../testing/test-app';
import { players } from '../players/schema';
import { seedDemoData } from '../../ops/seed';

const XC06 = { host: TENANTS.xc06.domain };

let t: RewardsTestApp;
beforeAll(async () => {
  // 2026-03-01 15:00 in Vietnam: the demo campaign covers March.
  t = await createRewardsApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const refund = async (player?: Player, headers: Record<string, string> = {}) => {
  const res = await get(t.app, P.lostBetRefund, { ...(player ? bearer(player.token) : {}), ...headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: LostBetRefund }>().data;
};
const claim = (player: Player, requestId: string = randomUUID(), headers: Record<string, string> = {}) =>
  post(t.app, P.lostBetRefundClaim, { requestId }, { ...bearer(player.token), ...headers });
const balanceOf = (player: Player) => t.services.wallet.balance(player.user.id);

describe('the lost-bet refund campaign', () => {
  it('shows visitors nothing while no campaign runs, then the demo campaign with terms from its figures', async () => {
    expect(await refund()).toEqual({ campaign: null, mine: null });
    const campaign = await demoCampaign(t);
    expect(campaign).toMatchObject({
      title: 'Hoàn trả cược thua tháng 3/2026',
      startsAt: new Date('2026-02-28T17:00:00.000Z'),
      endsAt: new Date('2026-03-31T17:00:00.000Z'),
      claimUntil: new Date('2026-03-31T17:00:00.000Z'),
      rateBp: 500,
      maxRefund: 2_000_000,
      active: true,
    });
    const res = await get(t.app, P.lostBetRefund);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers['vary']).toBe('authorization');
    const page = res.json<{ data: LostBetRefund }>().data;
    expect(page.mine).toBeNull();
    expect(page.campaign).toEqual({
      id: campaign.id,
      title: 'Hoàn trả cược thua tháng 3/2026',
      startsAt: '2026-02-28T17:00:00.000Z',
      endsAt: '2026-03-31T17:00:00.000Z',
      claimUntil: '2026-03-31T17:00:00.000Z',
      rateBp: 500,
      maxRefund: 2_000_000,
      terms: [
        'Thời gian sự kiện: từ 00:00 01/03/2026 đến hết ngày 31/03/2026 (giờ Việt Nam).',
        'Hoàn trả 5% số tiền cược thua trong thời gian sự kiện: tổng tiền cược trừ tổng tiền thắng của các ván đã có kết quả, trên mọi sản phẩm.',
        'Chỉ tính các ván có kết quả trong thời gian sự kiện; nếu tổng tiền thắng lớn hơn tổng tiền cược thì không có hoàn trả.',
        'Hoàn trả tối đa 2,000,000 VND cho mỗi tài khoản trong cả sự kiện.',
        'Nhận thưởng trên trang này trong thời gian sự kiện; có thể nhận nhiều lần, mỗi lần nhận phần hoàn trả mới phát sinh.',
        'Tiền hoàn trả được cộng vào số dư tài khoản, không yêu cầu vòng cược.',
        'Tài khoản bị khóa không được nhận thưởng sự kiện.',
      ],
    });
  });

  it('is seeded once per brand and month, however often the seed runs', async () => {
    const before = await t.appServices.rewards.listCampaigns('xc05');
    const first = await seedDemoData(t.appServices, { brands: ['xc05', 'xc07'] });
    const second = await seedDemoData(t.appServices, { brands: ['xc05', 'xc07'] });
    expect(first.demoRefundCampaigns).toEqual(['xc07']);
    expect(second.demoRefundCampaigns).toEqual([]);
    expect(await t.appServices.rewards.listCampaigns('xc05')).toEqual(before);
    expect(await t.appServices.rewards.listCampaigns('xc07')).toHaveLength(1);
  });

  it("gives a player their own figure: settled stakes minus wins, the rate's share, what is claimable", async () => {
    await demoCampaign(t);
    const player = await fundedPlayer(t, 1_000_000);
    expect((await refund(player)).mine).toEqual({ netLoss: 0, refundable: 0, claimed: 0, claimable: 0 });
    await playRound(t, player, { stake: 100_000 });
    await playRound(t, player, { stake: 50_000, win: 80_000 });
    const res = await get(t.app, P.lostBetRefund, bearer(player.token));
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json<{ data: LostBetRefund }>().data.mine).toEqual({
      netLoss: 70_000,
      refundable: 3_500,
      claimed: 0,
      claimable: 3_500,
    });
    // Another player's play is not theirs; a token of nobody is a visitor.
    expect((await refund(await fundedPlayer(t, 0))).mine).toEqual({
      netLoss: 0,
      refundable: 0,
      claimed: 0,
      claimable: 0,
    });
    expect((await refund(undefined, { authorization: 'Bearer nobody' })).mine).toBeNull();
  });

  it('pays what is claimable, then only what accrued since; nothing is refused with its message', async () => {
    await demoCampaign(t);
    const player = await fundedPlayer(t, 1_000_000);
    const nothing = await claim(player);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({
      statusCode: 409,
      code: CODES.nothingToClaim,
      message: M.nothingToClaim,
    });

    await playRound(t, player, { stake: 200_000 });
    const before = await balanceOf(player);
    const first = await claim(player);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { amount: 10_000, balance: before + 10_000 } });
    expect(await balanceOf(player)).toBe(before + 10_000);
    expect((await refund(player)).mine).toEqual({
      netLoss: 200_000,
      refundable: 10_000,
      claimed: 10_000,
      claimable: 0,
    });
    expect((await claim(player)).json()).toMatchObject({ code: CODES.nothingToClaim });

    await playRound(t, player, { stake: 30_000 });
    const second = await claim(player);
    expect(second.json()).toEqual({ data: { amount: 1_500, balance: before + 10_000 - 30_000 + 1_500 } });

    // A win afterwards brings the refundable figure below what was claimed: nothing is taken back.
    await playRound(t, player, { stake: 10_000, win: 200_000 });
    expect((await refund(player)).mine).toEqual({
      netLoss: 40_000,
      refundable: 2_000,
      claimed: 11_500,
      claimable: 0,
    });
    expect((await claim(player)).statusCode).toBe(409);

    const history = await t.appServices.wallet.audit();
    expect(history.discrepancies).toEqual([]);
  });

  it('posts bonus:<brand> → the player as a reward transaction', async () => {
    await demoCampaign(t);
    const player = await fundedPlayer(t, 1_000_000);
    await playRound(t, player, { stake: 100_000 });
    const bonusBefore = await t.services.ledger.balanceOf('bonus:xc05');
    expect((await claim(player)).statusCode).toBe(200);
    expect(await t.services.ledger.balanceOf('bonus:xc05')).toBe(bonusBefore - 5_000);
  });

  it('caps the refund at the campaign maximum', async () => {
    const campaign = await demoCampaign(t);
    await t.appServices.rewards.updateCampaign('xc05', campaign.id, { maxRefund: 4_000 });
    try {
      const player = await fundedPlayer(t, 1_000_000);
      await playRound(t, player, { stake: 500_000 });
      expect((await refund(player)).mine).toEqual({
        netLoss: 500_000,
        refundable: 4_000,
        claimed: 0,
        claimable: 4_000,
      });
      expect((await claim(player)).json()).toMatchObject({ data: { amount: 4_000 } });
    } finally {
      await t.appServices.rewards.updateCampaign('xc05', campaign.id, { maxRefund: 2_000_000 });
    }
  });

  it('answers a replay with the first answer and pays once', async () => {
    await demoCampaign(t);
    const player = await fundedPlayer(t, 1_000_000);
    await playRound(t, player, { stake: 100_000 });
    const requestId = randomUUID();
    const first = await claim(player, requestId);
    await playRound(t, player, { stake: 100_000 });
    const again = await claim(player, requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await refund(player)).mine).toMatchObject({ claimed: 5_000, claimable: 5_000 });
  });

  it("never answers with another player's claim: a request id is the player's own", async () => {
    await demoCampaign(t);
    const one = await fundedPlayer(t, 1_000_000);
    const two = await fundedPlayer(t, 1_000_000);
    await playRound(t, one, { stake: 100_000 });
    const requestId = randomUUID();
    expect((await claim(one, requestId)).statusCode).toBe(200);
    const theirs = await claim(two, requestId);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({ code: CODES.nothingToClaim });
    await playRound(t, two, { stake: 20_000 });
    expect((await claim(two, requestId)).json()).toMatchObject({ data: { amount: 1_000 } });
  });

  it('pays once when claims arrive at the same time, with one id or many', async () => {
    await demoCampaign(t);
    const player = await fundedPlayer(t, 1_000_000);
    await playRound(t, player, { stake: 100_000 });
    const before = await balanceOf(player);
    const many = await Promise.all(Array.from({ length: 6 }, () => claim(player)));
    expect(many.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await balanceOf(player)).toBe(before + 5_000);

    await playRound(t, player, { stake: 100_000 });
    const requestId = randomUUID();
    const same = await Promise.all(Array.from({ length: 6 }, () => claim(player, requestId)));
    expect(same.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(same.map((res) => res.body)).size).toBe(1);
    expect(await balanceOf(player)).toBe(before - 100_000 + 10_000);
  });

  it('refuses a locked player', async () => {
    await demoCampaign(t);
    const player = await fundedPlayer(t, 1_000_000);
    await playRound(t, player, { stake: 100_000 });
    await t.database.db.update(players).set({ status: 'locked' }).where(eq(players.id, player.user.id));
    try {
      const res = await claim(player);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, code: CODES.notEligible, message: M.notEligible });
      expect((await get(t.app, P.ready, bearer(player.token))).json()).toEqual({
        data: { daily: null, period: null },
      });
    } finally {
      await t.database.db.update(players).set({ status: 'active' }).where(eq(players.id, player.user.id));
    }
    expect((await claim(player)).statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['an empty id', { requestId: '' }],
    ['a short id', { requestId: 'abc' }],
    ['a huge id', { requestId: 'a'.repeat(10_000) }],
    ['control characters', { requestId: 'abcdefgh\u0000ij' }],
    ['a number', { requestId: 12345678 }],
    ['an array', [{ requestId: randomUUID() }]],
  ])('refuses a claim with %s', async (_name, body) => {
    const player = await fundedPlayer(t, 0);
    const res = await post(t.app, P.lostBetRefundClaim, body, bearer(player.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
  });

  it('needs a session of this brand', async () => {
    const player = await fundedPlayer(t, 0);
    expect((await post(t.app, P.lostBetRefundClaim, { requestId: randomUUID() })).statusCode).toBe(401);
    expect((await claim(player, randomUUID(), XC06)).statusCode).toBe(401);
    // On another brand's host the token is nobody's: the page shows the campaign to a visitor.
    expect((await refund(player, XC06)).mine).toBeNull();
  });
});

describe('the operator CLI', () => {
  it('lists, creates and changes campaigns by their rules', async () => {
    const listed = await operator(t.app, 'refund', 'campaign', 'list', '--brand', 'xc04');
    expect(listed.out).toEqual(['No lost-bet refund campaigns on xc04.']);
    const created = await operator(
      t.app,
      ...'refund campaign create --title Tháng-4 --from 2026-04-01 --to 2026-04-30 --rate 2.5% --max 500000 --inactive --brand xc04'.split(
        ' ',
      ),
    );
    expect(created.code).toBe(0);
    const id = /#(\d+)/.exec(created.out[0] ?? '')?.[1] ?? '';
    expect(created.out[0]).toContain(
      'inactive 2026-03-31T17:00:00.000Z → 2026-04-30T17:00:00.000Z (claims until 2026-04-30T17:00:00.000Z)  2.5% of net losses, at most 500,000 VND  "Tháng-4"',
    );
    const overlapping = await operator(
      t.app,
      ...'refund campaign create --title Khác --from 2026-04-15 --to 2026-05-15 --rate 300bp --max 1000000 --brand xc04'.split(
        ' ',
      ),
    );
    // The first is inactive: no overlap yet.
    expect(overlapping.code).toBe(0);
    const turnOn = await operator(
      t.app,
      'refund',
      'campaign',
      'set',
      id,
      '--active',
      'true',
      '--brand',
      'xc04',
    );
    expect(turnOn.code).toBe(2);
    expect(turnOn.err[0]).toMatch(/^Error: It overlaps active campaign \d+ "Khác"/);
    const moved = await operator(
      t.app,
      ...`refund campaign set ${id} --to 2026-04-14 --claim-until 2026-04-14 --active true --brand xc04`.split(
        ' ',
      ),
    );
    expect(moved).toMatchObject({ code: 0, err: [] });
    expect(moved.out[0]).toContain(
      'active   2026-03-31T17:00:00.000Z → 2026-04-14T17:00:00.000Z (claims until 2026-04-14T17:00:00.000Z)',
    );
    expect((await operator(t.app, 'refund', 'campaign', 'list', '--brand', 'xc04')).out).toHaveLength(2);
    // Another brand's campaign is not this brand's to change.
    const other = await operator(t.app, 'refund', 'campaign', 'set', id, '--max', '1', '--brand', 'xc03');
    expect(other).toMatchObject({ code: 2, err: [`Error: No refund campaign ${id} on xc03.`] });
  });

  it.each([
    ['refund'],
    ['refund campaign'],
    ['refund campaign delete 1'],
    ['refund campaign create --title A --from 2026-04-01 --to 2026-04-30 --rate 3%'],
    ['refund campaign create --title A --from 2026-04-31 --to 2026-05-30 --rate 3% --max 1000'],
    ['refund campaign create --title A --from 2026-04-01 --to 2026-04-30 --rate 3 --max 1000'],
    ['refund campaign create --title A --from 2026-04-01 --to 2026-04-30 --rate 3% --max 1e6'],
    ['refund campaign create --title A --from yesterday --to 2026-04-30 --rate 3% --max 1000'],
    ['refund campaign create --title A --from 2026-04-01 --to 2026-04-30 --rate 3% --max 1000 --active true'],
    ['refund campaign create --title A --title B --from 2026-04-01 --to 2026-04-30 --rate 3% --max 1000'],
    ['refund campaign set x --max 1000'],
    ['refund campaign set 1'],
    ['refund campaign set 1 --active yes'],
  ])('refuses %s', async (line) => {
    const result = await operator(t.app, ...line.split(' '), '--brand', 'xc03');
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^Error: /);
  });

  it.each([
    ['an end before the start', '--from 2026-04-10 --to 2026-04-01 --rate 3% --max 1000'],
    [
      'claims closing before the end',
      '--from 2026-04-01 --to 2026-04-10 --claim-until 2026-04-05 --rate 3% --max 1000',
    ],
    ['a rate above 100%', '--from 2026-04-01 --to 2026-04-10 --rate 100.5% --max 1000'],
    ['a rate of 0', '--from 2026-04-01 --to 2026-04-10 --rate 0bp --max 1000'],
    ['a huge maximum', '--from 2026-04-01 --to 2026-04-10 --rate 3% --max 10,000,000,001'],
  ])('refuses a campaign with %s', async (_name, rest) => {
    const result = await operator(
      t.app,
      ...'refund campaign create --title A'.split(' '),
      ...rest.split(' '),
      '--brand',
      'xc03',
    );
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^Error: /);
  });

  it('refuses an empty or control-character title', async () => {
    for (const title of ['   ', 'a\u0007b', 'x'.repeat(121)]) {
      const result = await operator(
        t.app,
        ...['refund', 'campaign', 'create', '--title', title],
        ...'--from 2026-06-01 --to 2026-06-10 --rate 3% --max 1000 --brand xc03'.split(' '),
      );
      expect([title, result.code]).toEqual([title, 2]);
    }
  });
});

it('answers with the generic message for an unknown path of the module', async () => {
  const res = await get(t.app, '/api/user/rewards/nothing');
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe(MESSAGES.notFound);
});
