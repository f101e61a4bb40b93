import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CASHIER_MESSAGES, PROMOTION_MESSAGES, type Deposit } from '@xc/api-contract';
import type { ApiError } from '@xc/data-access-api';
import { Button, formatMoney } from '@xc/ui-kit';
import { errorText, Figure, StatusBox } from './parts';
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
  level = 3,
}: {
  deposit: Deposit;
  pending: ReactNode;
  onAgain(): void;
  /** The result's heading level under the page's (2 where no section heading comes before it). */
  level?: 2 | 3;
}) {
  const t = useDepositTexts();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {deposit.status === 'pending' ? (
        <StatusBox $tone="pending">{pending}</StatusBox>
      ) : deposit.status === 'completed' ? (
        <StatusBox $tone="success">
          <Heading>{t('successTitle')}</Heading>
          <p>{t('credited')}</p>
          <Figure>{formatMoney(deposit.credited)}</Figure>
          {deposit.fee > 0 && (
            <p>
              {t('fee')}: {formatMoney(deposit.fee)}
            </p>
          )}
          {deposit.note && <p>{deposit.note}</p>}
          {/* The note says so when the chosen promotion could not be applied. */}
          {deposit.promotion !== 'none' && !deposit.note?.startsWith(PROMOTION_MESSAGES.notApplied('')) && (
            <p>
              {t('promotionApplied', { title: t(`promotions.${deposit.promotion}`) })}{' '}
              <Link to="/account/promotion">{t('promotionAppliedLink')}</Link>
            </p>
          )}
          <p>
            {t('code')}: <strong>{deposit.code}</strong>
          </p>
          <div>
            <Button onClick={onAgain}>{t('newDeposit')}</Button>
          </div>
        </StatusBox>
      ) : (
        <StatusBox $tone={deposit.status === 'failed' ? 'error' : 'warning'}>
          <Heading>
            {deposit.status === 'expired'
              ? t('expiredTitle')
              : deposit.status === 'cancelled'
                ? t('cancelledTitle')
                : t('failedTitle')}
          </Heading>
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

/**
 * A deposit of the address still loading, or not to be had: the API's reason (another player's or an
 * unknown id answers "not found") with a way back to the form, or "try again" for a failed call.
 */
export function DepositLoading({
  error,
  fetching,
  onRetry,
  onReset,
}: {
  error: ApiError | null;
  fetching: boolean;
  onRetry(): void;
  onReset(): void;
}) {
  const t = useDepositTexts();
  if (!error || fetching) {
    return <p role="status">{t('loading')}</p>;
  }
  const missing = error.status === 404;
  return (
    <StatusBox $tone="error" role="alert">
      <p>{missing ? error.message : errorText(error, t('loadFailed'))}</p>
      <div>
        <Button variant="secondary" size="sm" onClick={missing ? onReset : onRetry}>
          {missing ? t('newDeposit') : t('tryAgain')}
        </Button>
      </div>
    </StatusBox>
  );
}
