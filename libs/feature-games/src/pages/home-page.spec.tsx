import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import type { GameItem } from '@xc/api-contract';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import { configureApi, configureFingerprint } from '@xc/data-access-api';
import {
  fakeAgent,
  memoryCookies,
  resetApiConfig,
  resetFingerprint,
  resetQueryClient,
  startFakeApi,
  testGameItem,
  type FakeApi,
  type FakeReply,
} from '@xc/data-access-api/testing';
import { TestProviders } from '@xc/ui-kit/testing';
import HomePage from './home-page';

const game = testGameItem;

const page = (games: GameItem[]): FakeReply => ({
  body: { data: games, meta: { pagination: { total: games.length, page: 1, per_page: 6, last_page: 1 } } },
});

/** The home sections, told apart by their query (category or section). */
type SectionKey = 'no-hu' | 'game-nhanh' | 'live-casino' | 'the-thao' | 'lo-de' | 'game-bai';
let replies: Partial<Record<SectionKey, () => FakeReply>> = {};
let jackpotReply: () => FakeReply = () => ({ status: 404, body: '' });
const listRequests = () => api.requests.filter((request) => request.url.startsWith('/api/game/list'));
let api: FakeApi;

configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/game/jackpot') return jackpotReply();
    if (url.pathname !== '/api/game/list') return { status: 404, body: '' };
    const key = (url.searchParams.get('category') ?? url.searchParams.get('section')) as SectionKey;
    return replies[key]?.() ?? page([]);
  });
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  replies = {};
  jackpotReply = () => ({ status: 404, body: '' });
  resetQueryClient();
});

function renderHome(store = createStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter>
        <BrandProvider brand={testBrand}>
          <TestProviders>
            <HomePage />
          </TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('home page (spec §2 "Home")', () => {
  it('shows the brand, the offers and a section per category, each linking to its lobby', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: testBrand.name })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Ưu đãi \d \/ 3$/ })).toHaveLength(3);
    for (const [name, href] of [
      ['Nổ hũ', '/cong-game/no-hu'],
      ['Game nhanh', '/cong-game/game-nhanh'],
      ['Live casino', '/live-casino'],
      ['Thể thao', '/the-thao'],
      ['Lô đề', '/lo-de'],
      ['Game bài', '/cong-game/game-bai'],
    ] as const) {
      expect(within(section(name)).getByRole('link', { name: /Xem tất cả/ })).toHaveAttribute('href', href);
    }
    await waitFor(() => expect(listRequests()).toHaveLength(6));
  });

  it('keeps placeholders until the games arrive, then shows tiles with their jackpot strip', async () => {
    replies['no-hu'] = () => ({
      ...page([game(1, 'Nổ Hũ Thần Tài', { jackpot: 368_250_000 }), game(2, 'Hũ Bạc Tỷ')]),
      delayMs: 300,
    });
    renderHome();
    const jackpots = section('Nổ hũ');
    expect(within(jackpots).getByRole('list')).toHaveAttribute('aria-busy', 'true');
    const play = await within(jackpots).findByRole('button', { name: 'Chơi Nổ Hũ Thần Tài' });
    const tile = play.closest('article') as HTMLElement;
    expect(within(jackpots).getByRole('list')).toHaveAttribute('aria-busy', 'false');
    expect(within(tile).getByText('368.25 tr')).toBeInTheDocument();
    expect(within(jackpots).getAllByRole('article')).toHaveLength(2);
  });

  it('a sports tile opens its provider page (the shared game frame), not a tab', async () => {
    replies['the-thao'] = () =>
      page([game(9, 'SABA Sport', { section: 'the-thao', category: 'the-thao-saba' })]);
    renderHome();
    const play = await within(section('Thể thao')).findByRole('link', { name: 'Chơi SABA Sport' });
    expect(play).toHaveAttribute('href', '/the-thao/the-thao-saba');
  });

  it('says so when a category has no games', async () => {
    replies['game-bai'] = () => page([]);
    renderHome();
    expect(
      await within(section('Game bài')).findByText('Không có trò chơi nào phù hợp.'),
    ).toBeInTheDocument();
  });

  it('a section that failed says so and loads again on "Thử lại"', async () => {
    let calls = 0;
    replies['game-nhanh'] = () =>
      ++calls === 1
        ? { status: 500, body: { statusCode: 500, code: 'X', message: 'boom' } }
        : page([game(7, 'Tài Xỉu Nhanh', { category: 'game-nhanh' })]);
    renderHome();
    const fast = section('Game nhanh');
    const alert = await within(fast).findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được danh sách trò chơi.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(fast).findByRole('button', { name: 'Chơi Tài Xỉu Nhanh' })).toBeInTheDocument();
    expect(within(fast).queryByRole('alert')).not.toBeInTheDocument();
    // The button went away; the focus waited on the section's heading, not on the page.
    expect(within(fast).getByRole('heading', { level: 2, name: 'Game nhanh' })).toHaveFocus();
    // The other sections were not asked again.
    await waitFor(() => expect(listRequests()).toHaveLength(7));
  });

  it('shows the big jackpot once it is known, with its currency in the same text', async () => {
    jackpotReply = () => ({
      delayMs: 50,
      body: {
        data: {
          id: 'mega',
          name: 'Siêu hũ',
          amount: 2_000_000_000,
          currency: 'VND',
          seedAmount: 1_000_000_000,
          contributionRate: 0.005,
          lastHit: null,
          updatedAt: '2026-11-23T00:00:00.000Z',
        },
      },
    });
    renderHome();
    const band = screen.getByRole('region', { name: /Siêu hũ/i });
    expect(within(band).getByText('— ₫')).toBeInTheDocument();
    // Screen readers get the final figure at once; the count-up ends on it.
    expect(await within(band).findByText('2,000,000,000 ₫')).toBeInTheDocument();
    await waitFor(() => expect(within(band).getAllByText('2,000,000,000 ₫')).toHaveLength(2));
  });
});
