import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router';
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
import { vietnamDate } from '../withdraw/format';
import HistoryPage from './history-page';
import { readHistoryParams, rangeProblem, writeHistoryParams } from './params';

// React 19 builds `new FormData(form, submitter)` when a submit starts a transition (React Router's
// navigation does). The test environment's FormData is Node's (it comes with the real fetch), which
// takes no form; the page reads its fields itself, so an empty one will do.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor() {
    super();
  }
} as typeof FormData;

let api: FakeApi;
let routes: Record<string, (request: RecordedRequest) => FakeReply>;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => {
    const path = request.url.replace(/^\/api\//, '').split('?')[0] ?? '';
    return (
      routes[path]?.(request) ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } }
    );
  });
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());

const page = <T,>(data: T[], total = data.length, perPage = 10) => ({
  data,
  meta: {
    pagination: { total, page: 1, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  },
});
const bet = {
  code: 'B7K2M9QX4T',
  createdAt: '2026-11-24T03:04:00.000Z',
  settledAt: '2026-11-24T03:04:01.000Z',
  game: { id: 1, uuid: 'u', title: 'Tài Xỉu Nhanh', partnerName: 'XC Studio', category: 'game-nhanh' },
  stake: 10_000,
  win: 19_600,
  jackpotWin: 0,
  winLoss: 9_600,
  status: 'won',
};
const transaction = {
  code: 'WABCDEFGH2',
  id: 4,
  createdAt: '2026-11-24T03:00:00.000Z',
  type: 'withdrawal',
  method: 'bank',
  amount: 300_000,
  status: 'paid',
  statusName: 'Thành công',
};
const giftCodes = [
  {
    id: 2,
    code: 'TET2026',
    enteredAt: '2026-11-24T02:30:00.000Z',
    value: 50_000,
    requiredBet: 500_000,
    betSoFar: 120_000,
    status: 'pending',
  },
  {
    id: 1,
    code: 'CHAOMUNG',
    enteredAt: '2026-11-01T01:00:00.000Z',
    value: 20_000,
    requiredBet: 200_000,
    betSoFar: 200_000,
    status: 'eligible',
  },
];
const summary = { deposits: 1_000_000, withdrawals: 300_000, netDeposit: 700_000 };

beforeEach(() => {
  resetQueryClient();
  api.requests.length = 0;
  routes = {
    'user/history/bets': () => ({ body: page([bet]) }),
    'user/history/transactions': () => ({ body: { ...page([transaction]), summary } }),
    'user/giftcode/history': () => ({ body: page(giftCodes) }),
  };
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
function renderHistory(url = '/account/history') {
  const store = createStore();
  store.set(sessionAtom, {
    token: 't',
    user: { id: 7, rid: 'R', balance: 0, isVerifyPhone: true, isFirstDeposit: false, tokenPlay: 'p' },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <BrandProvider brand={testBrand}>
          <TestProviders>
            <HistoryPage />
            <Location />
          </TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
}
const query = (path: string) =>
  api.requests.filter((r) => r.url.includes(path)).map((r) => new URL(r.url, 'http://x').searchParams);

describe('the history page', () => {
  it('opens on the bets of the last 7 days, with the lifetime net deposit', async () => {
    renderHistory();
    const table = await screen.findByRole('table', { name: /Các ván cược/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Mã cược', 'Thời gian', 'Trò chơi', 'Tiền cược', 'Thắng/Thua', 'Trạng thái']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['B7K2M9QX4T', '10:04 24/11/2026', 'Tài Xỉu NhanhXC Studio', '10,000 ₫', '+9,600 ₫', 'Thắng']);
    expect(await screen.findByText('700,000 ₫')).toBeInTheDocument();
    const asked = query('history/bets')[0];
    expect(asked?.get('from')).toBe(vietnamDate(-6));
    expect(asked?.get('to')).toBe(vietnamDate(0));
    expect(asked?.get('per_page')).toBe('10');
  });

  it('keeps the tab, filters and page in the URL', async () => {
    routes['user/history/transactions'] = () => ({ body: { ...page([transaction], 25, 10), summary } });
    renderHistory();
    await userEvent.click(await screen.findByRole('tab', { name: 'Giao dịch' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/history?tab=transactions');
    const table = await screen.findByRole('table', { name: /Giao dịch nạp, rút/ });
    expect(within(table).getByText('Rút tiền')).toBeInTheDocument();
    expect(within(table).getByText('Ngân hàng')).toBeInTheDocument();
    expect(screen.getByText('Trang 1/3 · 25 kết quả')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=transactions&page=2');
    await userEvent.selectOptions(screen.getByLabelText('Số dòng mỗi trang'), '20');
    expect(screen.getByTestId('location')).toHaveTextContent('tab=transactions&size=20');
    expect(
      within(screen.getByLabelText('Số dòng mỗi trang'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20']);
    await userEvent.selectOptions(screen.getByLabelText('Loại giao dịch'), 'withdrawal');
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'paid');
    await userEvent.click(screen.getByRole('button', { name: 'Xem' }));
    expect(screen.getByTestId('location')).toHaveTextContent('type=withdrawal&status=paid&size=20');
    const last = query('history/transactions').at(-1);
    expect(last?.get('type')).toBe('withdrawal');
    expect(last?.get('status')).toBe('paid');
    expect(last?.get('per_page')).toBe('20');
  });

  it('refuses a range over 3 months before asking', async () => {
    renderHistory();
    const from = await screen.findByLabelText('Từ ngày');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Xem' }));
    expect(screen.getByText('Chỉ xem được lịch sử trong tối đa 3 tháng')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when there is nothing, and when the list failed, with a retry', async () => {
    let fail = true;
    routes['user/history/bets'] = () =>
      fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } } : { body: page([]) };
    renderHistory();
    expect(await screen.findByText('Không tải được dữ liệu. Vui lòng thử lại.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Không có ván cược nào trong khoảng thời gian này.')).toBeInTheDocument();
  });

  it('shows the API message when the CSV cannot be made', async () => {
    routes['user/history/bets'] = (request) =>
      request.url.includes('format=csv')
        ? {
            status: 400,
            body: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Khoảng thời gian không hợp lệ' },
          }
        : { body: page([bet]) };
    renderHistory();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    expect(await screen.findByText('Khoảng thời gian không hợp lệ')).toBeInTheDocument();
  });
});

describe('the gift-code tab', () => {
  it('lists every code entered with its progress toward the required total bet', async () => {
    renderHistory();
    await userEvent.click(await screen.findByRole('tab', { name: 'Gift code' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/history?tab=giftcode');
    const table = await screen.findByRole('table', { name: 'Các Gift code bạn đã nhập, mới nhất trước' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Gift code', 'Ngày nhập', 'Giá trị nhận', 'Tổng cược yêu cầu', 'Đã cược', 'Trạng thái']);
    const [, pending, eligible] = within(table).getAllByRole('row') as HTMLElement[];
    expect(
      within(pending as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['TET2026', '09:30 24/11/2026', '50,000 ₫', '500,000 ₫', '120,000 ₫', 'Chưa đủ điều kiện rút']);
    const bar = within(pending as HTMLElement).getByRole('progressbar', {
      name: 'Tổng cược của Gift code TET2026',
    });
    expect(bar).toHaveAttribute('value', '120000');
    expect(bar).toHaveAttribute('max', '500000');
    expect(bar).toHaveAttribute('aria-valuetext', '120,000 ₫ trên 500,000 ₫');
    expect(within(eligible as HTMLElement).getByText('Đủ điều kiện rút')).toBeInTheDocument();
    // No range, status or CSV: the list is every code, and the filters belong to the other tabs.
    expect(screen.queryByLabelText('Từ ngày')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xuất CSV' })).not.toBeInTheDocument();
    const asked = query('giftcode/history').at(-1);
    expect(asked?.get('page')).toBe('1');
    expect(asked?.get('per_page')).toBe('10');
    expect(asked?.get('from')).toBeNull();
  });

  it('opens from a link, pages with the spec sizes, and keeps them in the URL', async () => {
    routes['user/giftcode/history'] = (request) => {
      const size = Number(new URL(request.url, 'http://x').searchParams.get('per_page'));
      return { body: page(giftCodes, 45, size) };
    };
    renderHistory('/account/history?tab=giftcode');
    await screen.findByRole('table', { name: /Gift code/ });
    expect(screen.getByRole('tab', { name: 'Gift code' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByLabelText('Số dòng mỗi trang'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50']);
    expect(screen.getByText('Trang 1/5 · 45 kết quả')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=giftcode&page=2');
    await userEvent.selectOptions(screen.getByLabelText('Số dòng mỗi trang'), '50');
    expect(screen.getByTestId('location')).toHaveTextContent('tab=giftcode&size=50');
    expect(query('giftcode/history').at(-1)?.get('per_page')).toBe('50');
    // Back to the transactions, whose sizes stop at 20: the size goes back to 10.
    await userEvent.click(screen.getByRole('tab', { name: 'Giao dịch' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/history\?tab=transactions$/);
  });

  it('says when there is no code yet (with the way to enter one) and when the list failed', async () => {
    let fail = true;
    routes['user/giftcode/history'] = () =>
      fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } } : { body: page([]) };
    renderHistory('/account/history?tab=giftcode');
    expect(await screen.findByText('Không tải được dữ liệu. Vui lòng thử lại.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Bạn chưa nhập Gift code nào.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nhập Gift code' })).toHaveAttribute(
      'href',
      '/su-kien/gift-code',
    );
  });
});

describe('the history URL', () => {
  const now = Date.parse('2026-11-24T05:00:00.000Z');
  it('falls back to the defaults for what the API would refuse', () => {
    const state = readHistoryParams(
      new URLSearchParams('tab=bets&size=5&page=-2&from=2025-01-01&to=2026-11-24&status=evil'),
      now,
    );
    expect(state).toEqual({
      tab: 'bets',
      from: '2026-11-18',
      to: '2026-11-24',
      page: 1,
      size: 10,
      type: '',
      status: '',
    });
    expect(writeHistoryParams(state, now).toString()).toBe('');
  });
  it('knows the gift-code tab and its sizes', () => {
    const state = readHistoryParams(new URLSearchParams('tab=giftcode&size=50&status=pending&page=3'), now);
    expect(state).toMatchObject({ tab: 'giftcode', size: 50, status: '', page: 3 });
    expect(writeHistoryParams(state, now).toString()).toBe('tab=giftcode&size=50&page=3');
    expect(readHistoryParams(new URLSearchParams('tab=giftcode&size=5'), now).size).toBe(10);
    expect(readHistoryParams(new URLSearchParams('tab=GIFTCODE'), now).tab).toBe('bets');
  });
  it('checks the range as the API does', () => {
    expect(rangeProblem('2026-11-24', '2026-11-23', 'order')).toBe('order');
    expect(rangeProblem('2026-08-24', '2026-11-24')).toBe(null);
    expect(rangeProblem('2026-08-22', '2026-11-24')).toBe('Chỉ xem được lịch sử trong tối đa 3 tháng');
  });
});
