import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider, useSetAtom } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { GIFT_CODE_MESSAGES } from '@xc/api-contract';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import { configureApi, configureFingerprint, sessionAtom, type Session } from '@xc/data-access-api';
import {
  fakeAgent,
  fakeGiftCodeApi,
  memoryCookies,
  resetApiConfig,
  resetFingerprint,
  resetQueryClient,
  startFakeApi,
  type FakeApi,
  type FakeGiftCodeApi,
  type FakeReply,
  type RecordedRequest,
} from '@xc/data-access-api/testing';
import {
  BUTTON_DEBOUNCE_MS,
  defineModal,
  Modal,
  ModalHost,
  openModal,
  openModalsAtom,
  PageExtension,
  PageExtensionsProvider,
  SHELL_PLACES,
  type ModalBodyProps,
} from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import { giftCodesFeature } from './index';
import { giftCodeModals } from './modals';

/** Waits out the Button's guard against repeated clicks, as a player's next click would. */
const pastDebounce = () => new Promise((resolve) => setTimeout(resolve, BUTTON_DEBOUNCE_MS + 50));

// The real fetch layer against a local HTTP server playing the gift-code API (`fakeGiftCodeApi`);
// `override` answers a request first when a test needs a failure the fake does not make.
let api: FakeApi;
let gifts: FakeGiftCodeApi;
let override: ((request: RecordedRequest) => FakeReply | undefined) | undefined;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply(
    (request) =>
      override?.(request) ??
      gifts.route(request) ?? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } },
  );
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  resetQueryClient();
  api.requests.length = 0;
  override = undefined;
  gifts = fakeGiftCodeApi({
    balance: 100_000,
    codes: [
      { code: 'TET2026', value: 50_000, requiredBet: 500_000 },
      { code: 'CHAOMUNG', value: 20_000, requiredBet: 200_000 },
      { code: 'FREE10', value: 10_000, requiredBet: 0 },
    ],
  });
});

const player: Session = {
  token: 't',
  user: { id: 7, rid: 'R7', balance: 100_000, isVerifyPhone: true, isFirstDeposit: true, tokenPlay: 'p' },
};

// The auth feature's modals as the ports expect them: `auth` signs in, `verify` verifies the phone.
function FakeLogin({ close }: ModalBodyProps<{ tab: 0 | 1; returnTo?: string }, true>) {
  const setSession = useSetAtom(sessionAtom);
  return (
    <Modal open onOpenChange={(open) => !open && close()} title="Đăng nhập">
      <button
        type="button"
        onClick={() => {
          close(true);
          setSession(player);
        }}
      >
        Đăng nhập thử
      </button>
    </Modal>
  );
}
function FakeVerify({ close }: ModalBodyProps<undefined, true>) {
  const setSession = useSetAtom(sessionAtom);
  return (
    <Modal open onOpenChange={(open) => !open && close()} title="Xác thực số điện thoại">
      <button
        type="button"
        onClick={() => {
          gifts.phoneVerified = true;
          setSession((s) => (s ? { ...s, user: { ...s.user, isVerifyPhone: true } } : s));
          close(true);
        }}
      >
        Xác thực thử
      </button>
    </Modal>
  );
}
const hostModals = [
  ...Object.values(giftCodeModals),
  defineModal('auth', () => Promise.resolve({ default: FakeLogin })),
  defineModal('verify', () => Promise.resolve({ default: FakeVerify })),
];

