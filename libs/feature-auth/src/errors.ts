import { ACCOUNT_ERROR_CODES } from '@xc/api-contract';
import { serverMessageOr, type ApiError } from '@xc/data-access-api';
import { authTexts } from './texts';

/** Spec §8: after the reload notice the page reloads in 1 s. */
export const RELOAD_AFTER_MS = 1000;

export interface SignInFailure {
  message: string;
  /** The page must reload (the device fingerprint could not be sent). */
  reload: boolean;
}

const FALLBACK = { login: 'loginFailed', autoLogin: 'autoLoginFailed', register: 'registerFailed' } as const;

/**
 * Spec §8 sign-in failures. DEVICE_FINGERPRINT_REQUIRED asks for a reload (login and auto-login, and
 * register, whose request needs the fingerprint too); login and auto-login have their own text for a
 * 500; otherwise the server's message, or the call's own fallback.
 */
export function signInFailure(error: ApiError, kind: keyof typeof FALLBACK): SignInFailure {
  const fingerprint = ACCOUNT_ERROR_CODES.deviceFingerprintRequired;
  if (error.message === fingerprint || error.code === fingerprint) {
    return { message: authTexts.t('reloadToLogin'), reload: true };
  }
  if (error.status === 500 && kind !== 'register')
    return { message: authTexts.t('serverError'), reload: false };
  return { message: serverMessageOr(error, authTexts.t(FALLBACK[kind])), reload: false };
}

/** Any other account call: the server's message when it sent one, else the generic text. */
export const callFailure = (error: ApiError): string => serverMessageOr(error, authTexts.t('genericError'));

/** A one-time code that was not accepted: the server's reason, else spec §8 "Verify". */
export const verifyFailure = (error: ApiError): string => serverMessageOr(error, authTexts.t('verifyFailed'));
