/**
 * Machine-readable `code` of the errors the account API sends. The client decides on the code; the
 * `message` beside it is Vietnamese text fit to show as is (see ACCOUNT_MESSAGES).
 */
export const ACCOUNT_ERROR_CODES = {
  /** Every schema failure; the message is the first failing field's. */
  validation: 'VALIDATION_ERROR',
  /** Login, register or auto-login without the x-device-fingerprint header. Its message is the code itself (spec §8). */
  deviceFingerprintRequired: 'DEVICE_FINGERPRINT_REQUIRED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  usernameTaken: 'USERNAME_TAKEN',
  phoneTaken: 'PHONE_TAKEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountLocked: 'ACCOUNT_LOCKED',
  autoLoginFailed: 'AUTO_LOGIN_FAILED',
  /** No bearer token, or one the server does not know (also an already rotated one). */
  unauthenticated: 'UNAUTHENTICATED',
  /** The session was replaced by a login elsewhere (one active session per player). */
  sessionRevoked: 'SESSION_REVOKED',
  /** Idle or absolute lifetime over, logged out, or revoked by a password change or reset. */
  sessionExpired: 'SESSION_EXPIRED',
  accountNotFound: 'ACCOUNT_NOT_FOUND',
  phoneNotVerified: 'PHONE_NOT_VERIFIED',
  phoneAlreadyVerified: 'PHONE_ALREADY_VERIFIED',
  emailAlreadyVerified: 'EMAIL_ALREADY_VERIFIED',
  otpResendTooSoon: 'OTP_RESEND_TOO_SOON',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpUsed: 'OTP_USED',
  otpTooManyAttempts: 'OTP_TOO_MANY_ATTEMPTS',
  resetTicketInvalid: 'RESET_TICKET_INVALID',
  wrongPassword: 'WRONG_PASSWORD',
  samePassword: 'SAME_PASSWORD',
  bankAccountDuplicate: 'BANK_ACCOUNT_DUPLICATE',
  bankAccountLimit: 'BANK_ACCOUNT_LIMIT',
  notFound: 'NOT_FOUND',
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];

/** Vietnamese texts of the account forms and API answers; the same strings on both sides. */
export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Vui lòng nhập tên đăng nhập',
  usernameLength: 'Tên đăng nhập phải từ 6 đến 29 ký tự',
  usernameCharacters: 'Tên đăng nhập chỉ gồm chữ cái và chữ số, không dấu, không khoảng trắng',
  usernameTaken: 'Tên đăng nhập đã tồn tại, vui lòng chọn tên khác',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordLength: 'Mật khẩu phải từ 6 đến 64 ký tự',
  passwordTooCommon: 'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác',
  passwordSameAsUsername: 'Mật khẩu không được trùng với tên đăng nhập',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại',
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại không hợp lệ. Chỉ hỗ trợ số di động Viettel, Mobifone, Vinaphone',
  phoneTaken: 'Số điện thoại đã được sử dụng cho tài khoản khác',
  ageConfirmationRequired: 'Vui lòng xác nhận bạn đã đủ 18 tuổi',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ',
  invalidCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  accountLocked: 'Tài khoản đã bị khóa, vui lòng liên hệ chăm sóc khách hàng',
  autoLoginFailed: 'Liên kết đăng nhập không hợp lệ hoặc đã hết hạn',
  unauthenticated: 'Vui lòng đăng nhập để tiếp tục',
  sessionRevoked: 'Tài khoản của bạn đã được đăng nhập trên trình duyệt/ thiết bị khác.',
  sessionExpired: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  accountNotFound: 'Không tìm thấy tài khoản',
  /** Where a forgot-password code went, in words: the answer never tells whether the name exists. */
  resetCodeDestination: 'số điện thoại đã xác thực của tài khoản',
  phoneNotVerified: 'Vui lòng xác thực số điện thoại trước',
  phoneNotVerifiedForReset:
    'Tài khoản chưa xác thực số điện thoại nên không thể lấy lại mật khẩu, vui lòng liên hệ chăm sóc khách hàng',
  phoneAlreadyVerified: 'Số điện thoại đã được xác thực',
  emailAlreadyVerified: 'Email này đã được xác thực',
  codeRequired: 'Vui lòng nhập mã xác thực',
  codeFormat: 'Mã xác thực gồm 6 chữ số',
  otpInvalid: 'Mã xác thực không đúng',
  otpExpired: 'Mã xác thực đã hết hạn, vui lòng gửi lại mã mới',
  otpUsed: 'Mã xác thực đã được sử dụng, vui lòng gửi lại mã mới',
  otpTooManyAttempts: 'Bạn đã nhập sai quá nhiều lần, vui lòng gửi lại mã mới',
  challengeRequired: 'Vui lòng gửi mã xác thực trước',
  resetTicketInvalid: 'Phiên đặt lại mật khẩu không hợp lệ hoặc đã hết hạn, vui lòng thực hiện lại',
  wrongCurrentPassword: 'Mật khẩu hiện tại không đúng',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại',
  bankRequired: 'Vui lòng chọn ngân hàng',
  accountNumberRequired: 'Vui lòng nhập số tài khoản',
  accountNumberInvalid: 'Số tài khoản chỉ gồm chữ số, từ 6 đến 19 số',
  holderNameRequired: 'Vui lòng nhập tên chủ tài khoản',
  holderNameInvalid: 'Tên chủ tài khoản chỉ gồm chữ cái và khoảng trắng, từ 2 đến 50 ký tự',
  bankAccountDuplicate: 'Số tài khoản này đã được thêm vào tài khoản của bạn',
  bankAccountLimit: 'Bạn chỉ có thể thêm tối đa 5 tài khoản ngân hàng',
  bankAccountNotFound: 'Không tìm thấy tài khoản ngân hàng',
} as const;

/** The resend countdown the OTP screens show, in seconds. */
export const otpResendMessage = (seconds: number): string =>
  `Vui lòng đợi ${seconds} giây trước khi gửi lại mã`;

/** After a wrong code, how many tries the challenge has left. */
export const otpAttemptsLeftMessage = (left: number): string =>
  `${ACCOUNT_MESSAGES.otpInvalid}, bạn còn ${left} lần thử`;
