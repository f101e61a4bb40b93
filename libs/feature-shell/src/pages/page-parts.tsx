import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { findPage, type AppPath, type PageDef } from '@xc/paths';
import { ChevronRightIcon, media } from '@xc/ui-kit';
import { AppLink } from '../app/app-link';
import { usePageHeading } from '../app/page-copy';
import { useShellTexts } from '../texts';

/** The page one level up that is itself a page (`/live-casino/poker` → `/live-casino`). */
export function parentPage(path: AppPath): PageDef | undefined {
  const parent = path.slice(0, path.lastIndexOf('/'));
  return parent ? findPage(parent) : undefined;
}

export function Breadcrumbs({ page }: { page: PageDef }) {
  const t = useShellTexts();
  const heading = usePageHeading();
  const parent = parentPage(page.path);
  const trail: AppPath[] = ['/', ...(parent ? [parent.path] : [])];
  return (
    <Crumbs aria-label={t('breadcrumb')}>
      <ol>
        {trail.map((to) => (
          <li key={to}>
            <Link to={to}>{to === '/' ? t('nav.home') : heading(to)}</Link>
            <ChevronRightIcon size={14} />
          </li>
        ))}
        <li aria-current="page">{heading(page.path)}</li>
      </ol>
    </Crumbs>
  );
}

const Crumbs = styled.nav`
  padding-top: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export const PageTitle = styled.h1`
  margin: ${({ theme }) => theme.space(3, 0, 2)};
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Lead = styled.p`
  max-width: 68ch;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Says honestly that a page's content is still to come (no fake data, no fake forms). */
export function ComingSoon({ children }: { children?: ReactNode }) {
  const t = useShellTexts();
  return <Notice role="note">{children ?? t('comingSoon')}</Notice>;
}

const Notice = styled.p`
  max-width: 68ch;
  margin: ${({ theme }) => theme.space(6, 0, 0)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Tiles linking to pages (sections of the home page, sub-pages of a landing). */
export function PageTiles({ label, pages }: { label: string; pages: readonly AppPath[] }) {
  const heading = usePageHeading();
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
