import styled from 'styled-components';
import { Button } from '../button/button';
import { useUiTexts } from '../texts';
import { useKeepFocus } from './keep-focus';

export interface LoadStateProps {
  state: 'loading' | 'error';
  /** What could not be loaded, when the general words are not enough. */
  message?: string;
  onRetry(): void;
}

/**
 * A panel's data on its way ("Đang tải…", a polite status) or not come ("Thử lại", an alert). The
 * retry keeps the player's place: the button goes away when pressed, so the focus moves to this
 * box (which stays through loading), and back onto the button should the retry fail too.
 */
export function LoadState({ state, message, onRetry }: LoadStateProps) {
  const t = useUiTexts();
  const { place, button, keep } = useKeepFocus<HTMLDivElement>(state === 'error');
  return (
    <Box ref={place} tabIndex={-1}>
      {state === 'loading' ? (
        <p role="status" aria-live="polite">
          {t('load.loading')}
        </p>
      ) : (
        <div role="alert">
          <p>{message ?? t('load.failed')}</p>
          <Button ref={button} variant="secondary" size="sm" onClick={keep(onRetry)}>
            {t('load.retry')}
          </Button>
        </div>
      )}
    </Box>
  );
}

const Box = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  [role='alert'] {
    display: grid;
    justify-items: start;
    gap: ${({ theme }) => theme.space(3)};
  }
`;
