import { useState } from 'react';
import { CASHIER_MESSAGES as M, type CardCarrier } from '@xc/api-contract';
import { withdrawAsCards } from '@xc/data-access-api';
import { Button, formatMoney, FormError, Input, Notice, Select } from '@xc/ui-kit';
import { ConfirmPanel, Fields, Hint, Total, useSubmission } from './submission';
import { useWithdrawTexts } from './texts';
import { WithdrawFrame, type WithdrawContext } from './withdraw-frame';

type CardValues = { carrier: CardCarrier; denomination: number; quantity: number; phoneLast5: string };

/** `/account/withdraw/card`: scratch cards bought with the balance, confirmed with the phone's last digits. */
export default function CardWithdrawPage() {
  const submission = useSubmission<CardValues>(withdrawAsCards);
  return (
    <WithdrawFrame method="card" created={submission.created}>
      {(context) => <CardForm submission={submission} {...context} />}
    </WithdrawFrame>
  );
}

/** Spec §5, exactly: required, at least 1, at most 5. */
export function quantityProblem(text: string, min: number, max: number): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return M.cardQuantityRequired;
  const value = Number(trimmed);
  if (!/^-?\d+$/.test(trimmed) || !Number.isSafeInteger(value)) return M.cardQuantityRequired;
  if (value < min) return M.cardQuantityMin;
  if (value > max) return M.cardQuantityMax;
  return null;
}

function CardForm({
  submission,
  config,
  balance,
  left,
  limit,
}: WithdrawContext & { submission: ReturnType<typeof useSubmission<CardValues>> }) {
  const t = useWithdrawTexts();
  const [carrier, setCarrier] = useState('');
  const [denomination, setDenomination] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{
    carrier?: string;
    denomination?: string;
    quantity?: string;
    phone?: string;
    total?: string;
  }>({});
  const range = config.withdrawal['card'] ?? { min: 0, max: 0 };
  const { min, max } = config.cardQuantity;
  const carrierInfo = config.cards.find((card) => card.carrier === carrier);
  const denominations = (carrierInfo ?? config.cards[0])?.denominations ?? [];
  const quantity = quantityProblem(quantityText, min, max) ? null : Number(quantityText.trim());
  const total = denomination && quantity ? Number(denomination) * quantity : null;

  if (left === 0) return <Notice role="status">{t('dailyLimitReached', { limit })}</Notice>;

  const review = submission.review;
  if (review) {
    const name =
      config.cards.find((card) => card.carrier === review.values.carrier)?.name ?? review.values.carrier;
    return (
      <ConfirmPanel
        rows={[
          [t('carrier'), name],
          [t('denomination'), formatMoney(review.values.denomination)],
          [t('quantity'), String(review.values.quantity)],
          [t('total'), formatMoney(review.values.denomination * review.values.quantity)],
        ]}
        error={submission.error}
        submitting={submission.submitting}
        onBack={submission.back}
        onConfirm={() => {
          if (!/^\d{5}$/.test(phone.trim())) {
            setErrors({ phone: M.phoneLast5Required });
            return;
          }
          setErrors({});
          void submission.confirm({ phoneLast5: phone.trim() }).then((done) => {
            if (done) setPhone('');
          });
        }}
      >
        <Input
          label={t('phoneLast5')}
          hint={t('phoneLast5Hint')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          value={phone}
          onChange={(event) => setPhone(event.target.value.replace(/\D/g, '').slice(0, 5))}
          error={errors.phone}
        />
      </ConfirmPanel>
    );
  }

  const submit = () => {
    const next: typeof errors = {
      carrier: carrier ? undefined : M.carrierRequired,
      denomination: denomination ? undefined : M.denominationRequired,
      quantity: quantityProblem(quantityText, min, max) ?? undefined,
    };
    if (total !== null) {
      if (total < range.min) next.total = M.amountMin(range.min);
      else if (total > range.max) next.total = M.amountMax(range.max);
      else if (balance !== null && total > balance) next.total = t('insufficient');
    }
    setErrors(next);
    if (Object.values(next).some(Boolean) || quantity === null) return;
    submission.start({
      carrier: carrier as CardCarrier,
      denomination: Number(denomination),
      quantity,
      phoneLast5: '',
    });
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
        label={t('carrier')}
        placeholder={t('chooseCarrier')}
        value={carrier}
        onChange={(event) => {
          setCarrier(event.target.value);
          // A changed field's old message goes; the next check comes with the next submit.
          setErrors((current) => ({ ...current, carrier: undefined }));
        }}
        error={errors.carrier}
        options={config.cards.map((card) => ({ value: card.carrier, label: card.name }))}
      />
      <Select
        label={t('denomination')}
        placeholder={t('chooseDenomination')}
        value={denomination}
        onChange={(event) => {
          setDenomination(event.target.value);
          // A changed field's old message goes; the next check comes with the next submit.
          setErrors((current) => ({ ...current, denomination: undefined }));
        }}
        error={errors.denomination}
        options={denominations.map((value) => ({ value: String(value), label: formatMoney(value) }))}
      />
      <Input
        label={t('quantity')}
        hint={t('quantityHint')}
        type="number"
        min={min}
        max={max}
        step={1}
        value={quantityText}
        onChange={(event) => {
          setQuantityText(event.target.value);
          // A changed field's old message goes; the next check comes with the next submit.
          setErrors((current) => ({ ...current, quantity: undefined }));
        }}
        error={errors.quantity}
      />
      <Total aria-live="polite">
        <span>{t('total')}</span>
        <strong>{total !== null ? formatMoney(total) : '—'}</strong>
      </Total>
      {errors.total && <FormError>{errors.total}</FormError>}
      <Hint>{t('cardsAfterPaid')}</Hint>
      <Button type="submit">{t('continue')}</Button>
    </Fields>
  );
}
