import { Button, Modal, useModals, type ModalBodyProps } from '@xc/ui-kit';
import { rewardsModals } from '../modals';
import { Actions } from '../parts';
import { useRewardsTexts } from '../texts';

/** `eventGetRewardDaily`: today's spin is waiting. "Quay ngay" swaps this modal for `spinReward`. */
export function DailyRewardModal({ close }: ModalBodyProps) {
  const t = useRewardsTexts();
  const modals = useModals();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('daily.title')}
      description={t('daily.text')}
    >
      <Actions>
        <Button
          onClick={() => {
            close();
            void modals.open(rewardsModals.spinReward);
          }}
        >
          {t('daily.action')}
        </Button>
        <Button variant="ghost" onClick={() => close()}>
          {t('later')}
        </Button>
      </Actions>
    </Modal>
  );
}
