import { fillPlaceholders, type BrandId, type LoaderPageMeta, type RootLoaderData } from '@xc/brand';
import { breadcrumbJsonLd, extendMeta, faqJsonLd, type JsonLd, type MetaTag } from '@xc/feature-seo';
import { pageHeading } from '@xc/paths/texts';
import type { PageContent } from './types';

/** Title, description and FAQ of a page for every brand, for the root's metadata (placeholders unfilled). */
export function loaderMetaOf(content: PageContent): LoaderPageMeta {
  const meta: LoaderPageMeta = {
    default: {
      title: content.document.title,
      description: content.document.description,
      faq: content.document.faq,
    },
  };
  const brands = new Set<BrandId>([
    ...(Object.keys(content.variants) as BrandId[]),
    ...(Object.keys(content.document.brands) as BrandId[]),
  ]);
  for (const brand of brands) {
    const document = content.variants[brand] ?? content.document;
    const override = document.brands[brand] ?? {};
    meta[brand] = {
      title: override.title ?? document.title,
      description: override.description ?? document.description,
      faq: document.faq,
    };
  }
  return meta;
}

interface ContentMetaArgs {
  data: { pageMeta: LoaderPageMeta } | undefined;
  matches: ReadonlyArray<{ meta?: unknown; data?: unknown; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

/**
 * A content route's `meta`: the root's head for the page (brand copy, robots, canonical) with what
 * only the content knows: a news article's own title, description and breadcrumb, and the FAQ page's
 * questions as FAQPage structured data.
 */
export function contentMeta(
  { data, matches, location }: ContentMetaArgs,
  { article = false } = {},
): MetaTag[] {
  const root = matches[0];
  const base = (root?.meta ?? []) as MetaTag[];
  const brand = ((root?.loaderData ?? root?.data) as RootLoaderData | undefined)?.brand;
  const meta = data?.pageMeta;
  if (!brand || !meta) return base;
  const own = meta[brand.id] ?? meta.default;
  if (!own) return base;
  const fill = (text: string) => fillPlaceholders(text, brand);
  const jsonLd: JsonLd[] = [];
  if (own.faq?.length)
    jsonLd.push(faqJsonLd(own.faq.map((e) => ({ question: fill(e.question), answer: fill(e.answer) }))));
  if (!article) return extendMeta(base, { jsonLd });
  const title = fill(own.title);
  jsonLd.push(
    breadcrumbJsonLd(brand, [
      { name: pageHeading('/'), path: '/' },
      { name: pageHeading('/tin-tuc'), path: '/tin-tuc' },
      { name: title, path: location.pathname.replace(/\/$/, '') },
    ]),
  );
  return extendMeta(base, {
    title: `${title} – ${brand.name}`,
    description: fill(own.description),
    type: 'article',
    jsonLd,
  });
}
