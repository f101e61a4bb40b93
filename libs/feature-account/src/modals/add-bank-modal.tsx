import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  accountNumberSchema,
  ACCOUNT_MESSAGES,
  BANKS,
  BANK_CODES,
  holderNameSchema,
  normaliseHolderName,
  type OtpChallenge,
} from '@xc/api-contract';
import { addBankAccount, sendBankCode, serverMessageOr, type ApiError } from '@xc/data-access-api';
import {
  Button,
  FormStack,
  Input,
  Modal,
  OtpForm,
  schemaResolver,
  Select,
  useToast,
  type ModalBodyProps,
} from '@xc/ui-kit';
import { accountTexts, useAccountTexts } from '../texts';

/** The form half of the add-bank request; the code half comes from the one-time-code step. */
const detailsSchema = z.object({
  bankCode: z.enum(BANK_CODES, { error: ACCOUNT_MESSAGES.bankRequired }),
  accountNumber: accountNumberSchema,
  holderName: holderNameSchema,
});
type DetailsInput = z.input<typeof detailsSchema>;
type Details = z.output<typeof detailsSchema>;

const failure = (error: ApiError) => serverMessageOr(error, accountTexts.t('genericError'));
/** A code that was not accepted: the server's reason, else spec §8 "Verify". */
const verifyFailure = (error: ApiError) => serverMessageOr(error, accountTexts.t('verifyFailed'));

/**
 * `addBank` (resolves to `true` once the account is added): bank, account number and holder name (upper case without diacritics, normalised as
 * typed), then a one-time code to the verified phone; the account starts as "verifying".
 */
export function AddBankModal({ close }: ModalBodyProps<undefined, true>) {
  const t = useAccountTexts();
  const toast = useToast();
  const [step, setStep] = useState<{ details: Details; challenge: OtpChallenge } | null>(null);
  const form = useForm<DetailsInput, unknown, Details>({
    resolver: schemaResolver<DetailsInput, Details>(detailsSchema),
    defaultValues: { bankCode: '' as Details['bankCode'], accountNumber: '', holderName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (details) => {
    const result = await sendBankCode();
    if (result.ok) setStep({ details, challenge: result.data });
    else toast({ title: failure(result.error), type: 'error' });
  });
  const holder = form.register('holderName');

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('addBank')}
      description={t('bankLead')}
    >
      {step ? (
        <OtpForm
          key={step.challenge.challengeId}
          destination={step.challenge.destination}
          resendAfterSeconds={step.challenge.resendAfterSeconds}
          onVerify={async (code) => {
            const result = await addBankAccount({
              ...step.details,
              challengeId: step.challenge.challengeId,
              code,
            });
            if (!result.ok) {
              // A refused account (duplicate, limit) is not a wrong code: back to the details, with the reason.
              if (!result.error.code.startsWith('OTP_')) {
                toast({ title: failure(result.error), type: 'error' });
                setStep(null);
                return null;
              }
              return verifyFailure(result.error);
            }
            toast({ title: t('addBankSuccess'), type: 'success' });
            close(true);
            return null;
          }}
          onResend={async () => {
            const result = await sendBankCode();
            if (!result.ok) return failure(result.error);
            setStep({ details: step.details, challenge: result.data });
            return result.data;
          }}
        />
      ) : (
        <FormStack onSubmit={submit} noValidate>
          <Select
            label={t('bank')}
            placeholder={t('chooseBank')}
            options={BANKS.map((bank) => ({ value: bank.code, label: `${bank.shortName} – ${bank.name}` }))}
            error={errors.bankCode?.message}
            {...form.register('bankCode')}
          />
          <Input
            label={t('accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber?.message}
            {...form.register('accountNumber')}
          />
          <Input
            label={t('holderName')}
            hint={t('holderHint')}
            autoComplete="name"
            autoCapitalize="characters"
            error={errors.holderName?.message}
            {...holder}
            onBlur={(event) => {
              form.setValue('holderName', normaliseHolderName(event.target.value));
              return holder.onBlur(event);
            }}
          />
          <Button type="submit" block loading={isSubmitting}>
            {t('sendCode')}
          </Button>
        </FormStack>
      )}
    </Modal>
  );
}
