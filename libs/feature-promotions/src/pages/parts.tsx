import { Link } from 'react-router';
import styled from 'styled-components';
import type { BonusStatus } from '@xc/api-contract';
import { media } from '@xc/ui-kit';

/** A card of the page: the active bonus, cashback, past bonuses. */
export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.tabletUp} {
    padding: ${({ theme }) => theme.space(6)};
  }
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: ${({ theme }) => theme.space(6, 0, 3)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Label and value pairs: one column on phones, label beside value from tablets up. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1, 6)};
  margin: 0;
  ${media.tabletUp} {
    grid-template-columns: minmax(160px, max-content) minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space(3)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    min-width: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    ${media.tabletUp} {
      margin-bottom: 0;
    }
  }
  dd small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

/**
 * A real table with its caption and column headers; under 768 px every row becomes a card whose
 * cells carry their column's name (`data-label`), the table roles kept for screen readers.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2.5, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td[data-number],
  th[data-number] {
    text-align: right;
  }
  @media (min-width: 768px) {
    td[data-number] {
      white-space: nowrap;
    }
  }
  tfoot td {
    border-bottom: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  @media (max-width: 767px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space(1)};
      padding: ${({ theme }) => theme.space(3, 0)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(3)};
      padding: 0;
      border: 0;
    }
    td[data-number] {
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
    td[data-head] {
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
    td[data-head]::before {
      content: none;
    }
  }
`;

const STATUS_TONE: Record<BonusStatus, 'success' | 'warning' | 'error' | 'primary'> = {
  active: 'primary',
  completed: 'success',
  expired: 'warning',
  cancelled: 'error',
};

export const StatusBadge = styled.span<{ $status: BonusStatus }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border: 1px solid
    ${({ theme, $status }) => (STATUS_TONE[$status] === 'primary' ? theme.colors.link : theme.colors[STATUS_TONE[$status]])};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $status }) => (STATUS_TONE[$status] === 'primary' ? theme.colors.link : theme.colors[STATUS_TONE[$status]])};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

/** A link that looks like a button (the way to the promotions, to a deposit). */
export const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => theme.space(2, 4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-primary] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-primary]:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Loading and failure of a panel's data, with a retry that keeps the player's place (ui-kit). */
export { LoadState } from '@xc/ui-kit';

