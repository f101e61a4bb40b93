import type { BrandId } from '@xc/brand';

export interface FaqPair {
  question: string;
  answer: string;
}

export type ContentOverrides = Partial<
  Record<BrandId, { title?: string; description?: string; summary?: string }>
>;

/** A Markdown file, rendered at build time; placeholders are still in it (filled per brand). */
export interface ContentDocument {
  title: string;
  description: string;
  /** News: publication date, YYYY-MM-DD. */
  date?: string;
  /** News: the teaser in the list. */
  summary?: string;
  html: string;
  /** A call to action under the lead ("Nạp ngay"): a site path, prerendered as a plain link. */
  action?: ContentAction;
  /** The FAQ page's question/answer pairs (FAQPage structured data). */
  faq?: FaqPair[];
  /** Per-brand replacements of the front matter fields. */
  brands: ContentOverrides;
}

export interface ContentAction {
  label: string;
  /** A path of this site, with a query string if any (`/account/deposit/codepay?promotion=khuyen-mai-100`). */
  to: string;
}

/** A page's content for every brand: the shared document and whole-page brand variants. */
export interface PageContent {
  document: ContentDocument;
  variants: Partial<Record<BrandId, ContentDocument>>;
}

export interface ContentLink {
  path: string;
  title: string;
  description: string;
  brands: ContentOverrides;
}

export interface NewsTeaser extends ContentLink {
  date: string;
  summary: string;
}
