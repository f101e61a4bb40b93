import styled from 'styled-components';
import { CASHBACK_CREDIT_TIME, type PlayerPromotions } from '@xc/api-contract';
import { formatMoney, media } from '@xc/ui-kit';
import { formatDateTime, formatDay, formatRate, productName } from '../format';
import { usePromotionsTexts } from '../texts';
import { Muted, Section, Table } from './parts';

/** Cashback: today's accrued amount by product and rate, then the credits paid (newest first). */
export function CashbackSection({ cashback }: { cashback: PlayerPromotions['cashback'] }) {
  const t = usePromotionsTexts();
  const { today, credits } = cashback;
  return (
    <Section aria-labelledby="cashback-title">
      <h2 id="cashback-title">{t('cashbackTitle')}</h2>
      <Muted>{t('cashbackLead', { time: CASHBACK_CREDIT_TIME })}</Muted>

      <h3 id="cashback-today-title">{t('todayTitle', { day: formatDay(today.day) })}</h3>
      <Highlights aria-labelledby="cashback-today-title">
        <div>
          <dt>{t('todayAmount')}</dt>
          <dd>{formatMoney(today.amount)}</dd>
        </div>
        <div>
          <dt>{t('todayTurnover')}</dt>
          <dd>{formatMoney(today.turnover)}</dd>
        </div>
      </Highlights>
      <Muted>{today.products.length === 0 ? t('todayEmpty') : t('todayNote', { time: CASHBACK_CREDIT_TIME })}</Muted>
      {today.products.length > 0 && (
        <Table aria-labelledby="cashback-today-title">
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col" data-number="">
                {t('turnover')}
              </th>
              <th scope="col" data-number="">
                {t('rate')}
              </th>
              <th scope="col" data-number="">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {today.products.map((row) => (
              <tr key={`${row.product}-${row.promotionCode}`}>
                <td data-head="">{productName(row.product)}</td>
                <td data-label={t('turnover')} data-number="">
                  {formatMoney(row.turnover)}
                </td>
                <td data-label={t('rate')} data-number="">
                  {formatRate(row.rateBp)}
                </td>
                <td data-label={t('amount')} data-number="">
                  {formatMoney(row.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <h3 id="cashback-credits-title">{t('creditsTitle')}</h3>
      {credits.length === 0 ? (
        <Muted>{t('creditsEmpty')}</Muted>
      ) : (
        <Table aria-labelledby="cashback-credits-title">
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col" data-number="">
                {t('turnover')}
              </th>
              <th scope="col" data-number="">
                {t('amount')}
              </th>
              <th scope="col">{t('creditedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {credits.map((credit) => (
              <tr key={credit.day}>
                <td data-head="">{formatDay(credit.day)}</td>
                <td data-label={t('turnover')} data-number="">
                  {formatMoney(credit.turnover)}
                </td>
                <td data-label={t('amount')} data-number="">
                  {formatMoney(credit.amount)}
                </td>
                <td data-label={t('creditedAt')}>{formatDateTime(credit.creditedAt)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td data-head="">{t('total')}</td>
              <td data-label={t('turnover')} data-number="">
                {formatMoney(credits.reduce((sum, credit) => sum + credit.turnover, 0))}
              </td>
              <td data-label={t('amount')} data-number="">
                {formatMoney(credits.reduce((sum, credit) => sum + credit.amount, 0))}
              </td>
              <td aria-hidden="true" />
            </tr>
          </tfoot>
        </Table>
      )}
    </Section>
  );
}

const Highlights = styled.dl`
  display: grid;
  /* One figure per line on a phone: a day's turnover in the hundreds of millions stays on one line. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  ${media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    max-width: 560px;
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3, 4)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  > div:first-child dd {
    color: ${({ theme }) => theme.colors.success};
  }
`;
