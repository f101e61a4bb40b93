import {
  ACCOUNT_PATHS,
  type authResponseSchema,
  type bankAccountListResponseSchema,
  type bankAccountResponseSchema,
  type okResponseSchema,
  type otpChallengeResponseSchema,
  type profileResponseSchema,
  type resetTicketResponseSchema,
  type AddBankAccountRequest,
  type AuthResponse,
  type AutoLoginRequest,
  type BankAccount,
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type OtpChallenge,
  type Profile,
  type RegisterRequest,
  type ResetPasswordRequest,
  type ResetTicket,
  type SendEmailCodeRequest,
  type VerifyCodeRequest,
} from '@xc/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiResult } from '../errors';
import { unwrap } from '../query-error';
import { type CallOptions, mapOk, request, type Answer } from '../request';
import { rotatingToken } from '../client';
import { noteRegistration } from '../registration';

/** ACCOUNT_PATHS are absolute (`/api/…`); the ky instance has `/api` as its prefix. */
const route = (path: string) => path.replace(/^\/api\//, '');
const data = <T>(body: { data: T }) => body.data;
const ok = (): true => true;

/** POST /api/auth/register (spec §7): the player's details plus what brought them here. */
export const register = async (
  body: RegisterRequest,
  options: CallOptions = {},
): Promise<ApiResult<AuthResponse>> => {
  const result = await request<Answer<typeof authResponseSchema>>('post', route(ACCOUNT_PATHS.register), { ...options, json: body });
  if (result.ok) noteRegistration(result.data.user.id);
  return result;
};

export const login = (body: LoginRequest, options: CallOptions = {}): Promise<ApiResult<AuthResponse>> =>
  request<Answer<typeof authResponseSchema>>('post', route(ACCOUNT_PATHS.login), { ...options, json: body });

/** GET /api/auth/refresh with the current token; the answer carries the next one. */
export const refreshSession = (options: CallOptions = {}): Promise<ApiResult<AuthResponse>> =>
  rotatingToken(request<Answer<typeof authResponseSchema>>('get', route(ACCOUNT_PATHS.refresh), options));

export const autoLogin = (
  body: AutoLoginRequest,
  options: CallOptions = {},
): Promise<ApiResult<AuthResponse>> =>
  request<Answer<typeof authResponseSchema>>('post', route(ACCOUNT_PATHS.autoLogin), { ...options, json: body });

export const logout = async (options: CallOptions = {}): Promise<ApiResult<true>> =>
  mapOk(await request<Answer<typeof okResponseSchema>>('post', route(ACCOUNT_PATHS.logout), options), ok);

export const startForgotPassword = async (
  body: ForgotPasswordRequest,
  options: CallOptions = {},
): Promise<ApiResult<OtpChallenge>> =>
  mapOk(
    await request<Answer<typeof otpChallengeResponseSchema>>('post', route(ACCOUNT_PATHS.forgotPassword), {
      ...options,
      json: body,
    }),
    data,
  );

export const verifyForgotPassword = async (
  body: VerifyCodeRequest,
  options: CallOptions = {},
): Promise<ApiResult<ResetTicket>> =>
  mapOk(
    await request<Answer<typeof resetTicketResponseSchema>>('post', route(ACCOUNT_PATHS.forgotPasswordVerify), {
      ...options,
      json: body,
    }),
    data,
  );

export const resetPassword = async (
  body: ResetPasswordRequest,
  options: CallOptions = {},
): Promise<ApiResult<true>> =>
  mapOk(
    await request<Answer<typeof okResponseSchema>>('post', route(ACCOUNT_PATHS.forgotPasswordReset), {
      ...options,
      json: body,
    }),
    ok,
  );

export const changePassword = async (
  body: ChangePasswordRequest,
  options: CallOptions = {},
): Promise<ApiResult<true>> =>
  mapOk(
    await request<Answer<typeof okResponseSchema>>('post', route(ACCOUNT_PATHS.changePassword), { ...options, json: body }),
    ok,
  );

export const getProfile = async (options: CallOptions = {}): Promise<ApiResult<Profile>> =>
  mapOk(await request<Answer<typeof profileResponseSchema>>('get', route(ACCOUNT_PATHS.profile), options), data);

export const sendPhoneCode = async (options: CallOptions = {}): Promise<ApiResult<OtpChallenge>> =>
  mapOk(await request<Answer<typeof otpChallengeResponseSchema>>('post', route(ACCOUNT_PATHS.phoneSendCode), options), data);

export const verifyPhone = async (
  body: VerifyCodeRequest,
  options: CallOptions = {},
): Promise<ApiResult<Profile>> =>
  mapOk(
    await request<Answer<typeof profileResponseSchema>>('post', route(ACCOUNT_PATHS.phoneVerify), {
      ...options,
      json: body,
    }),
    data,
  );

export const sendEmailCode = async (
  body: SendEmailCodeRequest,
  options: CallOptions = {},
): Promise<ApiResult<OtpChallenge>> =>
  mapOk(
    await request<Answer<typeof otpChallengeResponseSchema>>('post', route(ACCOUNT_PATHS.emailSendCode), {
      ...options,
      json: body,
    }),
    data,
  );

export const verifyEmail = async (
  body: VerifyCodeRequest,
  options: CallOptions = {},
): Promise<ApiResult<Profile>> =>
  mapOk(
    await request<Answer<typeof profileResponseSchema>>('post', route(ACCOUNT_PATHS.emailVerify), {
      ...options,
      json: body,
    }),
    data,
  );

export const listBankAccounts = async (options: CallOptions = {}): Promise<ApiResult<BankAccount[]>> =>
  mapOk(await request<Answer<typeof bankAccountListResponseSchema>>('get', route(ACCOUNT_PATHS.banks), options), data);

export const sendBankCode = async (options: CallOptions = {}): Promise<ApiResult<OtpChallenge>> =>
  mapOk(await request<Answer<typeof otpChallengeResponseSchema>>('post', route(ACCOUNT_PATHS.bankSendCode), options), data);

export const addBankAccount = async (
  body: AddBankAccountRequest,
  options: CallOptions = {},
): Promise<ApiResult<BankAccount>> =>
  mapOk(
    await request<Answer<typeof bankAccountResponseSchema>>('post', route(ACCOUNT_PATHS.banks), { ...options, json: body }),
    data,
  );

// Query options (TanStack Query). Keyed by the player, so a new login never shows the previous
// player's answer while a token rotation keeps the cached one.

/** The logged-in player's profile (`/account/user`). */
export const profileQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['account', playerId, 'profile'] as const,
    queryFn: async ({ signal }) => unwrap(await getProfile({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });

/** The logged-in player's bank accounts (`/account/bank`). */
export const bankAccountsQueryOptions = (playerId: number | null) =>
  queryOptions({
    queryKey: ['account', playerId, 'banks'] as const,
    queryFn: async ({ signal }) => unwrap(await listBankAccounts({ signal })),
    enabled: playerId !== null,
    staleTime: 0,
  });
