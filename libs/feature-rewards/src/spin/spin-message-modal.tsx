import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { SpinResult } from '@xc/api-contract';
import { Button, formatMoney, Modal, type ModalBodyProps } from '@xc/ui-kit';
import { Actions, Code, Muted } from '../parts';
import { useRewardsTexts } from '../texts';
import type { SpinPrize } from './spin-math';
import { prizeForTicket, sha256Hex, spinMessage, spinTicket } from './verify';

export interface SpinMessageParams {
  result: SpinResult;
  /** The hash the player saw before spinning (the status's), not the one the answer repeats. */
  committedHash: string;
  /** The prize table of that spin, for redoing the draw. */
  prizes: readonly SpinPrize[];
}

type Check =
  | { state: 'checking' }
  | { state: 'unavailable' }
  | { state: 'done'; hashOk: boolean; ticket: number; outcomeOk: boolean };

/** Redoes the spin in the browser from the revealed seed: the hash, then the ticket and its prize. */
function useCheck({ result, committedHash, prizes }: SpinMessageParams): Check {
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const hash = await sha256Hex(result.serverSeed);
        const ticket = await spinTicket(result.serverSeed, result.clientSeed, result.nonce);
        if (!live) return;
        if (hash === null || ticket === null) {
          setCheck({ state: 'unavailable' });
          return;
        }
        const redone = prizeForTicket(prizes, ticket);
        setCheck({
          state: 'done',
          hashOk: hash === committedHash.toLowerCase(),
          ticket,
          outcomeOk: redone?.index === result.prize.index,
        });
      } catch {
        if (live) setCheck({ state: 'unavailable' });
      }
    })();
    return () => {
      live = false;
    };
  }, [result, committedHash, prizes]);
  return check;
}

/** `spinMessage`: what the spin gave, the revealed server seed, and the proof that it was fixed beforehand. */
export function SpinMessageModal({ params, close }: ModalBodyProps<SpinMessageParams>) {
  const t = useRewardsTexts();
  const { result, committedHash } = params;
  const check = useCheck(params);
  const won = result.prize.amount > 0;
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={t('result.title')} maxWidth={640}>
      <Headline $won={won} role="status">
        {won ? t('result.won', { amount: formatMoney(result.prize.amount) }) : t('result.lost')}
      </Headline>
      <p>{t('result.balance', { balance: formatMoney(result.balance) })}</p>
      <h3>{t('result.proof')}</h3>
      <Facts>
        <dt>{t('result.serverSeed')}</dt>
        <dd>
          <Code>{result.serverSeed}</Code>
        </dd>
        <dt>{t('result.committedHash')}</dt>
        <dd>
          <Code>{committedHash}</Code>
        </dd>
        <dt>{t('result.clientSeed')}</dt>
        <dd>
          <Code>{result.clientSeed}</Code>
        </dd>
        <dt>{t('result.nonce')}</dt>
        <dd>
          <Code>{result.nonce}</Code>
        </dd>
      </Facts>
      <Verdicts aria-live="polite">
        {check.state === 'checking' && <li>{t('result.checking')}</li>}
        {check.state === 'unavailable' && <li>{t('result.hashUnchecked')}</li>}
        {check.state === 'done' && (
          <>
            <li data-ok={check.hashOk}>{check.hashOk ? t('result.hashMatches') : t('result.hashDiffers')}</li>
            <li data-ok={check.outcomeOk}>
              {t('result.ticket', { ticket: check.ticket })}.{' '}
              {check.outcomeOk ? t('result.outcomeMatches') : t('result.outcomeDiffers')}
            </li>
          </>
        )}
      </Verdicts>
      <details>
        <Summary>{t('result.howTo')}</Summary>
        <Steps>
          <li>{t('result.step1')}</li>
          <li>{t('result.step2', { message: spinMessage(result.clientSeed, result.nonce) })}</li>
          <li>{t('result.step3')}</li>
          <li>{t('result.step4')}</li>
        </Steps>
      </details>
      <Muted>{t('result.again')}</Muted>
      <Actions>
        <Button onClick={() => close()}>{t('ok')}</Button>
      </Actions>
    </Modal>
  );
}

const Headline = styled.p<{ $won: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme, $won }) => ($won ? theme.colors.success : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Facts = styled.dl`
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1, 0, 3)};
  }
`;

const Verdicts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2, 0, 4)};
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2, 3)};
    border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
  }
  li[data-ok='true'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  li[data-ok='false'] {
    border-left-color: ${({ theme }) => theme.colors.error};
  }
`;

const Summary = styled.summary`
  min-height: 28px;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3, 0, 4)};
  padding-left: ${({ theme }) => theme.space(5)};
  overflow-wrap: anywhere;
`;
