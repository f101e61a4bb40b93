import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { isLoggedInAtom, useAtomSnapshot } from '@xc/data-access-api';
import { Button, ensureContrast, GiftIcon, useModals } from '@xc/ui-kit';
import { GiftCodeForm } from '../form/gift-code-form';
import { giftCodeModalPorts, giftCodeModals } from '../modals';
import { GIFT_CODE_HISTORY_PATH } from '../paths';
import { PendingStatus } from '../pending/pending-status';
import { useGiftCodeTexts } from '../texts';

/**
 * On `/su-kien/gift-code`, under the title: the form itself for a player (no modal to open first),
 * with the pending code's progress and the way to the history; a visitor is asked to sign in.
 */
export function GiftCodeEventPanel() {
  const t = useGiftCodeTexts();
  const modals = useModals();
  const loggedIn = useAtomSnapshot(isLoggedInAtom);
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <Heading id={titleId}>
        <GiftIcon size={22} />
        {t('panel.title')}
      </Heading>
      {loggedIn ? (
        <Columns>
          <GiftCodeForm
            onRedeemed={(redemption) => void modals.open(giftCodeModals.receivedGiftcode, redemption)}
          />
          <Side>
            <PendingStatus />
            <Link to={GIFT_CODE_HISTORY_PATH}>{t('panel.history')}</Link>
          </Side>
        </Columns>
      ) : (
        <Visitor>
          <p>{t('panel.visitor')}</p>
          <Button onClick={() => void modals.open(giftCodeModalPorts.login, { tab: 0 })}>
            {t('panel.login')}
          </Button>
        </Visitor>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 68ch;
  margin: ${({ theme }) => theme.space(6, 0, 0)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  svg {
    /* A graphic beside its text: 3:1 against the card on every brand, light ones included (WCAG 1.4.11). */
    color: ${({ theme }) => ensureContrast(theme.colors.accent, theme.colors.surface, 3)};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Visitor = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
