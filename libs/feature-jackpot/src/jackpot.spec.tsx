import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import {
  bigJackpotQueryOptions,
  configureApi,
  configureFingerprint,
  getQueryClient,
  jackpotGamesQueryOptions,
} from '@xc/data-access-api';
import {
  fakeAgent,
  memoryCookies,
  resetApiConfig,
  resetFingerprint,
  resetQueryClient,
  startFakeApi,
  testBigJackpot,
  testGameItem,
  type FakeApi,
  type FakeReply,
} from '@xc/data-access-api/testing';
import { ModalHost, openModal } from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import { jackpotModals, useJackpotLoader } from './index';
import { JackpotButton } from './jackpot-button';

/** The feature's modals under one host, as the shell mounts them. */
const JackpotModals = () => <ModalHost modals={Object.values(jackpotModals)} />;

const big = testBigJackpot;

const item = (id: number, title: string) => testGameItem(id, title);

const BIG = '/api/game/jackpot';
const LIST = '/api/game/explode-jackpot';
const GAMES = '/api/game/list';

const fail = (status: number, message = ''): FakeReply => ({
  status,
  body: message ? { statusCode: status, code: 'X', message } : '',
});

const defaults = (): Record<string, FakeReply> => ({
  [BIG]: { body: { data: big } },
  [LIST]: {
    body: {
      data: {
        games: [
          { id: 12, jackpot: 25_500_000 },
          { id: 13, jackpot: 480_000_000 },
          { jackpot: 1 },
          { id: 99, jackpot: 7_000 },
        ],
      },
    },
  },
  [GAMES]: {
    body: {
      data: [item(12, 'Nổ Hũ Thần Tài'), item(13, 'Hũ Bạc Tỷ')],
      meta: { pagination: { total: 2, page: 1, per_page: 100, last_page: 1 } },
    },
  },
});

let api: FakeApi;
let table: Record<string, FakeReply> = {};
/** Answers each path from `table` (set per test); anything else is a 404. */
const answer = (replies: Record<string, FakeReply>) => {
  table = { ...defaults(), ...replies };
};
const asked = (path: string) => api.requests.filter((r) => r.url.split('?')[0] === path).length;

// Real HTTP to a local server: give a busy machine room before calling a wait a failure.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

let reducedMotion = true;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => table[request.url.split('?')[0] ?? ''] ?? fail(404, 'Không tìm thấy'));
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
});
afterAll(() => api.close());

beforeEach(async () => {
  // Let a load the previous test left in flight land before counting afresh.
  await new Promise((resolve) => setTimeout(resolve, 50));
  api.requests.length = 0;
  reducedMotion = true;
  answer({});
  resetQueryClient();
});

const cache = () => getQueryClient();
const knowBigJackpot = () => cache().setQueryData(bigJackpotQueryOptions().queryKey, big);
/** The list query has settled (answer or failure): what the start-up load ends with. */
const listSettled = () => {
  const state = cache().getQueryState(jackpotGamesQueryOptions().queryKey);
  return state !== undefined && state.status !== 'pending';
};

function renderWith(ui: ReactNode, store = createStore()) {
  render(
    <Provider store={store}>
      <TestProviders>{ui}</TestProviders>
    </Provider>,
  );
  return store;
}

function Loader({ intervalMs }: { intervalMs?: number }) {
  useJackpotLoader(intervalMs);
  return null;
}

/** What the shell mounts: the startup hook, the floating button and the modal slot. */
const Everything = () => (
  <>
    <Loader />
    <JackpotButton />
    <JackpotModals />
  </>
);


/** A row's text as a screen reader reads it: counting figures give their final value once. */
const readText = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
};

describe('useJackpotLoader (spec §7)', () => {
  it('loads the big jackpot first and asks for the list only once it has answered', async () => {
    let bigAnsweredAt = Infinity;
    let listAskedAt = 0;
    api.reply((request) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === BIG) bigAnsweredAt = Date.now() + 100;
      if (path === LIST) listAskedAt = Date.now();
      return { ...(table[path] ?? fail(404)), delayMs: path === BIG ? 100 : 0 };
    });
    try {
      renderWith(<Loader />);
      await waitFor(() => expect(cache().getQueryData(jackpotGamesQueryOptions().queryKey)).toHaveLength(3));
      expect(api.requests.map((r) => r.url)).toEqual([BIG, LIST]);
      expect(listAskedAt).toBeGreaterThanOrEqual(bigAnsweredAt);
      expect(cache().getQueryData(bigJackpotQueryOptions().queryKey)).toEqual(big);
      // Spec §7: entries without an id are dropped.
      expect(
        cache()
          .getQueryData(jackpotGamesQueryOptions().queryKey)
          ?.map((game) => game.id),
      ).toEqual([12, 13, 99]);
    } finally {
      api.reply((request) => table[request.url.split('?')[0] ?? ''] ?? fail(404));
    }
  });

  it('reloads every interval while the page is visible, not while it is hidden', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const setVisibility = (state: DocumentVisibilityState) =>
      act(() => {
        visibility.mockReturnValue(state);
        document.dispatchEvent(new Event('visibilitychange'));
      });
    try {
      renderWith(<Loader intervalMs={150} />);
      await waitFor(() => expect(asked(BIG)).toBeGreaterThanOrEqual(3));

      setVisibility('hidden');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const whileHidden = asked(BIG);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(asked(BIG)).toBe(whileHidden);

      setVisibility('visible');
      await waitFor(() => expect(asked(BIG)).toBeGreaterThan(whileHidden + 1));
    } finally {
      visibility.mockRestore();
    }
  });
});