function renderAt(place: string, session: Session | null = player, url = '/') {
  const store = createStore();
  store.set(sessionAtom, session);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <BrandProvider brand={testBrand}>
          <TestProviders>
            <PageExtensionsProvider extensions={giftCodesFeature.extensions}>
              <Routes>
                <Route path="*" element={<PageExtension place={place} />} />
                <Route path="/account/history" element={<p>Lịch sử</p>} />
              </Routes>
              <ModalHost modals={hostModals} />
            </PageExtensionsProvider>
          </TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

/** The header's button, then the modal it opens. */
async function openFromHeader(session: Session = player) {
  const store = renderAt(SHELL_PLACES.header, session);
  await userEvent.click(await screen.findByRole('button', { name: 'Nhập Gift code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nhập Gift code' });
  return { store, dialog };
}

const redeemRequests = () =>
  api.requests
    .filter((r) => r.url === '/api/user/giftcode/redeem')
    .map((r) => JSON.parse(r.body) as { code: string; requestId: string });

async function submit(dialog: HTMLElement, code: string) {
  const field = within(dialog).getByLabelText('Gift code');
  await userEvent.clear(field);
  if (code) await userEvent.type(field, code);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
}

describe('the header button', () => {
  it('is for players only, named "Nhập Gift code", and opens the modal with the field focused', async () => {
    renderAt(SHELL_PLACES.header, null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Nhập Gift code' })).not.toBeInTheDocument();

    const { dialog } = await openFromHeader();
    expect(within(dialog).getByText('Nhập mã quà tặng để nhận giá trị vào tài khoản.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Gift code')).toHaveFocus());
  });
});

describe('the giftCode modal', () => {
  it("checks the code in the spec's order with its exact texts, before asking the API", async () => {
    const { dialog } = await openFromHeader();
    await submit(dialog, '');
    expect(await within(dialog).findByText('Vui lòng nhập Gift code.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Gift code')).toHaveAttribute('aria-invalid', 'true');
    await submit(dialog, 'A'.repeat(21));
    expect(await within(dialog).findByText('Không thể nhập quá 20 ký tự.')).toBeInTheDocument();
    // Too long and a symbol: the length is said first.
    await submit(dialog, `${'B'.repeat(20)}!`);
    expect(await within(dialog).findByText('Không thể nhập quá 20 ký tự.')).toBeInTheDocument();
    await submit(dialog, 'TET-2026');
    expect(await within(dialog).findByText('Vui lòng không nhập ký tự đặc biệt.')).toBeInTheDocument();
    await submit(dialog, 'TẾT2026');
    expect(await within(dialog).findByText('Vui lòng không nhập ký tự đặc biệt.')).toBeInTheDocument();
    expect(redeemRequests()).toEqual([]);
  });

  it("shows the API's refusal of an unknown or used code at the field", async () => {
    const { dialog } = await openFromHeader();
    await submit(dialog, 'NOPE2026');
    expect(await within(dialog).findByText(GIFT_CODE_MESSAGES.invalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Gift code')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('Gift code')).toHaveFocus());
  });

  it('redeems: closes, opens receivedGiftcode with the value and the total bet, and raises the balance', async () => {
    const { store, dialog } = await openFromHeader();
    await submit(dialog, ' tet2026 ');
    const received = await screen.findByRole('dialog', { name: 'Nhận Gift code thành công' });
    expect(screen.queryByRole('dialog', { name: 'Nhập Gift code' })).not.toBeInTheDocument();
    expect(within(received).getByText('Bạn đã nhận được 50,000 VND từ Gift code')).toBeInTheDocument();
    expect(within(received).getByText('TET2026')).toBeInTheDocument();
    expect(within(received).getByText('500,000 ₫')).toBeInTheDocument();
    expect(
      within(received).getByText(
        'Số tiền đã được cộng vào số dư. Bạn có thể rút tiền sau khi tổng cược tính từ lúc nhập code đạt 500,000 ₫.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(store.get(sessionAtom)?.user.balance).toBe(150_000));
    const [sent] = redeemRequests();
    expect(sent?.code).toBe('tet2026');
    expect(sent?.requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);

    await userEvent.click(within(received).getByRole('link', { name: 'Xem lịch sử Gift code' }));
    expect(await screen.findByText('Lịch sử')).toBeInTheDocument();
    expect(store.get(openModalsAtom)).toEqual([]);
  });

  it('says a code without a required bet can be withdrawn at once, and gives focus back to the header', async () => {
    const { dialog } = await openFromHeader();
    await submit(dialog, 'FREE10');
    const received = await screen.findByRole('dialog', { name: 'Nhận Gift code thành công' });
    expect(
      within(received).getByText('Số tiền đã được cộng vào số dư và có thể rút ngay.'),
    ).toBeInTheDocument();
    await userEvent.click(within(received).getByRole('button', { name: 'Đã hiểu' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nhập Gift code' })).toHaveFocus());
  });

  it('refuses a second code while one is pending, with the bet still needed, and shows the pending one', async () => {
    gifts.route({
      method: 'POST',
      url: '/api/user/giftcode/redeem',
      headers: {},
      body: JSON.stringify({ code: 'TET2026', requestId: 'earlier-1' }),
    });
    gifts.bet(120_000);
    const { dialog } = await openFromHeader();
    expect(
      await within(dialog).findByText('Code TET2026: đã cược 120,000 ₫ / 500,000 ₫'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Tiến độ tổng cược của Gift code TET2026' }),
    ).toHaveAttribute('value', '120000');
    await submit(dialog, 'CHAOMUNG');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GIFT_CODE_MESSAGES.pending(380_000));
  });

  it('offers the phone verification, then takes the same code', async () => {
    gifts.phoneVerified = false;
    const { store, dialog } = await openFromHeader({
      ...player,
      user: { ...player.user, isVerifyPhone: false },
    });
    expect(
      within(dialog).getByText(
        'Cần số điện thoại Viettel, Mobifone hoặc Vinaphone đã xác thực để nhận Gift code.',
      ),
    ).toBeInTheDocument();
    // The session may be behind the server: the API's answer is what counts.
    act(() => store.set(sessionAtom, player));
    await submit(dialog, 'TET2026');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GIFT_CODE_MESSAGES.phoneRequired);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác thực số điện thoại' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Xác thực thử' }));
    expect(
      await within(dialog).findByText('Đã xác thực số điện thoại. Bạn có thể nhập Gift code.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // The form's button ignores a repeat within its debounce; on a fast machine the flow above is quicker.
    await pastDebounce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('dialog', { name: 'Nhận Gift code thành công' })).toBeInTheDocument();
    const [first, second] = redeemRequests();
    expect(first?.requestId).not.toBe(second?.requestId);
  });

  it("shows the API's limit on wrong codes, and the generic text when the server fails", async () => {
    gifts = fakeGiftCodeApi({ failureLimit: 1 });
    const { dialog } = await openFromHeader();
    await submit(dialog, 'ABC123');
    expect(await within(dialog).findByText(GIFT_CODE_MESSAGES.invalid)).toBeInTheDocument();
    await pastDebounce();
    await submit(dialog, 'ABC124');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GIFT_CODE_MESSAGES.tooManyAttempts);
    override = () => ({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' },
    });
    await pastDebounce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByText('Có lỗi xảy ra vui lòng thử lại sau')).toBeInTheDocument();
  });

  it('sends a retry after a lost answer as the same request, and a double click once', async () => {
    const { dialog } = await openFromHeader();
    override = () => ({ status: 502, body: 'Bad Gateway' });
    await submit(dialog, 'TET2026');
    expect(await within(dialog).findByText('Có lỗi xảy ra vui lòng thử lại sau')).toBeInTheDocument();
    override = (request) =>
      request.url.includes('redeem') ? { ...gifts.route(request), delayMs: 150 } : undefined;
    await pastDebounce();
    const button = within(dialog).getByRole('button', { name: 'Xác nhận' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Nhận Gift code thành công' })).toBeInTheDocument();
    const sent = redeemRequests();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.requestId).toBe(sent[1]?.requestId);
    expect(gifts.redemptions).toHaveLength(1);
  });

  it('gives a visitor the login modal, then the gift code once signed in', async () => {
    const store = renderAt('/nowhere', null);
    act(() => {
      void openModal(store, giftCodeModals.giftCode, { code: 'TET2026' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng nhập thử' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhập Gift code' });
    expect(within(dialog).getByLabelText('Gift code')).toHaveValue('TET2026');
    expect(store.get(openModalsAtom).map((m) => m.id)).toEqual(['giftCode']);
  });
});

describe('the event page panel', () => {
  it('asks a visitor to sign in, then shows the form', async () => {
    renderAt('/su-kien/gift-code', null);
    const panel = await screen.findByRole('region', { name: 'Nhập Gift code' });
    expect(
      within(panel).getByText('Đăng nhập để nhập Gift code và theo dõi tiến độ tổng cược.'),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Đăng nhập' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng nhập thử' }));
    expect(await within(panel).findByLabelText('Gift code')).toBeInTheDocument();
  });

  it("shows the player's pending status, and a redemption opens receivedGiftcode and updates it", async () => {
    renderAt('/su-kien/gift-code');
    const panel = await screen.findByRole('region', { name: 'Nhập Gift code' });
    expect(
      await within(panel).findByText('Bạn không có Gift code nào đang chờ đạt tổng cược.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Lịch sử Gift code' })).toHaveAttribute(
      'href',
      '/account/history?tab=giftcode',
    );
    await submit(panel, 'TET2026');
    expect(await screen.findByRole('dialog', { name: 'Nhận Gift code thành công' })).toBeInTheDocument();
    expect(await within(panel).findByText('Code TET2026: đã cược 0 ₫ / 500,000 ₫')).toBeInTheDocument();
    expect(within(panel).getByText(/Cần cược thêm 500,000 ₫ để đủ điều kiện rút/)).toBeInTheDocument();
  });

  it('says when the pending status cannot be read, with a retry', async () => {
    override = (request) =>
      request.url.includes('history')
        ? { status: 500, body: { statusCode: 500, code: 'X', message: 'x' } }
        : undefined;
    renderAt('/su-kien/gift-code');
    expect(await screen.findByText('Không tải được trạng thái Gift code.')).toBeInTheDocument();
    override = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Bạn không có Gift code nào đang chờ đạt tổng cược.')).toBeInTheDocument();
  });
});

describe('the account aside', () => {
  it('opens the modal and shows a pending code', async () => {
    gifts.route({
      method: 'POST',
      url: '/api/user/giftcode/redeem',
      headers: {},
      body: JSON.stringify({ code: 'TET2026', requestId: 'earlier-2' }),
    });
    renderAt(SHELL_PLACES.accountAside);
    expect(await screen.findByText('Code TET2026: đã cược 0 ₫ / 500,000 ₫')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nhập Gift code' }));
    expect(await screen.findByRole('dialog', { name: 'Nhập Gift code' })).toBeInTheDocument();
  });
});
