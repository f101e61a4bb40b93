import type { BrandConfig } from '@xc/brand';
import {
  breadcrumbJsonLd,
  businessJsonLd,
  organizationJsonLd,
  pageMeta,
  websiteJsonLd,
  type JsonLd,
  type MetaTag,
} from '@xc/feature-seo';
import { pageTrail, type AppPath } from '@xc/paths';
import { groupDescription, pageHeading } from '@xc/paths/texts';
import { pageBasics, type PageMetaArgs } from './navigation-meta';

export { headKey } from './head-key';
export { pageCopies, type PageMetaArgs } from './navigation-meta';

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

/**
 * The head of every page (spec §3–4): title and description from the brand's SEO copy (or the
 * loader, or the shared page texts), keywords, canonical, robots per the brand's policy, social
 * images and structured data: WebSite, Organization and the business on the home page, a
 * BreadcrumbList on inner pages (news articles and the FAQ add their own in their route's `meta`).
 */
export function buildPageMeta(args: PageMetaArgs): MetaTag[] {
  const { brand } = args;
  const { path, page, copy, fill, heading, title, isError, isHome, robots } = pageBasics(args);
  const description = fill(copy?.description ?? (page ? groupDescription(page) : ''));

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
