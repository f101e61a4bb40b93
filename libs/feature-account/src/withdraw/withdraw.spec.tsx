import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { PROMOTION_ERROR_CODES, PROMOTION_MESSAGES } from '@xc/api-contract';
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
import { ModalHost } from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import { accountModals } from '../modals';
import BankWithdrawPage from './bank-withdraw-page';
import CardWithdrawPage from './card-withdraw-page';
import CryptoWithdrawPage from './crypto-withdraw-page';
import { madeToday } from './use-withdrawals';

// Real HTTP and timers on a shared two-core machine: the longest flows need more than Jest's 5 s.
jest.setTimeout(20_000);

// The real fetch layer against a local HTTP server playing the cashier API.
let api: FakeApi;
let routes: Record<string, (request: RecordedRequest) => FakeReply>;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => {
    const path = request.url.replace(/^\/api\//, '').split('?')[0] ?? '';
    const handler = routes[`${request.method} ${path}`];
    return handler
      ? handler(request)
      : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } };
  });
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());

const config = {
  deposit: {},
  withdrawal: {
    bank: { min: 100_000, max: 300_000_000 },
    card: { min: 10_000, max: 5_000_000 },
    crypto: { min: 100_000, max: 500_000_000 },
  },
  dailyWithdrawalCount: 5,
  cards: [
    { carrier: 'viettel', name: 'Viettel', feePercent: 13, denominations: [10_000, 50_000, 100_000] },
    { carrier: 'vinaphone', name: 'Vinaphone', feePercent: 11, denominations: [10_000, 50_000, 100_000] },
  ],
  crypto: [
    { currency: 'USDT', networks: ['TRC20', 'ERC20', 'BEP20'], minWithdrawal: 400_000 },
    { currency: 'KDG', networks: ['TRC20', 'BEP20'], minWithdrawal: 100_000 },
  ],
  promotions: ['none'],
  cardQuantity: { min: 1, max: 5 },
};
const bank = (id: number, status: 'verifying' | 'verified' | 'rejected', accountNumber: string) => ({
  id,
  bankCode: 'VCB',
  bankShortName: 'Vietcombank',
  bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
  accountNumber,
  holderName: 'NGUYEN VAN DUC',
  status,
  createdAt: '2026-11-23T02:00:00.000Z',
  decidedAt: null,
});
const withdrawal = (over: Record<string, unknown> = {}) => ({
  id: 31,
  code: 'WABCDEFGH2',
  method: 'bank',
  status: 'pending',
  amount: 200_000,
  destination: { bankName: 'Vietcombank', accountNumber: '****4567' },
  reason: null,
  cards: null,
  timeline: [{ status: 'pending', note: null, at: new Date().toISOString() }],
  createdAt: new Date().toISOString(),
  ...over,
});

let withdrawals: unknown[];
/** The fake API keeps what it accepted, as the real one does: a list refetched later still has it. */
const accepted = (item: ReturnType<typeof withdrawal>) => {
  withdrawals = [item, ...withdrawals];
  return { body: { data: item } };
};
beforeEach(() => {
  resetQueryClient();
  api.requests.length = 0;
  withdrawals = [];
  routes = {
    'GET cashier/config': () => ({ body: { data: config } }),
    'GET cashier/crypto/rates': () => ({
      body: {
        data: [
          { currency: 'USDT', rate: 25_450 },
          { currency: 'KDG', rate: 1_180 },
        ],
      },
    }),
    'GET user/balance': () => ({ body: { data: { balance: 1_000_000, currency: 'VND' } } }),
    'GET cashier/withdrawals': () => ({ body: { data: withdrawals } }),
    'GET user/banks': () => ({
      body: {
        data: [
          bank(1, 'verified', '0071001234567'),
          bank(2, 'verifying', '0071009999888'),
          bank(3, 'rejected', '1111222233'),
        ],
      },
    }),
  };
});

