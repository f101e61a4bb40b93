import { test as base, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BrandConfig } from '@xc/brand';
import { recordToasts } from './toasts';

const requireHere = createRequire(__filename);

/** A private address of its own for each test: the players of different tests are different people. */
const playerAddress = () =>
  `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

// The modals the rewards feature opens by itself (after a registration, when a reward is ready).
const REWARD_POPUPS = [
  /^Chào mừng bạn đến với /,
  /^Lượt quay may mắn hôm nay$/,
  /^Bạn có tiền hoàn trả chờ nhận$/,
];
const dismissing = new WeakMap<Page, Promise<void>>();

/**
 * Closes the rewards' popups whenever one stands in the way of an action, like a player would.
 * Every caller for a page gets the same promise, settled once its handlers are in place: the page
 * fixture waits for the ones the context's listener began (a test that skips at once closed the page
 * while they were being added, an error outside any test that failed the run).
 */
export function dismissRewardPopups(page: Page): Promise<void> {
  const known = dismissing.get(page);
  if (known) return known;
  const adding = (async () => {
    for (const name of REWARD_POPUPS) {
      await page.addLocatorHandler(page.getByRole('dialog', { name }), async (dialog) => {
        try {
          await dialog.getByRole('button', { name: 'Đóng', exact: true }).click({ timeout: 5_000 });
        } catch (error) {
          // Gone with the page (a game opening in the same tab, a closed tab): nothing left to close.
          // A popup that stays is a failure, as it would block the player.
          if (await dialog.isVisible().catch(() => false)) throw error;
        }
      });
    }
  })().catch((error: unknown) => {
    // A page closed before its handlers were in place has no popup left to close.
    if (!page.isClosed()) throw error;
  });
  dismissing.set(page, adding);
  return adding;
}

/** The brand under test, read from its app's own data (a path, not an import: apps import no app). */
export const test = base.extend<{ brand: BrandConfig; rewardPopups: 'dismiss' | 'keep' }>({
  // The welcome after a registration and the "reward ready" popups would cover what other journeys
  // click; they are closed when in the way. `test.use({ rewardPopups: 'keep' })` where they are tested.
  rewardPopups: ['dismiss', { option: true }],
  // Every toast is recorded, so a test can ask for one that came and went while it looked elsewhere.
  context: async ({ context, rewardPopups }, provide) => {
    await recordToasts(context);
    if (rewardPopups === 'dismiss') context.on('page', (page) => void dismissRewardPopups(page));
    await provide(context);
  },
  page: async ({ page, rewardPopups }, provide) => {
    if (rewardPopups === 'dismiss') await dismissRewardPopups(page);
    await provide(page);
  },
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
