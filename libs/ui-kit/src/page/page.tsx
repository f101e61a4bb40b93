import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronRightIcon } from '../icons';

/** The centred content column every page uses. */
export const Container = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(0, 4)};
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

/** A quiet framed note (content still to come, empty lists). */
export const Notice = styled.p`
  max-width: 68ch;
  margin: ${({ theme }) => theme.space(6, 0, 0)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last item. */
  to?: string;
}

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <Crumbs aria-label={label}>
      <ol>
        {items.map((item, index) =>
          item.to && index < items.length - 1 ? (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
              <ChevronRightIcon size={14} />
            </li>
          ) : (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ),
        )}
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

/** A card linking somewhere: title, a line of text, an optional corner note. */
export function LinkCard({
  to,
  title,
  children,
  meta,
}: {
  to: string;
  title: string;
  children?: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <Card to={to}>
      {meta && <small>{meta}</small>}
      <strong>{title}</strong>
      {children && <span>{children}</span>}
    </Card>
  );
}

const Card = styled(Link)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A responsive grid of cards. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(6, 0, 0)};
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;
