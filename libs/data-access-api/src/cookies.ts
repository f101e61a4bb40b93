/** Mirrors `document.cookie`: `read` returns the cookie header, `write` sets one cookie. */
export interface CookieAccess {
  read(): string;
  write(cookie: string): void;
}

export const documentCookies: CookieAccess = {
  read: () => (typeof document === 'undefined' ? '' : document.cookie),
  write: (cookie) => {
    if (typeof document !== 'undefined') document.cookie = cookie;
  },
};

/** The value of cookie `name`, URI-decoded, or null; never throws (sandboxed frames throw on access). */
export function readCookie(name: string, cookies: CookieAccess = documentCookies): string | null {
  let header: string;
  try {
    header = cookies.read();
  } catch {
    return null;
  }
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure?: boolean;
}

/** Writes one cookie at path `/`, SameSite Lax; returns false when the page may not write cookies. */
export function writeCookie(
  name: string,
  value: string,
  {
    maxAgeSeconds,
    secure = typeof location !== 'undefined' && location.protocol === 'https:',
  }: CookieOptions,
  cookies: CookieAccess = documentCookies,
): boolean {
  try {
    cookies.write(
      `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
    return true;
  } catch {
    return false;
  }
}
