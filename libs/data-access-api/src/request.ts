import type * as z from 'zod/mini';
import { apiClient, READ_ONLY } from './client';
import { type ApiResult, invalidResponseError, normaliseError, publishApiError } from './errors';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What every endpoint function may take. */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface RequestOptions extends CallOptions {
  json?: unknown;
  /** A POST that changes nothing: a visitor's call does not wait for the device fingerprint. */
  readOnly?: boolean;
  searchParams?: Record<string, string | number | boolean | undefined>;
}

/**
 * The one way endpoints call the API: ky call, body parsed with `schema`, every failure normalised
 * and published to onApiError listeners. Never throws.
 */
export async function request<T>(
  schema: z.ZodMiniType<T>,
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const result = await send(schema, method, path, options);
  if (!result.ok) publishApiError(result.error);
  return result;
}

async function send<T>(
  schema: z.ZodMiniType<T>,
  method: HttpMethod,
  path: string,
  { json, searchParams, signal, readOnly }: RequestOptions,
): Promise<ApiResult<T>> {
  try {
    const query = searchParams
      ? Object.fromEntries(
          Object.entries(searchParams).filter(
            (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
          ),
        )
      : undefined;
    const response = await apiClient()(path.replace(/^\/+/, ''), {
      method,
      json,
      searchParams: query,
      signal,
      context: readOnly ? { [READ_ONLY]: true } : {},
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      return { ok: false, error: invalidResponseError(response.status) };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { ok: false, error: invalidResponseError(response.status) };
    return { ok: true, data: parsed.data };
  } catch (error) {
    return { ok: false, error: await normaliseError(error) };
  }
}

/** Picks the part of a successful body the endpoint returns (usually `data`). */
export const mapOk = <T, U>(result: ApiResult<T>, select: (data: T) => U): ApiResult<U> =>
  result.ok ? { ok: true, data: select(result.data) } : result;
