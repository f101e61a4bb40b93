import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CASHIER_MESSAGES as M } from '@xc/api-contract';
import { bankAccountsQueryOptions, useApiQuery, usePlayerId, withdrawToBank } from '@xc/data-access-api';
import { Button, formatMoney, formatNumber, Input, Notice, Select } from '@xc/ui-kit';
import { LoadState } from '../pages/parts';
import { parseAmount } from './format';
import { amountProblem, ConfirmPanel, Fields, Hint, useSubmission } from './submission';
import { useWithdrawTexts } from './texts';
import { WithdrawFrame, type WithdrawContext } from './withdraw-frame';

type BankValues = { bankAccountId: number; amount: number };

/** `/account/withdraw/bank` (the default): to one of the player's own verified bank accounts. */
export default function BankWithdrawPage() {
  const submission = useSubmission<BankValues>(withdrawToBank);
  return (
    <WithdrawFrame method="bank" created={submission.created}>
      {(context) => <BankForm submission={submission} {...context} />}
    </WithdrawFrame>
  );
}

const masked = (number: string) => `•••• ${number.slice(-4)}`;

function BankForm({
  submission,
  config,
  balance,
  left,
  limit,
}: WithdrawContext & { submission: ReturnType<typeof useSubmission<BankValues>> }) {
  const t = useWithdrawTexts();
  const banks = useApiQuery(bankAccountsQueryOptions(usePlayerId()));
  const [accountId, setAccountId] = useState('');
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<{ account?: string; amount?: string }>({});
  const range = config.withdrawal['bank'] ?? { min: 0, max: 0 };

  if (!banks.data)
    return (
      <LoadState
        state={banks.isError && !banks.isFetching ? 'error' : 'loading'}
        onRetry={() => void banks.refetch()}
      />
    );
  const verified = banks.data.filter((account) => account.status === 'verified');
  const verifying = banks.data.some((account) => account.status === 'verifying');
  if (verified.length === 0)
    return (
      <EmptyState>
        <p>
          <strong>{t('noVerifiedBank')}</strong>
        </p>
        <p>{verifying ? t('bankVerifying') : t('noVerifiedBankHint')}</p>
        <Button as={Link} to="/account/bank">
          {t('manageBanks')}
        </Button>
      </EmptyState>
    );
  if (left === 0) return <Notice role="status">{t('dailyLimitReached', { limit })}</Notice>;

  const review = submission.review;
  if (review) {
    const account = verified.find((item) => item.id === review.values.bankAccountId);
    return (
      <ConfirmPanel
        rows={[
          [t('amount'), formatMoney(review.values.amount)],
          [
            t('to'),
            account
              ? `${account.bankShortName} ${masked(account.accountNumber)} · ${account.holderName}`
              : '',
          ],
        ]}
        error={submission.error}
        submitting={submission.submitting}
        onBack={submission.back}
        onConfirm={() => {
          void submission.confirm().then((done) => {
            if (done) setAmountText('');
          });
        }}
      />
    );
  }

  const submit = () => {
    const amount = parseAmount(amountText);
    const next = {
      account: accountId ? undefined : M.bankAccountRequired,
      amount:
        amountProblem(amount, range, balance, {
          required: M.amountRequired,
          invalid: M.amountInvalid,
          min: M.amountMin(range.min),
          max: M.amountMax(range.max),
          insufficient: t('insufficient'),
        }) ?? undefined,
    };
    setErrors(next);
    if (next.account || next.amount || amount === null) return;
    submission.start({ bankAccountId: Number(accountId), amount });
  };

  return (
    <Fields
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Select
        label={t('bankAccount')}
        placeholder={t('chooseBankAccount')}
        value={accountId}
        onChange={(event) => {
          setAccountId(event.target.value);
          // A changed field's old message goes; the next check comes with the next submit.
          setErrors((current) => ({ ...current, account: undefined }));
        }}
        error={errors.account}
        options={verified.map((account) => ({
          value: String(account.id),
          label: `${account.bankShortName} ${masked(account.accountNumber)} · ${account.holderName}`,
        }))}
      />
      {verifying && <Hint>{t('bankVerifying')}</Hint>}
      <Input
        label={t('amount')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('amountPlaceholder')}
        hint={t('amountHint', { min: formatMoney(range.min), max: formatMoney(range.max) })}
        value={amountText}
        onChange={(event) => {
          setAmountText(event.target.value);
          // A changed field's old message goes; the next check comes with the next submit.
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
        onBlur={() => {
          const amount = parseAmount(amountText);
          if (amount !== null && Number.isFinite(amount)) setAmountText(formatNumber(amount));
        }}
        error={errors.amount}
      />
      <Button type="submit">{t('continue')}</Button>
    </Fields>
  );
}

const EmptyState = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;
