import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PROMOTION_ERROR_CODES, type Withdrawal } from '@xc/api-contract';
import { Link } from 'react-router';
import { newRequestId, serverMessageOr, usePlayerId, type ApiResult } from '@xc/data-access-api';
import { Button, FormError, useToast } from '@xc/ui-kit';
import { useWithdrawTexts, withdrawTexts } from './texts';
import { refreshAfterSubmit } from './use-withdrawals';

/** A refused or failed request: what to show, and the API's code (the wagering refusal gets a way to it). */
export interface SubmissionError {
  message: string;
  code: string;
}

/**
 * Form → confirmation → request. The request id is made when the player reaches the confirmation,
 * so a double click, a retry after a lost answer or a second tap while the first is on its way all
 * send the same id, and the API makes one request of them. Going back to the form starts a new one.
 */
export function useSubmission<T>(send: (body: T & { requestId: string }) => Promise<ApiResult<Withdrawal>>) {
  const playerId = usePlayerId();
  const toast = useToast();
  const [review, setReview] = useState<{ values: T; requestId: string } | null>(null);
  const [error, setError] = useState<SubmissionError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const inFlight = useRef(false);

  return {
    review,
    error,
    submitting,
    created,
    start(values: T) {
      setError(null);
      setReview({ values, requestId: newRequestId() });
    },
    back() {
      setError(null);
      setReview(null);
    },
    async confirm(extra: Partial<T> = {}): Promise<boolean> {
      if (!review || inFlight.current) return false;
      inFlight.current = true;
      setSubmitting(true);
      setError(null);
      try {
        const result = await send({ ...review.values, ...extra, requestId: review.requestId });
        if (!result.ok) {
          setError({ message: serverMessageOr(result.error, withdrawTexts.t('genericError')), code: result.error.code });
          return false;
        }
        refreshAfterSubmit(playerId, result.data);
        setCreated(result.data);
        setReview(null);
        toast({
          title: withdrawTexts.t('submitted', { code: result.data.code }),
          type: 'success',
          isAccount: true,
        });
        return true;
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
  };
}

/** The confirmation step: what will happen, in rows, then back or confirm. */
export function ConfirmPanel({
  rows,
  error,
  submitting,
  onBack,
  onConfirm,
  children,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  error: SubmissionError | null;
  submitting: boolean;
  onBack(): void;
  onConfirm(): void;
  children?: ReactNode;
}) {
  const t = useWithdrawTexts();
  const title = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the step that replaced the form.
  useEffect(() => title.current?.focus(), []);
  return (
    <Panel
      aria-labelledby="withdraw-confirm-title"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      noValidate
    >
      <h3 id="withdraw-confirm-title" tabIndex={-1} ref={title}>
        {t('confirmTitle')}
      </h3>
      <p>{t('confirmLead')}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {error && (
        <FormError>
          {error.message}
          {/* Withdrawals wait for the bonus's wagering: the remaining amount is in the message, the meter a link away. */}
          {error.code === PROMOTION_ERROR_CODES.wageringIncomplete && (
            <>
              {' '}
              <Link to="/account/promotion">{t('bonusProgress')}</Link>
            </>
          )}
        </FormError>
      )}
      <Buttons>
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          {t('back')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('confirm')}
        </Button>
      </Buttons>
    </Panel>
  );
}

const Panel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    outline: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    display: grid;
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(1, 3)};
    padding: ${({ theme }) => theme.space(3, 4)};
  }
  dl > div + div {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    /* A long value (an account, an address) moves under its label rather than squeezing beside it. */
    margin: 0 0 0 auto;
    max-width: 100%;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  > * {
    flex: 1 1 160px;
  }
`;

/** The form step's layout: fields in one column on phones, two from tablets up. */
export const Fields = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-variant-numeric: tabular-nums;
  }
`;

/** Checks an amount against the method's range and the balance; null when it is fine. */
export function amountProblem(
  amount: number | null,
  range: { min: number; max: number },
  balance: number | null,
  messages: { required: string; invalid: string; min: string; max: string; insufficient: string },
): string | null {
  if (amount === null) return messages.required;
  if (!Number.isSafeInteger(amount) || amount <= 0) return messages.invalid;
  if (amount < range.min) return messages.min;
  if (amount > range.max) return messages.max;
  if (balance !== null && amount > balance) return messages.insufficient;
  return null;
}

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
