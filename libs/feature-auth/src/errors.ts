import type { ApiError } from '@xc/data-access-api';
import { authTexts } from './texts';

export const FINGERPRINT_REQUIRED = 'DEVICE_FINGERPRINT_REQUIRED';
/** Spec §8: after the reload notice the page reloads in 1 s. */
export const RELOAD_AFTER_MS = 1000;

export interface LoginFailure {
  message: string;
  /** The page must reload (the device fingerprint could not be sent). */
  reload: boolean;
}

/**
 * Spec §8, login and auto-login: DEVICE_FINGERPRINT_REQUIRED asks for a reload; a 500 has its own
 * text; otherwise the server's message, or the fallback of the call.
 */
export function loginFailure(error: ApiError, fallback: string): LoginFailure {
  if (error.message === FINGERPRINT_REQUIRED || error.code === FINGERPRINT_REQUIRED) {
    return { message: authTexts.t('reloadToLogin'), reload: true };
  }
  if (error.status === 500) return { message: authTexts.t('serverError'), reload: false };
  const fromServer = error.status > 0 && error.status < 500 && error.code.startsWith('HTTP_') === false;
  return { message: fromServer ? error.message : fallback, reload: false };
}

/** Any other account call: the server's message when it sent one, else the generic text. */
export function callFailure(error: ApiError): string {
  return error.status > 0 && error.status < 500 && !error.code.startsWith('HTTP_')
    ? error.message
    : authTexts.t('genericError');
}
