import { lazy, memo, Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { GameItem } from '@xc/api-contract';
import { formatJackpot, Image, media } from '@xc/ui-kit';
import { useOpenGame } from '../launch/use-open-game';
import { useGamesTexts } from '../texts';
import { useFavorite } from './use-favorite';

// The live picture is an enhancement over the thumbnail (which shows until it plays), so its code and
// the stream's verification load only on a page that shows a live table, not with every lobby.
const LiveVideo = lazy(() => import('./live-video').then(({ LiveVideo }) => ({ default: LiveVideo })));

/**
 * A game in a lobby (spec §2): thumbnail or live video, title, partner, favourite toggle, the game's
 * jackpot when it has one, and a play-now button that shows on desktop hover (the whole card plays).
 * Memoised: a grid's parent redraws for its own reasons (filters, counts, other queries answering),
 * and a page of tiles redrawn with it is a long task for nothing.
 */
export const GameTile = memo(function GameTile({
  game,
  jackpot,
  href,
  priority = false,
}: {
  game: GameItem;
  jackpot?: number | null;
  href?: string;
  /** A tile of the first row: its picture loads at once, with high priority (the page's LCP). */
  priority?: boolean;
}) {
  const t = useGamesTexts();
  const open = useOpenGame();
  const { favorite, busy, toggle } = useFavorite(game);
  const figure = jackpot ?? game.jackpot;
  return (
    <Card>
      <Media>
        <Image src={game.image} alt="" aspectRatio="4 / 3" priority={priority} />
        {game.streamInfo && (
          <Suspense fallback={null}>
            <LiveVideo stream={game.streamInfo} />
          </Suspense>
        )}
        <Badges aria-hidden="true">
          {/* "Hot" is drawn on the studio's thumbnails already. */}
          {game.streamInfo && <LiveBadge>{t('live')}</LiveBadge>}
        </Badges>
        {figure ? (
          <Jackpot>
            <small>{t('jackpot')}</small> {formatJackpot(figure)}
          </Jackpot>
        ) : null}
        <PlayHint aria-hidden="true">{t('playNow')}</PlayHint>
      </Media>
      <Body>
        <h3>
          {href ? (
            // A sports provider opens the shared game frame page (spec §2) rather than a tab.
            <PlayButton as={Link} to={href} aria-label={t('play', { title: game.title })}>
              {game.title}
            </PlayButton>
          ) : (
            <PlayButton
              type="button"
              onClick={() => void open(game)}
              aria-label={t('play', { title: game.title })}
            >
              {game.title}
            </PlayButton>
          )}
        </h3>
        <p>{game.partnerName}</p>
      </Body>
      <Heart
        type="button"
        aria-pressed={favorite}
        aria-label={
          favorite ? t('removeFavorite', { title: game.title }) : t('addFavorite', { title: game.title })
        }
        disabled={busy}
        onClick={() => void toggle()}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3.1 4.5 6.9 4.5c2.1 0 3.6 1.1 5.1 3 1.5-1.9 3-3 5.1-3 3.8 0 6 3.9 4.5 7.3C19.5 16.4 12 21 12 21z"
            fill={favorite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </Heart>
    </Card>
  );
});

/**
 * A tile's place while its game loads: the same card, picture box and two lines as `GameTile`, so
 * nothing under the grid moves when the games arrive.
 */
export const TileSkeleton = memo(function TileSkeleton() {
  return (
    <Card as="div" aria-hidden="true">
      <Media>
        {/* The site server may paint a lobby's first pictures here before the script runs (GameGrid). */}
        <SkeletonPicture data-prepaint-picture="" />
      </Media>
      <Body>
        <h3>
          <SkeletonLine />
        </h3>
        <p>{'\u00a0'}</p>
      </Body>
    </Card>
  );
});

const SkeletonPicture = styled.span`
  display: block;
  aspect-ratio: 4 / 3;
  background: center / cover no-repeat;
`;

/** As tall as the title's play button (24 px), a bar shorter than the tile. */
const SkeletonLine = styled.span`
  display: flex;
  align-items: center;
  height: 24px;
  &::before {
    content: '';
    width: 70%;
    height: 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.placeholder};
  }
`;

const PlayHint = styled.span`
  position: absolute;
  left: 50%;
  top: 50%;
  padding: ${({ theme }) => theme.space(2, 5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  opacity: 0;
  transform: translate(-50%, -40%);
  transition:
    opacity ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  pointer-events: none;
`;

const Card = styled.article`
  position: relative;
  display: grid;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${media.hover} {
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  ${media.desktop} {
    ${media.hover} {
      &:hover ${PlayHint} {
        opacity: 1;
        transform: translate(-50%, -50%);
      }
    }
  }
`;

const Media = styled.div`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.placeholder};
`;

/**
 * Under the thumbnail's top band, where the studio draws the provider's name (its top eighth, left)
 * and "Hot" (right): the badge covers neither.
 */
const Badges = styled.div`
  position: absolute;
  top: calc(12.5% + 4px);
  left: 8px;
  display: flex;
  gap: 4px;
`;

/** The "Trực tiếp" badge of a live table ("Hot" is on the studios' thumbnails). */
const LiveBadge = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.live};
  color: ${({ theme }) => theme.colors.onLive};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
`;

/** Covers the thumbnail's title band (its bottom third): the title is under the picture anyway. */
const Jackpot = styled.p`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.3em;
  height: 33.4%;
  margin: 0;
  padding: 0 8px;
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.accentOnScrim};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  small {
    color: ${({ theme }) => theme.colors.onScrim};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Body = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2.5, 3, 3)};
  padding-right: 48px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/**
 * The title is the play button; its hit area stretches over the whole card, and the button itself is
 * at least 24 px tall (WCAG 2.5.8 target size) rather than one 17.5 px line.
 */
const PlayButton = styled.button`
  display: block;
  width: 100%;
  min-height: 24px;
  padding: 0;
  line-height: 24px;
  overflow: hidden;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Heart = styled.button`
  position: absolute;
  right: 4px;
  bottom: 4px;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  cursor: pointer;
  &[aria-pressed='false'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
