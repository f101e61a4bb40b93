import type { OtpChallenge } from '@xc/api-contract';
import { defineModal } from '@xc/ui-kit';

// The auth feature's modals (spec §3 ids), each body's module fetched when it first opens. Parameter
// and result types are the bodies' props (`ModalBodyProps<Params, Result>`); other features open these
// through a `modalPort` of their own with the same id, which the brand's composition checks.

/** `auth`: the login modal opens at tab 0, register at tab 1 (spec §4); `returnTo` is where to go after. */
export interface AuthModalParams {
  tab?: 0 | 1;
  returnTo?: string;
}
/** `auth` resolves to `true` when the player signed in (logged in or registered). */
export type AuthModalResult = true;

export interface ForgotOtpParams {
  username: string;
  challenge: OtpChallenge;
}

export interface ForgotResetParams {
  resetTicket: string;
}

/** `verify` and `verifyEmail` resolve to `true` once the code is accepted; `changePw` once changed. */
export type VerifiedResult = true;

export const authModals = {
  auth: defineModal('auth', () => import('./modals/auth-modal')),
  forgot: defineModal('forgot', () => import('./modals/forgot-modals').then((m) => ({ default: m.ForgotModal }))),
  forgototp: defineModal('forgototp', () =>
    import('./modals/forgot-modals').then((m) => ({ default: m.ForgotOtpModal })),
  ),
  forgotreset: defineModal('forgotreset', () =>
    import('./modals/forgot-modals').then((m) => ({ default: m.ForgotResetModal })),
  ),
  verify: defineModal('verify', () => import('./modals/account-modals').then((m) => ({ default: m.VerifyPhoneModal }))),
  verifyEmail: defineModal('verifyEmail', () =>
    import('./modals/account-modals').then((m) => ({ default: m.VerifyEmailModal })),
  ),
  changePw: defineModal('changePw', () =>
    import('./modals/account-modals').then((m) => ({ default: m.ChangePasswordModal })),
  ),
};
