import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REWARD_MESSAGES } from '@xc/api-contract';
import { configureApi, sessionAtom } from '@xc/data-access-api';
import { testCampaign } from '@xc/data-access-api/testing';
import { bodyOf, renderRewards, setUpFakeRewardsApi, wait } from '../test-setup';
import { RefundPanel } from './refund-panel';

const ctx = setUpFakeRewardsApi();
const claims = () =>
  ctx.api.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/lost-bet-refund/claim'));
const figure = (label: string) =>
  within(screen.getByText(label).closest('div') as HTMLElement).getByRole('definition');

describe('the lost-bet refund panel', () => {
  it('shows a visitor the rule in figures and the terms, and a login instead of a figure', async () => {
    const user = userEvent.setup();
    renderRewards(<RefundPanel />, { user: null, path: '/su-kien/hoan-tra-cuoc' });
    expect(await screen.findByRole('heading', { name: 'Hoàn trả cược thua tháng này' })).toBeInTheDocument();
    expect(figure('Tỷ lệ hoàn trả')).toHaveTextContent('3% tiền thua ròng');
    expect(figure('Hoàn tối đa mỗi người')).toHaveTextContent('2,000,000 ₫');
    expect(figure('Hạn nhận hoàn trả').textContent).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(screen.getByText('Hoàn 3% tiền thua ròng trong thời gian sự kiện.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận hoàn trả' })).not.toBeInTheDocument();
    expect(screen.getByText('Đăng nhập để xem khoản hoàn trả của bạn và nhận tiền.')).toBeInTheDocument();
    // The visitor's request carried no session.
    expect(ctx.api.requests[0]?.headers.authorization).toBeUndefined();

    // Logging in shows the player's own figure without a reload.
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await user.click(await screen.findByRole('button', { name: 'Đăng nhập giả' }));
    expect(await screen.findByText('Thua ròng trong đợt')).toBeInTheDocument();
    await waitFor(() => expect(figure('Có thể nhận ngay')).toHaveTextContent('30,000 ₫'));
  });

  it("shows the player's figure and pays the claimable amount once for a double click, updating the balance", async () => {
    const user = userEvent.setup();
    ctx.rewards.state.refund = { netLoss: 1_500_000, refundable: 45_000, claimed: 5_000 };
    ctx.extra['POST user/rewards/lost-bet-refund/claim'] = (request) => ({
      ...ctx.honest('POST user/rewards/lost-bet-refund/claim')(request),
      delayMs: 80,
    });
    const { store } = renderRewards(<RefundPanel />, { path: '/su-kien/hoan-tra-cuoc' });
    await waitFor(() => expect(figure('Thua ròng trong đợt')).toHaveTextContent('1,500,000 ₫'));
    expect(figure('Được hoàn')).toHaveTextContent('45,000 ₫');
    expect(figure('Đã nhận')).toHaveTextContent('5,000 ₫');
    expect(figure('Có thể nhận ngay')).toHaveTextContent('40,000 ₫');

    const button = screen.getByRole('button', { name: 'Nhận hoàn trả' });
    await user.dblClick(button);
    await user.click(button);
    expect(await screen.findByText('Đã cộng 40,000 ₫ tiền hoàn trả vào tài khoản')).toBeInTheDocument();
    expect(claims()).toHaveLength(1);
    expect(bodyOf(claims()[0])).toEqual({ requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/) });
    expect(store.get(sessionAtom)?.user.balance).toBe(140_000);
    // The figures are read again: nothing left to claim, and the button says why it is off.
    await waitFor(() => expect(figure('Có thể nhận ngay')).toHaveTextContent(/^0 ₫$/));
    expect(screen.getByRole('button', { name: 'Nhận hoàn trả' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nhận hoàn trả' })).toHaveAccessibleDescription(
      REWARD_MESSAGES.nothingToClaim,
    );
  });

  it('retries a claim that got a server error with the same request id', async () => {
    const user = userEvent.setup();
    let dropped = false;
    ctx.extra['POST user/rewards/lost-bet-refund/claim'] = (request) => {
      if (!dropped) {
        dropped = true;
        // Answered with a body the client cannot read: as if the answer were lost.
        return { status: 502, body: 'bad gateway' };
      }
      return ctx.honest('POST user/rewards/lost-bet-refund/claim')(request);
    };
    renderRewards(<RefundPanel />, { path: '/su-kien/hoan-tra-cuoc' });
    const button = await screen.findByRole('button', { name: 'Nhận hoàn trả' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Có lỗi xảy ra vui lòng thử lại sau')).toBeInTheDocument();
    await wait(550);
    await user.click(screen.getByRole('button', { name: 'Nhận hoàn trả' }));
    expect(await screen.findByText('Đã cộng 30,000 ₫ tiền hoàn trả vào tài khoản')).toBeInTheDocument();
    const [first, second] = claims();
    // A 502 is no verdict (the claim may have gone through): the retry is the same request.
    expect((bodyOf(first) as { requestId: string }).requestId).toBe(
      (bodyOf(second) as { requestId: string }).requestId,
    );
  });

  it('keeps the id after a network failure so the retry is the same claim', async () => {
    const user = userEvent.setup();
    let calls = 0;
    ctx.extra['POST user/rewards/lost-bet-refund/claim'] = (request) => {
      calls += 1;
      // The first answer never comes in time: the client gives up (aborted, like a lost connection).
      if (calls === 1)
        return { status: 200, body: { data: { amount: 30_000, balance: 130_000 } }, delayMs: 5_000 };
      return ctx.honest('POST user/rewards/lost-bet-refund/claim')(request);
    };
    configureApi({ timeoutMs: 300 });
    try {
      renderRewards(<RefundPanel />, { path: '/su-kien/hoan-tra-cuoc' });
      const button = await screen.findByRole('button', { name: 'Nhận hoàn trả' });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      expect(await screen.findByText('Có lỗi xảy ra vui lòng thử lại sau')).toBeInTheDocument();
      await wait(550);
      await user.click(screen.getByRole('button', { name: 'Nhận hoàn trả' }));
      expect(await screen.findByText('Đã cộng 30,000 ₫ tiền hoàn trả vào tài khoản')).toBeInTheDocument();
      const [first, second] = claims();
      expect((bodyOf(first) as { requestId: string }).requestId).toBe(
        (bodyOf(second) as { requestId: string }).requestId,
      );
    } finally {
      configureApi({ timeoutMs: undefined });
    }
  });

  it('says when there is no campaign', async () => {
    ctx.rewards.state.campaign = null;
    renderRewards(<RefundPanel />, { path: '/su-kien/hoan-tra-cuoc' });
    expect(
      await screen.findByText('Hiện chưa có đợt hoàn trả cược thua nào đang diễn ra. Hãy quay lại sau.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhận hoàn trả' })).not.toBeInTheDocument();
  });

  it('turns the claim off once the claim deadline has passed, saying so', async () => {
    ctx.rewards.state.campaign = testCampaign(Date.now() - 40 * 86_400_000);
    renderRewards(<RefundPanel />, { path: '/su-kien/hoan-tra-cuoc' });
    expect(await screen.findByText(REWARD_MESSAGES.campaignClosed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nhận hoàn trả' })).toBeDisabled();
  });

  it('shows the API refusal when the money was taken meanwhile (another tab), and the figures as they are now', async () => {
    const user = userEvent.setup();
    renderRewards(<RefundPanel />, { path: '/su-kien/hoan-tra-cuoc' });
    const button = await screen.findByRole('button', { name: 'Nhận hoàn trả' });
    await waitFor(() => expect(button).toBeEnabled());
    ctx.rewards.state.refund.claimed = ctx.rewards.state.refund.refundable;
    await user.click(button);
    expect(await screen.findAllByText(REWARD_MESSAGES.nothingToClaim)).not.toHaveLength(0);
    await waitFor(() => expect(figure('Có thể nhận ngay')).toHaveTextContent(/^0 ₫$/));
    expect(figure('Đã nhận')).toHaveTextContent('30,000 ₫');
  });

  it('says when the load failed, and loads again on "Thử lại"', async () => {
    const user = userEvent.setup();
    let failing = true;
    ctx.extra['GET rewards/lost-bet-refund'] = (request) =>
      failing
        ? { status: 500, body: { statusCode: 500, code: 'X', message: 'x' } }
        : ctx.honest('GET rewards/lost-bet-refund')(request);
    renderRewards(<RefundPanel />, { path: '/su-kien/hoan-tra-cuoc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được dữ liệu. Vui lòng thử lại.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Hoàn trả cược thua tháng này' })).toBeInTheDocument();
  });
});
