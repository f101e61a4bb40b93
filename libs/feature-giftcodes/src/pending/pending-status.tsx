import styled from 'styled-components';
import type { GiftRedemption } from '@xc/api-contract';
import { pendingGiftCodeQueryOptions, useApiQuery, usePlayerId } from '@xc/data-access-api';
import { Button, formatMoney } from '@xc/ui-kit';
import { useGiftCodeTexts } from '../texts';

/** The player's pending code (or null), read once per mount and after every redemption. */
export function usePendingGiftCode() {
  return useApiQuery(pendingGiftCodeQueryOptions(usePlayerId()));
}

/**
 * The pending code's progress toward its required total bet, with what is left to bet; `quiet`
 * renders nothing when there is none, or while it loads (inside the modal, where the form matters
 * more than the status).
 */
export function PendingStatus({ quiet = false }: { quiet?: boolean }) {
  const t = useGiftCodeTexts();
  const query = usePendingGiftCode();
  if (query.isPending && !query.isError) {
    return quiet ? null : <Muted role="status">{t('pending.loading')}</Muted>;
  }
  if (query.isError) {
    if (quiet) return null;
    return (
      <Muted role="alert">
        {t('pending.failed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('pending.retry')}
        </Button>
      </Muted>
    );
  }
  const pending = query.data;
  if (!pending) return quiet ? null : <Muted>{t('pending.none')}</Muted>;
  return <PendingProgress pending={pending} />;
}

export function PendingProgress({ pending }: { pending: GiftRedemption }) {
  const t = useGiftCodeTexts();
  const remaining = Math.max(0, pending.requiredBet - pending.betSoFar);
  return (
    <Box>
      <strong>{t('pending.title')}</strong>
      <span>
        {t('pending.summary', {
          code: pending.code,
          betSoFar: formatMoney(pending.betSoFar),
          requiredBet: formatMoney(pending.requiredBet),
        })}
      </span>
      <Meter
        value={pending.betSoFar}
        max={Math.max(1, pending.requiredBet)}
        aria-label={t('pending.progress', { code: pending.code })}
        aria-valuetext={`${formatMoney(pending.betSoFar)} / ${formatMoney(pending.requiredBet)}`}
      />
      <small>{t('pending.remaining', { remaining: formatMoney(remaining) })}</small>
    </Box>
  );
}

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** A native progress bar (role, value and range for screen readers come with it), in the brand's colours. */
export const Meter = styled.progress`
  width: 100%;
  height: 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  appearance: none;
  background: ${({ theme }) => theme.colors.border};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.border};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;