const user = {
  id: 7,
  rid: 'AB12CD34',
  balance: 1_000_000,
  isVerifyPhone: true,
  isFirstDeposit: false,
  tokenPlay: 'p',
};
function renderPage(page: ReactNode) {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <BrandProvider brand={testBrand}>
          <TestProviders>
            {page}
            <ModalHost modals={Object.values(accountModals)} />
          </TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
}
const posts = (path: string) => api.requests.filter((r) => r.method === 'POST' && r.url.includes(path));
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('withdrawing to a bank account', () => {
  it('offers only verified accounts, checks the amount, and sends one request for a double click', async () => {
    routes['POST cashier/withdrawals/bank'] = () => ({ ...accepted(withdrawal()), delayMs: 50 });
    renderPage(<BankWithdrawPage />);
    const select = await screen.findByLabelText('Tài khoản nhận tiền');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Chọn tài khoản ngân hàng', 'Vietcombank •••• 4567 · NGUYEN VAN DUC']);
    expect(screen.getByText('Tài khoản đang xác minh sẽ có ở đây khi được duyệt.')).toBeInTheDocument();
    expect(await screen.findByText('1,000,000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Yêu cầu rút tiền đã gửi không thể hủy.', { exact: false })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByText('Vui lòng chọn tài khoản ngân hàng')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập số tiền')).toBeInTheDocument();

    await userEvent.selectOptions(select, '1');
    const amount = screen.getByLabelText('Số tiền rút (VND)');
    await userEvent.type(amount, '50000');
    await wait(550);
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByText('Số tiền tối thiểu là 100,000 VND')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2.000.000');
    await wait(550);
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByText('Số dư không đủ để rút số tiền này')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200,000');
    await wait(550);
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));

    const confirm = screen.getByRole('form', { name: 'Xác nhận rút tiền' });
    expect(within(confirm).getByText('200,000 ₫')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Xác nhận rút tiền' })).toHaveFocus();
    await userEvent.dblClick(within(confirm).getByRole('button', { name: 'Xác nhận rút tiền' }));
    expect(await screen.findByText('Đã gửi yêu cầu rút tiền WABCDEFGH2')).toBeInTheDocument();
    const sent = posts('withdrawals/bank');
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ bankAccountId: 1, amount: 200_000 });
    expect(body['requestId']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    // The new request is listed with its timeline.
    const item = await screen.findByRole('listitem', { name: /Ngân hàng · 200,000 ₫/ });
    expect(within(item).getByText('Chờ duyệt')).toBeInTheDocument();
    expect(within(item).getByRole('list', { name: 'Tiến trình' })).toHaveTextContent(
      'Đã gửi yêu cầu, chờ duyệt',
    );
  });

  it("shows the API's Vietnamese refusal and retries with the same request id", async () => {
    const replies: FakeReply[] = [
      { status: 502, body: { statusCode: 502, code: 'GATEWAY', message: 'Bad gateway' } },
      {
        status: 409,
        body: {
          statusCode: 409,
          code: 'WITHDRAWAL_DAILY_LIMIT',
          message: 'Bạn đã đạt giới hạn 5 lần rút tiền trong ngày',
        },
      },
    ];
    routes['POST cashier/withdrawals/bank'] = () => replies.shift() ?? { status: 500 };
    renderPage(<BankWithdrawPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Tài khoản nhận tiền'), '1');
    await userEvent.type(screen.getByLabelText('Số tiền rút (VND)'), '150000');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));
    expect(await screen.findByText('Có lỗi xảy ra vui lòng thử lại sau')).toBeInTheDocument();
    await wait(550);
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));
    expect(await screen.findByText('Bạn đã đạt giới hạn 5 lần rút tiền trong ngày')).toBeInTheDocument();
    const ids = posts('withdrawals/bank').map((r) => (JSON.parse(r.body) as { requestId: string }).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('says a bonus still wagering holds withdrawals back, and shows the API refusal with the way to the meter', async () => {
    const message = PROMOTION_MESSAGES.wageringIncomplete(6_000_000);
    routes['GET user/promotion'] = () => ({
      body: {
        data: {
          active: {
            id: 5,
            promotionCode: 'khuyen-mai-100',
            source: 'first_deposit',
            title: 'Thưởng nạp đầu 100%',
            status: 'active',
            deposit: 200_000,
            bonus: 200_000,
            rounds: 20,
            requirement: 8_000_000,
            wagered: 2_000_000,
            remaining: 6_000_000,
            products: [],
            startedAt: '2026-11-20T00:00:00.000Z',
            expiresAt: '2026-12-20T00:00:00.000Z',
            endedAt: null,
            forfeited: null,
          },
          past: [],
          firstDepositAvailable: false,
          cashback: { today: { day: '2026-11-24', turnover: 0, amount: 0, products: [] }, credits: [] },
        },
      },
    });
    routes['POST cashier/withdrawals/bank'] = () => ({
      status: 409,
      body: { statusCode: 409, code: PROMOTION_ERROR_CODES.wageringIncomplete, message },
    });
    renderPage(<BankWithdrawPage />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      screen.getByText(/Khuyến mãi Thưởng nạp đầu 100% đang thực hiện: đã cược 2,000,000 \/ 8,000,000 VND\./),
    ).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText('Tài khoản nhận tiền'), '1');
    await userEvent.type(screen.getByLabelText('Số tiền rút (VND)'), '150000');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));
    const refusal = await within(screen.getByRole('form', { name: 'Xác nhận rút tiền' })).findByRole('alert');
    expect(refusal).toHaveTextContent(message);
    expect(within(refusal).getByRole('link', { name: 'Xem tiến độ vòng cược khuyến mãi' })).toHaveAttribute(
      'href',
      '/account/promotion',
    );
  });

  it('offers to ask for the balance again when it could not be loaded', async () => {
    let answers = 0;
    routes['GET user/balance'] = () =>
      ++answers === 1
        ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'boom' } }
        : { body: { data: { balance: 750_000, currency: 'VND' } } };
    renderPage(<BankWithdrawPage />);
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    expect(screen.queryByText('750,000 ₫')).not.toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findByText('750,000 ₫')).toBeInTheDocument();
    expect(answers).toBe(2);
    // The button went away; the focus stayed where it was, on the balance, not on the page.
    expect(screen.getByText('750,000 ₫')).toHaveFocus();
  });

  it('sends a player without a verified account to the bank page', async () => {
    routes['GET user/banks'] = () => ({ body: { data: [bank(2, 'verifying', '0071009999888')] } });
    renderPage(<BankWithdrawPage />);
    expect(await screen.findByText('Bạn chưa có tài khoản ngân hàng đã xác minh.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quản lý tài khoản ngân hàng' })).toHaveAttribute(
      'href',
      '/account/bank',
    );
    expect(screen.queryByLabelText('Số tiền rút (VND)')).not.toBeInTheDocument();
  });

  it("stops at the day's limit", async () => {
    withdrawals = Array.from({ length: 5 }, (_, index) =>
      withdrawal({ id: index + 1, code: `W${index}AAAAAAA`, status: 'paid' }),
    );
    renderPage(<BankWithdrawPage />);
    expect(
      await screen.findByText('Bạn đã dùng hết 5 lượt rút tiền hôm nay. Vui lòng quay lại vào ngày mai.'),
    ).toBeInTheDocument();
    expect(screen.getByText('5/5')).toBeInTheDocument();
  });
});

