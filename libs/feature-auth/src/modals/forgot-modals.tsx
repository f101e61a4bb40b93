import { useForm } from 'react-hook-form';
import {
  forgotPasswordRequestSchema,
  newPasswordSchema,
  type ForgotPasswordRequest,
} from '@xc/api-contract';
import { resetPassword, startForgotPassword, verifyForgotPassword } from '@xc/data-access-api';
import * as z from 'zod/mini';
import {
  Button,
  FormStack,
  Input,
  Modal,
  OtpForm,
  schemaResolver,
  useModals,
  useToast,
  type ModalBodyProps,
} from '@xc/ui-kit';
import { callFailure, verifyFailure } from '../errors';
import { authModals, type ForgotOtpParams, type ForgotResetParams } from '../modals';
import { useAuthTexts } from '../texts';

const passwordForm = z.object({ password: newPasswordSchema });

/** Step 1 (`forgot`): the username; a code goes to the account's verified phone. */
export function ForgotModal({ close }: ModalBodyProps) {
  const t = useAuthTexts();
  const toast = useToast();
  const modals = useModals();
  const form = useForm<ForgotPasswordRequest>({
    resolver: schemaResolver(forgotPasswordRequestSchema),
    defaultValues: { username: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const result = await startForgotPassword(values);
    if (!result.ok) {
      toast({ title: callFailure(result.error), type: 'error' });
      return;
    }
    close();
    void modals.open(authModals.forgototp, { username: values.username, challenge: result.data });
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('forgotTitle')}
      description={t('forgotLead')}
    >
      <FormStack onSubmit={submit} noValidate>
        <Input
          label={t('username')}
          autoComplete="username"
          autoCapitalize="none"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <Button type="submit" block loading={isSubmitting}>
          {t('sendCode')}
        </Button>
      </FormStack>
    </Modal>
  );
}

/** Step 2 (`forgototp`): the code, with a resend after the countdown. */
export function ForgotOtpModal({ params: { challenge, username }, close }: ModalBodyProps<ForgotOtpParams>) {
  const t = useAuthTexts();
  const modals = useModals();
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={t('forgotTitle')}>
      <OtpForm
        key={challenge.challengeId}
        destination={challenge.destination}
        resendAfterSeconds={challenge.resendAfterSeconds}
        onVerify={async (code) => {
          const result = await verifyForgotPassword({ challengeId: challenge.challengeId, code });
          if (!result.ok) return verifyFailure(result.error);
          close();
          void modals.open(authModals.forgotreset, { resetTicket: result.data.resetTicket });
          return null;
        }}
        onResend={async () => {
          const result = await startForgotPassword({ username });
          if (!result.ok) return callFailure(result.error);
          void modals.open(authModals.forgototp, { username, challenge: result.data });
          return result.data;
        }}
      />
    </Modal>
  );
}

/** Step 3 (`forgotreset`): the new password; then the login modal. */
export function ForgotResetModal({ params: { resetTicket }, close }: ModalBodyProps<ForgotResetParams>) {
  const t = useAuthTexts();
  const toast = useToast();
  const modals = useModals();
  const form = useForm<{ password: string }>({
    resolver: schemaResolver(passwordForm),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    const result = await resetPassword({ resetTicket, password });
    if (!result.ok) {
      toast({ title: callFailure(result.error), type: 'error' });
      return;
    }
    toast({ title: t('resetSuccess'), type: 'success' });
    close();
    void modals.open(authModals.auth, { tab: 0 });
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={t('resetTitle')}
    >
      <FormStack onSubmit={submit} noValidate>
        <Input
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" block loading={isSubmitting}>
          {t('confirm')}
        </Button>
      </FormStack>
    </Modal>
  );
}
