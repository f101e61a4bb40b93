import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useKeepFocus } from '@xc/ui-kit';
import { useAccountTexts } from '../texts';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${({ theme }) => theme.space(3, 6)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

type Tone = 'success' | 'warning' | 'error';
export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Loading and failure of a panel's data, with a retry that keeps the player's place (ui-kit). */
export { LoadState } from '@xc/ui-kit';

/**
 * A figure that comes with a query of its own (a balance, a total): "…" while it loads, "Thử lại"
 * when it could not be loaded (asking again), the figure once it is there. It sits in a box that
 * stays through all three, which takes the focus when "Thử lại" is pressed and goes away (so the
 * player's place is kept), and gives it back to the button should the retry fail too.
 */
export function QueryFigure<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch(): unknown };
  children(data: T): ReactNode;
}) {
  const t = useAccountTexts();
  const failed = query.data === undefined && query.isError && !query.isFetching;
  const { place, button, keep } = useKeepFocus<HTMLSpanElement>(failed);
  return (
    <span ref={place} tabIndex={-1}>
      {query.data !== undefined ? (
        children(query.data)
      ) : failed ? (
        <Button ref={button} variant="secondary" size="sm" onClick={keep(() => void query.refetch())}>
          {t('retry')}
        </Button>
      ) : (
        '…'
      )}
    </span>
  );
}
