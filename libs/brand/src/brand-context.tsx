import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from './brand-config';
import type { RedirectRule } from './redirects';
import type { RouteSeo, SeoCopy } from './seo-copy';

interface BrandData {
  brand: BrandConfig;
  seo: Partial<SeoCopy>;
  redirects: readonly RedirectRule[];
}

const BrandContext = createContext<BrandData | null>(null);

export interface BrandProviderProps {
  brand: BrandConfig;
  /** The brand's SEO copy per page path (its `seo.ts`). */
  seo?: Partial<SeoCopy>;
  /** The brand's legacy redirect table (its `redirects.ts`). */
  redirects?: readonly RedirectRule[];
  children: ReactNode;
}

/** Puts a brand app's data (config, SEO copy, legacy table) in reach of every page. */
export function BrandProvider({ brand, seo = {}, redirects = [], children }: BrandProviderProps) {
  return <BrandContext.Provider value={{ brand, seo, redirects }}>{children}</BrandContext.Provider>;
}

function useBrandData(): BrandData {
  const data = useContext(BrandContext);
  if (!data) throw new Error('useBrand() needs a <BrandProvider> above it');
  return data;
}

/** The active brand; every page is rendered inside a BrandProvider by the shell. */
export const useBrand = (): BrandConfig => useBrandData().brand;

/** The brand's SEO copy of a page, if it has any. */
export const useBrandSeo = (path: string): RouteSeo | undefined => useBrandData().seo[path];

export const useBrandRedirects = (): readonly RedirectRule[] => useBrandData().redirects;
