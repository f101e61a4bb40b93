import type { ReactNode } from 'react';
import { CASHIER_MESSAGES, type Deposit } from '@xc/api-contract';
import { Button, formatMoney } from '@xc/ui-kit';
import { Figure, StatusBox } from './parts';
import { useDepositTexts } from './texts';

/**
 * Where a deposit stands, in a live region: a screen reader hears "waiting", then the result,
 * without moving focus. Pending shows `pending`; success the credited amount and the API's note
 * (what arrived differs from what was asked); failure, expiry and cancellation their reason.
 */
export function DepositStatus({
  deposit,
  pending,
  onAgain,
}: {
  deposit: Deposit;
  pending: ReactNode;
  onAgain(): void;
}) {
  const t = useDepositTexts();
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {deposit.status === 'pending' ? (
        <StatusBox $tone="pending">{pending}</StatusBox>
      ) : deposit.status === 'completed' ? (
        <StatusBox $tone="success">
          <h3>{t('successTitle')}</h3>
          <p>{t('credited')}</p>
          <Figure>{formatMoney(deposit.credited)}</Figure>
          {deposit.fee > 0 && (
            <p>
              {t('fee')}: {formatMoney(deposit.fee)}
            </p>
          )}
          {deposit.note && <p>{deposit.note}</p>}
          <p>
            {t('code')}: <strong>{deposit.code}</strong>
          </p>
          <div>
            <Button onClick={onAgain}>{t('newDeposit')}</Button>
          </div>
        </StatusBox>
      ) : (
        <StatusBox $tone={deposit.status === 'failed' ? 'error' : 'warning'}>
          <h3>
            {deposit.status === 'expired'
              ? t('expiredTitle')
              : deposit.status === 'cancelled'
                ? t('cancelledTitle')
                : t('failedTitle')}
          </h3>
          <p>
            {deposit.status === 'expired'
              ? (deposit.note ?? CASHIER_MESSAGES.transferExpired)
              : deposit.status === 'cancelled'
                ? t('cancelledText')
                : (deposit.note ?? CASHIER_MESSAGES.paymentFailed)}
          </p>
          <div>
            <Button onClick={onAgain}>{deposit.method === 'codepay' ? t('createNewVoucher') : t('tryAgain')}</Button>
          </div>
        </StatusBox>
      )}
    </div>
  );
}