describe('the error texts, as the popup shows them (spec §8)', () => {
  it('"Không thể tải dữ liệu jackpot" under the big jackpot when the answer had no games', async () => {
    answer({ [LIST]: { body: { data: {} } } });
    const store = createStore();
    void openModal(store, jackpotModals.jackpotPopup);
    renderWith(<JackpotModals />, store);
    const dialog = await screen.findByRole('dialog', { name: 'Hũ thưởng Jackpot' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Không thể tải dữ liệu. Vui lòng thử lại sau.');
    expect(within(alert).getByText('Không thể tải dữ liệu jackpot')).toBeInTheDocument();
    expect(within(dialog).getByText('Siêu hũ')).toBeInTheDocument();
  });

  it("the server's message when the list failed with one", async () => {
    answer({ [LIST]: fail(503, 'Hệ thống đang bảo trì. Vui lòng thử lại sau!') });
    const store = createStore();
    void openModal(store, jackpotModals.jackpotPopup);
    renderWith(<JackpotModals />, store);
    expect(await screen.findByText('Hệ thống đang bảo trì. Vui lòng thử lại sau!')).toBeInTheDocument();
  });

  it('the popup failure text and a retry when nothing could be loaded', async () => {
    answer({ [BIG]: fail(500), [LIST]: fail(500) });
    const store = createStore();
    void openModal(store, jackpotModals.jackpotPopup);
    renderWith(<JackpotModals />, store);

    expect(await screen.findByText('Không thể tải dữ liệu. Vui lòng thử lại sau.')).toBeInTheDocument();
    expect(screen.getByText('Đã xảy ra lỗi khi tải dữ liệu jackpot')).toBeInTheDocument();

    answer({});
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('list', { name: 'Hũ của từng trò chơi' })).toBeInTheDocument();
    expect(screen.queryByText('Không thể tải dữ liệu. Vui lòng thử lại sau.')).not.toBeInTheDocument();
  });
});

describe('the floating button', () => {
  it('is absent until the big jackpot has loaded', async () => {
    answer({ [BIG]: { body: { data: big }, delayMs: 1_000 } });
    renderWith(<Everything />);
    await waitFor(() => expect(asked(BIG)).toBe(1));
    expect(screen.queryByRole('button', { name: /Jackpot/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Jackpot 5.23 tỷ' })).toBeInTheDocument();
  });

  it('stays absent when the big jackpot cannot be loaded', async () => {
    answer({ [BIG]: fail(500) });
    renderWith(<Everything />);
    await waitFor(() =>
      expect(cache().getQueryState(bigJackpotQueryOptions().queryKey)?.status).toBe('error'),
    );
    expect(screen.queryByRole('button', { name: /Jackpot/ })).not.toBeInTheDocument();
  });

  it('shows the figure in the spec format, counting up from 1,000,000 the first time', async () => {
    reducedMotion = false;
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      knowBigJackpot();
      renderWith(<JackpotButton />);

      // Screen readers get the final figure all along; the eye sees it count.
      const button = screen.getByRole('button', { name: 'Jackpot 5.23 tỷ' });
      // Spec §9: the animation starts from 1,000,000, shown as "1 tr".
      expect(within(button).getByText('1 tr')).toBeVisible();
      await act(async () => frames.shift()?.(performance.now() + 400));
      const midway = within(button)
        .getAllByText(/^\d+(\.\d+)? tỷ$/)
        .map((figure) => figure.textContent);
      expect(midway).toHaveLength(2);
      expect(midway.filter((figure) => figure !== '5.23 tỷ')).toHaveLength(1);
      await act(async () => frames.shift()?.(performance.now() + 5_000));
      expect(within(button).getAllByText('5.23 tỷ')).toHaveLength(2);
      expect(button).toHaveAccessibleName('Jackpot 5.23 tỷ');
    } finally {
      raf.mockRestore();
    }
  });

  it('counts up only once per visit: a remount (another layout) starts at the figure', async () => {
    reducedMotion = false;
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      const store = createStore();
      knowBigJackpot();
      const first = render(
        <Provider store={store}>
          <TestProviders>
            <JackpotButton />
          </TestProviders>
        </Provider>,
      );
      expect(within(screen.getByTestId('jackpot-button')).getByText('1 tr')).toBeVisible();
      first.unmount();
      renderWith(<JackpotButton />, store);
      expect(within(screen.getByTestId('jackpot-button')).queryByText('1 tr')).not.toBeInTheDocument();
      expect(within(screen.getByTestId('jackpot-button')).getAllByText('5.23 tỷ')).toHaveLength(2);
    } finally {
      raf.mockRestore();
    }
  });

  it('is named by the words it shows and described by what it does (WCAG 2.5.3: voice control)', () => {
    knowBigJackpot();
    renderWith(<JackpotButton />);
    const button = screen.getByRole('button', { name: 'Jackpot 5.23 tỷ' });
    expect(button).toHaveAccessibleDescription('Xem các hũ thưởng');
    expect(within(button).getByText('Jackpot')).toBeVisible();
    // No label over its content: a label would not match the figure while it counts.
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('shows the final figure at once for players who ask for reduced motion', () => {
    knowBigJackpot();
    renderWith(<JackpotButton />);
    expect(within(screen.getByTestId('jackpot-button')).getAllByText('5.23 tỷ')).toHaveLength(2);
  });
});

describe('the jackpot popup', () => {
  async function openPopup() {
    renderWith(<Everything />);
    // After the start-up load: opening during it shares that load rather than starting another.
    await waitFor(() => expect(listSettled()).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: /^Jackpot 5\.23 tỷ/ }));
    return screen.findByRole('dialog', { name: 'Hũ thưởng Jackpot' });
  }

  it('opens from the button with the big jackpot, its last hit and every game by amount', async () => {
    const dialog = await openPopup();
    expect(within(dialog).getByText('Siêu hũ')).toBeInTheDocument();
    expect(within(dialog).getByText('5,234,567,890 ₫')).toBeInTheDocument();
    expect(within(dialog).getByText('de****01 trúng 1.2 tỷ')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Nổ Hũ Thần Tài · .*20\/11\/2025/)).toBeInTheDocument();

    const list = await within(dialog).findByRole('list', { name: 'Hũ của từng trò chơi' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map(readText)).toEqual([
      'Hũ Bạc TỷXC Studio480 tr',
      'Nổ Hũ Thần TàiXC Studio25.5 tr',
      // Not in the catalogue's answer: a fallback name rather than no row.
      'Trò chơi #997k',
    ]);
    expect(api.requests.filter((r) => r.url.startsWith(GAMES)).map((r) => r.url)).toEqual([
      `${GAMES}?section=cong-game&category=no-hu&per_page=100`,
    ]);
  });

  it('reloads the figures when it opens', async () => {
    renderWith(<Everything />);
    await waitFor(() => expect(listSettled()).toBe(true));
    const before = api.requests.length;
    await userEvent.click(screen.getByRole('button', { name: /^Jackpot/ }));
    await screen.findByRole('dialog', { name: 'Hũ thưởng Jackpot' });
    const jackpotCalls = () =>
      api.requests
        .slice(before)
        .map((r) => r.url)
        .filter((url) => url === BIG || url === LIST);
    await waitFor(() => expect(jackpotCalls()).toEqual([BIG, LIST]));
  });

  it('closes with its close button', async () => {
    const dialog = await openPopup();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Jackpot/ })).toBeInTheDocument();
  });

  it('closes with a click outside it', async () => {
    await openPopup();
    const overlay = screen.getByTestId('modal-overlay');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: overlay },
      { keys: '[/MouseLeft]', target: overlay },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says it is loading while nothing has arrived yet', async () => {
    answer({ [BIG]: { body: { data: big }, delayMs: 2_000 } });
    const store = createStore();
    void openModal(store, jackpotModals.jackpotPopup);
    renderWith(<JackpotModals />, store);
    const dialog = await screen.findByRole('dialog', { name: 'Hũ thưởng Jackpot' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Đang tải dữ liệu jackpot');
  });

  it('shows a fallback name for every game when the catalogue cannot be read', async () => {
    answer({ [GAMES]: fail(500) });
    const dialog = await openPopup();
    const list = await within(dialog).findByRole('list', { name: 'Hũ của từng trò chơi' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map(readText),
    ).toEqual(['Trò chơi #13480 tr', 'Trò chơi #1225.5 tr', 'Trò chơi #997k']);
  });
});
