// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- brings the asset module type to every program that compiles this page (the apps do too)
/// <reference path="./art/art.d.ts" />
import { useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { GameListQuery } from '@xc/api-contract';
import { useBrand, useBrandSeo } from '@xc/brand';
import { JACKPOT_COUNT_FROM, useBigJackpot } from '@xc/data-access-api';
import type { AppPath } from '@xc/paths';
import {
  alpha,
  ChevronRightIcon,
  Container,
  ensureContrast,
  formatMoney,
  media,
  NumberTicker,
  useKeepFocus,
  useNearViewport,
} from '@xc/ui-kit';
import { Grid, LoadFailed, Status } from '../lobby/game-grid';
import { sportsFrameHref } from '../lobby/frame-href';
import { useGames } from '../lobby/games-query';
import { gamesTexts, useGamesTexts } from '../texts';
import { GameTile, TileSkeleton } from '../tiles/game-tile';
import firstArt from './art/banner-first.svg?no-inline';
import cashbackArt from './art/banner-cashback.svg?no-inline';
import lotteryArt from './art/banner-lottery.svg?no-inline';

type SectionKey = keyof (typeof gamesTexts.texts)['sections'];
const SECTIONS: readonly { key: SectionKey; to: AppPath; query: Omit<GameListQuery, 'page'> }[] = [
  { key: 'jackpot', to: '/cong-game/no-hu', query: { category: 'no-hu', per_page: 6 } },
  { key: 'fast', to: '/cong-game/game-nhanh', query: { category: 'game-nhanh', per_page: 6 } },
  { key: 'live', to: '/live-casino', query: { section: 'live-casino', hot: 'true', per_page: 6 } },
  { key: 'sports', to: '/the-thao', query: { section: 'the-thao', per_page: 6 } },
  { key: 'lottery', to: '/lo-de', query: { section: 'lo-de', per_page: 6 } },
  { key: 'cards', to: '/cong-game/game-bai', query: { category: 'game-bai', per_page: 6 } },
];

/** The home page (spec §2 "Home"): offers, the big jackpot and the lobbies' games by category. */
export default function HomePage() {
  const brand = useBrand();
  const t = useGamesTexts();
  const seo = useBrandSeo('/');
  return (
    <Container>
      <Hero aria-labelledby="home-title">
        <h1 id="home-title">{brand.name}</h1>
        {seo?.h2 && <p>{seo.h2}</p>}
      </Hero>
      <Banner />
      <BigJackpot />
      {SECTIONS.map((section) => (
        <GameSection
          key={section.key}
          title={t(`sections.${section.key}`)}
          to={section.to}
          query={section.query}
        />
      ))}
    </Container>
  );
}

function Banner() {
  const t = useGamesTexts();
  const brand = useBrand();
  const track = useRef<HTMLUListElement>(null);
  const slides: {
    title: string;
    lead: string;
    to: AppPath;
    tone: 'primary' | 'accent' | 'mix';
    art: string;
  }[] = [
    {
      title: t('banner.first', { amount: formatMoney(brand.maxFirstDepositBonus) }),
      lead: t('banner.firstLead'),
      to: '/khuyen-mai/khuyen-mai-100',
      tone: 'primary',
      art: firstArt,
    },
    {
      title: t('banner.cashback'),
      lead: t('banner.cashbackLead'),
      to: '/khuyen-mai/hoan-tra-15',
      tone: 'accent',
      art: cashbackArt,
    },
    {
      title: t('banner.lottery'),
      lead: t('banner.lotteryLead'),
      to: '/lo-de/lo-de-sieu-toc',
      tone: 'mix',
      art: lotteryArt,
    },
  ];
  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <Carousel aria-roledescription={t('banner.carousel')} aria-label={t('banner.label')}>
      <Slides ref={track}>
        {slides.map((slide, index) => (
          <Slide
            key={slide.to}
            aria-roledescription={t('banner.slideRole')}
            aria-label={t('banner.slide', { index: index + 1, total: slides.length })}
            $tone={slide.tone}
          >
            {/* The first slide's art is the page's largest paint: in the prerendered HTML, fetched first,
                painted with the text rather than a frame later. */}
            <SlideArt
              src={slide.art}
              alt=""
              width={400}
              height={200}
              decoding={index === 0 ? 'sync' : 'async'}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
            />
            <h2>{slide.title}</h2>
            <p>{slide.lead}</p>
            <Link to={slide.to}>
              {t('banner.cta')} <ChevronRightIcon size={16} />
            </Link>
          </Slide>
        ))}
      </Slides>
      <Arrows>
        <button type="button" aria-label={t('banner.previous')} onClick={() => move(-1)}>
          <ChevronRightIcon size={18} style={{ transform: 'rotate(180deg)' }} />
        </button>
        <button type="button" aria-label={t('banner.next')} onClick={() => move(1)}>
          <ChevronRightIcon size={18} />
        </button>
      </Arrows>
    </Carousel>
  );
}

