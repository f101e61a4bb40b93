import path from 'node:path';
import type { SiteRouteResponse } from '@xc/api-contract';
import { findPage, findRedirect, isDevOnlyPath, type RedirectRule as RedirectTableRule } from '@xc/paths';
import { createSiteFile, type SiteFile, type SiteRepository } from './repository';

/** Where a legacy URL goes (a site path or an absolute URL), or undefined. */
export type RedirectRule = (url: URL) => string | undefined;

/** The brand's legacy table as a RedirectRule (the table comes from the build's site.json). */
export const redirectTable =
  (rules: readonly RedirectTableRule[]): RedirectRule =>
  (url) =>
    findRedirect(rules, url.pathname, url.search);

export type SiteDecision =
  /** 301 for legacy paths; 302 for development-only pages, which exist while developing. */
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  /** Not a site path (the API's namespace): the caller answers with the API's 404. */
  | { kind: 'pass' }
  | { kind: 'file'; file: SiteFile; status: 200 | 404 | 500 | 503; cacheControl: string };

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_SHORT = 'public, max-age=3600';
export const CACHE_REVALIDATE = 'no-cache';

const SPA_FALLBACK = '__spa-fallback.html';
/** The catch-all route, prerendered under a path no page has (@xc/paths' NOT_FOUND_PRERENDER_PATH). */
const NOT_FOUND_PAGE = '__not-found/index.html';
/** Pages that are errors themselves answer with their status, so nothing indexes or caches them as content. */
const ERROR_PAGE_STATUS: Readonly<Record<string, 404 | 500 | 503>> = {
  '404/index.html': 404,
  '500/index.html': 500,
  'maintenance/index.html': 503,
};
/** Files whose name does not change between builds yet must be picked up at once after a deploy. */
const ALWAYS_REVALIDATE = /(^|\/)(sw\.js|[^/]*\.html|[^/]*\.data)$/;

export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');
/** Pages rendered in the browser only (the account area, game screens): the SPA fallback serves them. */
const isClientOnlyPath = (pathname: string): boolean =>
  pathname === '/account' || pathname.startsWith('/account/') || findPage(pathname)?.prerender === false;

const BUILT_IN_NOT_FOUND = `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Không tìm thấy trang</title></head><body><main><h1>404</h1><p>Không tìm thấy trang bạn yêu cầu.</p><p><a href="/">Về trang chủ</a></p></main></body></html>`;

/**
 * Decodes a URL path into a key of the site index, or undefined when it cannot name a file
 * (malformed escapes, NUL, backslashes). normalize() on an absolute path cannot climb above '/'.
 */
export function toSitePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  return path.posix.normalize(`/${decoded}`).slice(1);
}

function cacheControlFor(file: SiteFile): string {
  if (ALWAYS_REVALIDATE.test(file.path)) return CACHE_REVALIDATE;
  if (file.path.startsWith('assets/')) return CACHE_IMMUTABLE;
  return CACHE_SHORT;
}

/** Maps a request URL of the brand site to what should be sent, following the site's rules. */
export class SiteService {
  private constructor(
    private readonly files: SiteRepository,
    private readonly notFoundPage: SiteFile,
    private readonly redirect: RedirectRule | undefined,
  ) {}

  static async create(files: SiteRepository, redirect?: RedirectRule): Promise<SiteService> {
    const notFoundPage =
      files.find(NOT_FOUND_PAGE) ?? (await createSiteFile(NOT_FOUND_PAGE, Buffer.from(BUILT_IN_NOT_FOUND)));
    return new SiteService(files, notFoundPage, redirect);
  }

  resolve(url: URL): SiteDecision {
    if (isApiPath(url.pathname)) return { kind: 'pass' };

    if (isDevOnlyPath(url.pathname)) return { kind: 'redirect', location: '/', status: 302 };
    const location = this.redirect?.(url);
    if (location !== undefined) return { kind: 'redirect', location, status: 301 };

    const sitePath = toSitePath(url.pathname);
    if (sitePath === undefined) return this.notFound();

    if (isClientOnlyPath(url.pathname)) {
      const fallback = this.files.find(SPA_FALLBACK);
      return fallback ? this.page(fallback) : this.notFound();
    }

    const file = sitePath && !sitePath.endsWith('/') ? this.files.find(sitePath) : undefined;
    if (file) return file.path === NOT_FOUND_PAGE ? this.notFound() : this.page(file);

    const directory = sitePath.replace(/\/+$/, '');
    const indexPage = this.files.find(directory ? `${directory}/index.html` : 'index.html');
    if (indexPage && indexPage.path !== NOT_FOUND_PAGE) return this.page(indexPage);

    return this.notFound();
  }

  /**
   * The route middleware's question (spec §2): a redirect for legacy and development-only paths,
   * otherwise the app middleware of the page, all on (the content issues switch some off).
   */
  routeAnswer(url: URL): SiteRouteResponse {
    if (isDevOnlyPath(url.pathname)) return { redirect: '/' };
    const location = this.redirect?.(url);
    if (location !== undefined) return { redirect: location };
    const page = findPage(url.pathname);
    if (!page || page.middleware.length === 0) return {};
    return { appMiddleware: Object.fromEntries(page.middleware.map((name) => [name, true])) };
  }

  private page(file: SiteFile): SiteDecision {
    const status = ERROR_PAGE_STATUS[file.path] ?? 200;
    return {
      kind: 'file',
      file,
      status,
      cacheControl: status === 200 ? cacheControlFor(file) : CACHE_REVALIDATE,
    };
  }

  private notFound(): SiteDecision {
    return { kind: 'file', file: this.notFoundPage, status: 404, cacheControl: CACHE_REVALIDATE };
  }
}