describe('withdrawing as scratch cards', () => {
  it("checks the quantity and the phone's last digits with the spec's texts, shows the total, sends them", async () => {
    routes['POST cashier/withdrawals/card'] = () =>
      accepted(
        withdrawal({
          method: 'card',
          amount: 300_000,
          destination: { carrierName: 'Viettel', denomination: 100_000, quantity: 3 },
        }),
      );
    renderPage(<CardWithdrawPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Nhà mạng'), 'viettel');
    await userEvent.selectOptions(screen.getByLabelText('Mệnh giá'), '100000');
    const quantity = screen.getByLabelText('Số lượng thẻ');
    const next = () => userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    for (const [typed, message] of [
      ['', 'Vui lòng nhập số lượng thẻ'],
      ['0', 'Số lượng thẻ không được nhỏ hơn 1'],
      ['6', 'Số lượng thẻ không được nhiều hơn 5'],
    ] as const) {
      await userEvent.clear(quantity);
      if (typed) await userEvent.type(quantity, typed);
      await wait(550);
      await next();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(quantity).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(screen.getByText('300,000 ₫')).toBeInTheDocument();
    await wait(550);
    await next();
    const confirm = screen.getByRole('form', { name: 'Xác nhận rút tiền' });
    const phone = within(confirm).getByLabelText('5 số cuối số điện thoại');
    await userEvent.type(phone, '12a3');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xác nhận rút tiền' }));
    expect(screen.getByText('Vui lòng nhập 5 số cuối số điện thoại')).toBeInTheDocument();
    expect(posts('withdrawals/card')).toHaveLength(0);
    await userEvent.type(phone, '45');
    await wait(550);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xác nhận rút tiền' }));
    expect(await screen.findByText('Đã gửi yêu cầu rút tiền WABCDEFGH2')).toBeInTheDocument();
    expect(JSON.parse(posts('withdrawals/card')[0]?.body ?? '{}')).toMatchObject({
      carrier: 'viettel',
      denomination: 100_000,
      quantity: 3,
      phoneLast5: '12345',
    });
  });

  it('shows the bought cards of a paid request in the cardDetail modal', async () => {
    withdrawals = [
      withdrawal({
        method: 'card',
        status: 'paid',
        amount: 100_000,
        destination: { carrierName: 'Viettel', denomination: 50_000, quantity: 2 },
        cards: [
          { carrier: 'Viettel', denomination: 50_000, pin: '123456789012345', serial: '10000000001' },
          { carrier: 'Viettel', denomination: 50_000, pin: '223456789012345', serial: '10000000002' },
        ],
        timeline: [
          { status: 'pending', note: null, at: '2026-11-24T01:00:00.000Z' },
          { status: 'approved', note: null, at: '2026-11-24T01:05:00.000Z' },
          { status: 'paid', note: null, at: '2026-11-24T01:06:00.000Z' },
        ],
      }),
    ];
    renderPage(<CardWithdrawPage />);
    const item = await screen.findByRole('listitem', { name: /Thẻ cào · 100,000 ₫/ });
    expect(within(item).getByRole('list', { name: 'Tiến trình' })).toHaveTextContent('08:06 24/11/2026');
    await userEvent.click(within(item).getByRole('button', { name: 'Xem thẻ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thẻ cào đã mua' });
    expect(within(dialog).getByText('123456789012345')).toBeInTheDocument();
    expect(within(dialog).getByText('10000000002')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Đóng' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('withdrawing to a crypto address', () => {
  it('checks the address against the network and the minimum per currency', async () => {
    routes['POST cashier/withdrawals/crypto'] = () =>
      accepted(withdrawal({ method: 'crypto', amount: 400_000 }));
    renderPage(<CryptoWithdrawPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Loại tiền'), 'USDT');
    await userEvent.selectOptions(screen.getByLabelText('Mạng lưới'), 'TRC20');
    const address = screen.getByLabelText('Địa chỉ ví nhận');
    await userEvent.type(address, '0x52908400098527886E0F7030069857D2E4169EE7');
    await userEvent.type(screen.getByLabelText('Số tiền rút (VND)'), '300000');
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(screen.getByText('Địa chỉ ví không hợp lệ với mạng lưới đã chọn')).toBeInTheDocument();
    expect(screen.getByText('Số tiền tối thiểu là 400,000 VND')).toBeInTheDocument();
    // KDG does not travel on ERC20: the network list follows the currency.
    await userEvent.selectOptions(screen.getByLabelText('Loại tiền'), 'KDG');
    expect(
      within(screen.getByLabelText('Mạng lưới')).queryByRole('option', { name: 'ERC20' }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Loại tiền'), 'USDT');
    await userEvent.clear(address);
    await userEvent.type(address, 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC');
    await userEvent.clear(screen.getByLabelText('Số tiền rút (VND)'));
    await userEvent.type(screen.getByLabelText('Số tiền rút (VND)'), '400000');
    // The quoted coins at the gateway's rate, floored to 6 decimals.
    expect(await screen.findByText('≈ 15.717092 USDT')).toBeInTheDocument();
    expect(screen.getByText(/Tỷ giá: 1 USDT = 25,450 ₫/)).toBeInTheDocument();
    await wait(550);
    await userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));
    expect(
      within(screen.getByRole('form', { name: 'Xác nhận rút tiền' })).getByText('≈ 15.717092 USDT'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận rút tiền' }));
    expect(await screen.findByText('Đã gửi yêu cầu rút tiền WABCDEFGH2')).toBeInTheDocument();
    expect(JSON.parse(posts('withdrawals/crypto')[0]?.body ?? '{}')).toMatchObject({
      currency: 'USDT',
      network: 'TRC20',
      address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
      amount: 400_000,
    });
  });
});

describe('the requests list', () => {
  it('shows a rejection with its reason and that the money came back', async () => {
    withdrawals = [
      withdrawal({
        status: 'rejected',
        reason: 'Sai thông tin',
        timeline: [
          { status: 'pending', note: null, at: '2026-11-24T01:00:00.000Z' },
          { status: 'rejected', note: 'Yêu cầu bị từ chối: Sai thông tin', at: '2026-11-24T02:00:00.000Z' },
        ],
      }),
    ];
    renderPage(<BankWithdrawPage />);
    const item = await screen.findByRole('listitem', { name: /Ngân hàng · 200,000 ₫/ });
    expect(within(item).getAllByText('Bị từ chối')).toHaveLength(2); // the badge and the timeline's step
    expect(within(item).getByText('Yêu cầu bị từ chối: Sai thông tin')).toBeInTheDocument();
    expect(within(item).getByText('Tiền đã được hoàn lại vào tài khoản.')).toBeInTheDocument();
  });

  it('counts the requests of the Vietnam day', () => {
    const now = Date.parse('2026-11-24T18:00:00.000Z'); // 01:00 on the 25th in Vietnam
    const at = (iso: string) => ({ createdAt: iso }) as Parameters<typeof madeToday>[0][number];
    expect(madeToday([at('2026-11-24T17:30:00.000Z'), at('2026-11-24T16:59:00.000Z')], now)).toBe(1);
  });
});
