import { useState } from 'react';
import {
  CASHIER_MESSAGES as M,
  CRYPTO_ADDRESS_PATTERNS,
  type CryptoCurrency,
  type CryptoNetwork,
} from '@xc/api-contract';
import { cryptoRatesQueryOptions, useApiQuery, usePlayerId, withdrawToCrypto } from '@xc/data-access-api';
import { Button, formatMoney, formatNumber, Input, Notice, Select } from '@xc/ui-kit';
import { parseAmount } from './format';
import { amountProblem, ConfirmPanel, Fields, Hint, Total, useSubmission } from './submission';
import { useWithdrawTexts } from './texts';
import { WithdrawFrame, type WithdrawContext } from './withdraw-frame';

type CryptoValues = { currency: CryptoCurrency; network: CryptoNetwork; address: string; amount: number };

/** `/account/withdraw/crypto`: USDT or KDG to an address checked against its network. */
export default function CryptoWithdrawPage() {
  const submission = useSubmission<CryptoValues>(withdrawToCrypto);
  return (
    <WithdrawFrame method="crypto" created={submission.created}>
      {(context) => <CryptoForm submission={submission} {...context} />}
    </WithdrawFrame>
  );
}

/** What the network's addresses look like; null when the address fits. */
export function addressProblem(address: string, network: CryptoNetwork | ''): string | null {
  const trimmed = address.trim();
  if (trimmed === '') return M.addressRequired;
  if (!network) return null;
  return CRYPTO_ADDRESS_PATTERNS[network].test(trimmed) ? null : M.addressInvalid;
}

/** Coins for an amount of VND at a rate, floored to 6 decimals (what a wallet shows): "15.717092". */
export function coinsFor(amount: number, rate: number): string {
  const micro = Math.floor((amount * 1_000_000) / rate);
  const whole = Math.floor(micro / 1_000_000);
  const fraction = String(micro % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return `${formatNumber(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** The quoted amount of coins for `amount`, with the rate, read out when it changes. */
function Quote({ currency, amount }: { currency: CryptoCurrency | ''; amount: number | null }) {
  const t = useWithdrawTexts();
  const rates = useApiQuery(cryptoRatesQueryOptions(usePlayerId()));
  if (!currency) return null;
  const rate = rates.data?.find((item) => item.currency === currency)?.rate;
  return (
    <>
      <Total aria-live="polite">
        <span>{t('quoted')}</span>
        <strong>
          {rate && amount && amount > 0 ? t('quotedValue', { coins: coinsFor(amount, rate), currency }) : '—'}
        </strong>
      </Total>
      <Hint>
        {rate
          ? `${t('rate', { currency, rate: formatMoney(rate) })}. ${t('cryptoQuote', { currency })}`
          : rates.isError
            ? t('rateUnavailable', { currency })
            : t('cryptoQuote', { currency })}
      </Hint>
    </>
  );
}

function CryptoForm({
  submission,
  config,
  balance,
  left,
  limit,
}: WithdrawContext & { submission: ReturnType<typeof useSubmission<CryptoValues>> }) {
  const t = useWithdrawTexts();
  const [currency, setCurrency] = useState<CryptoCurrency | ''>('');
  const [network, setNetwork] = useState<CryptoNetwork | ''>('');
  const [address, setAddress] = useState('');
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<{
    currency?: string;
    network?: string;
    address?: string;
    amount?: string;
  }>({});
  const info = config.crypto.find((item) => item.currency === currency);
  const range = {
    min: info?.minWithdrawal ?? config.withdrawal['crypto']?.min ?? 0,
    max: config.withdrawal['crypto']?.max ?? 0,
  };

  if (left === 0) return <Notice role="status">{t('dailyLimitReached', { limit })}</Notice>;

  const review = submission.review;
  if (review)
    return (
      <ConfirmPanel
        rows={[
          [t('amount'), formatMoney(review.values.amount)],
          [t('currency'), review.values.currency],
          [t('network'), review.values.network],
          [t('address'), <code key="address">{review.values.address}</code>],
        ]}
        error={submission.error}
        submitting={submission.submitting}
        onBack={submission.back}
        onConfirm={() => {
          void submission.confirm().then((done) => {
            if (done) {
              setAddress('');
              setAmountText('');
            }
          });
        }}
      >
        <Quote currency={review.values.currency} amount={review.values.amount} />
      </ConfirmPanel>
    );

  const submit = () => {
    const amount = parseAmount(amountText);
    const next = {
      currency: currency ? undefined : M.currencyRequired,
      network: !network ? M.networkRequired : undefined,
      address: addressProblem(address, network) ?? undefined,
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
    if (Object.values(next).some(Boolean) || !currency || !network || amount === null) return;
    submission.start({ currency, network, address: address.trim(), amount });
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
        label={t('currency')}
        placeholder={t('chooseCurrency')}
        value={currency}
        onChange={(event) => {
          const next = event.target.value as CryptoCurrency;
          setCurrency(next);
          setErrors((current) => ({ ...current, currency: undefined }));
          // A network the new currency does not travel on is cleared, not sent.
          if (network && !config.crypto.find((item) => item.currency === next)?.networks.includes(network))
            setNetwork('');
        }}
        error={errors.currency}
        options={config.crypto.map((item) => ({ value: item.currency, label: item.currency }))}
      />
      <Select
        label={t('network')}
        placeholder={t('chooseNetwork')}
        value={network}
        onChange={(event) => {
          setNetwork(event.target.value as CryptoNetwork);
          // A changed field's old message goes; the next check comes with the next submit.
          setErrors((current) => ({ ...current, network: undefined }));
        }}
        error={errors.network}
        disabled={!info}
        options={(info?.networks ?? []).map((item) => ({ value: item, label: item }))}
      />
      <Input
        label={t('address')}
        hint={network ? t(`addressHint.${network}`) : undefined}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          // A changed field's old message goes; the next check comes with the next submit.
          setErrors((current) => ({ ...current, address: undefined }));
        }}
        onBlur={() =>
          address &&
          setErrors((current) => ({ ...current, address: addressProblem(address, network) ?? undefined }))
        }
        error={errors.address}
      />
      <Input
        label={t('amount')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('amountPlaceholder')}
        hint={
          info
            ? `${t('cryptoMin', { min: formatMoney(info.minWithdrawal), currency: info.currency })} · ${t('amountHint', { min: formatMoney(range.min), max: formatMoney(range.max) })}`
            : config.crypto
                .map((item) =>
                  t('cryptoMin', { min: formatMoney(item.minWithdrawal), currency: item.currency }),
                )
                .join(' · ')
        }
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
      <Quote currency={currency} amount={parseAmount(amountText)} />
      <Hint>{t('cryptoWarning')}</Hint>
      <Button type="submit">{t('continue')}</Button>
    </Fields>
  );
}
