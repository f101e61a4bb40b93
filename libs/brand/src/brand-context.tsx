import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from './brand-config';

const BrandContext = createContext<BrandConfig | null>(null);

export function BrandProvider({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/** The active brand; every page is rendered inside a BrandProvider by the shell. */
export function useBrand(): BrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() needs a <BrandProvider> above it');
  return brand;
}
