import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import type { GameItem } from '@xc/api-contract';
import { MemoryRouter } from 'react-router';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import { ApiQueryError } from '@xc/data-access-api';
import { testGameItem } from '@xc/data-access-api/testing';
import { TestProviders } from '@xc/ui-kit/testing';
import { useFavorite } from '../tiles/use-favorite';
import { GameGrid } from './game-grid';
import type { GameList } from './games-query';

// Each tile asks for its favourite flag once per render: the count of tile renders.
jest.mock('../tiles/use-favorite', () => {
  const actual = jest.requireActual<typeof import('../tiles/use-favorite')>('../tiles/use-favorite');
  return { useFavorite: jest.fn(actual.useFavorite) };
});
const tileRenders = jest.mocked(useFavorite);

const games = ['Baccarat', 'Roulette', 'Xóc Đĩa'].map((title, i) => testGameItem(i + 1, title));
const list = (over: Partial<GameList> = {}): GameList => ({
  games,
  pagination: { total: 3, page: 1, per_page: 24, last_page: 1 },
  loading: false,
  error: null,
  loadMore: () => undefined,
  retry: () => undefined,
  ...over,
});

const store = createStore();
const framed = (ui: ReactElement) => (
  <Provider store={store}>
    <MemoryRouter>
      <BrandProvider brand={testBrand}>
        <TestProviders>{ui}</TestProviders>
      </BrandProvider>
    </MemoryRouter>
  </Provider>
);

describe('GameGrid', () => {
  it('redraws no tile when its page redraws with the same games (a letter typed in the search)', () => {
    const { rerender } = render(framed(<GameGrid list={list()} label="Danh sách trò chơi" />));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Baccarat',
      'Roulette',
      'Xóc Đĩa',
    ]);
    expect(tileRenders).toHaveBeenCalledTimes(3);

    // The lobby's list object is new on each of its renders; the games in it are the same.
    rerender(framed(<GameGrid list={list()} label="Danh sách trò chơi" />));
    rerender(framed(<GameGrid list={list({ loading: true })} label="Danh sách trò chơi" />));
    expect(tileRenders).toHaveBeenCalledTimes(3);

    // A game that changes (its favourite flag from a new answer) is drawn again, alone.
    const [first, ...others] = games as [GameItem, ...GameItem[]];
    const changed = [{ ...first, isFavorite: !first.isFavorite }, ...others];
    rerender(framed(<GameGrid list={list({ games: changed })} label="Danh sách trò chơi" />));
    expect(tileRenders).toHaveBeenCalledTimes(4);
  });
});

describe('GameGrid, keyboard', () => {
  it('keeps the focus through "Xem thêm" and "Thử lại", back on the button that comes again', async () => {
    const user = userEvent.setup();
    const more = list({ pagination: { total: 30, page: 1, per_page: 24, last_page: 2 } });
    const { rerender } = render(framed(<GameGrid list={more} label="Danh sách trò chơi" />));
    await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
    // The next page is on its way: the button gave way to the loading line, the focus did not fall.
    rerender(framed(<GameGrid list={{ ...more, loading: true }} label="Danh sách trò chơi" />));
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải trò chơi…');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByRole('status'));
    // It failed: the focus is on "Thử lại".
    const failed = { ...more, error: new ApiQueryError({ status: 500, code: 'X', message: 'boom' }) };
    rerender(framed(<GameGrid list={failed} label="Danh sách trò chơi" />));
    expect(screen.getByRole('button', { name: 'Thử lại' })).toHaveFocus();
  });
});
