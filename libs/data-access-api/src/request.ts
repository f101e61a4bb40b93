import type * as z from 'zod/mini';
import { type HttpMethod, send } from './client';
import { type ApiResult, invalidResponseError, normaliseError, publishApiError } from './errors';

export type { HttpMethod };

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

/** What an endpoint answers: the output type of its response schema in `@xc/api-contract`. */
export type Answer<S extends z.ZodMiniType> = z.output<S>;

/**
 * The one way endpoints call the API: `send`, the JSON body typed as `T` (the endpoint names its
 * contract schema: `request<Answer<typeof schema>>`), every failure normalised and published to
 * onApiError listeners. Never throws.
 *
 * The body is typed, not parsed: the API checks every answer against the same schema before it
 * leaves (its serializer), so parsing it again here cost every page zod and the contract's schemas
 * (about 14 KB of brotli on a lobby) and their start-up work. A body that is not JSON, or not an
 * object, is still INVALID_RESPONSE: that is a proxy's page or a cut connection, not our API.
 */
export async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const result = await call<T>(method, path, options);
  if (!result.ok) publishApiError(result.error);
  return result;
}

async function call<T>(
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
    const response = await send(path.replace(/^\/+/, ''), {
      method,
      json,
      searchParams: query,
      signal,
      readOnly,
    });
    const text = await response.text();
    if (text === '') return { ok: true, data: undefined as T };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, error: invalidResponseError(response.status) };
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { ok: false, error: invalidResponseError(response.status) };
    return { ok: true, data: body as T };
  } catch (error) {
    return { ok: false, error: await normaliseError(error) };
  }
}

/** Picks the part of a successful body the endpoint returns (usually `data`). */
export const mapOk = <T, U>(result: ApiResult<T>, select: (data: T) => U): ApiResult<U> =>
  result.ok ? { ok: true, data: select(result.data) } : result;
