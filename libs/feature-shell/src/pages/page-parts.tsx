import styled from 'styled-components';
import type { AppPath, PageDef } from '@xc/paths';
import { usePageHeadings, usePageTrail } from '@xc/paths/texts';
import { Breadcrumbs, ChevronRightIcon, media, Notice } from '@xc/ui-kit';
import { AppLink } from '../app/app-link';
import { useShellTexts } from '../texts';

/** Trang chủ › section › this page. */
export function PageBreadcrumbs({ page }: { page: PageDef }) {
  const t = useShellTexts();
  return <Breadcrumbs label={t('breadcrumb')} items={usePageTrail(page.path)} />;
}

/** Says honestly that a page's content is still to come (no fake data, no fake forms). */
export function ComingSoon() {
  const t = useShellTexts();
  return <Notice role="note">{t('comingSoon')}</Notice>;
}

/** Tiles linking to pages (sections of the home page, sub-pages of a landing). */
export function PageTiles({ label, pages }: { label: string; pages: readonly AppPath[] }) {
  const heading = usePageHeadings();
  return (
    <Tiles aria-label={label}>
      {pages.map((to) => (
        <li key={to}>
          <AppLink to={to}>
            <span>{heading(to)}</span>
            <ChevronRightIcon size={18} />
          </AppLink>
        </li>
      ))}
    </Tiles>
  );
}

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6, 0, 0)};
  padding: 0;
  list-style: none;
  ${media.tabletUp} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 64px;
    padding: ${({ theme }) => theme.space(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    transition: border-color ${({ theme }) => theme.motion.fast};
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
    svg {
      flex: none;
      color: ${({ theme }) => theme.colors.accent};
    }
  }
`;
