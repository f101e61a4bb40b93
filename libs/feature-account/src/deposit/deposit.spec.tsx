import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { CASHIER_MESSAGES } from '@xc/api-contract';
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
import { openModalsAtom } from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import CardPage from './card-page';
import CodepayPage from './codepay-page';
import WalletPage, { walletNavigation } from './wallet-page';

const toDataURL = jest.fn<Promise<string>, [string]>();
jest.mock('qrcode', () => ({ toDataURL: (payload: string) => toDataURL(payload) }));
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

// Real HTTP and timers on a shared two-core machine: give answers time rather than flake.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// The real fetch layer against a local HTTP server playing the API: `route` answers by method and path.
let api: FakeApi;
let route: (request: RecordedRequest) => FakeReply | undefined;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => route(request) ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } });
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  resetQueryClient();
  toDataURL.mockReset();
  toDataURL.mockResolvedValue(PNG);
});

const user = { id: 7, rid: 'AB12CD34', balance: 0, isVerifyPhone: true, isFirstDeposit: false, tokenPlay: 'p' };
const noLimits = {
  body: {
    data: (['day', 'week', 'month'] as const).map((period) => ({ period, amount: null, used: 0, remaining: null, pending: null })),
  },
};
const config = {
  body: {
    data: {
      deposit: { codepay: { min: 50_000, max: 300_000_000 }, bank: { min: 100_000, max: 1_000_000_000 }, ewallet: { min: 20_000, max: 50_000_000 } },
      withdrawal: {},
      dailyWithdrawalCount: 5,
      cards: [],
      crypto: [],
      promotions: ['none', 'khuyen-mai-100', 'khuyen-mai-50'],
      cardQuantity: { min: 1, max: 5 },
    },
  },
};

const voucher = (over: Record<string, unknown> = {}) => ({
  id: 41,
  code: 'DAB12CD34EF',
  method: 'codepay',
  status: 'pending',
  amount: 200_000,
  credited: 0,
  fee: 0,
  promotion: 'none',
  instructions: {
    bankCode: 'BIDV',
    accountNumber: '96247000888',
    holderName: 'CONG TY CP CONG THANH TOAN XCPAY',
    amount: 200_000,
    content: 'XCPABCDEFGH1',
    qrPayload: '000201010212…6304ABCD',
  },
  note: null,
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  createdAt: new Date().toISOString(),
  completedAt: null,
  ...over,
});

const bodyOf = (request: RecordedRequest) => JSON.parse(request.body) as Record<string, unknown>;
const posts = (path: string) => api.requests.filter((r) => r.method === 'POST' && r.url.endsWith(path));

