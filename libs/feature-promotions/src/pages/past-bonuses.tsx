import { BONUS_STATUS_NAMES, type Bonus } from '@xc/api-contract';
import { formatMoney, formatNumber } from '@xc/ui-kit';
import { formatDateTime } from '../format';
import { usePromotionsTexts } from '../texts';
import { Muted, Section, StatusBadge, Table } from './parts';

/** Ended bonuses, newest first: how each ended, the amounts, and what was taken back. */
export function PastBonusesSection({ past }: { past: readonly Bonus[] }) {
  const t = usePromotionsTexts();
  return (
    <Section aria-labelledby="promotion-past-title">
      <h2 id="promotion-past-title">{t('pastTitle')}</h2>
      {past.length === 0 ? (
        <Muted>{t('pastEmpty')}</Muted>
      ) : (
        <Table aria-labelledby="promotion-past-title">
          <thead>
            <tr>
              <th scope="col">{t('promotion')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col" data-number="">
                {t('depositShort')}
              </th>
              <th scope="col" data-number="">
                {t('bonus')}
              </th>
              <th scope="col" data-number="">
                {t('wagered')}
              </th>
              <th scope="col" data-number="">
                {t('forfeited')}
              </th>
              <th scope="col">{t('endedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {past.map((bonus) => (
              <tr key={bonus.id}>
                <td data-head="">{bonus.title}</td>
                <td data-label={t('status')}>
                  <StatusBadge $status={bonus.status}>{BONUS_STATUS_NAMES[bonus.status]}</StatusBadge>
                </td>
                <td data-label={t('depositShort')} data-number="">
                  {formatMoney(bonus.deposit)}
                </td>
                <td data-label={t('bonus')} data-number="">
                  {formatMoney(bonus.bonus)}
                </td>
                <td data-label={t('wagered')} data-number="">
                  {formatNumber(bonus.wagered)} / {formatNumber(bonus.requirement)}
                </td>
                <td data-label={t('forfeited')} data-number="">
                  {bonus.forfeited ? formatMoney(bonus.forfeited) : t('noForfeit')}
                </td>
                <td data-label={t('endedAt')}>{bonus.endedAt ? formatDateTime(bonus.endedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
