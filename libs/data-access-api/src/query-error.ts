import type { ApiError, ApiResult } from './errors';

/**
 * What a query function throws for a failed call: the typed `ApiError` (status, code, Vietnamese
 * message) as an Error, so TanStack Query's `error` is the same value the endpoint returned.
 */
export class ApiQueryError extends Error implements ApiError {
  readonly status: number;
  readonly code: string;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiQueryError';
    this.status = error.status;
    this.code = error.code;
  }
}

/** An endpoint's result for a query function: the data, or the failure thrown as ApiQueryError. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiQueryError(result.error);
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiQueryError;
  }
}
