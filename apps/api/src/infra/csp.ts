import { createHash } from 'node:crypto';

/** API responses are data, never documents: nothing may load from them and nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Policy for an HTML document of the site. Inline scripts (React Router's hydration context) are
 * allowed by hash only; styles stay inline because styled-components writes them into the page.
 */
export function documentCsp(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// JSON data blocks (structured data) are never executed, so CSP does not need their hashes.
const NON_EXECUTED_TYPES = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

/** `sha256-…` sources for every inline script body of an HTML document, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || NON_EXECUTED_TYPES.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
