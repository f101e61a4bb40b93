import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ACCOUNT_ERROR_CODES,
  changePasswordRequestSchema,
  sendEmailCodeRequestSchema,
  type ChangePasswordRequest,
  type OtpChallenge,
  type SendEmailCodeRequest,
} from '@xc/api-contract';
import {
  changePassword,
  sendEmailCode,
  sendPhoneCode,
  sessionAtom,
  verifyEmail,
  verifyPhone,
} from '@xc/data-access-api';
import {
  Button,
  FormStack,
  Input,
  Modal,
  OtpForm,
  schemaResolver,
  useToast,
  type ModalBodyProps,
} from '@xc/ui-kit';
import { callFailure, verifyFailure } from '../errors';
import { useAuthTexts } from '../texts';
import { Lead } from './parts';

import type { VerifiedResult } from '../modals';

// Each body is mounted while its modal is open, so closing it (unmounting) clears its steps and form.
// A modal that changes the player's account resolves to `true`, so the page that opened it reloads.

/** `verify`: a code to the player's phone, then the phone counts as verified. */
export function VerifyPhoneModal({ close }: ModalBodyProps<undefined, VerifiedResult>) {
  const t = useAuthTexts();
  const toast = useToast();
  const setSession = useSetAtom(sessionAtom);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    const result = await sendPhoneCode();
    setSending(false);
    if (result.ok) setChallenge(result.data);
    else toast({ title: callFailure(result.error), type: 'error' });
    return result;
  };
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={t('verifyPhoneTitle')}>
      {challenge ? (
        <OtpForm
          key={challenge.challengeId}
          destination={challenge.destination}
          resendAfterSeconds={challenge.resendAfterSeconds}
          onVerify={async (code) => {
            const result = await verifyPhone({ challengeId: challenge.challengeId, code });
            if (!result.ok) return verifyFailure(result.error);
            setSession((session) =>
              session ? { ...session, user: { ...session.user, isVerifyPhone: true } } : session,
            );
            toast({ title: t('verifyPhoneSuccess'), type: 'success' });
            close(true);
            return null;
          }}
          onResend={async () => {
            const result = await send();
            return result.ok ? result.data : callFailure(result.error);
          }}
        />
      ) : (
        <FormStack as="div">
          <Lead>{t('verifyPhoneLead')}</Lead>
          <Button block loading={sending} onClick={() => void send()}>
            {t('sendCode')}
          </Button>
        </FormStack>
      )}
    </Modal>
  );
}

/** `verifyEmail`: the address, a code to it, then it is saved as verified. */
export function VerifyEmailModal({ close }: ModalBodyProps<undefined, VerifiedResult>) {
  const t = useAuthTexts();
  const toast = useToast();
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const form = useForm<SendEmailCodeRequest>({
    resolver: schemaResolver(sendEmailCodeRequestSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const send = async (values: SendEmailCodeRequest) => {
    const result = await sendEmailCode(values);
    if (result.ok) setChallenge(result.data);
    else form.setError('email', { message: callFailure(result.error) });
    return result;
  };
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={t('verifyEmailTitle')}>
      {challenge ? (
        <OtpForm
          key={challenge.challengeId}
          destination={challenge.destination}
          resendAfterSeconds={challenge.resendAfterSeconds}
          onVerify={async (code) => {
            const result = await verifyEmail({ challengeId: challenge.challengeId, code });
            if (!result.ok) return verifyFailure(result.error);
            toast({ title: t('verifyEmailSuccess'), type: 'success' });
            close(true);
            return null;
          }}
          onResend={async () => {
            const result = await send(form.getValues());
            return result.ok ? result.data : callFailure(result.error);
          }}
        />
      ) : (
        <FormStack onSubmit={form.handleSubmit(async (values) => void (await send(values)))} noValidate>
          <Input
            label={t('email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" block loading={isSubmitting}>
            {t('sendCode')}
          </Button>
        </FormStack>
      )}
    </Modal>
  );
}

/** `changePw`: the current password and a new one; other devices are logged out by the server. */
export function ChangePasswordModal({ close }: ModalBodyProps<undefined, VerifiedResult>) {
  const t = useAuthTexts();
  const toast = useToast();
  const form = useForm<ChangePasswordRequest>({
    resolver: schemaResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const result = await changePassword(values);
    if (!result.ok) {
      form.setError(
        result.error.code === ACCOUNT_ERROR_CODES.wrongPassword ? 'currentPassword' : 'newPassword',
        {
          message: callFailure(result.error),
        },
      );
      return;
    }
    toast({ title: t('changePwSuccess'), type: 'success' });
    close(true);
  });
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={t('changePwTitle')}>
      <FormStack onSubmit={submit} noValidate>
        <Input
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <Input
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint')}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Button type="submit" block loading={isSubmitting}>
          {t('confirm')}
        </Button>
      </FormStack>
    </Modal>
  );
}
