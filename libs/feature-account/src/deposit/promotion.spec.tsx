import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { PROMOTION_ERROR_CODES, PROMOTION_MESSAGES, type PlayerPromotions, type Promotion } from '@xc/api-contract';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import { configureApi, configureFingerprint, sessionAtom } from '@xc/data-access-api';
import {
  fakeAgent,
  memoryCookies,
  resetApiConfig,
  resetFingerprint,
  resetQueryClient,
  startFakeApi,
  type FakeApi,
  type FakeReply,
  type RecordedRequest,
} from '@xc/data-access-api/testing';
import { TestProviders } from '@xc/ui-kit/testing';
import CardPage from './card-page';
import CodepayPage from './codepay-page';
import { bonusFor } from './promotion-field';

jest.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AA==') }));

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

let api: FakeApi;
let routes: Record<string, (request: RecordedRequest) => FakeReply>;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => {
    const path = request.url.replace(/^\/api\//, '').split('?')[0] ?? '';
    const handler = routes[`${request.method} ${path}`];
    return handler ? handler(request) : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } };
  });
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());

const weights = [
  { product: 'cong-game', weightPercent: 100, rateBp: 0 },
  { product: 'live-casino', weightPercent: 20, rateBp: 0 },
  { product: 'the-thao', weightPercent: 50, rateBp: 0 },
] as const;
const firstDeposit = (code: 'khuyen-mai-100' | 'khuyen-mai-50', over: Partial<Promotion> = {}): Promotion => ({
  code,
  kind: 'first_deposit',
  title: code === 'khuyen-mai-100' ? 'Thưởng nạp đầu 100%' : 'Thưởng nạp đầu 50%',
  percent: code === 'khuyen-mai-100' ? 100 : 50,
  rounds: code === 'khuyen-mai-100' ? 20 : 15,
  maxBonus: 9_000_000,
  minDeposit: 100_000,
  validDays: 30,
  products: weights.map((w) => ({ ...w })),
  terms: [],
  active: true,
  ...over,
});
const catalogue: Promotion[] = [
  firstDeposit('khuyen-mai-100'),
  firstDeposit('khuyen-mai-50'),
  { ...firstDeposit('khuyen-mai-50'), code: 'hoan-tra-15', kind: 'cashback', title: 'Hoàn trả 1.5%' },
];
const mine = (over: Partial<PlayerPromotions> = {}): PlayerPromotions => ({
  active: null,
  past: [],
  firstDepositAvailable: true,
  cashback: { today: { day: '2026-11-24', turnover: 0, amount: 0, products: [] }, credits: [] },
  ...over,
});
const config = {
  data: {
    deposit: { codepay: { min: 50_000, max: 300_000_000 }, bank: { min: 100_000, max: 1_000_000_000 } },
    withdrawal: {},
    dailyWithdrawalCount: 5,
    cards: [],
    crypto: [],
    promotions: ['none', 'khuyen-mai-100', 'khuyen-mai-50'],
    cardQuantity: { min: 1, max: 5 },
  },
};

let player: PlayerPromotions;
beforeEach(() => {
  api.requests.length = 0;
  resetQueryClient();
  player = mine();
  routes = {
    'GET cashier/limits': () => ({ body: { data: [] } }),
    'GET cashier/config': () => ({ body: config }),
    'GET cashier/deposits/codepay/open': () => ({ body: { data: null } }),
    'GET promotions': () => ({ body: { data: catalogue } }),
    'GET user/promotion': () => ({ body: { data: player } }),
  };
});

