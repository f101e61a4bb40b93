import { type CookieAccess, documentCookies, readCookie, writeCookie } from './cookies';

/** Spec §9: affiliate and referrer cookies live 12 hours at the site root. */
export const AFFILIATE_COOKIE_MAX_AGE_SECONDS = 43_200;
/** Query parameters kept for registration (spec §3 "Affiliate cookie info"). */
export const AFFILIATE_PARAMS = [
  'aff_id',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
] as const;
/** The cookie holding the referring page. */
export const REFERRER_COOKIE = 'source';

export type AffiliateInfo = Partial<
  Record<(typeof AFFILIATE_PARAMS)[number] | typeof REFERRER_COOKIE, string>
>;

const MAX_VALUE_LENGTH = 200;
// Campaign ids and tags only: anything else is noise or an injection attempt.
const SAFE_VALUE = /^[\p{L}\p{N} ._~:/+-]+$/u;

const isOrUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export interface CaptureOptions {
  url: URL;
  referrer: string;
  /** Domains whose referrals are not recorded (spec §5: the partner list). */
  partnerDomains: readonly string[];
  cookies?: CookieAccess;
}

/**
 * Keeps the campaign parameters of the landing URL and where the visitor came from, so registration
 * can credit them. A value is replaced only by a new one; the site's own pages and partner domains
 * are never recorded as the referrer.
 */
export function captureAffiliate({
  url,
  referrer,
  partnerDomains,
  cookies = documentCookies,
}: CaptureOptions): void {
  const options = { maxAgeSeconds: AFFILIATE_COOKIE_MAX_AGE_SECONDS, secure: url.protocol === 'https:' };
  for (const name of AFFILIATE_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value && value.length <= MAX_VALUE_LENGTH && SAFE_VALUE.test(value))
      writeCookie(name, value, options, cookies);
  }
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return;
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return;
  const host = from.hostname.toLowerCase();
  if (isOrUnder(host, url.hostname.toLowerCase())) return;
  if (partnerDomains.some((domain) => isOrUnder(host, domain.toLowerCase()))) return;
  writeCookie(REFERRER_COOKIE, `${from.origin}${from.pathname}`.slice(0, 500), options, cookies);
}

/** What was captured, for the register call. */
export function readAffiliate(cookies: CookieAccess = documentCookies): AffiliateInfo {
  const info: AffiliateInfo = {};
  for (const name of [...AFFILIATE_PARAMS, REFERRER_COOKIE] as const) {
    const value = readCookie(name, cookies);
    if (value) info[name] = value;
  }
  return info;
}
