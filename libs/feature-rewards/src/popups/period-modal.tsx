import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  claimLostBetRefund,
  GENERIC_ERROR_MESSAGE,
  serverMessageOr,
  type RewardPaid,
} from '@xc/data-access-api';
import { Button, formatMoney, Modal, type ModalBodyProps } from '@xc/ui-kit';
import { Actions } from '../parts';
import { refreshRewards } from '../refresh';
import { useRewardsTexts } from '../texts';
import { useClaim } from '../use-claim';

export interface PeriodRewardParams {
  /** What the ready answer said is claimable (VND). */
  claimable: number;
}

/** `eventGetRewardPeriod`: a lost-bet refund waits; claimed here (closing on payment) or on its page. */
export function PeriodRewardModal({ params, close }: ModalBodyProps<PeriodRewardParams>) {
  const t = useRewardsTexts();
  const send = useCallback((requestId: string) => claimLostBetRefund({ requestId }), []);
  const paidMessage = useCallback(
    (paid: RewardPaid) => t('refund.claimedToast', { amount: formatMoney(paid.amount) }),
    [t],
  );
  const onPaid = useCallback(() => close(), [close]);
  const { claim, pending, error } = useClaim({ send, paidMessage, refresh: refreshRewards, onPaid });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('period.title')}
      description={t('period.text', { amount: formatMoney(params.claimable) })}
    >
      {error && <p role="alert">{serverMessageOr(error, GENERIC_ERROR_MESSAGE)}</p>}
      <Actions>
        <Button onClick={() => void claim()} loading={pending}>
          {t('period.action')}
        </Button>
        <Button as={Link} to="/su-kien/hoan-tra-cuoc" variant="secondary" onClick={() => close()}>
          {t('period.details')}
        </Button>
        <Button variant="ghost" onClick={() => close()}>
          {t('later')}
        </Button>
      </Actions>
    </Modal>
  );
}
