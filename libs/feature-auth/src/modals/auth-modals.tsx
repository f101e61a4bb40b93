import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { openModalsAtom, type ModalId } from '@xc/ui-kit';

// Forms load when a modal first opens, so no public page carries their code.
const AuthModal = lazy(() => import('./auth-modal'));
const ForgotModal = lazy(() => import('./forgot-modals').then((m) => ({ default: m.ForgotModal })));
const ForgotOtpModal = lazy(() => import('./forgot-modals').then((m) => ({ default: m.ForgotOtpModal })));
const ForgotResetModal = lazy(() => import('./forgot-modals').then((m) => ({ default: m.ForgotResetModal })));
const VerifyPhoneModal = lazy(() =>
  import('./account-modals').then((m) => ({ default: m.VerifyPhoneModal })),
);
const VerifyEmailModal = lazy(() =>
  import('./account-modals').then((m) => ({ default: m.VerifyEmailModal })),
);
const ChangePasswordModal = lazy(() =>
  import('./account-modals').then((m) => ({ default: m.ChangePasswordModal })),
);

const MODALS: Partial<Record<ModalId, React.ComponentType>> = {
  auth: AuthModal,
  forgot: ForgotModal,
  forgototp: ForgotOtpModal,
  forgotreset: ForgotResetModal,
  verify: VerifyPhoneModal,
  verifyEmail: VerifyEmailModal,
  changePw: ChangePasswordModal,
};

/** The auth feature's modals, each mounted while it is open. */
export function AuthModals() {
  const open = useAtomValue(openModalsAtom);
  return (
    <Suspense fallback={null}>
      {open.map(({ id }) => {
        const Modal = MODALS[id];
        return Modal ? <Modal key={id} /> : null;
      })}
    </Suspense>
  );
}
