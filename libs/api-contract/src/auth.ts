import * as z from 'zod/mini';
import { dataEnvelope } from './common';
import { isCommonPassword } from './common-passwords';
import { ACCOUNT_MESSAGES as M } from './messages';
import { isSupportedMobile, normaliseMobile } from './phone';

export const USERNAME_MIN = 6;
export const USERNAME_MAX = 29;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

/** A required string whose "missing" and "not a string" failures both say `required`. */
const requiredString = /*@__NO_SIDE_EFFECTS__*/ (required: string) => z.string({ error: required });

/** 6–29 ASCII letters and digits: no diacritics, spaces or symbols. Unique regardless of case. */
export const usernameSchema = requiredString(M.usernameRequired).check(
  z.trim(),
  z.minLength(1, M.usernameRequired),
  z.minLength(USERNAME_MIN, M.usernameLength),
  z.maxLength(USERNAME_MAX, M.usernameLength),
  z.regex(/^[A-Za-z0-9]+$/, M.usernameCharacters),
);

/** A password a player chooses (register, reset, change): 6–64 characters, not a common one. */
export const newPasswordSchema = requiredString(M.passwordRequired).check(
  z.minLength(1, M.passwordRequired),
  z.minLength(PASSWORD_MIN, M.passwordLength),
  z.maxLength(PASSWORD_MAX, M.passwordLength),
  z.refine((password) => !isCommonPassword(password), M.passwordTooCommon),
);

/** Viettel, Mobifone or Vinaphone, typed as 0…, +84… or 84…; parsed to +84 and nine digits. */
export const mobilePhoneSchema = z.pipe(
  requiredString(M.phoneRequired).check(
    z.trim(),
    z.minLength(1, M.phoneRequired),
    z.refine(isSupportedMobile, M.phoneInvalid),
  ),
  z.transform(normaliseMobile),
);

/** Where a player came from (spec §3 "Affiliate cookie info"); each value optional, at most 200 characters. */
const attributionValue = z.optional(z.string().check(z.trim(), z.maxLength(200)));

export const registerRequestSchema = z
  .object({
    username: usernameSchema,
    password: newPasswordSchema,
    phone: mobilePhoneSchema,
    /** The player confirms being 18 or older. */
    ageConfirmed: z.literal(true, { error: M.ageConfirmationRequired }),
    aff_id: attributionValue,
    utm_source: attributionValue,
    utm_medium: attributionValue,
    utm_campaign: attributionValue,
    utm_term: attributionValue,
    utm_content: attributionValue,
    /** The referrer. */
    source: attributionValue,
  })
  .check(
    z.refine((body) => body.password.toLowerCase() !== body.username.toLowerCase(), {
      error: M.passwordSameAsUsername,
      path: ['password'],
    }),
  );
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const ATTRIBUTION_KEYS = [
  'aff_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'source',
] as const;

/** Login checks only presence and size: a wrong name or password is one answer, INVALID_CREDENTIALS. */
export const loginRequestSchema = z.object({
  username: requiredString(M.usernameRequired).check(
    z.trim(),
    z.minLength(1, M.usernameRequired),
    z.maxLength(64, M.invalidCredentials),
  ),
  password: requiredString(M.passwordRequired).check(
    z.minLength(1, M.passwordRequired),
    z.maxLength(PASSWORD_MAX, M.invalidCredentials),
  ),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const autoLoginRequestSchema = z.object({
  token: requiredString(M.autoLoginFailed).check(
    z.minLength(1, M.autoLoginFailed),
    z.maxLength(256, M.autoLoginFailed),
  ),
});
export type AutoLoginRequest = z.input<typeof autoLoginRequestSchema>;

/** The logged-in player as the client keeps it (spec §3 "User"). */
export const userSchema = z.object({
  id: z.int(),
  /** Short public reference, e.g. for support chats. */
  rid: z.string(),
  /** Integer VND. */
  balance: z.int(),
  isVerifyPhone: z.boolean(),
  /** True once the player has completed a first deposit. */
  isFirstDeposit: z.boolean(),
  /** Opaque per-session token for launching games; rotates with the session token. */
  tokenPlay: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of register, login, refresh and auto-login (spec §7); persisted by the client under `auth`. */
export const authResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** Header carrying the session token: `Authorization: Bearer <token>`. */
export const AUTHORIZATION_SCHEME = 'Bearer';

export const otpCodeSchema = requiredString(M.codeRequired).check(
  z.trim(),
  z.minLength(1, M.codeRequired),
  z.regex(/^\d{6}$/, M.codeFormat),
);

export const challengeIdSchema = z.uuid({ error: M.challengeRequired });

/** A code was sent: where (masked), for how long it is valid, and when the player may ask again. */
export const otpChallengeSchema = z.object({
  challengeId: z.string(),
  channel: z.enum(['sms', 'email']),
  destination: z.string(),
  expiresInSeconds: z.int(),
  resendAfterSeconds: z.int(),
});
export type OtpChallenge = z.infer<typeof otpChallengeSchema>;
export const otpChallengeResponseSchema = dataEnvelope(otpChallengeSchema);
export type OtpChallengeResponse = z.infer<typeof otpChallengeResponseSchema>;

export const verifyCodeRequestSchema = z.object({
  challengeId: challengeIdSchema,
  code: otpCodeSchema,
});
export type VerifyCodeRequest = z.input<typeof verifyCodeRequestSchema>;

/** Forgot password, step 1 ("forgot" modal): find the account and text a code to its verified phone. */
export const forgotPasswordRequestSchema = z.object({
  username: requiredString(M.usernameRequired).check(
    z.trim(),
    z.minLength(1, M.usernameRequired),
    z.maxLength(64, M.accountNotFound),
  ),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** Step 2 ("forgototp"): the code buys a short-lived reset ticket. */
export const resetTicketSchema = z.object({
  resetTicket: z.string(),
  expiresInSeconds: z.int(),
});
export type ResetTicket = z.infer<typeof resetTicketSchema>;
export const resetTicketResponseSchema = dataEnvelope(resetTicketSchema);
export type ResetTicketResponse = z.infer<typeof resetTicketResponseSchema>;

/** Step 3 ("forgotreset"): the new password; every session of the player is then revoked. */
export const resetPasswordRequestSchema = z.object({
  resetTicket: requiredString(M.resetTicketInvalid).check(
    z.minLength(1, M.resetTicketInvalid),
    z.maxLength(256, M.resetTicketInvalid),
  ),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** "changePw" modal: the current password, and a new one; other sessions are revoked. */
export const changePasswordRequestSchema = z.object({
  currentPassword: requiredString(M.currentPasswordRequired).check(
    z.minLength(1, M.currentPasswordRequired),
    z.maxLength(PASSWORD_MAX, M.wrongCurrentPassword),
  ),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
