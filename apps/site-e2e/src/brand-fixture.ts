import { test as base } from '@playwright/test';
import path from 'node:path';
import type { BrandConfig } from '@xc/brand';

/** The brand under test, read from its app's own data (a path, not an import: apps import no app). */
export const test = base.extend<{ brand: BrandConfig }>({
  // eslint-disable-next-line no-empty-pattern
  brand: async ({}, provide) => {
    const id = process.env.E2E_BRAND ?? 'xc05';
    const mod = (await import(path.resolve(__dirname, '../..', id, 'brand.ts'))) as { brand: BrandConfig };
    await provide(mod.brand);
  },
});

export { expect } from '@playwright/test';
