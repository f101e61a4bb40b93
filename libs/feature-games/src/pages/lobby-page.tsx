import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { GAME_CATEGORY_NAMES } from '@xc/api-contract';
import { useBrandSeo, usePageHeading } from '@xc/brand';
import { gameSectionsQueryOptions, useApiQuery } from '@xc/data-access-api';
import { findPage, normalisePath, type AppPath } from '@xc/paths';
import { lobbyFor, prepaintKey } from '@xc/paths/lobbies';
import { useGroupDescription, usePageTrail } from '@xc/paths/texts';
import { Breadcrumbs, Container, Input, Lead, PageTitle, Select } from '@xc/ui-kit';
import { GameGrid } from '../lobby/game-grid';
import { sportsFrameHref } from '../lobby/frame-href';
import { useGames } from '../lobby/games-query';
import { useGamesTexts } from '../texts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A lobby (portal, live casino, sports, lottery, cockfighting, and their categories): the games of
 * the page's section and category, filtered by partner and by name, a page at a time.
 */
export default function LobbyPage() {
  const t = useGamesTexts();
  const { pathname } = useLocation();
  const path = (findPage(pathname)?.path ?? normalisePath(pathname)) as AppPath;
  const lobby = lobbyFor(path);
  const heading = usePageHeading(path);
  const seo = useBrandSeo(path);
  const describe = useGroupDescription();
  const trail = usePageTrail(path);
  const page = findPage(path);

  const [partner, setPartner] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    setPartner('');
    setTyped('');
  }, [path]);

  // Without the sections the partner filter is simply not offered (it is an aid, not the page).
  const sectionsQuery = useApiQuery(gameSectionsQueryOptions());
  const sections = sectionsQuery.data;
  const partners = useMemo(
    () => sections?.find((s) => s.slug === lobby?.section)?.partners ?? [],
    [sections, lobby?.section],
  );

  const list = useGames(
    {
      section: lobby?.section,
      category: lobby?.category,
      partner: partner || undefined,
      search: search || undefined,
    },
    lobby !== null,
  );

  return (
    <Container>
      <Breadcrumbs label={t('breadcrumb')} items={trail} />
      <PageTitle>{heading}</PageTitle>
      <Lead>{seo?.h2 ?? (page ? describe(page) : '')}</Lead>
      {lobby && lobby.pages.length > 1 && (
        <Chips aria-label={t('filters')}>
          <li>
            <Chip to={lobby.home} aria-current={path === lobby.home ? 'page' : undefined}>
              {t('allCategories')}
            </Chip>
          </li>
          {lobby.pages.map(([category, to]) => (
            <li key={category}>
              <Chip to={to} aria-current={path === to ? 'page' : undefined}>
                {GAME_CATEGORY_NAMES[category]}
              </Chip>
            </li>
          ))}
        </Chips>
      )}
      <Filters role="search">
        <Input
          label={t('search')}
          type="text"
          placeholder={t('searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={60}
        />
        {/* Shown (disabled) while the partners load, so the grid does not move when they come;
            a lobby of one partner, or sections that failed to load, offer no filter. */}
        {(sectionsQuery.isPending || partners.length > 1) && (
          <Select
            label={t('partner')}
            value={partner}
            disabled={sectionsQuery.isPending}
            onChange={(event) => setPartner(event.target.value)}
            options={[
              { value: '', label: t('allPartners') },
              ...partners.map((p) => ({ value: p.partner, label: `${p.partnerName} (${p.total})` })),
            ]}
          />
        )}
      </Filters>
      {/* Always there (a blank line until the first answer): one live region, and no shift. */}
      <Count aria-live="polite">
        {list.pagination ? t('results', { count: list.pagination.total }) : '\u00a0'}
      </Count>
      <GameGrid
        list={list}
        label={t('games')}
        framed={lobby?.framed ? sportsFrameHref : undefined}
        prepaint={lobby && !partner && !search ? prepaintKey(path) : undefined}
      />
    </Container>
  );
}

const Chips = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(5, 0, 0)};
  padding: 0 0 ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-x: auto;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => theme.space(0, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    max-width: 760px;
  }
`;

const Count = styled.p`
  margin: ${({ theme }) => theme.space(4, 0, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
