import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { WITHDRAWAL_STATUS_NAMES, type Withdrawal, type WithdrawalStatus } from '@xc/api-contract';
import { Button, formatMoney, useModals, VisuallyHidden } from '@xc/ui-kit';
import { accountModals } from '../modals';
import { Badge, LoadState } from '../pages/parts';
import { formatDateTime } from './format';
import { useWithdrawTexts } from './texts';
import { useWithdrawals } from './use-withdrawals';

const TONE: Record<WithdrawalStatus, 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  approved: 'warning',
  paid: 'success',
  failed: 'error',
  rejected: 'error',
};

/** Where the money goes, in a few words: "Vietcombank ****4567", "Viettel 100,000 ₫ × 2", "USDT TRC20 TQn9…x7Lp". */
function destinationOf(withdrawal: Withdrawal): string {
  const d = withdrawal.destination;
  const text = (key: string) =>
    typeof d[key] === 'string' || typeof d[key] === 'number' ? String(d[key]) : '';
  if (withdrawal.method === 'bank') return `${text('bankName')} ${text('accountNumber')}`.trim();
  if (withdrawal.method === 'card')
    return `${text('carrierName')} ${formatMoney(Number(d['denomination'] ?? 0))} × ${text('quantity')}`;
  const address = text('address');
  return `${text('currency')} ${text('network')} ${address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address}`;
}

/** The player's withdrawal requests, newest first, each with its status timeline. */
export function WithdrawalList({ highlight }: { highlight?: number | null }) {
  const t = useWithdrawTexts();
  const query = useWithdrawals();
  const list = query.data;
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(new Map<number, WithdrawalStatus>());
  useEffect(() => {
    if (!list) return;
    const changed: string[] = [];
    for (const item of list) {
      const before = seen.current.get(item.id);
      if (before && before !== item.status)
        changed.push(`${item.code}: ${WITHDRAWAL_STATUS_NAMES[item.status]}`);
      seen.current.set(item.id, item.status);
    }
    if (changed.length) setAnnouncement(changed.join('. '));
  }, [list]);

  return (
    <>
      {/* Status changes that arrive while the player waits are read out once. */}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {!list ? (
        <LoadState
          state={query.isError && !query.isFetching ? 'error' : 'loading'}
          onRetry={() => void query.refetch()}
        />
      ) : list.length === 0 ? (
        <Empty>{t('listEmpty')}</Empty>
      ) : (
        <Items>
          {list.map((item) => (
            <WithdrawalItem key={item.id} withdrawal={item} highlighted={item.id === highlight} />
          ))}
        </Items>
      )}
    </>
  );
}

function WithdrawalItem({ withdrawal, highlighted }: { withdrawal: Withdrawal; highlighted: boolean }) {
  const t = useWithdrawTexts();
  const modals = useModals();
  const titleId = `withdrawal-${withdrawal.id}`;
  const last = withdrawal.timeline[withdrawal.timeline.length - 1]?.status ?? withdrawal.status;
  const upcoming =
    last === 'pending' ? (['approved', 'paid'] as const) : last === 'approved' ? (['paid'] as const) : [];
  const cards = withdrawal.cards;
  return (
    <Item aria-labelledby={titleId} $highlighted={highlighted}>
      <Head>
        <div>
          <h3 id={titleId}>
            {t(`method.${withdrawal.method}`)} · {formatMoney(withdrawal.amount)}
          </h3>
          <p>{destinationOf(withdrawal)}</p>
        </div>
        <Badge $tone={TONE[withdrawal.status]}>{WITHDRAWAL_STATUS_NAMES[withdrawal.status]}</Badge>
      </Head>
      <Meta>
        <span>
          {t('code')}: <strong>{withdrawal.code}</strong>
        </span>
        <span>{formatDateTime(withdrawal.createdAt)}</span>
      </Meta>
      <Timeline aria-label={t('timeline')}>
        {withdrawal.timeline.map((event, index) => (
          <Step key={`${event.status}-${index}`} $state={TONE[event.status] === 'error' ? 'error' : 'done'}>
            <span>{t(`step.${event.status}`)}</span>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.note && <Note>{event.note}</Note>}
            {(event.status === 'rejected' || event.status === 'failed') &&
              event.note?.includes('hoàn lại') !== true && <Note>{t('moneyReturned')}</Note>}
          </Step>
        ))}
        {upcoming.map((status) => (
          <Step key={status} $state="todo">
            <span>
              <VisuallyHidden>{t('upcoming')}</VisuallyHidden>
              {t(`step.${status}`)}
            </span>
          </Step>
        ))}
      </Timeline>
      {withdrawal.method === 'card' && cards && cards.length > 0 && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void modals.open(accountModals.cardDetail, { code: withdrawal.code, cards })}
        >
          {t('showCards')}
        </Button>
      )}
    </Item>
  );
}

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $highlighted: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid
    ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  > button {
    justify-self: start;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  > span {
    flex: none;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1, 4)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Timeline = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: 'done' | 'error' | 'todo' }>`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  &::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 4px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 2px solid
      ${({ theme, $state }) =>
        $state === 'error'
          ? theme.colors.error
          : $state === 'done'
            ? theme.colors.success
            : theme.colors.borderStrong};
    background: ${({ theme, $state }) =>
      $state === 'error' ? theme.colors.error : $state === 'done' ? theme.colors.success : 'transparent'};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 10px;
    top: 18px;
    bottom: -6px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

const Note = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
`;
