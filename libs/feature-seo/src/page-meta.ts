import type { BrandConfig, RobotsValue } from '@xc/brand';
import type { JsonLd } from './json-ld';
import { siteUrl } from './site-url';

/** A React Router meta descriptor (kept structural so this util lib needs no router). */
export type MetaTag = Record<string, unknown>;

export interface PageMetaInput {
  brand: BrandConfig;
  /** The page's canonical path (no query, no trailing slash). */
  path: string;
  title: string;
  description: string;
  keywords?: string;
  /** Null: the page carries no robots value (spec §4, xc06 inner pages). */
  robots: RobotsValue | null;
  type?: 'website' | 'article';
  jsonLd?: readonly JsonLd[];
}

/** The shared social image, generated per brand at build time (1200 × 630). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** Everything a public page puts in its <head> (spec §3 "Page metadata"). */
export function pageMeta({
  brand,
  path,
  title,
  description,
  keywords,
  robots,
  type = 'website',
  jsonLd = [],
}: PageMetaInput): MetaTag[] {
  const url = siteUrl(brand, path);
  const image = siteUrl(brand, OG_IMAGE.path);
  return [
    { title },
    { name: 'description', content: description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    { name: 'author', content: brand.name },
    ...(robots ? [{ name: 'robots', content: robots }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:locale', content: 'vi_VN' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}

/** sitemap.xml of the given absolute paths, on the brand's domain. */
export function sitemapXml(brand: BrandConfig, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(siteUrl(brand, p))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export interface MetaPatch {
  title?: string;
  description?: string;
  type?: 'website' | 'article';
  /** Added; an object of a @type the base already has replaces it. */
  jsonLd?: readonly JsonLd[];
}

const jsonLdType = (tag: MetaTag): string | undefined =>
  (tag['script:ld+json'] as JsonLd | undefined)?.['@type'];

/**
 * A page's own metadata over the root's (React Router gives a route's `meta` the root's descriptors):
 * the title and description in every place they appear, the Open Graph type, more structured data.
 */
export function extendMeta(base: readonly MetaTag[], patch: MetaPatch): MetaTag[] {
  const replacedTypes = new Set((patch.jsonLd ?? []).map((data) => data['@type']));
  const tags = base
    .filter((tag) => !replacedTypes.has(jsonLdType(tag) ?? ''))
    .map((tag) => {
      if (patch.title !== undefined) {
        if ('title' in tag) return { title: patch.title };
        if (tag['property'] === 'og:title' || tag['name'] === 'twitter:title')
          return { ...tag, content: patch.title };
      }
      if (patch.description !== undefined) {
        if (
          tag['name'] === 'description' ||
          tag['property'] === 'og:description' ||
          tag['name'] === 'twitter:description'
        ) {
          return { ...tag, content: patch.description };
        }
      }
      if (patch.type && tag['property'] === 'og:type') return { ...tag, content: patch.type };
      return tag;
    });
  return [...tags, ...(patch.jsonLd ?? []).map((data) => ({ 'script:ld+json': data }))];
}
