import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useBrandSeo, usePageHeading } from '@xc/brand';
import { findPage, PAGES, type PageDef } from '@xc/paths';
import { useGroupDescription } from '@xc/paths/texts';
import { Container, Lead, PageTitle } from '@xc/ui-kit';
import { useShellTexts } from '../texts';
import { ComingSoon, PageBreadcrumbs, PageTiles } from './page-parts';

/** Direct sub-pages of a landing (`/live-casino` → its games), for the landing's tiles. */
const subPages = (page: PageDef) =>
  PAGES.filter(
    (p) =>
      p.prerender && p.path.startsWith(`${page.path}/`) && !p.path.slice(page.path.length + 1).includes('/'),
  );

/**
 * A page whose feature has not landed: its heading, what the page is for and, on a landing, links to
 * its sub-pages. It shows nothing it cannot back with real data.
 */
export default function Page() {
  const { pathname } = useLocation();
  const page = findPage(pathname) ?? PAGES[0];
  const t = useShellTexts();
  const heading = usePageHeading(page?.path ?? '/');
  const describe = useGroupDescription();
  const seo = useBrandSeo(page?.path ?? '/');
  if (!page) return null;

  if (page.layout === 'game') {
    return (
      <GameStage>
        <PageTitle>{heading}</PageTitle>
        <Lead>{describe(page)}</Lead>
        <ComingSoon />
      </GameStage>
    );
  }

  const children = subPages(page);
  return (
    <Container>
      {page.layout !== 'account' && <PageBreadcrumbs page={page} />}
      <PageTitle>{heading}</PageTitle>
      {seo?.h2 && <h2>{seo.h2}</h2>}
      <Lead>{describe(page)}</Lead>
      {children.length > 0 && <PageTiles label={t('pageSections')} pages={children.map((p) => p.path)} />}
      <ComingSoon />
    </Container>
  );
}

const GameStage = styled.section`
  display: grid;
  flex: 1;
  align-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8, 4)};
  text-align: center;
  background: radial-gradient(
    circle at 50% 30%,
    ${({ theme }) => theme.colors.surface},
    ${({ theme }) => theme.colors.background}
  );
`;
