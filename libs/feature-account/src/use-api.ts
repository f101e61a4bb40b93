import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError, ApiResult } from '@xc/data-access-api';

export type Loadable<T> =
  | { state: 'loading'; data?: T }
  | { state: 'ready'; data: T }
  | { state: 'error'; error: ApiError; data?: T };

/**
 * Loads with `call` when mounted and whenever `key` changes (the session token, so a new login never
 * shows the previous player's data); `reload` fetches again keeping what is shown.
 */
export function useApi<T>(call: (signal: AbortSignal) => Promise<ApiResult<T>>, key: string | null) {
  const [value, setValue] = useState<Loadable<T>>({ state: 'loading' });
  const latest = useRef(call);
  latest.current = call;
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setValue((previous) => ({ state: 'loading', data: previous.data }));
    const result = await latest.current(current.signal);
    if (current.signal.aborted) return;
    setValue((previous) =>
      result.ok
        ? { state: 'ready', data: result.data }
        : { state: 'error', error: result.error, data: previous.data },
    );
  }, []);

  useEffect(() => {
    if (key === null) return;
    setValue({ state: 'loading' });
    void load();
    return () => controller.current?.abort();
  }, [key, load]);

  return { value, reload: load };
}
