import styled from 'styled-components';
import { useMissionsTexts } from '../texts';
import { media } from '@xc/ui-kit';

/** A framed block of the board. */
export const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
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

export function Loading() {
  const t = useMissionsTexts();
  return (
    <Panel>
      <p role="status">{t('loading')}</p>
    </Panel>
  );
}
