import { useCallback, useId } from 'react';
import styled from 'styled-components';
import { REWARD_MESSAGES, type LostBetRefund, type LostBetRefundCampaign } from '@xc/api-contract';
import {
  claimLostBetRefund,
  lostBetRefundQueryOptions,
  useApiQuery,
  usePlayerId,
  type RewardPaid,
} from '@xc/data-access-api';
import { Button, formatMoney, useModals } from '@xc/ui-kit';
import { percentOfBp, vietnamEnd, vietnamTime } from '../format';
import { rewardsModalPorts } from '../modals';
import { Actions, Figures, LoadState, Muted, Panel } from '../parts';
import { refreshRewards } from '../refresh';
import { useRewardsTexts } from '../texts';
import { useClaim } from '../use-claim';

/**
 * `/su-kien/hoan-tra-cuoc`, under the page's title: the campaign's rule in figures (the API's terms),
 * then the player's own figure and the claim, or for a visitor the way to log in.
 */
export function RefundPanel() {
  const t = useRewardsTexts();
  const playerId = usePlayerId();
  const query = useApiQuery(lostBetRefundQueryOptions(playerId));
  const titleId = useId();

  if (!query.data) {
    return (
      <Panel aria-labelledby={titleId}>
        <h2 id={titleId}>{t('refund.title')}</h2>
        <LoadState
          state={query.isError && !query.isFetching ? 'error' : 'loading'}
          onRetry={() => void query.refetch()}
        />
      </Panel>
    );
  }
  const { campaign, mine } = query.data;
  if (!campaign) {
    return (
      <Panel aria-labelledby={titleId}>
        <h2 id={titleId}>{t('refund.title')}</h2>
        <p>{t('refund.noCampaign')}</p>
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{campaign.title}</h2>
      <CampaignRules campaign={campaign} />
      <h3>{t('refund.mine')}</h3>
      {playerId === null ? <VisitorPrompt /> : <PlayerFigure campaign={campaign} mine={mine} />}
    </Panel>
  );
}

function CampaignRules({ campaign }: { campaign: LostBetRefundCampaign }) {
  const t = useRewardsTexts();
  return (
    <>
      <h3>{t('refund.rules')}</h3>
      <Figures>
        <div>
          <dt>{t('refund.rate')}</dt>
          <dd>{t('refund.rateValue', { rate: percentOfBp(campaign.rateBp) })}</dd>
        </div>
        <div>
          <dt>{t('refund.cap')}</dt>
          <dd>{formatMoney(campaign.maxRefund)}</dd>
        </div>
        <div>
          <dt>{t('refund.window')}</dt>
          <dd>
            <Small>{vietnamTime(campaign.startsAt)}</Small>
            <Small>{t('refund.windowTo', { to: vietnamEnd(campaign.endsAt) })}</Small>
          </dd>
        </div>
        <div>
          <dt>{t('refund.claimUntil')}</dt>
          <dd>
            <Small>{vietnamEnd(campaign.claimUntil)}</Small>
          </dd>
        </div>
      </Figures>
      {campaign.terms.length > 0 && (
        <>
          <h3>{t('refund.terms')}</h3>
          <Terms>
            {campaign.terms.map((term, index) => (
              <li key={index}>{term}</li>
            ))}
          </Terms>
        </>
      )}
    </>
  );
}

function PlayerFigure({ campaign, mine }: { campaign: LostBetRefundCampaign; mine: LostBetRefund['mine'] }) {
  const t = useRewardsTexts();
  const send = useCallback((requestId: string) => claimLostBetRefund({ requestId }), []);
  const paidMessage = useCallback(
    (paid: RewardPaid) => t('refund.claimedToast', { amount: formatMoney(paid.amount) }),
    [t],
  );
  const { claim, pending } = useClaim({ send, paidMessage, refresh: refreshRewards });
  const whyId = useId();
  const now = Date.now();
  const notStarted = now < Date.parse(campaign.startsAt);
  const closed = now > Date.parse(campaign.claimUntil);
  const claimable = mine?.claimable ?? 0;
  const why = closed
    ? REWARD_MESSAGES.campaignClosed
    : notStarted
      ? t('refund.notStarted', { from: vietnamTime(campaign.startsAt) })
      : claimable <= 0
        ? REWARD_MESSAGES.nothingToClaim
        : null;
  return (
    <>
      <Figures aria-live="polite">
        <div>
          <dt>{t('refund.netLoss')}</dt>
          <dd>{formatMoney(mine?.netLoss ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('refund.refundable')}</dt>
          <dd>{formatMoney(mine?.refundable ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('refund.claimed')}</dt>
          <dd>{formatMoney(mine?.claimed ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('refund.claimable')}</dt>
          <dd>{formatMoney(claimable)}</dd>
        </div>
      </Figures>
      <Hint>{t('refund.netLossHint')}</Hint>
      <Actions>
        <Button
          onClick={() => void claim()}
          loading={pending}
          disabled={why !== null}
          aria-describedby={why ? whyId : undefined}
        >
          {t('refund.claim')}
        </Button>
        {why && <Muted id={whyId}>{why}</Muted>}
      </Actions>
    </>
  );
}

function VisitorPrompt() {
  const t = useRewardsTexts();
  const modals = useModals();
  return (
    <>
      <p>{t('refund.visitor')}</p>
      <Actions>
        <Button onClick={() => void modals.open(rewardsModalPorts.login, { tab: 0 })}>{t('login')}</Button>
      </Actions>
    </>
  );
}

const Hint = styled(Muted)`
  && {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Terms = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;
