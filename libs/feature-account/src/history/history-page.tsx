import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  BET_PAGE_SIZES,
  BET_STATUSES,
  BET_STATUS_NAMES,
  GIFT_REDEMPTION_STATUS_NAMES,
  TRANSACTION_PAGE_SIZES,
  type BetRecord,
  type GiftRedemption,
} from '@xc/api-contract';
import { usePageHeading } from '@xc/brand';
import {
  betHistoryQueryOptions,
  downloadHistoryCsv,
  giftCodeHistoryQueryOptions,
  serverMessageOr,
  transactionHistoryQueryOptions,
  useApiQuery,
  usePlayerId,
  type TransactionHistory,
} from '@xc/data-access-api';
import { Button, formatMoney, Input, Lead, media, PageTitle, Select, Tabs, useToast } from '@xc/ui-kit';
import { Badge, LoadState, QueryFigure, Section } from '../pages/parts';
import { formatDateTime } from '../withdraw/format';
import {
  DEFAULT_DAYS,
  DEFAULT_PAGE_SIZE,
  GIFT_CODE_PAGE_SIZES,
  HISTORY_TABS,
  pageSizesOf,
  readHistoryParams,
  rangeProblem,
  shortDate,
  TRANSACTION_STATUS_FILTERS,
  writeHistoryParams,
  type HistoryState,
} from './params';
import { historyTexts, useHistoryTexts } from './texts';
import { vietnamDate } from '../withdraw/format';

/** `/account/history`: bets, transactions and gift codes (spec §2, §3, §9), kept in the URL. */
export default function HistoryPage() {
  const t = useHistoryTexts();
  const heading = usePageHeading('/account/history');
  const [params, setParams] = useSearchParams();
  const state = readHistoryParams(params);
  const update = (next: Partial<HistoryState>) =>
    setParams(writeHistoryParams({ ...state, ...next }), { preventScrollReset: true });

  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <NetDeposit />
      <Section aria-label={t(`section.${state.tab}`)}>
        <Tabs
          label={t('tabs')}
          tabs={HISTORY_TABS.map((id) => ({ id, label: t(`tab.${id}`) }))}
          selected={HISTORY_TABS.indexOf(state.tab)}
          onSelect={(index) => {
            // A new tab starts at its first page with its own filters (the range stays).
            const tab = HISTORY_TABS[index] ?? 'bets';
            update({
              tab,
              page: 1,
              status: '',
              type: '',
              size: pageSizesOf(tab).includes(state.size) ? state.size : DEFAULT_PAGE_SIZE,
            });
          }}
        >
          {state.tab !== 'giftcode' && (
            <Filters
              key={`${state.tab}-${state.from}-${state.to}-${state.type}-${state.status}`}
              state={state}
              onApply={update}
            />
          )}
          {state.tab === 'bets' ? (
            <BetList state={state} onPage={update} />
          ) : state.tab === 'transactions' ? (
            <TransactionList state={state} onPage={update} />
          ) : (
            <GiftCodeList state={state} onPage={update} />
          )}
        </Tabs>
      </Section>
    </>
  );
}

/** Deposits − withdrawals since the account opened (the transactions answer carries it). */
function NetDeposit() {
  const t = useHistoryTexts();
  const query = useApiQuery(transactionHistoryQueryOptions(usePlayerId(), { page: 1, per_page: 5 }));
  return (
    <Net>
      <dt>{t('net')}</dt>
      <dd>
        <QueryFigure query={query}>
          {({ summary }) => (
            <>
              <strong>{formatMoney(summary.netDeposit)}</strong>
              <span>
                {t('netDetail', {
                  deposits: formatMoney(summary.deposits),
                  withdrawals: formatMoney(summary.withdrawals),
                })}
              </span>
            </>
          )}
        </QueryFigure>
      </dd>
    </Net>
  );
}

