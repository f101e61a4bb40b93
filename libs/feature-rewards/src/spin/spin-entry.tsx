import { useId } from 'react';
import styled from 'styled-components';
import { REWARD_MESSAGES } from '@xc/api-contract';
import { spinStatusQueryOptions, useApiQuery, usePlayerId } from '@xc/data-access-api';
import { Button, preloadModal, useModals } from '@xc/ui-kit';
import { rewardsModalPorts, rewardsModals } from '../modals';
import { Muted, Panel } from '../parts';
import { useRewardsTexts } from '../texts';

/**
 * On `/su-kien`: the daily lucky spin, whether today's is still there, and the button that opens
 * `spinReward` (after the login modal for a visitor).
 */
export function SpinEntry() {
  const t = useRewardsTexts();
  const titleId = useId();
  const playerId = usePlayerId();
  const status = useApiQuery(spinStatusQueryOptions(playerId));
  const modals = useModals();

  const open = async () => {
    if (playerId === null && !(await modals.open(rewardsModalPorts.login, { tab: 0 }))) return;
    void modals.open(rewardsModals.spinReward);
  };
  const warm = () => void preloadModal(rewardsModals.spinReward).catch(() => undefined);

  let state: string | null = null;
  if (playerId !== null && status.data) {
    state = status.data.available
      ? t('spin.entryAvailable')
      : (status.data.reason ?? REWARD_MESSAGES.alreadySpun);
  }
  return (
    <Band aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>{t('spin.title')}</h2>
        <p>{t('spin.entryLead')}</p>
        {state && <Muted aria-live="polite">{state}</Muted>}
      </div>
      <Button size="lg" onClick={() => void open()} onPointerEnter={warm} onFocus={warm}>
        {playerId === null ? t('spin.visitor') : t('spin.open')}
      </Button>
    </Band>
  );
}

const Band = styled(Panel)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  max-width: none;
  h2 {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  > div {
    flex: 1 1 320px;
  }
`;
