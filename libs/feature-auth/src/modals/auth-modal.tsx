import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_ERROR_CODES,
  type AuthResponse,
  loginRequestSchema,
  registerRequestSchema,
  type LoginRequest,
  type RegisterInput,
  type RegisterRequest,
} from '@xc/api-contract';
import { login, readAffiliate, register, type ApiResult } from '@xc/data-access-api';
import {
  Button,
  Checkbox,
  FormStack,
  Input,
  Modal,
  schemaResolver,
  Tabs,
  useModals,
  useToast,
  type ModalBodyProps,
} from '@xc/ui-kit';
import { RELOAD_AFTER_MS, signInFailure } from '../errors';
import { authModals, type AuthModalParams, type AuthModalResult } from '../modals';
import { useSessionActions } from '../session/session';
import { authTexts, useAuthTexts } from '../texts';
import { LinkButton } from './parts';

/** Spec §4: the login modal opens at tab 0, register at tab 1; `returnTo` is where to go after. */
export default function AuthModal({ params = {}, close }: ModalBodyProps<AuthModalParams | undefined, AuthModalResult>) {
  const t = useAuthTexts();
  const [tab, setTab] = useState<0 | 1>(params.tab === 1 ? 1 : 0);
  const [opened, setOpened] = useState(params);
  // Opened again while open (a header button behind a second modal): show the tab asked for.
  if (opened !== params) {
    setOpened(params);
    setTab(params.tab === 1 ? 1 : 0);
  }
  const signedIn = () => close(true);
  return (
    <Modal open onOpenChange={(open) => !open && close()} title={tab === 0 ? t('login') : t('register')}>
      <Tabs
        label={t('authTabs')}
        tabs={[
          { id: 'login', label: t('login') },
          { id: 'register', label: t('register') },
        ]}
        selected={tab}
        onSelect={(index) => setTab(index === 1 ? 1 : 0)}
      >
        {tab === 0 ? (
          <LoginForm returnTo={params.returnTo} onSignedIn={signedIn} />
        ) : (
          <RegisterForm returnTo={params.returnTo} onSignedIn={signedIn} />
        )}
      </Tabs>
    </Modal>
  );
}

/**
 * What both forms do with the answer: keep the session, greet, go where the player was heading; or
 * say why not (spec §8) and reload when the device fingerprint could not be sent.
 */
function useSignInResult(
  returnTo: string | undefined,
  success: string,
  kind: 'login' | 'register',
  onSignedIn: () => void,
) {
  const toast = useToast();
  const navigate = useNavigate();
  const { signIn } = useSessionActions();
  return (result: ApiResult<AuthResponse>): string | null => {
    if (result.ok) {
      onSignedIn(); // before signIn closes every modal, so the opener hears `true`
      signIn(result.data);
      toast({ title: success, type: 'success' });
      if (returnTo) void navigate(returnTo);
      return null;
    }
    const failure = signInFailure(result.error, kind);
    toast({ title: failure.message, type: 'error' });
    if (failure.reload) setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    return failure.message;
  };
}

interface FormProps {
  returnTo?: string;
  onSignedIn: () => void;
}

function LoginForm({ returnTo, onSignedIn }: FormProps) {
  const t = useAuthTexts();
  const modals = useModals();
  const complete = useSignInResult(returnTo, authTexts.t('loginSuccess'), 'login', onSignedIn);
  const form = useForm<LoginRequest>({
    resolver: schemaResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = await login(values);
    const message = complete(result);
    // A wrong name or password is said at the field too, not only in a toast that goes away.
    if (!result.ok && result.error.code === ACCOUNT_ERROR_CODES.invalidCredentials && message) {
      form.setError('password', { type: 'server', message }, { shouldFocus: true });
    }
  });

  return (
    <FormStack onSubmit={submit} noValidate>
      <Input
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Input
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" block loading={isSubmitting}>
        {t('login')}
      </Button>
      <LinkButton type="button" onClick={() => void modals.open(authModals.forgot)}>
        {t('forgotLink')}
      </LinkButton>
    </FormStack>
  );
}

function RegisterForm({ returnTo, onSignedIn }: FormProps) {
  const t = useAuthTexts();
  const complete = useSignInResult(returnTo, authTexts.t('registerSuccess'), 'register', onSignedIn);
  const form = useForm<RegisterRequest, unknown, RegisterInput>({
    resolver: schemaResolver<RegisterRequest, RegisterInput>(registerRequestSchema),
    defaultValues: { username: '', password: '', phone: '', ageConfirmed: false as unknown as true },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) =>
    complete(await register({ ...readAffiliate(), ...values })),
  );

  return (
    <FormStack onSubmit={submit} noValidate>
      <Input
        label={t('username')}
        hint={t('usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={29}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Input
        label={t('password')}
        hint={t('passwordHint')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Input
        label={t('phone')}
        hint={t('phoneHint')}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Checkbox
        label={t('ageConfirm')}
        error={errors.ageConfirmed?.message}
        {...form.register('ageConfirmed')}
      />
      <Button type="submit" block loading={isSubmitting}>
        {t('register')}
      </Button>
    </FormStack>
  );
}
