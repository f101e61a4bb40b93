import { createContext, useContext, type ReactNode } from 'react';
import type { RedirectRule, RouteSeo, SeoCopy } from '@xc/brand';
import { findPage, type AppPath, type PageDef } from '@xc/paths';
import { useTexts } from '@xc/i18n';
import { shellTexts } from '../texts';

/** The brand app's own data the pages read: SEO copy per page and the legacy redirect table. */
export interface BrandData {
  seo: Partial<SeoCopy>;
  redirects: readonly RedirectRule[];
}

const BrandDataContext = createContext<BrandData>({ seo: {}, redirects: [] });

export function BrandDataProvider({ data, children }: { data: BrandData; children: ReactNode }) {
  return <BrandDataContext.Provider value={data}>{children}</BrandDataContext.Provider>;
}

export const useBrandRedirects = (): readonly RedirectRule[] => useContext(BrandDataContext).redirects;

export const useRouteSeo = (path: string): RouteSeo | undefined => useContext(BrandDataContext).seo[path];

/** A page's heading: the brand's own h1 where its SEO copy gives one, else the shell's name for it. */
export function usePageHeading(): (path: AppPath) => string {
  const { seo } = useContext(BrandDataContext);
  // Keys built from data: the untyped lookup (a test checks every page has its heading).
  const text = useTexts(shellTexts.namespace);
  return (path) => seo[path]?.h1 ?? text(`pages.${path}`);
}

/** What kind of page this is, in a sentence (spec §1–2). */
export function useGroupDescription(): (page: PageDef) => string {
  const text = useTexts(shellTexts.namespace);
  return (page) => text(`groups.${page.group}`);
}

export { findPage };
