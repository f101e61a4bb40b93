import { fillPlaceholders, type BrandConfig, type SeoCopy } from '@xc/brand';
import {
  breadcrumbJsonLd,
  businessJsonLd,
  ERROR_ROBOTS,
  organizationJsonLd,
  pageMeta,
  robotsFor,
  websiteJsonLd,
  type JsonLd,
  type MetaTag,
} from '@xc/feature-seo';
import { findPage, normalisePath, pageTrail, type AppPath } from '@xc/paths';
import { groupDescription, pageHeading } from '@xc/paths/texts';
import { NOT_FOUND_ROUTE_ID } from '../route-table';

export interface PageMetaArgs {
  brand: BrandConfig;
  seo: Partial<SeoCopy>;
  pathname: string;
}

const NEWS_ARTICLE = /^\/tin-tuc\/[a-z0-9-]+$/;

const ERROR_GROUPS = new Set(['error']);

function trail(brand: BrandConfig, path: AppPath, title: string) {
  const steps = pageTrail(path);
  return breadcrumbJsonLd(
    brand,
    steps.map((step, index) => ({
      name: index === steps.length - 1 ? title : pageHeading(step),
      path: step,
    })),
  );
}

/** Which entry of the SEO copy a path's head comes from: the path, or the not-found page's. */
export function headKey(pathname: string): string {
  const path = normalisePath(pathname);
  return !findPage(path) && !NEWS_ARTICLE.test(path) ? NOT_FOUND_ROUTE_ID : path;
}

/**
 * The head of every page (spec §3–4): title and description from the brand's SEO copy (or the
 * loader, or the shared page texts), keywords, canonical, robots per the brand's policy, social
 * images and structured data: WebSite, Organization and the business on the home page, a
 * BreadcrumbList on inner pages (news articles and the FAQ add their own in their route's `meta`).
 */
export function buildPageMeta({ brand, seo, pathname }: PageMetaArgs): MetaTag[] {
  const path = normalisePath(pathname);
  const page = findPage(path);
  const notFound = !page && !NEWS_ARTICLE.test(path);
  const copy = seo[(notFound ? NOT_FOUND_ROUTE_ID : path) as keyof SeoCopy];
  const fill = (text: string) => fillPlaceholders(text, brand);

  const heading = page ? pageHeading(page.path) : brand.name;
  const title = fill(copy?.title ?? (page && page.path !== '/' ? `${heading} – ${brand.name}` : brand.name));
  const description = fill(copy?.description ?? (page ? groupDescription(page) : ''));
  const isError = notFound || (page ? ERROR_GROUPS.has(page.group) : false);
  const isHome = path === '/';
  const robots = isError ? ERROR_ROBOTS : robotsFor(brand.robots, isHome ? 'home' : 'inner');

  const jsonLd: JsonLd[] = [];
  if (isHome)
    jsonLd.push(websiteJsonLd(brand), organizationJsonLd(brand), businessJsonLd(brand, description));
  else if (!isError) jsonLd.push(trail(brand, path as AppPath, heading));

  return pageMeta({
    brand,
    path,
    title,
    description,
    keywords: copy?.keywords,
    robots,
    type: 'website',
    jsonLd,
  });
}
