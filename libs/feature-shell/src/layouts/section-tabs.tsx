import styled from 'styled-components';
import type { AppPath } from '@xc/paths';
import { AppLink } from '../app/app-link';
import { usePageHeadings } from '@xc/paths/texts';
import { Container } from '@xc/ui-kit';

/** A row of section links under the header (promotions and events share one). */
export function SectionTabs({ label, links }: { label: string; links: readonly AppPath[] }) {
  const heading = usePageHeadings();
  return (
    <Band>
      <Container as="nav" aria-label={label}>
        <ul>
          {links.map((to) => (
            <li key={to}>
              <Tab to={to}>{heading(to)}</Tab>
            </li>
          ))}
        </ul>
      </Container>
    </Band>
  );
}

const Band = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: ${({ theme }) => theme.space(3, 0)};
    list-style: none;
    overflow-x: auto;
  }
`;

const Tab = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => theme.space(0, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
