import styled from 'styled-components';
import type { MissionReward } from '@xc/api-contract';
import { Button, formatNumber, Modal, SuccessIcon, type ModalBodyProps } from '@xc/ui-kit';
import { rewardText, vnd } from '../format';
import { useMissionsTexts } from '../texts';

export interface ClaimSuccessParams {
  missionTitle: string;
  reward: MissionReward;
  /** The API's sentence for this claim, shown as sent. */
  message: string;
  /** The wallet balance after the credit. */
  balance: number;
}

/** `missionClaimSuccess`: what the claim paid, in the API's words, and the balance it left. */
export function ClaimSuccessModal({ params, close }: ModalBodyProps<ClaimSuccessParams>) {
  const t = useMissionsTexts();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('claimed.title')}
      description={params.message}
    >
      <Mark aria-hidden="true">
        <SuccessIcon size={48} />
      </Mark>
      <Facts>
        <div>
          <dt>{t('claimed.mission')}</dt>
          <dd>{params.missionTitle}</dd>
        </div>
        <div>
          <dt>{t('claimed.reward')}</dt>
          <dd>{rewardText(params.reward)}</dd>
        </div>
        <div>
          <dt>{t('claimed.balance')}</dt>
          <dd>{vnd(params.balance)}</dd>
        </div>
      </Facts>
      {params.reward.kind === 'bonus' && params.reward.rounds ? (
        <Note>{t('claimed.bonusNote', { rounds: formatNumber(params.reward.rounds) })}</Note>
      ) : null}
      <Button block onClick={() => close()}>
        {t('claimed.close')}
      </Button>
    </Modal>
  );
}

const Mark = styled.div`
  display: grid;
  place-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.success};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1, 3)};
    padding: ${({ theme }) => theme.space(2, 3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
