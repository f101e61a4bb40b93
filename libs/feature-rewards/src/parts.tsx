import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon, media, SuccessIcon } from '@xc/ui-kit';
import { useRewardsTexts } from './texts';

/** A framed block of an event page, between the page's lead and its article. */
export const Panel = styled.section`
  max-width: 880px;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  h3 {
    margin: ${({ theme }) => theme.space(5, 0, 3)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
  }
`;

/** Label and figure pairs, two or four to a row. */
export const Figures = styled.dl<{ $columns?: 2 | 4 }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns = 4 }) => $columns}, minmax(0, 1fr));
  }
  div {
    min-width: 0;
    padding: ${({ theme }) => theme.space(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  /* A phone: one figure a row, the label beside its figure. */
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(2)};
    div {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(1, 3)};
    }
    dd {
      margin: 0 0 0 auto;
      text-align: right;
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  ${media.mobile} {
    > * {
      flex: 1 1 100%;
    }
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Monospace text that wraps anywhere (seeds and hashes). */
export const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  overflow-wrap: anywhere;
  word-break: break-all;
`;

/** A list of conditions, each met or not, said in words as well as with a mark. */
export function Checklist({ items, label }: { label: string; items: readonly ChecklistItem[] }) {
  const t = useRewardsTexts();
  return (
    <CheckList aria-label={label}>
      {items.map((item) => (
        <li key={item.id} data-met={item.met}>
          <span aria-hidden="true">{item.met ? <SuccessIcon size={20} /> : <ErrorIcon size={20} />}</span>
          <div>
            <strong>{item.label}</strong>
            <small>{item.met ? t('done') : t('missing')}</small>
            {!item.met && item.action}
          </div>
        </li>
      ))}
    </CheckList>
  );
}

export interface ChecklistItem {
  id: string;
  label: string;
  met: boolean;
  /** How to meet it (a link, a button), shown while it is not met. */
  action?: ReactNode;
}

const CheckList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  li > span {
    flex: none;
    padding-top: 2px;
    color: ${({ theme }) => theme.colors.error};
  }
  li[data-met='true'] > span {
    color: ${({ theme }) => theme.colors.success};
  }
  li > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1, 3)};
    min-width: 0;
  }
  strong {
    flex: 1 1 100%;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Loading and failure of a panel's data, with a retry that keeps the player's place (ui-kit). */
export { LoadState } from '@xc/ui-kit';
