import { useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, ErrorIcon, SuccessIcon, useModals } from '@xc/ui-kit';
import { missionsModalPorts } from '../modals';
import { missingMessage, type MissingSteps } from '../requirements';
import { useMissionsTexts } from '../texts';
import { Panel } from './parts';

/**
 * The must-deposit/verify state (spec §5): which configured step is missing, said in the API's
 * words, each step marked done or not (in words as well as with a mark), and the way to it: the
 * deposit page, or the auth feature's `verify` modal (the missions are read again once verified).
 * Only the steps the configuration asks are listed.
 */
export function RequirementsPanel({
  steps,
  required,
  onVerified,
}: {
  steps: MissingSteps;
  /** Which steps the configuration asks at all. */
  required: { deposit: boolean; phone: boolean };
  onVerified(): void;
}) {
  const t = useMissionsTexts();
  const modals = useModals();
  const titleId = useId();
  const items = [
    required.deposit && {
      id: 'deposit',
      label: t('requirements.deposit'),
      met: !steps.deposit,
      action: (
        <Button as={Link} to="/account/deposit" size="sm">
          {t('requirements.depositAction')}
        </Button>
      ),
    },
    required.phone && {
      id: 'phone',
      label: t('requirements.phone'),
      met: !steps.phone,
      action: (
        <Button
          size="sm"
          onClick={async () => {
            if (await modals.open(missionsModalPorts.verify)) onVerified();
          }}
        >
          {t('requirements.phoneAction')}
        </Button>
      ),
    },
  ].filter((item) => item !== false);
  return (
    <Panel aria-labelledby={titleId} role="region">
      <h2 id={titleId}>{t('requirements.title')}</h2>
      <p>{missingMessage(steps)}</p>
      <Steps aria-label={t('requirements.steps')}>
        {items.map((item) => (
          <li key={item.id} data-met={item.met}>
            <span aria-hidden="true">{item.met ? <SuccessIcon size={20} /> : <ErrorIcon size={20} />}</span>
            <strong>{item.label}</strong>
            <small>{item.met ? t('requirements.done') : t('requirements.missing')}</small>
            {!item.met && item.action}
          </li>
        ))}
      </Steps>
    </Panel>
  );
}

const Steps = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2, 3)};
    padding: ${({ theme }) => theme.space(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  li > span {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.error};
  }
  li[data-met='true'] > span {
    color: ${({ theme }) => theme.colors.success};
  }
  strong {
    flex: 1 1 auto;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li > a,
  li > button {
    margin-left: auto;
  }
  @media (max-width: 767px) {
    li > a,
    li > button {
      flex: 1 1 100%;
    }
  }
`;
