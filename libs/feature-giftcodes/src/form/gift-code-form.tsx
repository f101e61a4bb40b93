import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import * as z from 'zod/mini';
import {
  ACCOUNT_ERROR_CODES,
  GIFT_CODE_ERROR_CODES,
  giftCodeInputSchema,
  type GiftRedemption,
} from '@xc/api-contract';
import { serverMessageOr, sessionAtom, type ApiError, useAtomSnapshot } from '@xc/data-access-api';
import { Button, FormError, FormStack, Input, schemaResolver, useModals } from '@xc/ui-kit';
import { giftCodeModalPorts } from '../modals';
import { giftCodeTexts, useGiftCodeTexts } from '../texts';
import { useRedeemGiftCode } from './use-redeem';

/** The field as the API checks it: required, at most 20 characters, letters and digits (in that order). */
const formSchema = z.object({ code: giftCodeInputSchema });
type FormValues = z.input<typeof formSchema>;

/** Refusals about the code itself are said at the field; the others (phone, pending, limits) above the button. */
const FIELD_CODES = new Set<string>([GIFT_CODE_ERROR_CODES.invalid, ACCOUNT_ERROR_CODES.validation]);

export interface GiftCodeFormProps {
  /** A code to start with (a link carrying one). */
  initialCode?: string;
  onRedeemed(redemption: GiftRedemption): void;
  autoFocus?: boolean;
}

/**
 * The one gift-code form (the modal and the event page): the shared schema's messages as the player
 * types after a first submit, then the API's answer exactly as it gives it. A phone not verified
 * offers the verification modal right there; once verified the same code can be sent again.
 */
export function GiftCodeForm({ initialCode = '', onRedeemed, autoFocus = false }: GiftCodeFormProps) {
  const t = useGiftCodeTexts();
  const modals = useModals();
  const session = useAtomSnapshot(sessionAtom);
  const redeem = useRedeemGiftCode();
  const noteId = useId();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [justVerified, setJustVerified] = useState(false);
  const form = useForm<FormValues>({
    resolver: schemaResolver<FormValues>(formSchema),
    defaultValues: { code: initialCode },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    setRefusal(null);
    const result = await redeem(code);
    if (result.ok) {
      form.reset({ code: '' });
      onRedeemed(result.data);
      return;
    }
    if (FIELD_CODES.has(result.error.code)) {
      form.setError('code', { message: result.error.message }, { shouldFocus: true });
    } else {
      setRefusal(result.error);
    }
  });

  const verify = async () => {
    const verified = await modals.open(giftCodeModalPorts.verify);
    if (!verified) return;
    setJustVerified(true);
    setRefusal(null);
    form.setFocus('code');
  };

  const phoneRefused = refusal?.code === GIFT_CODE_ERROR_CODES.phoneRequired;
  const phoneUnverified = !!session && !session.user.isVerifyPhone && !justVerified && !phoneRefused;
  const field = form.register('code');

  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)}>
      {phoneUnverified && (
        <Note id={noteId}>
          <span>{t('phoneNote')}</span>
          <Button variant="secondary" size="sm" onClick={() => void verify()}>
            {t('verifyPhone')}
          </Button>
        </Note>
      )}
      {justVerified && <Verified role="status">{t('verifiedRetry')}</Verified>}
      <Input
        {...field}
        label={t('field')}
        placeholder={t('placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="send"
        autoFocus={autoFocus}
        aria-describedby={phoneUnverified ? noteId : undefined}
        error={errors.code?.message}
      />
      {refusal && <FormError>{serverMessageOr(refusal, giftCodeTexts.t('genericError'))}</FormError>}
      {phoneRefused && (
        <Button variant="secondary" onClick={() => void verify()}>
          {t('verifyPhone')}
        </Button>
      )}
      <Button type="submit" block loading={isSubmitting}>
        {t('submit')}
      </Button>
    </FormStack>
  );
}

const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Verified = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
