import { useId, type ReactNode } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type { BigJackpot, GameItem, JackpotGame } from '@xc/api-contract';
import { useJackpots } from '@xc/data-access-api';
import {
  Button,
  ensureContrast,
  formatJackpot,
  formatMoney,
  Image,
  media,
  Modal,
  NumberTicker,
  VisuallyHidden,
  type ModalBodyProps,
} from '@xc/ui-kit';
import { JackpotTicker } from '../figure';
import { JackpotIcon } from '../jackpot-icon';
import { useJackpotTexts } from '../texts';
import { jackpotGradient } from '../theme';
import { useJackpotGameItems } from './game-names';

const HIT_TIME = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Ho_Chi_Minh',
});

function formatHitTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : HIT_TIME.format(date);
}

/**
 * Modal `jackpotPopup` (spec §2): the big jackpot with its last hit, and every game's own pool.
 * Opening it reloads the figures; Radix closes it on a click outside, Escape or the close button.
 */
export default function JackpotPopup({ close }: ModalBodyProps) {
  const t = useJackpotTexts();
  const { bigJackpot, games, error, loading, loadedAt, reload: load } = useJackpots();

  const nothing = !bigJackpot && games.length === 0;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('popup.title')}
      description={t('popup.lead')}
      maxWidth={520}
    >
      {nothing && error ? (
        <Failure detail={error} retrying={loading} onRetry={() => void load()} />
      ) : nothing ? (
        <Loading />
      ) : (
        <>
          {bigJackpot && <Hero jackpot={bigJackpot} />}
          <GameList
            games={games}
            settled={loadedAt !== null}
            failure={error && <Failure detail={error} retrying={loading} onRetry={() => void load()} />}
          />
        </>
      )}
    </Modal>
  );
}

interface FailureProps {
  /** The store's text of spec §8 (or the server's message): why, under the popup's own text. */
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}

function Failure({ detail, retrying, onRetry }: FailureProps) {
  const t = useJackpotTexts();
  return (
    <FailureBox role="alert">
      <FailureText>{t('popup.failed')}</FailureText>
      {detail !== t('popup.failed') && <FailureDetail>{detail}</FailureDetail>}
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('popup.retry')}
      </Button>
    </FailureBox>
  );
}

function Loading() {
  const t = useJackpotTexts();
  return (
    <div role="status">
      <VisuallyHidden>{t('popup.loading')}</VisuallyHidden>
      <HeroSkeleton aria-hidden="true" />
      <RowsSkeleton />
    </div>
  );
}

function Hero({ jackpot }: { jackpot: BigJackpot }) {
  const t = useJackpotTexts();
  const hit = jackpot.lastHit;
  return (
    <HeroCard>
      <HeroName>{jackpot.name}</HeroName>
      <HeroAmount>
        <JackpotTicker amount={jackpot.amount} always />
      </HeroAmount>
      <HeroExact>{formatMoney(Math.ceil(jackpot.amount))}</HeroExact>
      <LastHit>
        {hit ? (
          <>
            <LastHitLabel>{t('popup.lastHit')}</LastHitLabel>
            <span>{t('popup.lastHitWinner', { player: hit.player, amount: formatJackpot(hit.amount) })}</span>
            <LastHitWhere>
              {t('popup.lastHitWhere', { game: hit.game, time: formatHitTime(hit.hitAt) })}
            </LastHitWhere>
          </>
        ) : (
          <span>{t('popup.neverHit')}</span>
        )}
      </LastHit>
    </HeroCard>
  );
}

interface GameListProps {
  games: readonly JackpotGame[];
  /** Whether the store has finished a load since the page opened. */
  settled: boolean;
  /** What to show instead of the list when its load failed. */
  failure: ReactNode;
}

function GameList({ games, settled, failure }: GameListProps) {
  const t = useJackpotTexts();
  const headingId = useId();
  const items = useJackpotGameItems();
  const sorted = [...games].sort((a, b) => b.jackpot - a.jackpot);

  let body;
  if (games.length === 0) {
    body = failure || (settled ? <Muted>{t('popup.noGames')}</Muted> : <RowsSkeleton />);
  } else if (!items) {
    body = (
      <div role="status">
        <VisuallyHidden>{t('popup.loading')}</VisuallyHidden>
        <RowsSkeleton count={Math.min(games.length, 5)} />
      </div>
    );
  } else {
    body = (
      <Rows aria-labelledby={headingId}>
        {sorted.map((game) => (
          <GameRow key={game.id} game={game} item={items.get(game.id)} />
        ))}
      </Rows>
    );
  }

  return (
    <Section>
      <SectionHeading id={headingId}>{t('popup.gamesHeading')}</SectionHeading>
      {body}
    </Section>
  );
}

function GameRow({ game, item }: { game: JackpotGame; item: GameItem | undefined }) {
  const t = useJackpotTexts();
  return (
    <Row>
      {item ? (
        <Thumb src={item.image} alt="" width={44} height={44} />
      ) : (
        <ThumbFallback aria-hidden="true">
          <JackpotIcon size={22} />
        </ThumbFallback>
      )}
      <Name>
        <strong>{item?.title ?? t('popup.gameFallback', { id: game.id })}</strong>
        {item && <small>{item.partnerName}</small>}
      </Name>
      <RowAmount value={game.jackpot} format={formatJackpot} />
    </Row>
  );
}

function RowsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonRows aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonRow key={index} />
      ))}
    </SkeletonRows>
  );
}

const figureColor = ({ theme }: { theme: DefaultTheme }) =>
  ensureContrast(theme.colors.accent, theme.colors.surfaceRaised, 4.5);

const HeroCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5, 4, 4)};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => jackpotGradient(theme, 160)};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
`;

const HeroName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const HeroAmount = styled.p`
  margin: 0;
  font-size: 2.25rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${media.tabletUp} {
    font-size: 2.75rem;
  }
`;

const HeroExact = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const LastHit = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  width: 100%;
  margin: ${({ theme }) => theme.space(3, 0, 0)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid currentColor;
  border-top-color: color-mix(in srgb, currentColor 25%, transparent);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LastHitLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const LastHitWhere = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const SectionHeading = styled.h3`
  margin: ${({ theme }) => theme.space(0, 0, 2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 60px;
  padding: ${({ theme }) => theme.space(2, 0)};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Thumb = styled(Image)`
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ThumbFallback = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.placeholder};
  color: ${figureColor};
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  strong,
  small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const RowAmount = styled(NumberTicker)`
  color: ${figureColor};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FailureBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5, 4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;

  > button {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const FailureText = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FailureDetail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const HeroSkeleton = styled.div`
  height: 188px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const SkeletonRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const SkeletonRow = styled.div`
  height: 52px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.placeholder};
`;
