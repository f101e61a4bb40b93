import { depositLimitsQueryOptions, useApiQuery, usePlayerId } from '@xc/data-access-api';
import { LoadState, Section } from '../pages/parts';
import { useDepositTexts } from '../deposit/texts';
import { LimitsForm } from './limits-form';

/** Anchor of the limits section on `/account/user` (the deposit pages link to it). */
export const LIMITS_ANCHOR = 'han-muc-nap';

/** The deposit limits section of the account area (`/account/user#han-muc-nap`). */
export function LimitsSection() {
  const t = useDepositTexts();
  const playerId = usePlayerId();
  const query = useApiQuery(depositLimitsQueryOptions(playerId));
  return (
    <Section aria-labelledby={`${LIMITS_ANCHOR}-title`} id={LIMITS_ANCHOR}>
      <h2 id={`${LIMITS_ANCHOR}-title`}>{t('limitsTitle')}</h2>
      {query.data ? (
        // Keyed by what is in force, so a saved change shows as the new starting point.
        <LimitsForm key={JSON.stringify(query.data)} limits={query.data} playerId={playerId} />
      ) : (
        <LoadState
          state={query.isError && !query.isFetching ? 'error' : 'loading'}
          onRetry={() => void query.refetch()}
        />
      )}
    </Section>
  );
}
