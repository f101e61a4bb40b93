import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { PROMOTION_ERROR_CODES, PROMOTION_MESSAGES, type Bonus, type PlayerPromotions } from '@xc/api-contract';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import {
  configureApi,
  configureFingerprint,
  sessionAtom,
  subscribePlayerEvents,
  type LiveEnvironment,
  type LiveStream,
} from '@xc/data-access-api';
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
import { defineModal, Modal, ModalHost, type ModalBodyProps } from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import { promotionsModals } from './modals';
import PromotionPage from './pages/promotion-page';

// Real HTTP and timers on a shared two-core machine: give answers time rather than flake.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// The real fetch layer against a local HTTP server playing the API, by "METHOD path".
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

const DAY = 24 * 60 * 60 * 1000;
/** Waits with React's updates (the countdown ticks meanwhile) inside act. */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const weights = [
  { product: 'cong-game', weightPercent: 100, rateBp: 0 },
  { product: 'live-casino', weightPercent: 20, rateBp: 0 },
  { product: 'the-thao', weightPercent: 50, rateBp: 0 },
  { product: 'lo-de', weightPercent: 0, rateBp: 0 },
] as const;
const bonus = (over: Partial<Bonus> = {}): Bonus => ({
  id: 5,
  promotionCode: 'khuyen-mai-100',
  title: 'Thưởng nạp đầu 100%',
  status: 'active',
  source: 'first_deposit',
  deposit: 200_000,
  bonus: 200_000,
  rounds: 20,
  requirement: 8_000_000,
  wagered: 2_000_000,
  remaining: 6_000_000,
  products: weights.map((w) => ({ ...w })),
  startedAt: new Date(Date.now() - 2 * DAY).toISOString(),
  expiresAt: new Date(Date.now() + 28 * DAY - 60_000).toISOString(),
  endedAt: null,
  forfeited: null,
  ...over,
});
const cashback = (): PlayerPromotions['cashback'] => ({
  today: {
    day: '2026-11-24',
    turnover: 3_000_000,
    amount: 45_000,
    products: [{ product: 'the-thao', promotionCode: 'hoan-tra-15', turnover: 3_000_000, rateBp: 150, amount: 45_000 }],
  },
  credits: [
    {
      day: '2026-11-23',
      turnover: 1_000_000,
      amount: 15_000,
      products: [{ product: 'the-thao', promotionCode: 'hoan-tra-15', turnover: 1_000_000, rateBp: 150, amount: 15_000 }],
      creditedAt: '2026-11-23T17:05:00.000Z',
    },
  ],
});
const mine = (over: Partial<PlayerPromotions> = {}): PlayerPromotions => ({
  active: bonus(),
  past: [],
  firstDepositAvailable: false,
  cashback: cashback(),
  ...over,
});
const catalogue = [
  {
    code: 'khuyen-mai-100',
    kind: 'first_deposit',
    title: 'Thưởng nạp đầu 100%',
    percent: 100,
    rounds: 20,
    maxBonus: 9_000_000,
    minDeposit: 100_000,
    validDays: 30,
    products: weights,
    terms: ['Vòng cược: (tiền nạp + tiền thưởng) × 20.', 'Hết 30 ngày, tiền thưởng bị thu hồi.'],
    active: true,
  },
];

let current: PlayerPromotions;
beforeEach(() => {
  api.requests.length = 0;
  resetQueryClient();
  current = mine();
  routes = {
    'GET user/promotion': () => ({ body: { data: current } }),
    'GET promotions': () => ({ body: { data: catalogue } }),
    'GET user/balance': () => ({ body: { data: { balance: 250_000, currency: 'VND' } } }),
    'GET user/promotion/forfeit-preview': () => ({
      body: { data: { bonusId: 5, balance: 650_000, forfeit: 450_000, keep: 200_000 } },
    }),
  };
});

const gets = (path: string) => api.requests.filter((r) => r.method === 'GET' && r.url.split('?')[0] === `/api/${path}`);
const posts = (path: string) => api.requests.filter((r) => r.method === 'POST' && r.url === `/api/${path}`);

