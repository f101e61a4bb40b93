import { useState, type FormEvent, type ReactNode } from 'react';
import {
  CASHIER_ERROR_CODES,
  CASHIER_MESSAGES,
  type Deposit,
  type DepositPromotion,
} from '@xc/api-contract';
import { usePlayerId, type ApiResult } from '@xc/data-access-api';
import { Button, FormError } from '@xc/ui-kit';
import { AmountField, errorText, Form, isDecided, parseAmount, useSubmitId } from './parts';
import { isPromotionError, PromotionField, refreshPromotions, usePromotionChoice } from './promotion-field';

interface SafeParser {
  safeParse(data: unknown):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export interface AmountBody {
  amount: number;
  promotion: DepositPromotion;
  requestId: string;
}

/**
 * The amount and promotion form of the methods the player chooses an amount for (codepay, bank
 * transfer, e-wallet): checked with the method's shared schema and the brand's range before the
 * call; one request id per submit (a double click is one deposit); the API's refusal said where it
 * belongs (the amount's range at the field, the rest above the button). `create` may take over a
 * refusal (codepay's open voucher) by returning its own result.
 */
export function AmountForm({
  schema,
  min,
  max,
  chips,
  submitLabel,
  create,
  onCreated,
  children,
}: {
  schema: SafeParser;
  min: number;
  max: number;
  chips: readonly number[];
  submitLabel: string;
  create(body: AmountBody, idFor: (payload: unknown) => string): Promise<ApiResult<Deposit> | null>;
  onCreated(deposit: Deposit): void;
  children?: ReactNode;
}) {
  const [amountText, setAmountText] = useState('');
  const [promotion, setPromotion] = usePromotionChoice();
  const [promotionError, setPromotionError] = useState<string>();
  const [amountError, setAmountError] = useState<string>();
  const playerId = usePlayerId();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submitId = useSubmitId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    setPromotionError(undefined);
    const amount = parseAmount(amountText);
    const payload = { amount: Number.isNaN(amount) ? undefined : amount, promotion };
    const requestId = submitId.idFor(payload);
    const parsed = schema.safeParse({ ...payload, requestId });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((i) => i.path[0] === 'amount') ?? parsed.error.issues[0];
      setAmountError(issue?.message ?? CASHIER_MESSAGES.amountInvalid);
      return;
    }
    if (amount < min) return setAmountError(CASHIER_MESSAGES.amountMin(min));
    if (amount > max) return setAmountError(CASHIER_MESSAGES.amountMax(max));
    setAmountError(undefined);
    setBusy(true);
    const result = await create({ amount, promotion, requestId }, submitId.idFor);
    setBusy(false);
    if (!result) return;
    if (result.ok) {
      submitId.done();
      onCreated(result.data);
      return;
    }
    if (isDecided(result.error)) submitId.done();
    if (isPromotionError(result.error)) {
      setPromotionError(errorText(result.error));
      refreshPromotions(playerId);
    } else if (result.error.code === CASHIER_ERROR_CODES.amountOutOfRange) setAmountError(result.error.message);
    else if (result.error.code === CASHIER_ERROR_CODES.voucherFailed) setFormError(CASHIER_MESSAGES.voucherFailed);
    else setFormError(errorText(result.error));
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <AmountField
        value={amountText}
        onChange={(value) => {
          setAmountText(value);
          setAmountError(undefined);
        }}
        min={min}
        max={max}
        chips={chips}
        error={amountError}
      />
      <PromotionField
        value={promotion}
        onChange={setPromotion}
        onPicked={() => setPromotionError(undefined)}
        amount={Number.isNaN(parseAmount(amountText)) ? null : parseAmount(amountText)}
        error={promotionError}
      />
      {children}
      {formError && <FormError>{formError}</FormError>}
      <Button type="submit" size="lg" block loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