function BigJackpot() {
  const t = useGamesTexts();
  const jackpot = useBigJackpot();
  return (
    <JackpotBand aria-labelledby="big-jackpot">
      <div>
        <h2 id="big-jackpot">{jackpot?.name ?? t('bigJackpot')}</h2>
        <p>{t('bigJackpotLead')}</p>
      </div>
      <strong>
        {jackpot ? (
          <NumberTicker value={jackpot.amount} from={JACKPOT_COUNT_FROM} format={formatMoney} />
        ) : (
          <span aria-hidden="true">{t('noAmount')}</span>
        )}
      </strong>
    </JackpotBand>
  );
}

function GameSection({
  title,
  to,
  query,
}: {
  title: string;
  to: AppPath;
  query: Omit<GameListQuery, 'page'>;
}) {
  const t = useGamesTexts();
  // Sections further down fetch and render their games as the player scrolls towards them, so the
  // first screen is not held back by work for games nobody has seen yet.
  const [ref, near] = useNearViewport<HTMLElement>(SECTION_ROOT_MARGIN);
  const list = useGames(query, near);
  const id = `section-${to.replace(/\W+/g, '-')}`;
  // Until the first answer (pagination comes with it), the section keeps its placeholders' height.
  const waiting = !near || (list.games.length === 0 && !list.error && list.pagination === null);
  // "Thử lại" gives way to the placeholders when pressed: the focus waits on the section's heading.
  const { place, button, keep } = useKeepFocus<HTMLHeadingElement>(!list.loading);
  return (
    <Section ref={ref} aria-labelledby={id}>
      <SectionHead>
        <h2 id={id} ref={place} tabIndex={-1}>
          {title}
        </h2>
        <Link to={to}>
          {t('seeAll')} <ChevronRightIcon size={16} />
        </Link>
      </SectionHead>
      {list.error ? (
        <LoadFailed onRetry={keep(list.retry)} buttonRef={button} />
      ) : !waiting && list.games.length === 0 ? (
        <Status>{t('empty')}</Status>
      ) : (
        <Grid aria-busy={waiting}>
          {waiting
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <TileSkeleton />
                </li>
              ))
            : list.games.map((game) => (
                <li key={game.uuid}>
                  <GameTile
                    game={game}
                    href={game.section === 'the-thao' ? sportsFrameHref(game) : undefined}
                  />
                </li>
              ))}
        </Grid>
      )}
    </Section>
  );
}

/** How far below the screen a section starts loading: about one tile row. */
const SECTION_ROOT_MARGIN = '240px 0px';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(6, 0, 2)};
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    margin: ${({ theme }) => theme.space(1, 0, 0)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Carousel = styled.section`
  position: relative;
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Slides = styled.ul`
  display: grid;
  grid-auto-columns: 100%;
  grid-auto-flow: column;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  ${media.desktop} {
    grid-auto-columns: calc((100% - 32px) / 3);
    gap: 16px;
  }
`;

const Slide = styled.li<{ $tone: 'primary' | 'accent' | 'mix' }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 180px;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  scroll-snap-align: start;
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.onAccent : theme.colors.onPrimary)};
  background: ${({ theme, $tone }) =>
    $tone === 'primary'
      ? `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.primaryActive})`
      : $tone === 'accent'
        ? `linear-gradient(135deg, ${theme.colors.accent}, ${theme.colors.primary})`
        : `linear-gradient(135deg, ${theme.colors.primaryHover}, ${theme.colors.surfaceRaised})`};
  h2 {
    max-width: 16ch;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    max-width: 21ch;
    margin: 0;
  }
  h2,
  p {
    text-shadow: 0 1px 2px ${({ theme }) => alpha(theme.colors.scrim, 0.3)};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    justify-self: start;
    min-height: 40px;
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const SlideArt = styled.img`
  position: absolute;
  inset: 0;
  z-index: -1;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: right center;
`;

const Arrows = styled.div`
  position: absolute;
  top: 12px;
  right: 12px;
  display: flex;
  gap: 8px;
  button {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => alpha(theme.colors.scrim, 0.6)};
    color: ${({ theme }) => theme.colors.onScrim};
    cursor: pointer;
  }
  ${media.desktop} {
    display: none;
  }
`;

// Stacked below the tablet width whatever the figure's length, so the figure arriving moves nothing.
const JackpotBand = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    /* The brand's accent, darkened where the light brands' would be too faint (WCAG AA 4.5:1). */
    color: ${({ theme }) => ensureContrast(theme.colors.accent, theme.colors.surface, 4.5)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: clamp(1.5rem, 5vw, 2.25rem);
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${media.tabletUp} {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    strong {
      min-width: 14ch;
    }
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.link};
    text-decoration: none;
  }
`;
