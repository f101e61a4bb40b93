import { useBrand, type BrandConfig } from '@xc/brand';
import { fillPlaceholders } from '@xc/brand';
import type { ContentAction, ContentDocument, ContentLink, PageContent } from './types';

export interface ShownDocument {
  title: string;
  description: string;
  summary?: string;
  date?: string;
  html: string;
  action?: ContentAction;
}

/** The brand's variant of a page if it has one, its front matter overrides, placeholders filled. */
export function documentFor(content: PageContent, brand: BrandConfig): ShownDocument {
  const document: ContentDocument = content.variants[brand.id] ?? content.document;
  const override = document.brands[brand.id] ?? {};
  const fill = (text: string) => fillPlaceholders(text, brand);
  return {
    title: fill(override.title ?? document.title),
    description: fill(override.description ?? document.description),
    summary: document.summary === undefined ? undefined : fill(override.summary ?? document.summary),
    date: document.date,
    html: fillPlaceholders(document.html, brand, { html: true }),
    action: document.action && { ...document.action, label: fill(document.action.label) },
  };
}

export function useDocument(content: PageContent): ShownDocument {
  return documentFor(content, useBrand());
}

export function linkFor<T extends ContentLink>(link: T, brand: BrandConfig): T {
  const override = link.brands[brand.id] ?? {};
  return {
    ...link,
    title: fillPlaceholders(override.title ?? link.title, brand),
    description: fillPlaceholders(override.description ?? link.description, brand),
  };
}