const user = { id: 7, rid: 'AB12CD34', balance: 0, isVerifyPhone: true, isFirstDeposit: false, tokenPlay: 'p' };
function renderPage(page: ReactElement, path: string, over: Partial<typeof user> = {}) {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user: { ...user, ...over } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <BrandProvider brand={testBrand}>
          <TestProviders>{page}</TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
}
const gets = (path: string) => api.requests.filter((r) => r.method === 'GET' && r.url.split('?')[0] === `/api/${path}`);
const posted = (path: string) =>
  api.requests.filter((r) => r.method === 'POST' && r.url === `/api/${path}`).map((r) => JSON.parse(r.body) as Record<string, unknown>);
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('the promotion choice of a first deposit', () => {
  it('works out each bonus at the cap and the minimum', () => {
    const hundred = firstDeposit('khuyen-mai-100');
    expect(bonusFor(hundred, 200_000)).toEqual({ bonus: 200_000, requirement: 8_000_000 });
    expect(bonusFor(hundred, 20_000_000)).toEqual({ bonus: 9_000_000, requirement: 580_000_000 });
    expect(bonusFor(hundred, 99_999)).toEqual({ bonus: 0, requirement: 0 });
    expect(bonusFor(firstDeposit('khuyen-mai-50'), 1_000_000)).toEqual({ bonus: 500_000, requirement: 22_500_000 });
  });

  it('takes the promotion of the address, shows every term in figures and the bonus for the amount typed', async () => {
    routes['POST cashier/deposits/codepay'] = () => ({
      status: 409,
      body: { statusCode: 409, code: PROMOTION_ERROR_CODES.bonusActive, message: PROMOTION_MESSAGES.bonusActive },
    });
    renderPage(<CodepayPage />, '/account/deposit/codepay?promotion=khuyen-mai-100');
    const group = await screen.findByRole('group', { name: 'Khuyến mãi' });
    const hundred = await within(group).findByRole('radio', { name: 'Thưởng nạp đầu 100%' });
    expect(hundred).toBeChecked();
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'none',
      'khuyen-mai-100',
      'khuyen-mai-50',
    ]);
    expect(hundred).toHaveAccessibleDescription(
      'Thưởng 100% tiền nạp, tối đa 9,000,000 ₫; 20 vòng cược; hiệu lực 30 ngày. Nạp tối thiểu 100,000 ₫. ' +
        'Nhập số tiền để xem tiền thưởng và tổng cược cần đạt. ' +
        'Tỷ lệ tính cược: Cổng game 100%, Live casino 20%, Thể thao 50%, Lô đề không tính, Đá gà không tính. ' +
        'Điều khoản chi tiết',
    );
    expect(within(group).getAllByRole('link', { name: 'Điều khoản chi tiết' })[0]).toHaveAttribute('href', '/khuyen-mai/khuyen-mai-100');

    await userEvent.type(screen.getByLabelText('Số tiền nạp (VND)'), '20000000');
    expect(within(group).getByText('Nạp 20,000,000 ₫: thưởng 9,000,000 ₫, tổng cược cần đạt 580,000,000 ₫.')).toBeInTheDocument();
    expect(within(group).getByText('Nạp 20,000,000 ₫: thưởng 9,000,000 ₫, tổng cược cần đạt 435,000,000 ₫.')).toBeInTheDocument();

    // The API refuses the promotion (a bonus taken meanwhile, in another tab): said at the field, and asked again.
    const before = gets('user/promotion').length;
    player = mine({ firstDepositAvailable: false, past: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo phiếu nạp' }));
    expect(posted('cashier/deposits/codepay')[0]).toMatchObject({ amount: 20_000_000, promotion: 'khuyen-mai-100' });
    const alert = await within(group).findByRole('alert');
    expect(alert).toHaveTextContent(PROMOTION_MESSAGES.bonusActive);
    await waitFor(() => expect(gets('user/promotion').length).toBe(before + 1));
    await waitFor(() => expect(within(group).queryByRole('radio')).not.toBeInTheDocument());
    expect(within(group).getByRole('alert')).toHaveTextContent(PROMOTION_MESSAGES.bonusActive);

    // The choice went back to none: the next voucher takes no promotion.
    routes['POST cashier/deposits/codepay'] = () => ({ status: 502, body: { statusCode: 502, code: 'VOUCHER_FAILED', message: 'x' } });
    await pause(550);
    await userEvent.click(screen.getByRole('button', { name: 'Tạo phiếu nạp' }));
    await waitFor(() => expect(posted('cashier/deposits/codepay')).toHaveLength(2));
    expect(posted('cashier/deposits/codepay')[1]).toMatchObject({ promotion: 'none' });
  });

  it('says why no bonus is offered: an active bonus (with the way to it), or a deposit already made', async () => {
    routes['GET user/promotion'] = () => ({
      body: {
        data: {
          ...mine({ firstDepositAvailable: false }),
          active: {
            id: 3,
            promotionCode: 'khuyen-mai-100',
            source: 'first_deposit',
            title: 'Thưởng nạp đầu 100%',
            status: 'active',
            deposit: 200_000,
            bonus: 200_000,
            rounds: 20,
            requirement: 8_000_000,
            wagered: 0,
            remaining: 8_000_000,
            products: [],
            startedAt: '2026-11-20T00:00:00.000Z',
            expiresAt: '2026-12-20T00:00:00.000Z',
            endedAt: null,
            forfeited: null,
          },
        },
      },
    });
    renderPage(<CodepayPage />, '/account/deposit/codepay?promotion=khuyen-mai-50', { isFirstDeposit: true });
    const group = await screen.findByRole('group', { name: 'Khuyến mãi' });
    expect(await within(group).findByText(PROMOTION_MESSAGES.bonusActive)).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Xem tiến độ khuyến mãi' })).toHaveAttribute('href', '/account/promotion');
    routes['POST cashier/deposits/codepay'] = () => ({ status: 502, body: { statusCode: 502, code: 'VOUCHER_FAILED', message: 'x' } });
    await userEvent.type(screen.getByLabelText('Số tiền nạp (VND)'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo phiếu nạp' }));
    await waitFor(() => expect(posted('cashier/deposits/codepay')).toHaveLength(1));
    expect(posted('cashier/deposits/codepay')[0]).toMatchObject({ promotion: 'none' });
  });

  it('says a deposit was already made, and that the account cannot take one', async () => {
    player = mine({ firstDepositAvailable: false });
    renderPage(<CodepayPage />, '/account/deposit/codepay', { isFirstDeposit: true });
    expect(await screen.findByText(PROMOTION_MESSAGES.notFirstDeposit)).toBeInTheDocument();
  });

  it("says when the player's account takes no bonus (never deposited, yet not eligible)", async () => {
    player = mine({ firstDepositAvailable: false });
    renderPage(<CodepayPage />, '/account/deposit/codepay');
    expect(await screen.findByText(PROMOTION_MESSAGES.notEligible)).toBeInTheDocument();
  });

  it("offers the options by name when the terms cannot be had, and the session's rule when the player's answer cannot", async () => {
    routes['GET promotions'] = () => ({ status: 500, body: { statusCode: 500, code: 'X', message: 'x' } });
    routes['GET user/promotion'] = () => ({ status: 500, body: { statusCode: 500, code: 'X', message: 'x' } });
    renderPage(<CodepayPage />, '/account/deposit/codepay?promotion=khuyen-mai-50');
    const group = await screen.findByRole('group', { name: 'Khuyến mãi' });
    expect(await within(group).findByText('Không tải được điều kiện khuyến mãi.')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Thưởng 50% lần nạp đầu' })).toBeChecked();
    routes['GET promotions'] = () => ({ body: { data: catalogue } });
    await userEvent.click(within(group).getByRole('button', { name: 'Thử lại' }));
    expect(await within(group).findByRole('radio', { name: 'Thưởng nạp đầu 50%' })).toBeChecked();
  });

  it('keeps the promotion across the methods and tabs, and on the card page works it out on the credit', async () => {
    renderPage(<CardPage />, '/account/deposit/card?promotion=khuyen-mai-100');
    const group = await screen.findByRole('group', { name: 'Khuyến mãi' });
    expect(await within(group).findByRole('radio', { name: 'Thưởng nạp đầu 100%' })).toBeChecked();
    const methods = screen.getByRole('navigation', { name: 'Phương thức nạp tiền' });
    expect(within(methods).getByRole('link', { name: 'Chuyển khoản' })).toHaveAttribute(
      'href',
      '/account/deposit/codepay?promotion=khuyen-mai-100',
    );
    expect(within(methods).getByRole('link', { name: 'Tiền mã hoá' })).toHaveAttribute('href', '/account/deposit/crypto');
    await userEvent.selectOptions(screen.getByLabelText('Mệnh giá'), '200000');
    // A 200,000 Viettel card credits 174,000 after the 13 % fee: the bonus is worked out on that.
    expect(within(group).getByText('Nạp 174,000 ₫: thưởng 174,000 ₫, tổng cược cần đạt 6,960,000 ₫.')).toBeInTheDocument();
  });

  it('links a completed deposit with a promotion to the bonus', async () => {
    const completed = {
      id: 41,
      code: 'DAB12CD34EF',
      method: 'codepay',
      status: 'completed',
      amount: 200_000,
      credited: 200_000,
      fee: 0,
      promotion: 'khuyen-mai-100',
      instructions: {},
      note: null,
      expiresAt: null,
      createdAt: new Date().toISOString(),
      completedAt: new Date().toISOString(),
    };
    routes['GET cashier/deposits/41'] = () => ({ body: { data: completed } });
    routes['GET user/balance'] = () => ({ body: { data: { balance: 400_000, currency: 'VND' } } });
    renderPage(<CodepayPage />, '/account/deposit/codepay?deposit=41');
    expect(await screen.findByRole('heading', { name: 'Nạp tiền thành công' })).toBeInTheDocument();
    expect(screen.getByText(/Khuyến mãi đã chọn: Thưởng 100% lần nạp đầu\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tiền thưởng và tiến độ vòng cược' })).toHaveAttribute('href', '/account/promotion');
  });

  it('says nothing of a bonus when the deposit note says the promotion was not applied', async () => {
    const note = PROMOTION_MESSAGES.notApplied(PROMOTION_MESSAGES.belowMinDeposit(100_000));
    routes['GET cashier/deposits/41'] = () => ({
      body: {
        data: {
          id: 41,
          code: 'DAB12CD34EF',
          method: 'codepay',
          status: 'completed',
          amount: 60_000,
          credited: 60_000,
          fee: 0,
          promotion: 'khuyen-mai-100',
          instructions: {},
          note,
          expiresAt: null,
          createdAt: new Date().toISOString(),
          completedAt: new Date().toISOString(),
        },
      },
    });
    renderPage(<CodepayPage />, '/account/deposit/codepay?deposit=41');
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Xem tiền thưởng và tiến độ vòng cược' })).not.toBeInTheDocument();
  });
});
