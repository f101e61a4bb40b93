import { useCallback, useId } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { APP_INSTALL_BONUS, REWARD_MESSAGES } from '@xc/api-contract';
import { appInstallStatusQueryOptions, claimAppInstall, sessionAtom, useApiQuery, type RewardPaid, useAtomSnapshot } from '@xc/data-access-api';
import { Button, formatMoney, SuccessIcon, useModals } from '@xc/ui-kit';
import { rewardsModalPorts } from '../modals';
import { Actions, Checklist, LoadState, Muted, Panel, type ChecklistItem } from '../parts';
import { refreshRewards } from '../refresh';
import { useRewardsTexts } from '../texts';
import { useClaim } from '../use-claim';
import { useStandalone } from './standalone';

/**
 * `/su-kien/thuong-tai-app`, under the page's title: the bonus, each condition met or not with the way
 * to meet it (install the app, log in, verify the phone), and the claim only when all are met.
 */
export function AppBonusPanel() {
  const t = useRewardsTexts();
  const titleId = useId();
  const session = useAtomSnapshot(sessionAtom);
  const playerId = session?.user.id ?? null;
  const standalone = useStandalone();
  const status = useApiQuery(appInstallStatusQueryOptions(playerId));
  const modals = useModals();
  const amount = status.data?.amount ?? APP_INSTALL_BONUS;
  const phoneVerified = status.data?.phoneVerified ?? session?.user.isVerifyPhone ?? false;

  const send = useCallback((requestId: string) => claimAppInstall({ standalone: true, requestId }), []);
  const paidMessage = useCallback(
    (paid: RewardPaid) => t('app.claimedToast', { amount: formatMoney(paid.amount) }),
    [t],
  );
  const { claim, pending } = useClaim({ send, paidMessage, refresh: refreshRewards });

  const verify = async () => {
    if (await modals.open(rewardsModalPorts.verify)) void status.refetch();
  };

  const items: ChecklistItem[] = [
    {
      id: 'standalone',
      label: t('app.standalone'),
      met: standalone,
      action: <TextLink to="/install-app">{t('app.install')}</TextLink>,
    },
    {
      id: 'login',
      label: t('app.loggedIn'),
      met: playerId !== null,
      action: (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void modals.open(rewardsModalPorts.login, { tab: 0 })}
        >
          {t('login')}
        </Button>
      ),
    },
    {
      id: 'phone',
      label: t('app.phone'),
      met: playerId !== null && phoneVerified,
      action:
        playerId === null ? undefined : (
          <Button size="sm" variant="secondary" onClick={() => void verify()}>
            {t('app.verifyPhone')}
          </Button>
        ),
    },
  ];
  const ready = items.every((item) => item.met);

  let footer;
  if (playerId !== null && !status.data) {
    footer = (
      <LoadState
        state={status.isError && !status.isFetching ? 'error' : 'loading'}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (status.data?.claimed) {
    footer = (
      <Claimed role="status">
        <SuccessIcon aria-hidden="true" />
        {REWARD_MESSAGES.appAlreadyClaimed}
      </Claimed>
    );
  } else if (ready) {
    footer = (
      <Actions>
        <Button size="lg" onClick={() => void claim()} loading={pending}>
          {t('app.claim', { amount: formatMoney(amount) })}
        </Button>
      </Actions>
    );
  } else {
    footer = <Muted>{standalone ? t('app.missingHint') : REWARD_MESSAGES.notStandalone}</Muted>;
  }

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('app.title')}</h2>
      <p>{t('app.amount', { amount: formatMoney(amount) })}</p>
      <h3>{t('app.conditions')}</h3>
      <Checklist label={t('app.conditions')} items={items} />
      <Footer>{footer}</Footer>
    </Panel>
  );
}

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Claimed = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