function Filters({ state, onApply }: { state: HistoryState; onApply(next: Partial<HistoryState>): void }) {
  const t = useHistoryTexts();
  const toast = useToast();
  const [from, setFrom] = useState(state.from);
  const [to, setTo] = useState(state.to);
  const [type, setType] = useState(state.type);
  const [status, setStatus] = useState(state.status);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const earliest = vietnamDate(-365);
  const today = vietnamDate(0);

  const statusOptions =
    state.tab === 'bets'
      ? BET_STATUSES.map((value) => ({ value, label: BET_STATUS_NAMES[value] }))
      : TRANSACTION_STATUS_FILTERS.map((value) => ({ value, label: t(`statuses.${value}`) }));

  const exportCsv = async () => {
    setExporting(true);
    if (state.tab === 'giftcode') return;
    const result = await downloadHistoryCsv(state.tab, {
      from: state.from,
      to: state.to,
      status: state.status,
      type: state.type || undefined,
    });
    setExporting(false);
    if (!result.ok) {
      toast({ title: serverMessageOr(result.error, t('exportFailed')), type: 'error', isAccount: true });
      return;
    }
    const url = URL.createObjectURL(result.data.blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = result.data.name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <FilterForm
      aria-label={t('filters')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = rangeProblem(from, to, t('rangeOrder'));
        setError(problem);
        if (!problem) onApply({ from, to, type, status, page: 1 });
      }}
    >
      <Input
        label={t('from')}
        type="date"
        value={from}
        min={earliest}
        max={today}
        onChange={(event) => setFrom(event.target.value)}
        error={error ?? undefined}
      />
      <Input
        label={t('to')}
        type="date"
        value={to}
        min={earliest}
        max={today}
        onChange={(event) => setTo(event.target.value)}
      />
      {state.tab === 'transactions' && (
        <Select
          label={t('type')}
          value={type}
          onChange={(event) => setType(event.target.value as HistoryState['type'])}
          options={[
            { value: '', label: t('all') },
            { value: 'deposit', label: t('types.deposit') },
            { value: 'withdrawal', label: t('types.withdrawal') },
          ]}
        />
      )}
      <Select
        label={t('status')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        options={[{ value: '', label: t('all') }, ...statusOptions]}
      />
      <FilterButtons>
        <Button type="submit">{t('apply')}</Button>
        <Button
          variant="secondary"
          onClick={() =>
            onApply({ from: vietnamDate(-(DEFAULT_DAYS - 1)), to: today, type: '', status: '', page: 1 })
          }
        >
          {t('reset')}
        </Button>
        <Button variant="ghost" loading={exporting} onClick={() => void exportCsv()}>
          {t('exportCsv')}
        </Button>
      </FilterButtons>
    </FilterForm>
  );
}

interface Column<T> {
  key: string;
  label: string;
  cell(row: T): ReactNode;
  numeric?: boolean;
}

/**
 * A real table (caption, column headers) on wide screens; under 768 px each row becomes a card whose
 * cells carry their column's name, with the table roles kept explicit so screen readers still read a table.
 */
function HistoryTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  busy,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  busy: boolean;
}) {
  return (
    <Table role="table" aria-busy={busy || undefined}>
      <caption>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.key} role="columnheader" scope="col" data-numeric={column.numeric || undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            {columns.map((column) => (
              <td
                key={column.key}
                role="cell"
                data-label={column.label}
                data-numeric={column.numeric || undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function BetList({ state, onPage }: { state: HistoryState; onPage(next: Partial<HistoryState>): void }) {
  const t = useHistoryTexts();
  const query = useApiQuery(
    betHistoryQueryOptions(usePlayerId(), {
      page: state.page,
      per_page: state.size,
      from: state.from,
      to: state.to,
      status: state.status,
    }),
  );
  const columns: Column<BetRecord>[] = [
    { key: 'code', label: t('col.betCode'), cell: (bet) => <Code>{bet.code}</Code> },
    {
      key: 'date',
      label: t('col.date'),
      cell: (bet) => <time dateTime={bet.createdAt}>{formatDateTime(bet.createdAt)}</time>,
    },
    {
      key: 'game',
      label: t('col.game'),
      cell: (bet) => (
        <>
          {bet.game.title}
          <Muted>{bet.game.partnerName}</Muted>
        </>
      ),
    },
    { key: 'stake', label: t('col.stake'), numeric: true, cell: (bet) => formatMoney(bet.stake) },
    {
      key: 'winLoss',
      label: t('col.winLoss'),
      numeric: true,
      cell: (bet) => (
        <Signed $sign={Math.sign(bet.winLoss)}>
          {bet.winLoss > 0 ? '+' : ''}
          {formatMoney(bet.winLoss)}
        </Signed>
      ),
    },
    { key: 'status', label: t('col.status'), cell: (bet) => BET_STATUS_NAMES[bet.status] },
  ];
  return (
    <ListBody
      query={query}
      empty={t('emptyBets')}
      sizes={BET_PAGE_SIZES}
      state={state}
      onPage={onPage}
      render={(data) => (
        <HistoryTable
          caption={t('betsCaption', { from: shortDate(state.from), to: shortDate(state.to) })}
          columns={columns}
          rows={data}
          rowKey={(bet) => bet.code}
          busy={query.isFetching}
        />
      )}
    />
  );
}

type TransactionRow = TransactionHistory['data'][number];

function TransactionList({
  state,
  onPage,
}: {
  state: HistoryState;
  onPage(next: Partial<HistoryState>): void;
}) {
  const t = useHistoryTexts();
  const query = useApiQuery(
    transactionHistoryQueryOptions(usePlayerId(), {
      page: state.page,
      per_page: state.size,
      from: state.from,
      to: state.to,
      status: state.status,
      type: state.type || undefined,
    }),
  );
  const method = (value: string) =>
    value in historyTexts.texts.methods
      ? t(`methods.${value as keyof typeof historyTexts.texts.methods}`)
      : value;
  const columns: Column<TransactionRow>[] = [
    { key: 'code', label: t('col.transactionCode'), cell: (row) => <Code>{row.code}</Code> },
    {
      key: 'date',
      label: t('col.date'),
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    { key: 'type', label: t('col.type'), cell: (row) => t(`types.${row.type}`) },
    { key: 'method', label: t('col.method'), cell: (row) => method(row.method) },
    {
      key: 'amount',
      label: t('col.amount'),
      numeric: true,
      cell: (row) => (
        <Signed $sign={row.type === 'deposit' ? 1 : -1}>
          {row.type === 'deposit' ? '+' : '−'}
          {formatMoney(row.amount)}
        </Signed>
      ),
    },
    { key: 'status', label: t('col.status'), cell: (row) => row.statusName },
  ];
  return (
    <ListBody
      query={query}
      empty={t('emptyTransactions')}
      sizes={TRANSACTION_PAGE_SIZES}
      state={state}
      onPage={onPage}
      render={(data) => (
        <HistoryTable
          caption={t('transactionsCaption', { from: shortDate(state.from), to: shortDate(state.to) })}
          columns={columns}
          rows={data}
          rowKey={(row) => `${row.type}-${row.id}`}
          busy={query.isFetching}
        />
      )}
    />
  );
}

/**
 * Every gift code the player entered, newest first (no range: a code stays relevant until its total
 * bet is reached, however long ago it was entered): what it gave, what it asks, how far the player is.
 */
function GiftCodeList({ state, onPage }: { state: HistoryState; onPage(next: Partial<HistoryState>): void }) {
  const t = useHistoryTexts();
  const query = useApiQuery(
    giftCodeHistoryQueryOptions(usePlayerId(), { page: state.page, per_page: state.size }),
  );
  const columns: Column<GiftRedemption>[] = [
    { key: 'code', label: t('col.giftCode'), cell: (row) => <Code>{row.code}</Code> },
    {
      key: 'date',
      label: t('col.enteredAt'),
      cell: (row) => <time dateTime={row.enteredAt}>{formatDateTime(row.enteredAt)}</time>,
    },
    { key: 'value', label: t('col.value'), numeric: true, cell: (row) => formatMoney(row.value) },
    {
      key: 'requiredBet',
      label: t('col.requiredBet'),
      numeric: true,
      cell: (row) => formatMoney(row.requiredBet),
    },
    {
      key: 'betSoFar',
      label: t('col.betSoFar'),
      numeric: true,
      cell: (row) => (
        <Progress>
          {formatMoney(row.betSoFar)}
          <Meter
            value={Math.min(row.betSoFar, row.requiredBet)}
            max={Math.max(1, row.requiredBet)}
            aria-label={t('betProgress', { code: row.code })}
            aria-valuetext={t('betProgressValue', {
              betSoFar: formatMoney(row.betSoFar),
              requiredBet: formatMoney(row.requiredBet),
            })}
          />
        </Progress>
      ),
    },
    {
      key: 'status',
      label: t('col.status'),
      cell: (row) => (
        <Badge $tone={row.status === 'eligible' ? 'success' : 'warning'}>
          {GIFT_REDEMPTION_STATUS_NAMES[row.status]}
        </Badge>
      ),
    },
  ];
  return (
    <ListBody
      query={query}
      empty={
        <>
          {t('emptyGiftCodes')} <Link to="/su-kien/gift-code">{t('enterGiftCode')}</Link>
        </>
      }
      sizes={GIFT_CODE_PAGE_SIZES}
      state={state}
      onPage={onPage}
      render={(data) => (
        <HistoryTable
          caption={t('giftCodesCaption')}
          columns={columns}
          rows={data}
          rowKey={(row) => String(row.id)}
          busy={query.isFetching}
        />
      )}
    />
  );
}

interface PageQuery<T> {
  data?: { data: T[]; meta: { pagination: { total: number; page: number; last_page: number } } };
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/** Loading, error, empty, or the table with its pagination. */
function ListBody<T>({
  query,
  empty,
  sizes,
  state,
  onPage,
  render,
}: {
  query: PageQuery<T>;
  empty: ReactNode;
  sizes: readonly number[];
  state: HistoryState;
  onPage(next: Partial<HistoryState>): void;
  render(data: T[]): ReactNode;
}) {
  const t = useHistoryTexts();
  if (!query.data)
    return (
      <LoadState
        state={query.isError && !query.isFetching ? 'error' : 'loading'}
        onRetry={() => void query.refetch()}
      />
    );
  const { data, meta } = query.data;
  const { total, last_page: pages } = meta.pagination;
  return (
    <>
      {query.isError && !query.isFetching && <LoadState state="error" onRetry={() => void query.refetch()} />}
      {data.length === 0 ? <Empty role="status">{empty}</Empty> : render(data)}
      <Pager aria-label={t('pagination')}>
        <p aria-live="polite">{t('pageOf', { page: Math.min(state.page, pages), pages, total })}</p>
        <Select
          label={t('perPage')}
          value={String(state.size)}
          onChange={(event) => onPage({ size: Number(event.target.value), page: 1 })}
          options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
        />
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={state.page <= 1}
            onClick={() => onPage({ page: state.page - 1 })}
          >
            {t('previous')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={state.page >= pages}
            onClick={() => onPage({ page: state.page + 1 })}
          >
            {t('next')}
          </Button>
        </div>
      </Pager>
    </>
  );
}

const Net = styled.dl`
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(1, 3)};
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-variant-numeric: tabular-nums;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const FilterForm = styled.form`
  display: grid;
  /* Two date fields side by side need ~170 px each: one column on phones. */
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    align-items: end;
  }
`;

const FilterButtons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1 1 auto;
  }
  ${media.desktop} {
    > * {
      flex: 0 0 auto;
    }
    > :last-child {
      margin-left: auto;
    }
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &[aria-busy='true'] tbody {
    opacity: 0.6;
  }
  caption {
    padding-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
    }
    tr {
      display: grid;
      padding: ${({ theme }) => theme.space(2, 3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.background};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(1.5, 0)};
      border: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Signed = styled.span<{ $sign: number }>`
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.success : $sign < 0 ? theme.colors.error : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Progress = styled.span`
  display: inline-grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 96px;
`;

/** A native progress bar (its role and figures reach screen readers), in the brand's colours. */
const Meter = styled.progress`
  width: 100%;
  height: 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  appearance: none;
  background: ${({ theme }) => theme.colors.border};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.border};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(6, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  p {
    flex: 1 1 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  > div:last-child {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  ${media.tabletUp} {
    p {
      flex: 1 1 auto;
    }
  }
`;
