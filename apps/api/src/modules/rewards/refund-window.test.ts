import {
  REWARD_ERROR_CODES as CODES,
  REWARD_MESSAGES as M,
  REWARD_PATHS as P,
  type LostBetRefund,
} from '@xc/api-contract';
import { randomUUID } from 'node:crypto';
import { bearer, get, post } from '../../testing/accounts';
import { fundedPlayer, playRound } from '../../testing/games';
import { createRewardsApp, type RewardsTestApp } from '../../testing/rewards';
import { operator } from '../../testing/test-app';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

// No demo campaign here: the operator's own, from 2026-03-02 to 2026-03-03, claims until 2026-03-05.
let t: RewardsTestApp;
beforeAll(async () => {
  t = await createRewardsApp();
});
afterEach(async () => {
  await t.audit();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof fundedPlayer>>;
const refund = async (player: Player) =>
  (await get(t.app, P.lostBetRefund, bearer(player.token))).json<{ data: LostBetRefund }>().data;
const claim = (player: Player, requestId: string = randomUUID()) =>
  post(t.app, P.lostBetRefundClaim, { requestId }, bearer(player.token));

it('counts only rounds settled inside the window, pays during the claim period, then is closed', async () => {
  const created = await operator(
    t.app,
    ...['refund', 'campaign', 'create', '--title', 'Hoàn trả cuối tuần'],
    ...'--from 2026-03-02 --to 2026-03-03 --claim-until 2026-03-05 --rate 10% --max 1,000,000'.split(' '),
  );
  expect(created.code).toBe(0);
  expect(created.out[0]).toMatch(/^Created on xc05: #\d+ active/);
  const player = await fundedPlayer(t, 2_000_000);

  // 2026-03-01 15:00 in Vietnam: not started. Played, never counted; the page shows no campaign.
  expect(await refund(player)).toEqual({ campaign: null, mine: null });
  await playRound(t, player, { stake: 100_000 });
  const early = await claim(player);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toEqual({ statusCode: 409, code: CODES.campaignClosed, message: M.campaignClosed });

  t.clock.advance(DAY); // 2026-03-02 15:00: running
  const running = await refund(player);
  expect(running.campaign?.terms[0]).toBe(
    'Thời gian sự kiện: từ 00:00 02/03/2026 đến hết ngày 03/03/2026 (giờ Việt Nam).',
  );
  expect(running.campaign?.terms[1]).toMatch(/^Hoàn trả 10% số tiền cược thua/);
  expect(running.campaign?.terms[3]).toBe(
    'Hoàn trả tối đa 1,000,000 VND cho mỗi tài khoản trong cả sự kiện.',
  );
  expect(running.campaign?.terms[4]).toBe(
    'Nhận thưởng trên trang này đến hết ngày 05/03/2026; có thể nhận nhiều lần, mỗi lần nhận phần hoàn trả mới phát sinh.',
  );
  expect(running.mine).toEqual({ netLoss: 0, refundable: 0, claimed: 0, claimable: 0 });
  await playRound(t, player, { stake: 50_000 });
  expect((await refund(player)).mine).toEqual({
    netLoss: 50_000,
    refundable: 5_000,
    claimed: 0,
    claimable: 5_000,
  });

  t.clock.advance(DAY + 12 * HOUR); // 2026-03-04 03:00: ended, claims open; later play is not counted
  await playRound(t, player, { stake: 400_000 });
  const ended = await refund(player);
  expect(ended.mine).toEqual({ netLoss: 50_000, refundable: 5_000, claimed: 0, claimable: 5_000 });
  expect((await get(t.app, P.ready, bearer(player.token))).json().data.period).toEqual({
    kind: 'lost-bet-refund',
    campaignId: ended.campaign?.id,
    claimable: 5_000,
  });
  const requestId = randomUUID();
  const paid = await claim(player, requestId);
  expect(paid.json()).toMatchObject({ data: { amount: 5_000 } });
  expect((await get(t.app, P.ready, bearer(player.token))).json().data.period).toBeNull();

  t.clock.advance(2 * DAY); // 2026-03-06 03:00: claims closed
  expect(await refund(player)).toEqual({ campaign: null, mine: null });
  const closed = await claim(player);
  expect(closed.statusCode).toBe(409);
  expect(closed.json()).toMatchObject({ code: CODES.campaignClosed });
  // The claim made in time still answers the same.
  expect((await claim(player, requestId)).json()).toEqual(paid.json());
});

it('hides a campaign the operator switched off, and refuses its claims', async () => {
  t.clock.ms = Date.parse('2026-03-10T03:00:00.000Z');
  const created = await operator(
    t.app,
    ...'refund campaign create --title Tắt --from 2026-03-10 --to 2026-03-12 --rate 1% --max 100000'.split(
      ' ',
    ),
  );
  const id = /#(\d+)/.exec(created.out[0] ?? '')?.[1] ?? '';
  const player = await fundedPlayer(t, 1_000_000);
  await playRound(t, player, { stake: 100_000 });
  expect((await refund(player)).mine?.claimable).toBe(1_000);
  expect((await operator(t.app, 'refund', 'campaign', 'set', id, '--active', 'false')).code).toBe(0);
  expect(await refund(player)).toEqual({ campaign: null, mine: null });
  expect((await claim(player)).json()).toMatchObject({ code: CODES.campaignClosed });
  expect((await operator(t.app, 'refund', 'campaign', 'set', id, '--active', 'true')).code).toBe(0);
  expect((await claim(player)).json()).toMatchObject({ data: { amount: 1_000 } });
});

it('reads a time with its offset, or in Vietnam time without one', async () => {
  const created = await operator(
    t.app,
    ...'refund campaign create --title Giờ --from 2026-07-01T12:30 --to 2026-07-02T00:00:00Z --claim-until 2026-07-03T10:00+07:00 --rate 1.35% --max 1000 --inactive'.split(
      ' ',
    ),
  );
  expect(created.out[0]).toContain(
    '2026-07-01T05:30:00.000Z → 2026-07-02T00:00:00.000Z (claims until 2026-07-03T03:00:00.000Z)  1.35% of net losses',
  );
});
