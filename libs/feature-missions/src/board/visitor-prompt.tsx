import { useId } from 'react';
import { Button, useModals } from '@xc/ui-kit';
import { missionsModalPorts } from '../modals';
import { useMissionsTexts } from '../texts';
import { Actions, Panel } from './parts';

/** A visitor's board: what missions are for, and the auth feature's login or register modal. */
export function VisitorPrompt() {
  const t = useMissionsTexts();
  const modals = useModals();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('visitor.title')}</h2>
      <p>{t('visitor.text')}</p>
      <Actions>
        <Button onClick={() => void modals.open(missionsModalPorts.login, { tab: 0 })}>
          {t('visitor.login')}
        </Button>
        <Button variant="secondary" onClick={() => void modals.open(missionsModalPorts.login, { tab: 1 })}>
          {t('visitor.register')}
        </Button>
      </Actions>
    </Panel>
  );
}
