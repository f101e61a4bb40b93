import type { ApiErrorBody } from '@xc/api-contract';
import { HttpStatusError, RequestTimeoutError } from './client';

/** Every failed call ends as this value; `message` is fit to show a player (Vietnamese). */
export interface ApiError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

export type ApiResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiError };

/** Spec §8 "Generic API". */
export const GENERIC_ERROR_MESSAGE = 'Có lỗi xảy ra vui lòng thử lại sau';
export const MAINTENANCE_MODE_CODE = 'MAINTENANCE_MODE';

export const ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE',
  unknown: 'UNKNOWN_ERROR',
} as const;

export const httpErrorCode = (status: number): string => `HTTP_${status}`;

/**
 * Spec §8 "the server's message, or …": the message a server sent with a refusal (a 4xx, in our
 * contract's body or an upstream's `{ error | originalError: { message } }`), else `fallback`.
 * Server errors, network failures and refusals without a message get the fallback.
 */
export function serverMessageOr(error: ApiError, fallback: string): string {
  const refused = error.status >= 400 && error.status < 500;
  return refused && error.message !== GENERIC_ERROR_MESSAGE ? error.message : fallback;
}

export const isMaintenanceError = (error: ApiError): boolean =>
  error.status === 503 && error.code === MAINTENANCE_MODE_CODE;

export type ApiErrorListener = (error: ApiError) => void;

const listeners = new Set<ApiErrorListener>();

/** Subscribe to every normalised error (the shell watches for maintenance); returns the unsubscribe. */
export function onApiError(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishApiError(error: ApiError): void {
  for (const listener of [...listeners]) {
    try {
      listener(error);
    } catch {
      // One broken listener must not turn a typed failure into a thrown one for the caller.
      console.warn('[api] an onApiError listener threw');
    }
  }
}

export const invalidResponseError = (status: number): ApiError => ({
  status,
  code: ERROR_CODES.invalidResponse,
  message: GENERIC_ERROR_MESSAGE,
});

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The contract's error body (`apiErrorBodySchema`), checked by hand: the browser loads no zod for it. */
const isContractError = (record: Record<string, unknown>): record is Record<string, unknown> & ApiErrorBody =>
  Number.isInteger(record['statusCode']) && typeof record['code'] === 'string' && typeof record['message'] === 'string';

/**
 * The contract's `{ statusCode, code, message }` first; otherwise the looser shapes some upstreams
 * send (`{ message }`, `{ error: { message } }`, `{ originalError: { message } }`).
 */
function fromErrorBody(status: number, body: unknown): ApiError | undefined {
  const record = asRecord(body);
  if (!record) return undefined;
  if (isContractError(record)) {
    return {
      status,
      code: record.code,
      message: nonEmptyString(record.message) ? record.message : GENERIC_ERROR_MESSAGE,
    };
  }
  const nested = asRecord(record['error']);
  const original = asRecord(record['originalError']) ?? asRecord(nested?.['originalError']);
  const message = [record['message'], original?.['message'], nested?.['message']].find(nonEmptyString);
  const code = [record['code'], nested?.['code']].find(nonEmptyString);
  if (!message && !code) return undefined;
  return { status, code: code ?? httpErrorCode(status), message: message ?? GENERIC_ERROR_MESSAGE };
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

// By name, not instanceof: fetch may come from another realm (an injected fetch, a test runner).
const errorName = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;

/** Turns whatever a call (`send`) threw into an ApiError. Never throws. */
export async function normaliseError(error: unknown): Promise<ApiError> {
  if (error instanceof HttpStatusError) {
    const { status } = error.response;
    const fromBody = fromErrorBody(status, await readBody(error.response));
    return fromBody ?? { status, code: httpErrorCode(status), message: GENERIC_ERROR_MESSAGE };
  }
  if (error instanceof RequestTimeoutError) return { status: 0, code: ERROR_CODES.timeout, message: GENERIC_ERROR_MESSAGE };
  if (errorName(error) === 'AbortError') return { status: 0, code: ERROR_CODES.aborted, message: GENERIC_ERROR_MESSAGE };
  // fetch rejects with a TypeError when the network is down, DNS fails or the connection is refused.
  if (errorName(error) === 'TypeError') return { status: 0, code: ERROR_CODES.network, message: GENERIC_ERROR_MESSAGE };
  return { status: 0, code: ERROR_CODES.unknown, message: GENERIC_ERROR_MESSAGE };
}
