import type { ApiErrorBody } from '@xc/api-contract';

/** A failure a module expects and the client may show: its status, code and message are sent as-is. */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions & { headers?: Record<string, string> },
  ) {
    super(message, options);
    this.headers = options?.headers;
  }

  toBody(): ApiErrorBody {
    return { statusCode: this.statusCode, code: this.code, message: this.message };
  }
}

export const MESSAGES = {
  validation: 'Dữ liệu không hợp lệ',
  notFound: 'Không tìm thấy trang hoặc dữ liệu yêu cầu',
  internal: 'Đã có lỗi xảy ra vui lòng thử lại sau',
  badRequest: 'Yêu cầu không hợp lệ',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
  controlCharacters: 'Dữ liệu chứa ký tự không được phép',
  headersTooLarge: 'Phần đầu của yêu cầu quá lớn',
  timeout: 'Yêu cầu quá thời gian, vui lòng thử lại',
  unavailable: 'Hệ thống đang bận, vui lòng thử lại sau giây lát',
} as const;
