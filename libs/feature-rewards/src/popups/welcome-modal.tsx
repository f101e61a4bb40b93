import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '@xc/brand';
import { sessionAtom, useAtomSnapshot } from '@xc/data-access-api';
import { Button, Modal, SuccessIcon, useModals, type ModalBodyProps } from '@xc/ui-kit';
import { rewardsModalPorts } from '../modals';
import { useRewardsTexts } from '../texts';

/** The first deposit, with the 100 % first-deposit bonus already chosen (the deposit page reads `promotion`). */
export const FIRST_DEPOSIT_PATH = '/account/deposit/codepay?promotion=khuyen-mai-100';

/**
 * `eventWelcome`, right after a registration: the three things to do first, each with its way there.
 * Verifying the phone opens `verify` on top and this modal shows it done; the links close it.
 */
export function WelcomeModal({ close }: ModalBodyProps) {
  const t = useRewardsTexts();
  const brand = useBrand();
  const session = useAtomSnapshot(sessionAtom);
  const modals = useModals();
  const verified = session?.user.isVerifyPhone ?? false;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('welcome.title', { brand: brand.name })}
      description={t('welcome.lead')}
      maxWidth={560}
    >
      <Steps aria-label={t('welcome.steps')}>
        <Step number={1} title={t('welcome.phoneTitle')} text={t('welcome.phoneText')}>
          {verified ? (
            <Done>
              <SuccessIcon aria-hidden="true" />
              {t('welcome.phoneDone')}
            </Done>
          ) : (
            <Button size="sm" onClick={() => void modals.open(rewardsModalPorts.verify)}>
              {t('welcome.phoneAction')}
            </Button>
          )}
        </Step>
        <Step number={2} title={t('welcome.depositTitle')} text={t('welcome.depositText')}>
          <Button
            as={Link}
            to={FIRST_DEPOSIT_PATH}
            size="sm"
            variant={verified ? 'primary' : 'secondary'}
            onClick={() => close()}
          >
            {t('welcome.depositAction')}
          </Button>
        </Step>
        <Step number={3} title={t('welcome.promotionsTitle')} text={t('welcome.promotionsText')}>
          <Button as={Link} to="/khuyen-mai" size="sm" variant="secondary" onClick={() => close()}>
            {t('welcome.promotionsAction')}
          </Button>
        </Step>
      </Steps>
    </Modal>
  );
}

function Step({
  number,
  title,
  text,
  children,
}: {
  number: number;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Number aria-hidden="true">{number}</Number>
      <div>
        <h3>{title}</h3>
        <p>{text}</p>
        {children}
      </div>
    </li>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space(1, 0, 3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Number = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