/** The account feature's `confirm` as the brand composes it: here a stand-in that answers like it. */
interface ConfirmParams {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}
function FakeConfirm({ params, close }: ModalBodyProps<ConfirmParams, true>) {
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={params.title} description={params.message}>
      <button type="button" onClick={() => close()}>
        {params.cancelLabel}
      </button>
      <button type="button" onClick={() => close(true)}>
        {params.confirmLabel}
      </button>
    </Modal>
  );
}
const confirmModal = defineModal('confirm', () => Promise.resolve({ default: FakeConfirm }));

const user = { id: 7, rid: 'AB12CD34', balance: 650_000, isVerifyPhone: true, isFirstDeposit: true, tokenPlay: 'p' };
function renderPage() {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/account/promotion']}>
        <BrandProvider brand={testBrand}>
          <TestProviders>
            <PromotionPage />
            <ModalHost modals={[promotionsModals.cancelPromotion, confirmModal]} />
          </TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

/** An EventSource the test drives, as the session's live stream would hold it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  closed = false;
  close() {
    this.closed = true;
  }
  emit(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent));
  }
}
async function openStream(): Promise<{ stream: LiveStream; source: FakeEventSource }> {
  FakeEventSource.opened = [];
  routes['POST user/events/ticket'] = () => ({ body: { data: { ticket: 'ticket-abcdefghijklmnopqrstuvwxyz', expiresInSeconds: 30 } } });
  const stream = subscribePlayerEvents({
    onBalance: () => undefined,
    onSessionEnded: () => undefined,
    environment: { EventSource: FakeEventSource as unknown as LiveEnvironment['EventSource'] },
  });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const source = FakeEventSource.opened[0] as FakeEventSource;
  return { stream, source };
}

describe('/account/promotion', () => {
  it('shows the active bonus: a live meter, every term in figures, the countdown, cashback and past bonuses', async () => {
    current = mine({
      past: [
        bonus({
          id: 2,
          title: 'Thưởng nạp đầu 50%',
          promotionCode: 'khuyen-mai-50',
          status: 'cancelled',
          wagered: 300_000,
          requirement: 4_500_000,
          forfeited: 120_000,
          endedAt: '2026-10-01T03:00:00.000Z',
        }),
      ],
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…');
    const meter = await screen.findByRole('progressbar', { name: 'Tiến độ vòng cược' });
    expect(meter).toHaveAttribute('aria-valuenow', '2000000');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '8000000');
    expect(meter).toHaveAttribute('aria-valuetext', 'Đã cược 2,000,000 trên 8,000,000 VND (25%)');
    expect(screen.getByText('Đã cược 2,000,000 / 8,000,000 VND')).toBeInTheDocument();
    expect(screen.getByText(/Còn cần cược 6,000,000 ₫ để rút tiền/)).toBeInTheDocument();

    const active = screen.getByRole('region', { name: 'Khuyến mãi đang thực hiện' });
    const terms = within(active).getByText('Tiền nạp lần đầu').closest('dl') as HTMLElement;
    expect(terms).toHaveTextContent('Tiền nạp lần đầu200,000 ₫');
    expect(terms).toHaveTextContent('100% tiền nạp');
    expect(await within(terms).findByText('9,000,000 ₫')).toBeInTheDocument(); // the cap, from the brand's promotions
    expect(terms).toHaveTextContent('20 vòng');
    expect(terms).toHaveTextContent('(200,000 + 200,000) × 20 = 8,000,000');
    expect(terms).toHaveTextContent(/30 ngày, từ \d\d:\d\d \d\d\/\d\d\/\d{4} đến/);

    const weightsTable = screen.getByRole('table', { name: 'Tỷ lệ tính cược theo sản phẩm' });
    const rows = within(weightsTable).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(
      expect.arrayContaining(['Cổng game100%100,000 ₫', 'Live casino20%20,000 ₫', 'Lô đềKhông tính0 ₫', 'Đá gàKhông tính0 ₫']),
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^27 ngày 23:5\d:\d\d$/);
    await userEvent.click(screen.getByText('Điều khoản đầy đủ'));
    expect(screen.getByText('Hết 30 ngày, tiền thưởng bị thu hồi.')).toBeVisible();

    const cashbackSection = screen.getByRole('region', { name: 'Hoàn trả mỗi ngày' });
    expect(within(cashbackSection).getByRole('heading', { name: 'Hôm nay (24/11/2026)' })).toBeInTheDocument();
    expect(within(cashbackSection).getByText('Hoàn trả tạm tính').nextElementSibling).toHaveTextContent('45,000 ₫');
    const today = within(cashbackSection).getByRole('table', { name: 'Hôm nay (24/11/2026)' });
    expect(within(today).getAllByRole('row')[1]).toHaveTextContent('Thể thao3,000,000 ₫1.5%45,000 ₫');
    const credits = within(cashbackSection).getByRole('table', { name: 'Hoàn trả đã nhận' });
    expect(within(credits).getAllByRole('row')[1]).toHaveTextContent('23/11/20261,000,000 ₫15,000 ₫00:05 24/11/2026');

    const past = screen.getByRole('table', { name: 'Khuyến mãi đã kết thúc' });
    expect(within(past).getAllByRole('row')[1]).toHaveTextContent(
      'Thưởng nạp đầu 50%Đã hủy200,000 ₫200,000 ₫300,000 / 4,500,000120,000 ₫10:00 01/10/2026',
    );
  });

  it("shows a mission's bonus by its source: no first deposit, only the bonus wagered", async () => {
    current = mine({
      active: bonus({
        promotionCode: 'tong-cuoc-hang-ngay',
        title: 'Tổng cược 1 triệu trong ngày',
        source: 'mission',
        deposit: 1_250_000,
        bonus: 50_000,
        rounds: 5,
        requirement: 250_000,
        wagered: 0,
        remaining: 250_000,
      }),
    });
    renderPage();
    await screen.findByRole('progressbar', { name: 'Tiến độ vòng cược' });
    const active = screen.getByRole('region', { name: 'Khuyến mãi đang thực hiện' });
    const terms = within(active).getByText('Nguồn').closest('dl') as HTMLElement;
    expect(terms).toHaveTextContent('NguồnThưởng nhiệm vụ');
    expect(terms).not.toHaveTextContent('Tiền nạp lần đầu');
    expect(terms).toHaveTextContent('50,000 × 5 = 250,000');
  });

  it('moves the meter on a bonus event at once, refetches on bonus and balance events, and says when it completes', async () => {
    renderPage();
    const meter = await screen.findByRole('progressbar', { name: 'Tiến độ vòng cược' });
    const { stream, source } = await openStream();
    const before = gets('user/promotion').length;

    // The event moves the meter before the refetch (held back here) answers.
    current = mine({ active: bonus({ wagered: 5_000_000, remaining: 3_000_000 }) });
    const answer = routes['GET user/promotion'] as (request: RecordedRequest) => FakeReply;
    routes['GET user/promotion'] = (request) => ({ ...answer(request), delayMs: 1500 });
    source.emit({ type: 'bonus', bonusId: 5, status: 'active', wagered: 5_000_000, requirement: 8_000_000, at: 'now' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '5000000'), { timeout: 500 });
    expect(screen.getByText('Đã cược 5,000,000 / 8,000,000 VND')).toBeInTheDocument();
    expect(screen.getByText(/Còn cần cược 3,000,000 ₫/)).toBeInTheDocument();
    await waitFor(() => expect(gets('user/promotion').length).toBe(before + 1));
    routes['GET user/promotion'] = answer;

    // A round settled elsewhere: the balance moved, so the figures are asked again (one request for a burst).
    current = mine({ active: bonus({ wagered: 5_600_000, remaining: 2_400_000 }) });
    source.emit({ type: 'balance', balance: 700_000, currency: 'VND', reason: 'bet', at: 'now' });
    source.emit({ type: 'balance', balance: 710_000, currency: 'VND', reason: 'bet', at: 'now' });
    await waitFor(() => expect(meter).toHaveAttribute('aria-valuenow', '5600000'));
    await pause(1200);
    expect(gets('user/promotion').length).toBe(before + 2);

    // The last round completes it: the bonus is cash now, and the page says so.
    current = mine({ active: null, past: [bonus({ status: 'completed', wagered: 8_000_000, remaining: 0, endedAt: new Date().toISOString() })] });
    source.emit({ type: 'bonus', bonusId: 5, status: 'completed', wagered: 8_000_000, requirement: 8_000_000, at: 'now' });
    const said = 'Bạn đã hoàn thành vòng cược: tiền thưởng đã chuyển thành tiền mặt.';
    await waitFor(() => expect(screen.getAllByText(said).length).toBeGreaterThanOrEqual(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Bạn không có khuyến mãi nào đang thực hiện.')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Khuyến mãi đã kết thúc' })).getByText('Đã hoàn thành')).toBeInTheDocument();
    stream.stop();
  });

  it('says when the player has no promotion, with the way to the promotions and to a first deposit with the bonus', async () => {
    current = mine({ active: null, past: [], firstDepositAvailable: true });
    renderPage();
    expect(await screen.findByText('Bạn chưa có khuyến mãi nào')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem các chương trình khuyến mãi' })).toHaveAttribute('href', '/khuyen-mai');
    expect(await screen.findByRole('link', { name: 'Nạp tiền nhận thưởng' })).toHaveAttribute(
      'href',
      '/account/deposit/codepay?promotion=khuyen-mai-100',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a failure with "Thử lại", and the page once it answers', async () => {
    let fail = true;
    routes['GET user/promotion'] = () =>
      fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } } : { body: { data: current } };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được khuyến mãi của bạn. Vui lòng thử lại.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });
});

describe('cancelling the bonus (cancelPromotion → confirm)', () => {
  it('states what is forfeited and what stays, asks to confirm, cancels once, and shows it ended', async () => {
    let cancels = 0;
    routes['POST user/promotion/cancel'] = () => {
      cancels += 1;
      current = mine({ active: null, past: [bonus({ status: 'cancelled', forfeited: 450_000, endedAt: new Date().toISOString() })] });
      return { body: { data: bonus({ status: 'cancelled', forfeited: 450_000, endedAt: new Date().toISOString() }) } };
    };
    const store = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy khuyến mãi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy khuyến mãi' });
    expect(dialog).toHaveAccessibleDescription('Nếu hủy khuyến mãi Thưởng nạp đầu 100% ngay bây giờ:');
    expect(await within(dialog).findByText('450,000 ₫')).toBeInTheDocument();
    const figures = within(dialog).getAllByRole('definition').map((dd) => dd.closest('div')?.textContent);
    expect(figures).toEqual([
      'Số dư hiện tại650,000 ₫',
      'Bị thu hồi (tiền thưởng và tiền thắng từ tiền thưởng)450,000 ₫',
      'Còn lại trong tài khoản200,000 ₫',
    ]);
    expect(within(dialog).getByText(/Số tiền nạp của bạn không bị thu hồi/)).toBeInTheDocument();

    // "Quay lại" on the confirm step sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy khuyến mãi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận hủy khuyến mãi' });
    expect(confirm).toHaveAccessibleDescription(
      'Bạn sẽ bị thu hồi 450,000 ₫ và còn lại 200,000 ₫ trong tài khoản. Bạn chắc chắn muốn hủy khuyến mãi Thưởng nạp đầu 100%?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Quay lại' }));
    expect(posts('user/promotion/cancel')).toHaveLength(0);

    await pause(550);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy khuyến mãi' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Xác nhận hủy khuyến mãi' })).getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await screen.findByText('Đã hủy khuyến mãi. Đã thu hồi 450,000 ₫.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancels).toBe(1);
    const sent = JSON.parse(posts('user/promotion/cancel')[0]?.body ?? '{}') as Record<string, unknown>;
    expect(sent['bonusId']).toBe(5);
    expect(sent['requestId']).toMatch(/^[a-f0-9]{32}$/);
    // The figure the player confirmed: the API takes no more than that.
    expect(sent['forfeit']).toBe(450_000);
    expect(await screen.findByText('Bạn không có khuyến mãi nào đang thực hiện.')).toBeInTheDocument();
    await waitFor(() => expect(store.get(sessionAtom)?.user.balance).toBe(250_000));
  });

  it('sends the same request id again after a lost answer, and shows the API refusal', async () => {
    let reply: FakeReply = { status: 503, body: { statusCode: 503, code: 'HTTP_503', message: 'x' } };
    routes['POST user/promotion/cancel'] = () => reply;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy khuyến mãi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy khuyến mãi' });
    await within(dialog).findByText('450,000 ₫');
    const attempt = async () => {
      await pause(550);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy khuyến mãi' }));
      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Xác nhận hủy khuyến mãi' })).getByRole('button', { name: 'Xác nhận hủy' }));
    };
    await attempt();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Có lỗi xảy ra vui lòng thử lại sau');
    // A stake still in play: the API waits for its outcome before anything is forfeited.
    reply = { status: 409, body: { statusCode: 409, code: PROMOTION_ERROR_CODES.roundOpen, message: PROMOTION_MESSAGES.roundOpen } };
    await attempt();
    expect(await within(dialog).findByText(PROMOTION_MESSAGES.roundOpen)).toBeInTheDocument();
    reply = { status: 409, body: { statusCode: 409, code: PROMOTION_ERROR_CODES.bonusNotActive, message: PROMOTION_MESSAGES.bonusNotActive } };
    await attempt();
    expect(await within(dialog).findByText(PROMOTION_MESSAGES.bonusNotActive)).toBeInTheDocument();
    const ids = posts('user/promotion/cancel').map((r) => (JSON.parse(r.body) as { requestId: string }).requestId);
    expect(ids).toHaveLength(3);
    // The lost answer is asked again with the same id; once the API has decided, the next is new.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('when a credit since the preview raised the forfeit, says so, shows the new figures and confirms them', async () => {
    routes['POST user/promotion/cancel'] = () => ({
      status: 409,
      body: { statusCode: 409, code: PROMOTION_ERROR_CODES.forfeitChanged, message: PROMOTION_MESSAGES.forfeitChanged },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy khuyến mãi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy khuyến mãi' });
    await within(dialog).findByText('450,000 ₫');
    routes['GET user/promotion/forfeit-preview'] = () => ({
      body: { data: { bonusId: 5, balance: 800_000, forfeit: 600_000, keep: 200_000 } },
    });
    await pause(550);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy khuyến mãi' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Xác nhận hủy khuyến mãi' })).getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await within(dialog).findByText(PROMOTION_MESSAGES.forfeitChanged)).toBeInTheDocument();
    expect(await within(dialog).findByText('600,000 ₫')).toBeInTheDocument();

    await pause(550);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy khuyến mãi' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận hủy khuyến mãi' });
    expect(confirm).toHaveAccessibleDescription(
      'Bạn sẽ bị thu hồi 600,000 ₫ và còn lại 200,000 ₫ trong tài khoản. Bạn chắc chắn muốn hủy khuyến mãi Thưởng nạp đầu 100%?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xác nhận hủy' }));
    await waitFor(() => expect(posts('user/promotion/cancel')).toHaveLength(2));
    const sent = posts('user/promotion/cancel').map((r) => JSON.parse(r.body) as { forfeit: number; requestId: string });
    expect(sent.map((body) => body.forfeit)).toEqual([450_000, 600_000]);
    expect(sent[1]?.requestId).not.toBe(sent[0]?.requestId);
  });

  it('says when the forfeit cannot be worked out, and keeps the bonus when the player says so', async () => {
    let fail = true;
    routes['GET user/promotion/forfeit-preview'] = () =>
      fail
        ? { status: 404, body: { statusCode: 404, code: PROMOTION_ERROR_CODES.bonusNotFound, message: PROMOTION_MESSAGES.bonusNotFound } }
        : { body: { data: { bonusId: 5, balance: 650_000, forfeit: 450_000, keep: 200_000 } } };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy khuyến mãi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hủy khuyến mãi' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PROMOTION_MESSAGES.bonusNotFound);
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thử lại' }));
    expect(await within(dialog).findByText('450,000 ₫')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Giữ khuyến mãi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts('user/promotion/cancel')).toHaveLength(0);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});
