import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { PROMOTION_MESSAGES, type Withdrawal, type WithdrawalMethod } from '@xc/api-contract';
import { usePageHeading } from '@xc/brand';
import {
  balanceQueryOptions,
  cashierConfigQueryOptions,
  playerPromotionsQueryOptions,
  useApiQuery,
  type CashierConfig,
  usePlayerId,
} from '@xc/data-access-api';
import { formatMoney, formatNumber, Lead, media, PageTitle } from '@xc/ui-kit';
import { LoadState, QueryFigure, Section } from '../pages/parts';
import { useWithdrawTexts } from './texts';
import { madeToday, useWithdrawals } from './use-withdrawals';
import { WithdrawalList } from './withdrawal-list';

const METHODS: readonly WithdrawalMethod[] = ['bank', 'card', 'crypto'];

export interface WithdrawContext {
  config: CashierConfig;
  balance: number | null;
  /** Requests still allowed today (null until known). */
  left: number | null;
  limit: number;
}

/**
 * What every withdrawal page shares: its heading, the rule that a request cannot be cancelled, the
 * balance and today's count, the methods, the page's form, then the player's requests.
 */
export function WithdrawFrame({
  method,
  created,
  children,
}: {
  method: WithdrawalMethod;
  /** The request this page has just sent, if any: confirmed above the form and marked in the list. */
  created: Withdrawal | null;
  children: (context: WithdrawContext) => ReactNode;
}) {
  const t = useWithdrawTexts();
  const heading = usePageHeading(`/account/withdraw/${method}`);
  const playerId = usePlayerId();
  const balance = useApiQuery(balanceQueryOptions(playerId));
  const config = useApiQuery(cashierConfigQueryOptions());
  const withdrawals = useWithdrawals();
  // A bonus still wagering holds every withdrawal back: said before the player fills the form.
  const bonus = useApiQuery(playerPromotionsQueryOptions(playerId)).data?.active ?? null;
  const limit = config.data?.dailyWithdrawalCount ?? 0;
  const used = withdrawals.data ? madeToday(withdrawals.data) : null;
  const left = config.data && used !== null ? Math.max(0, limit - used) : null;

  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <Summary>
        <div>
          <dt>{t('balance')}</dt>
          <dd aria-live="polite">
            <QueryFigure query={balance}>{(data) => formatMoney(data.balance)}</QueryFigure>
          </dd>
        </div>
        <div>
          <dt>{t('todayCount')}</dt>
          <dd>
            {config.data && used !== null
              ? t('todayCountValue', { used: Math.min(used, limit), limit })
              : '…'}
          </dd>
        </div>
      </Summary>
      {bonus && bonus.remaining > 0 && (
        <BonusNotice>
          <p>
            <strong>{PROMOTION_MESSAGES.wageringIncomplete(bonus.remaining)}</strong>
          </p>
          <p>
            {t('bonusWagering', {
              title: bonus.title,
              wagered: formatNumber(bonus.wagered),
              requirement: `${formatNumber(bonus.requirement)} VND`,
            })}{' '}
            <Link to="/account/promotion">{t('bonusProgress')}</Link>
          </p>
        </BonusNotice>
      )}
      <Methods aria-label={t('methods')}>
        <ul>
          {METHODS.map((item) => (
            <li key={item}>
              <NavLink to={`/account/withdraw/${item}`}>{t(`method.${item}`)}</NavLink>
            </li>
          ))}
        </ul>
      </Methods>
      <Section aria-labelledby="withdraw-form-title">
        <h2 id="withdraw-form-title">{t('formTitle')}</h2>
        <Sent role="status">{created ? t('sentNotice', { code: created.code }) : ''}</Sent>
        {config.data ? (
          children({ config: config.data, balance: balance.data?.balance ?? null, left, limit })
        ) : (
          <LoadState
            state={config.isError && !config.isFetching ? 'error' : 'loading'}
            onRetry={() => void config.refetch()}
          />
        )}
        <Rule>{t('noCancel')}</Rule>
      </Section>
      <Section aria-labelledby="withdraw-list-title">
        <h2 id="withdraw-list-title">{t('listTitle')}</h2>
        <WithdrawalList highlight={created?.id ?? null} />
      </Section>
    </>
  );
}

const Summary = styled.dl`
  display: grid;
  /* The balance has the room: a nine-digit figure stays on one line on a phone beside "0/5". */
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0 0;
  div {
    padding: ${({ theme }) => theme.space(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const BonusNotice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Methods = styled.nav`
  margin-top: ${({ theme }) => theme.space(5)};
  ul {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    list-style: none;
    ${media.desktop} {
      max-width: 480px;
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.sm};
    text-align: center;
    white-space: nowrap;
    ${media.mobile} {
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  }
`;

const Rule = styled.p`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Sent = styled.p`
  margin: 0;
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(3, 4)};
    border: 1px solid ${({ theme }) => theme.colors.success};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;
