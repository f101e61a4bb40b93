/**
 * Every account route, as the server declares it. The web client's ky instance has `/api` as its
 * prefix, so it calls `path.slice('/api/'.length)`. `:id` is a bank account id.
 */
export const ACCOUNT_PATHS = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  refresh: '/api/auth/refresh',
  autoLogin: '/api/auth/auto-login',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  forgotPasswordVerify: '/api/auth/forgot-password/verify',
  forgotPasswordReset: '/api/auth/forgot-password/reset',
  changePassword: '/api/user/password',
  profile: '/api/user/profile',
  phoneSendCode: '/api/user/phone/send-code',
  phoneVerify: '/api/user/phone/verify',
  emailSendCode: '/api/user/email/send-code',
  emailVerify: '/api/user/email/verify',
  banks: '/api/user/banks',
  bank: '/api/user/banks/:id',
  bankSendCode: '/api/user/banks/send-code',
} as const;
