import { findPage, normalisePath } from '@xc/paths';
import { NOT_FOUND_ROUTE_ID } from '../route-table';

const NEWS_ARTICLE = /^\/tin-tuc\/[a-z0-9-]+$/;

/** Whether a path is a page of the site (one of the table's, or a news article). */
export function isSitePath(path: string): boolean {
  return Boolean(findPage(path)) || NEWS_ARTICLE.test(path);
}

/**
 * Which entry of the SEO copy a path's head and headings come from: the path, or the not-found
 * page's. The root route's data is keyed by it, so the browser can tell whether the data it hydrated
 * with was made for the page at the location.
 */
export function headKey(pathname: string): string {
  const path = normalisePath(pathname);
  return isSitePath(path) ? path : NOT_FOUND_ROUTE_ID;
}
