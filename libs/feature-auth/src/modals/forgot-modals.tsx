import { useForm } from 'react-hook-form';
import {
  forgotPasswordRequestSchema,
  newPasswordSchema,
  type ForgotPasswordRequest,
  type OtpChallenge,
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
  useModalControls,
  useModalState,
  useToast,
} from '@xc/ui-kit';
import { callFailure, verifyFailure } from '../errors';
import { useAuthTexts } from '../texts';

const passwordForm = z.object({ password: newPasswordSchema });

/** Step 1 (`forgot`): the username; a code goes to the account's verified phone. */
export function ForgotModal() {
  const t = useAuthTexts();
  const toast = useToast();
  const modals = useModalControls();
  const { isOpen } = useModalState('forgot');
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
    modals.close('forgot');
    modals.open('forgototp', { username: values.username, challenge: result.data });
  });
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => !open && modals.close('forgot')}
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
export function ForgotOtpModal() {
  const t = useAuthTexts();
  const modals = useModalControls();
  const { isOpen, params } = useModalState('forgototp');
  const challenge = params['challenge'] as OtpChallenge | undefined;
  const username = String(params['username'] ?? '');
  return (
    <Modal open={isOpen} onOpenChange={(open) => !open && modals.close('forgototp')} title={t('forgotTitle')}>
      {challenge && (
        <OtpForm
          key={challenge.challengeId}
          destination={challenge.destination}
          resendAfterSeconds={challenge.resendAfterSeconds}
          onVerify={async (code) => {
            const result = await verifyForgotPassword({ challengeId: challenge.challengeId, code });
            if (!result.ok) return verifyFailure(result.error);
            modals.close('forgototp');
            modals.open('forgotreset', { resetTicket: result.data.resetTicket });
            return null;
          }}
          onResend={async () => {
            const result = await startForgotPassword({ username });
            if (!result.ok) return callFailure(result.error);
            modals.open('forgototp', { username, challenge: result.data });
            return result.data;
          }}
        />
      )}
    </Modal>
  );
}

/** Step 3 (`forgotreset`): the new password; then the login modal. */
export function ForgotResetModal() {
  const t = useAuthTexts();
  const toast = useToast();
  const modals = useModalControls();
  const { isOpen, params } = useModalState('forgotreset');
  const form = useForm<{ password: string }>({
    resolver: schemaResolver(passwordForm),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    const result = await resetPassword({ resetTicket: String(params['resetTicket'] ?? ''), password });
    if (!result.ok) {
      toast({ title: callFailure(result.error), type: 'error' });
      return;
    }
    toast({ title: t('resetSuccess'), type: 'success' });
    modals.close('forgotreset');
    modals.open('auth', { tab: 0 });
  });
  return (
    <Modal
      open={isOpen}
      onOpenChange={(open) => !open && modals.close('forgotreset')}
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
