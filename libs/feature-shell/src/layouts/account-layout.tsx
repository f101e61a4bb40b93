import { Outlet } from 'react-router';
import styled from 'styled-components';
import { ACCOUNT_SECTIONS, type AppPath } from '@xc/paths';
import { Container, media, PageExtension, SHELL_PLACES } from '@xc/ui-kit';
import { AppLink } from '../app/app-link';
import { usePageHeadings } from '@xc/paths/texts';
import { useShellTexts } from '../texts';
import { SiteFrame } from './site-frame';

const SECTIONS: readonly AppPath[] = ACCOUNT_SECTIONS.map((s) => `/account/${s}` as const);

/** The account area: its sections beside (desktop) or above (mobile) the page. */
export default function AccountLayout() {
  const t = useShellTexts();
  const heading = usePageHeadings();
  return (
    <SiteFrame>
      <Grid>
        <SectionNav aria-label={t('accountNavigation')}>
          <ul>
            {SECTIONS.map((to) => (
              <li key={to}>
                <AppLink to={to}>{heading(to)}</AppLink>
              </li>
            ))}
          </ul>
          <PageExtension place={SHELL_PLACES.accountAside} />
        </SectionNav>
        <div>
          <Outlet />
        </div>
      </Grid>
    </SiteFrame>
  );
}

const Grid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  ${media.desktop} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(8)};
    padding-top: ${({ theme }) => theme.space(8)};
  }
`;

const SectionNav = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    ${media.desktop} {
      flex-direction: column;
      position: sticky;
      top: calc(${({ theme }) => theme.headerHeights.tabletUp} + 16px);
    }
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(0, 3)};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
      color: ${({ theme }) => theme.colors.text};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.text};
      box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
    }
  }
`;
