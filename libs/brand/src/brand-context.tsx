import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from './brand-config';
import type { PageCopies, PageCopy } from './seo-copy';

const BrandContext = createContext<BrandConfig | null>(null);
const CopyContext = createContext<PageCopies>({});

export interface BrandProviderProps {
  brand: BrandConfig;
  /** SEO copy of pages by route id (tests; the shell puts the current page's in with PageCopyProvider). */
  seo?: PageCopies;
  children: ReactNode;
}

/** Puts the brand's config (and, in tests, SEO copy) in reach of every page. */
export function BrandProvider({ brand, seo, children }: BrandProviderProps) {
  const provided = <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
  return seo ? <CopyContext.Provider value={seo}>{provided}</CopyContext.Provider> : provided;
}

/** The SEO copy the pages below may read (the shell: the page at the location, from its root data). */
export function PageCopyProvider({ copies, children }: { copies: PageCopies; children: ReactNode }) {
  return <CopyContext.Provider value={copies}>{children}</CopyContext.Provider>;
}

/** The active brand; every page is rendered inside a BrandProvider by the shell. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() needs a <BrandProvider> above it');
  return brand;
}

/** The brand's SEO copy of a page, if it has any (the shell provides the page at the location). */
export const useBrandSeo = (path: string): PageCopy | undefined => useContext(CopyContext)[path];
