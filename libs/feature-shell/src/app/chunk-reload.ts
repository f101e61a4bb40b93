/** Spec §4 / §9: a failed code download reloads the page, at most once per 10 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'xc:chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A new deploy removed the hashed file an old page still refers to. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message);
}

/**
 * Loads `target` afresh (the new deploy's files) unless that was already tried within the guard time;
 * returns whether it did. Persisted state (session, settings) lives in storage and survives it.
 */
export function reloadForNewCode(
  target: string,
  { now = Date.now(), storage = sessionStorage, assign = (url: string) => window.location.assign(url) } = {},
): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  } catch {
    // Storage may be blocked; the guard then cannot hold, so do not reload at all.
    return false;
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  assign(target);
  return true;
}
