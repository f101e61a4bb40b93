import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, RefreshIcon } from '@xc/ui-kit';
import { useShellTexts } from '../texts';
import { ErrorScreen } from './error-screen';

/** Where the client goes when the API answers 503 MAINTENANCE_MODE (spec §4). */
export default function MaintenancePage() {
  const t = useShellTexts();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  return (
    <ErrorScreen
      status={503}
      title={t('maintenanceTitle')}
      action={
        <Button variant="secondary" onClick={() => void navigate(from, { replace: true })}>
          <Row>
            <RefreshIcon size={18} />
            {t('maintenanceRetry')}
          </Row>
        </Button>
      }
    >
      <p role="status">{t('maintenanceMessage')}</p>
    </ErrorScreen>
  );
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
