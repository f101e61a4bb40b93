import { FIRST_READ_ELEMENT_ID, type FirstReadPayload } from '@xc/api-contract';

/**
 * How old a first read may be when it is taken. The site server makes it as the page is asked for;
 * a copy of the page kept by the browser or a proxy carries an older one, and then the API is asked.
 * Generous, as the server's clock and the phone's differ.
 */
export const FIRST_READ_MAX_AGE_MS = 5 * 60_000;

const sameRead = (a: URL, b: URL): boolean => {
  if (a.origin !== b.origin || a.pathname !== b.pathname) return false;
  const sorted = (url: URL) =>
    [...url.searchParams]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return sorted(a) === sorted(b);
};

/**
 * The answer the page came with for this GET (`@xc/api-contract`'s FIRST_READ_ELEMENT_ID: a lobby's
 * first page of games), as if the API had sent it; taken once, so any later read asks the API. Only a
 * visitor's read may take it: it is what a visitor gets (no favourites marked).
 */
export function takeFirstRead(url: URL): Response | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(FIRST_READ_ELEMENT_ID);
  if (!element) return undefined;
  let payload: FirstReadPayload;
  try {
    payload = JSON.parse(element.textContent ?? '') as FirstReadPayload;
  } catch {
    element.remove();
    return undefined;
  }
  if (typeof payload?.path !== 'string' || !sameRead(new URL(payload.path, location.origin), url))
    return undefined;
  element.remove();
  if (!(Math.abs(Date.now() - payload.at) <= FIRST_READ_MAX_AGE_MS)) return undefined;
  return new Response(JSON.stringify(payload.body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