function renderPage(page: ReactElement, path: string) {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <BrandProvider brand={testBrand}>
          <TestProviders>{page}</TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('the codepay deposit page', () => {
  it('checks the amount, creates a voucher with the QR, and shows the credit when the money arrives', async () => {
    let polls = 0;
    route = (request) => {
      if (request.url.endsWith('/cashier/limits')) return noLimits;
      if (request.url.endsWith('/cashier/config')) return config;
      if (request.url.endsWith('/codepay/open')) return { body: { data: null } };
      if (request.method === 'POST' && request.url.endsWith('/deposits/codepay')) return { body: { data: voucher() } };
      if (request.url.endsWith('/deposits/41')) {
        polls += 1;
        return {
          body: {
            data:
              polls < 2
                ? voucher()
                : voucher({
                    status: 'completed',
                    credited: 210_000,
                    note: CASHIER_MESSAGES.wrongAmount(200_000, 210_000),
                  }),
          },
        };
      }
      if (request.url.endsWith('/user/balance')) return { body: { data: { balance: 210_000, currency: 'VND' } } };
      return undefined;
    };
    const store = renderPage(<CodepayPage />, '/account/deposit/codepay');
    const amount = await screen.findByLabelText('Số tiền nạp (VND)');
    await userEvent.type(amount, '2x0.000');
    expect(amount).toHaveValue('20,000');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo phiếu nạp' }));
    expect(await screen.findByText(CASHIER_MESSAGES.codepayMin)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(posts('/deposits/codepay')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '200,000' }));
    expect(screen.getByRole('button', { name: '200,000' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByLabelText('Thưởng 100% lần nạp đầu'));
    await new Promise((resolve) => setTimeout(resolve, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Tạo phiếu nạp' }));

    expect(await screen.findByRole('img', { name: /Mã QR chuyển khoản 200,000 ₫ đến 96247000888/ })).toHaveAttribute('src', PNG);
    expect(toDataURL).toHaveBeenCalledWith('000201010212…6304ABCD');
    const sent = bodyOf(posts('/deposits/codepay')[0] as RecordedRequest);
    expect(sent).toMatchObject({ amount: 200_000, promotion: 'khuyen-mai-100', replaceOpen: false });
    expect(sent['requestId']).toMatch(/^[a-f0-9]{32}$/);
    expect(screen.getByText('XCPABCDEFGH1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/);
    expect(screen.getAllByRole('status').some((live) => /Đang chờ chuyển khoản/.test(live.textContent ?? ''))).toBe(true);

    // The poll finds the money: credited what arrived, said so, and the header's balance follows.
    expect(await screen.findByRole('heading', { name: 'Nạp tiền thành công' }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByText('210,000 ₫')).toBeInTheDocument();
    expect(screen.getByText(CASHIER_MESSAGES.wrongAmount(200_000, 210_000))).toBeInTheDocument();
    await waitFor(() => expect(store.get(sessionAtom)?.user.balance).toBe(210_000));
    expect(store.get(sessionAtom)?.user.isFirstDeposit).toBe(true);
  }, 15_000);

  it('asks before replacing an open voucher and sends replaceOpen only once confirmed', async () => {
    route = (request) => {
      if (request.url.endsWith('/cashier/limits')) return noLimits;
      if (request.url.endsWith('/cashier/config')) return config;
      if (request.url.endsWith('/codepay/open')) return { body: { data: null } };
      if (request.method === 'POST' && request.url.endsWith('/deposits/codepay'))
        return bodyOf(request)['replaceOpen']
          ? { body: { data: voucher({ id: 42 }) } }
          : { status: 409, body: { statusCode: 409, code: 'VOUCHER_OPEN', message: CASHIER_MESSAGES.voucherOpen } };
      if (request.url.endsWith('/deposits/42')) return { body: { data: voucher({ id: 42 }) } };
      return undefined;
    };
    const store = renderPage(<CodepayPage />, '/account/deposit/codepay');
    await userEvent.type(await screen.findByLabelText('Số tiền nạp (VND)'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo phiếu nạp' }));
    await waitFor(() => expect(store.get(openModalsAtom).map((m) => m.id)).toEqual(['confirm']));
    const modal = store.get(openModalsAtom)[0];
    expect(modal?.params).toMatchObject({ message: CASHIER_MESSAGES.voucherOpen, confirmLabel: 'Tạo phiếu mới' });
    act(() => {
      store.set(openModalsAtom, []);
      modal?.settle(true);
    });
    expect(await screen.findByText('XCPABCDEFGH1')).toBeInTheDocument();
    const [first, second] = posts('/deposits/codepay').map(bodyOf);
    expect(first).toMatchObject({ replaceOpen: false });
    expect(second).toMatchObject({ replaceOpen: true, amount: 100_000 });
  });

  it('sends one request id for a double click, and says when the voucher could not be created', async () => {
    route = (request) => {
      if (request.url.endsWith('/cashier/limits')) return noLimits;
      if (request.url.endsWith('/cashier/config')) return config;
      if (request.url.endsWith('/codepay/open')) return { body: { data: null } };
      if (request.method === 'POST' && request.url.endsWith('/deposits/codepay'))
        return { status: 502, delayMs: 200, body: { statusCode: 502, code: 'VOUCHER_FAILED', message: CASHIER_MESSAGES.voucherFailed } };
      return undefined;
    };
    renderPage(<CodepayPage />, '/account/deposit/codepay');
    await userEvent.type(await screen.findByLabelText('Số tiền nạp (VND)'), '100000');
    const submit = screen.getByRole('button', { name: 'Tạo phiếu nạp' });
    await userEvent.dblClick(submit);
    expect(await screen.findByText('Tạo phiếu thất bại')).toBeInTheDocument();
    const ids = new Set(posts('/deposits/codepay').map((r) => bodyOf(r)['requestId']));
    expect(ids.size).toBe(1);
  });

  it("shows the API's refusal over the deposit limit with the allowance left", async () => {
    const message = CASHIER_MESSAGES.depositLimit('ngày', 100_000);
    route = (request) => {
      if (request.url.endsWith('/cashier/limits'))
        return { body: { data: [{ period: 'day', amount: 100_000, used: 0, remaining: 100_000, pending: null }] } };
      if (request.url.endsWith('/cashier/config')) return config;
      if (request.url.endsWith('/codepay/open')) return { body: { data: null } };
      if (request.method === 'POST' && request.url.endsWith('/deposits/codepay'))
        return { status: 409, body: { statusCode: 409, code: 'DEPOSIT_LIMIT_EXCEEDED', message } };
      return undefined;
    };
    renderPage(<CodepayPage />, '/account/deposit/codepay');
    expect(await screen.findByText('Hạn mức còn lại: ngày 100,000 ₫')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Số tiền nạp (VND)'), '150000');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo phiếu nạp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says so when the QR cannot be downloaded', async () => {
    toDataURL.mockResolvedValue('data:text/plain,broken');
    route = (request) => {
      if (request.url.endsWith('/cashier/limits')) return noLimits;
      if (request.url.endsWith('/cashier/config')) return config;
      if (request.url.endsWith('/deposits/41')) return { body: { data: voucher() } };
      return undefined;
    };
    renderPage(<CodepayPage />, '/account/deposit/codepay?deposit=41');
    await userEvent.click(await screen.findByRole('button', { name: 'Tải mã QR' }));
    expect(await screen.findByText('Tải mã QR thất bại, vui lòng thử lại')).toBeInTheDocument();
  });

  it('shows the transfer-expired text for an expired voucher', async () => {
    route = (request) => {
      if (request.url.endsWith('/cashier/limits')) return noLimits;
      if (request.url.endsWith('/cashier/config')) return config;
      if (request.url.endsWith('/deposits/41'))
        return { body: { data: voucher({ status: 'expired', note: CASHIER_MESSAGES.transferExpired }) } };
      return undefined;
    };
    renderPage(<CodepayPage />, '/account/deposit/codepay?deposit=41');
    expect(await screen.findByRole('heading', { name: 'Phiếu đã hết hạn' })).toBeInTheDocument();
    expect(screen.getByText(CASHIER_MESSAGES.transferExpired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tạo phiếu mới' }));
    expect(await screen.findByLabelText('Số tiền nạp (VND)')).toBeInTheDocument();
  });

  it("answers another player's (or an unknown) deposit id with the API's not-found, and a way back", async () => {
    route = (request) => {
      if (request.url.endsWith('/cashier/limits')) return noLimits;
      if (request.url.endsWith('/cashier/config')) return config;
      if (request.url.endsWith('/codepay/open')) return { body: { data: null } };
      if (request.url.endsWith('/deposits/999'))
        return { status: 404, body: { statusCode: 404, code: 'DEPOSIT_NOT_FOUND', message: CASHIER_MESSAGES.depositNotFound } };
      return undefined;
    };
    renderPage(<CodepayPage />, '/account/deposit/codepay?deposit=999');
    expect(await screen.findByRole('alert')).toHaveTextContent(CASHIER_MESSAGES.depositNotFound);
    await userEvent.click(screen.getByRole('button', { name: 'Nạp thêm' }));
    expect(await screen.findByLabelText('Số tiền nạp (VND)')).toBeInTheDocument();
  });
});

describe('the scratch card page', () => {
  it("shows the fee and credit first, checks the carrier's formats, then the carrier's answer", async () => {
    const card = {
      id: 51,
      code: 'DCARD000001',
      method: 'card',
      status: 'pending',
      amount: 100_000,
      credited: 0,
      fee: 0,
      promotion: 'none',
      instructions: { carrier: 'viettel', carrierName: 'Viettel', denomination: 100_000, serial: '12345678901', fee: 13_000, expectedCredit: 87_000 },
      note: null,
      expiresAt: null,
      createdAt: new Date().toISOString(),
      completedAt: null,
    };
    let polls = 0;
    route = (request) => {
      if (request.url.endsWith('/cashier/limits')) return noLimits;
      if (request.method === 'POST' && request.url.endsWith('/deposits/card')) return { body: { data: card } };
      if (request.url.endsWith('/deposits/51')) {
        polls += 1;
        return { body: { data: polls < 2 ? card : { ...card, status: 'failed', note: CASHIER_MESSAGES.cardInvalid } } };
      }
      return undefined;
    };
    renderPage(<CardPage />, '/account/deposit/card');
    await userEvent.click(await screen.findByRole('button', { name: 'Nạp thẻ' }));
    expect(await screen.findByText(CASHIER_MESSAGES.denominationRequired)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/Vinaphone/));
    expect(screen.getByText('Mã thẻ Vinaphone: 14 chữ số')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/Viettel/));
    await userEvent.selectOptions(screen.getByLabelText('Mệnh giá'), '100000');
    const summary = screen.getByLabelText('Tóm tắt');
    expect(within(summary).getByText('13,000 ₫')).toBeInTheDocument();
    expect(within(summary).getByText('87,000 ₫')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Mã thẻ'), '12a345');
    expect(screen.getByLabelText('Mã thẻ')).toHaveValue('12345');
    await userEvent.type(screen.getByLabelText('Số seri'), '12345678901');
    await new Promise((resolve) => setTimeout(resolve, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Nạp thẻ' }));
    expect(await screen.findByText(CASHIER_MESSAGES.pinInvalid)).toBeInTheDocument();
    expect(posts('/deposits/card')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Mã thẻ'));
    await userEvent.type(screen.getByLabelText('Mã thẻ'), '1234567890123');
    await new Promise((resolve) => setTimeout(resolve, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Nạp thẻ' }));
    expect(await screen.findByText(/Nhà mạng đang kiểm tra thẻ/)).toBeInTheDocument();
    expect(bodyOf(posts('/deposits/card')[0] as RecordedRequest)).toMatchObject({
      carrier: 'viettel',
      denomination: 100_000,
      pin: '1234567890123',
      serial: '12345678901',
    });
    expect(await screen.findByText(CASHIER_MESSAGES.cardInvalid, {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Giao dịch không thành công' })).toBeInTheDocument();
  }, 15_000);
});

describe('the e-wallet page', () => {
  it("says the gateway's message when it is busy, then sends the player to the wallet's page", async () => {
    const go = jest.spyOn(walletNavigation, 'go').mockImplementation(() => undefined);
    let busy = true;
    const wallet = {
      ...voucher({ id: 61, method: 'ewallet', amount: 60_000, instructions: { redirectUrl: '/gateway/wallet/GWABCDEFGHIJKLMN' } }),
    };
    route = (request) => {
      if (request.url.endsWith('/cashier/limits')) return noLimits;
      if (request.url.endsWith('/cashier/config')) return config;
      if (request.method === 'POST' && request.url.endsWith('/deposits/ewallet'))
        return busy
          ? { status: 503, body: { statusCode: 503, code: 'GATEWAY_UNAVAILABLE', message: CASHIER_MESSAGES.gatewayUnavailable } }
          : { body: { data: wallet } };
      if (request.url.endsWith('/deposits/61')) return { body: { data: wallet } };
      return undefined;
    };
    renderPage(<WalletPage />, '/account/deposit/wallet');
    await userEvent.type(await screen.findByLabelText('Số tiền nạp (VND)'), '60000');
    await userEvent.click(screen.getByRole('button', { name: 'Thanh toán bằng ví' }));
    expect(await screen.findByText(CASHIER_MESSAGES.gatewayUnavailable)).toBeInTheDocument();
    busy = false;
    await new Promise((resolve) => setTimeout(resolve, 550));
    await userEvent.click(screen.getByRole('button', { name: 'Thanh toán bằng ví' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/gateway/wallet/GWABCDEFGHIJKLMN'));
    // The gateway was busy: nothing was kept, so the retry is a new request.
    const ids = posts('/deposits/ewallet').map((r) => bodyOf(r)['requestId']);
    expect(new Set(ids).size).toBe(2);
    go.mockRestore();
  });
});
