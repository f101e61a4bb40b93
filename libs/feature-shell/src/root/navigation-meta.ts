import { fillPlaceholders, type BrandConfig, type PageCopies, type SeoCopy } from '@xc/brand';
import { ERROR_ROBOTS, robotsFor, siteUrl, type MetaTag } from '@xc/feature-seo';
import { findPage, normalisePath, type PageDef } from '@xc/paths';
import { pageHeading } from '@xc/paths/texts';
import { NOT_FOUND_ROUTE_ID } from '../route-table';
import { isSitePath } from './head-key';

export interface PageMetaArgs {
  brand: BrandConfig;
  seo: Partial<SeoCopy>;
  pathname: string;
}

const ERROR_GROUPS = new Set(['error']);

/** What every head of a path starts from: its page, SEO copy entry, title and robots value. */
export function pageBasics({ brand, seo, pathname }: PageMetaArgs) {
  const path = normalisePath(pathname);
  const page: PageDef | undefined = findPage(path);
  const notFound = !isSitePath(path);
  const copy = seo[(notFound ? NOT_FOUND_ROUTE_ID : path) as keyof SeoCopy];
  const fill = (text: string) => fillPlaceholders(text, brand);
  const heading = page ? pageHeading(page.path) : brand.name;
  const title = fill(copy?.title ?? (page && page.path !== '/' ? `${heading} – ${brand.name}` : brand.name));
  const isError = notFound || (page ? ERROR_GROUPS.has(page.group) : false);
  const isHome = path === '/';
  const robots = isError ? ERROR_ROBOTS : robotsFor(brand.robots, isHome ? 'home' : 'inner');
  return { path, page, copy, fill, heading, title, isError, isHome, robots };
}

/**
 * The head after a navigation in the browser: the title (the tab, history, what a screen reader
 * announces), robots and canonical. Crawlers read each page's full head (description, social cards,
 * structured data) in its prerendered HTML, so the browser carries none of that code (page-meta.ts,
 * loaded by the root loader only, which runs where pages are prerendered).
 */
export function navigationPageMeta(args: PageMetaArgs): MetaTag[] {
  const { path, title, robots } = pageBasics(args);
  return [
    { title },
    ...(robots ? [{ name: 'robots', content: robots }] : []),
    { tagName: 'link', rel: 'canonical', href: siteUrl(args.brand, path) },
  ];
}

/** The copy of the page a head key names, as the root route's data carries it (its body reads it). */
export function pageCopies(seo: Partial<SeoCopy>, key: string): PageCopies {
  const copy = seo[key as keyof SeoCopy];
  if (!copy) return {};
  const { title, h1, h2, description } = copy;
  return { [key]: { title, h1, ...(h2 ? { h2 } : {}), ...(description ? { description } : {}) } };
}
