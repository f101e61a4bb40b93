import { test as base } from '@playwright/test';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrandConfig } from '@xc/brand';

const requireHere = createRequire(__filename);

/** A private address of its own for each test: the players of different tests are different people. */
const playerAddress = () =>
  `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** The brand under test, read from its app's own data (a path, not an import: apps import no app). */
export const test = base.extend<{ brand: BrandConfig }>({
  // The e2e server trusts loopback as its proxy (playwright.config.ts): per-address rate limits (ten
  // registrations an hour from one address) apply per test, not to the whole suite.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': playerAddress() });
  },
  // eslint-disable-next-line no-empty-pattern
  brand: async ({}, provide) => {
    const id = process.env.E2E_BRAND ?? 'xc05';
    // Required, not imported: the brand's data imports its tenant facts from @xc/brand/tenants, a
    // module Playwright compiles to CommonJS, whose exports an ES import cannot name.
    const mod = requireHere(path.resolve(__dirname, '../..', id, 'brand.ts')) as { brand: BrandConfig };
    await provide(mod.brand);
  },
});

export { expect } from '@playwright/test';
