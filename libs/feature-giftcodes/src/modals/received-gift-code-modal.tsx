import { Link } from 'react-router';
import styled from 'styled-components';
import { GIFT_CODE_MESSAGES, type GiftRedemption } from '@xc/api-contract';
import { Button, formatMoney, Modal, type ModalBodyProps } from '@xc/ui-kit';
import { GIFT_CODE_HISTORY_PATH } from '../paths';
import { useGiftCodeTexts } from '../texts';

/**
 * `receivedGiftcode`: the value credited, the total bet the code asks and what it means (the value
 * can be withdrawn once that total is reached), and the way to follow it in the history.
 */
export function ReceivedGiftCodeModal({ params, close }: ModalBodyProps<GiftRedemption>) {
  const t = useGiftCodeTexts();
  const { code, value, requiredBet } = params;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('received.title')}
      description={GIFT_CODE_MESSAGES.received(value)}
    >
      <Figure aria-hidden="true">+{formatMoney(value)}</Figure>
      <Facts>
        <dt>{t('received.code')}</dt>
        <dd>
          <Code>{code}</Code>
        </dd>
        <dt>{t('received.value')}</dt>
        <dd>{formatMoney(value)}</dd>
        <dt>{t('received.requiredBet')}</dt>
        <dd>{formatMoney(requiredBet)}</dd>
      </Facts>
      <Explain>
        {requiredBet > 0
          ? t('received.explain', { requiredBet: formatMoney(requiredBet) })
          : t('received.explainNone')}
      </Explain>
      <Actions>
        <Button as={Link} to={GIFT_CODE_HISTORY_PATH} variant="secondary" onClick={() => close()}>
          {t('received.history')}
        </Button>
        <Button onClick={() => close()}>{t('received.close')}</Button>
      </Actions>
    </Modal>
  );
}

const Figure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2, 4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

const Explain = styled.p`
  margin: ${({ theme }) => theme.space(4, 0, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  > * {
    flex: 1 1 auto;
  }
`;
