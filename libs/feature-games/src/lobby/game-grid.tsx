import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { GAME_LIST_PAGE_SIZE, type GameItem } from '@xc/api-contract';
import { Button, media, useKeepFocus, VisuallyHidden } from '@xc/ui-kit';
import { useGamesTexts } from '../texts';
import { GameTile, TileSkeleton } from '../tiles/game-tile';
import type { GameList } from './games-query';

/** The tiles whose pictures load at once: a phone's first two rows, a wide screen's first row. */
const FIRST_ROW = 4;

/** The tiles of a list with its loading, empty, failure and "more" states. */
export function GameGrid({
  list,
  label,
  framed,
  prepaint,
}: {
  list: GameList;
  label: string;
  framed?: (game: GameItem) => string;
  /**
   * Set while the grid lists its page's first read (a lobby without filters): the site server, which
   * sends that read with the HTML, paints the first pictures into these placeholders by this key
   * before any script has run (`data-prepaint`, the page's path; see the lib's README).
   */
  prepaint?: string;
}) {
  const t = useGamesTexts();
  const headingId = useId();
  const { games, loading, error, pagination } = list;
  // "Thử lại" and "Xem thêm" give way to the loading line when pressed: the focus waits on the
  // grid's tail, and goes back to the button that comes again (a retry failed, more to load).
  const { place, button, keep } = useKeepFocus<HTMLDivElement>(!loading);
  return (
    <>
      {/* The tiles' titles are h3: the list gets the h2 between them and the page's h1. */}
      <VisuallyHidden as="h2" id={headingId}>
        {label}
      </VisuallyHidden>
      <Grid aria-labelledby={headingId} aria-busy={loading} data-prepaint={prepaint}>
        {games.map((game, index) => (
          <li key={game.uuid}>
            <GameTile game={game} href={framed?.(game)} priority={index < FIRST_ROW} />
          </li>
        ))}
        {/* A first page is as many placeholders as it will have tiles; a next page, one row's worth. */}
        {loading &&
          Array.from({ length: games.length ? 4 : GAME_LIST_PAGE_SIZE }, (_, i) => (
            <li key={`placeholder-${i}`} aria-hidden="true">
              <TileSkeleton />
            </li>
          ))}
      </Grid>
      <div ref={place} tabIndex={-1}>
        {!loading && !error && games.length === 0 && <Status>{t('empty')}</Status>}
        {error && <LoadFailed onRetry={keep(list.retry)} buttonRef={button} />}
        {/* Loading takes the place of "Xem thêm", at its height, so the footer stays where it is. */}
        {loading ? (
          <More>
            <Status role="status">{t('loading')}</Status>
          </More>
        ) : (
          pagination &&
          pagination.page < pagination.last_page && (
            <More>
              <Button ref={error ? undefined : button} variant="secondary" onClick={keep(list.loadMore)}>
                {t('loadMore')}
              </Button>
            </More>
          )
        )}
      </div>
    </>
  );
}

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5, 0, 0)};
  padding: 0;
  list-style: none;
  ${media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.wide} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

/** The error line under a grid, with a retry (the lobby's and the home sections'). */
export function LoadFailed({
  onRetry,
  buttonRef,
}: {
  onRetry: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const t = useGamesTexts();
  return (
    <Status role="alert">
      {t('loadFailed')}{' '}
      <Button ref={buttonRef} size="sm" variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Status>
  );
}

/** Loading and empty lines under a grid (the lobby's and the home sections'). */
export const Status = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4, 0, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  margin-top: ${({ theme }) => theme.space(6)};
  ${Status} {
    margin: 0;
  }
`;
