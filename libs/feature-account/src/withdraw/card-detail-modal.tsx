import { useState } from 'react';
import styled from 'styled-components';
import type { Withdrawal } from '@xc/api-contract';
import { Button, formatMoney, Modal, type ModalBodyProps } from '@xc/ui-kit';
import { useWithdrawTexts } from './texts';

export interface CardDetailParams {
  /** The withdrawal request's code. */
  code: string;
  cards: NonNullable<Withdrawal['cards']>;
}

/** `cardDetail` (spec §3): the scratch cards a paid card withdrawal bought, PIN and serial each. */
export function CardDetailModal({ params, close }: ModalBodyProps<CardDetailParams, undefined>) {
  const t = useWithdrawTexts();
  const [copied, setCopied] = useState<number | null>(null);
  const copy = async (index: number, pin: string) => {
    try {
      await navigator.clipboard.writeText(pin);
      setCopied(index);
    } catch {
      // No clipboard (an insecure context, a refusal): the PIN stays on screen to copy by hand.
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('cardsTitle')}
      description={t('cardsLead', { code: params.code })}
      maxWidth={560}
    >
      <Cards>
        {params.cards.map((card, index) => (
          <li key={`${card.serial}-${index}`}>
            <h3>
              {card.carrier} · {formatMoney(card.denomination)}
            </h3>
            <dl>
              <dt>{t('pin')}</dt>
              <dd>
                <code>{card.pin}</code>
              </dd>
              <dt>{t('serial')}</dt>
              <dd>
                <code>{card.serial}</code>
              </dd>
            </dl>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void copy(index, card.pin)}
              aria-label={t('copyPin', { index: index + 1 })}
            >
              {copied === index ? t('copied') : t('copy')}
            </Button>
          </li>
        ))}
      </Cards>
      <Button block onClick={() => close()}>
        {t('close')}
      </Button>
    </Modal>
  );
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  li > button {
    justify-self: start;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1, 3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0.04em;
  }
`;
