import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import tenants from '../../libs/brand/src/tenants.json';

// One brand per run: each brand app's `e2e` target sets E2E_BRAND, so a brand team runs only its own
// (`npx nx e2e xc06`), and `npm test` runs all six; which specs each runs is set below.
const brand = process.env.E2E_BRAND ?? 'xc05';
const port = 3100 + Number(brand.slice(2));
const root = path.resolve(__dirname, '../..');
const e2eDataDir = (id: string) => path.join(root, 'dist/e2e-data', id);

/**
 * What runs on which brand. The brands share every feature, page and API rule; what a brand's data
 * changes is its theme, copy, SEO, redirects, bonus cap and whether it has a mobile domain (then games
 * open in the same tab). So:
 * - the brand-data specs (axe on the public and the player's pages in the brand's colours, the static
 *   HTML and SEO, the page table and redirects, the frame's modals and widgets) run on every brand, on
 *   both devices;
 * - the player and operator journeys run once per device and way of opening a game: on the desktop of
 *   xc03 and the phone of xc04 (new tab), and on the desktop of xc06 (same tab, its mobile domain).
 *   Spread over three brands, no brand's run is much longer than another's (CI runs two at a time);
 * - `E2E_ALL=1` runs everything on both devices of any brand.
 */
const BRAND_DATA_SPECS = ['accessibility', 'foundation', 'modals', 'shell', 'static-html'].map((name) => `${name}.spec.ts`);
const JOURNEYS: Partial<Record<keyof typeof tenants, readonly ('desktop' | 'mobile')[]>> = {
  xc03: ['desktop'],
  xc04: ['mobile'],
  xc06: ['desktop'],
};
const ways = Object.entries(JOURNEYS).flatMap(([id, devices]) =>
  (devices ?? []).map((device) => `${device}:${tenants[id as keyof typeof tenants].mobileDomain ? 'same' : 'new'}`),
);
for (const way of ['desktop:new', 'mobile:new', 'desktop:same']) {
  if (!ways.includes(way)) throw new Error(`playwright.config.ts: no brand runs the journeys as ${way}`);
}
const journeysOn = (device: 'desktop' | 'mobile') =>
  process.env.E2E_ALL === '1' || (JOURNEYS[brand as keyof typeof tenants] ?? []).includes(device);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './src',
  outputDir: path.join(root, 'dist/e2e', brand),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // CI runs two brands at once on two cores: give pages and servers room rather than retry on time.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'vi-VN',
  },
  projects: [
    {
      name: `${brand}-desktop`,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      ...(journeysOn('desktop') ? {} : { testMatch: BRAND_DATA_SPECS }),
    },
    {
      name: `${brand}-mobile`,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      ...(journeysOn('mobile') ? {} : { testMatch: BRAND_DATA_SPECS }),
    },
  ],
  webServer: {
    command: `node ${path.join(root, 'tools/scripts/e2e-server.mjs')}`,
    // A known data folder, so tests can act as the operator (npm run ops) on this server's database.
    // Loopback is the proxy in front of it: each test's players come from their own address (the
    // brand fixture's X-Forwarded-For), as real players do, so per-address limits see them apart.
    env: {
      BRAND: brand,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: e2eDataDir(brand),
      TRUST_PROXY: '127.0.0.1',
      // The test-only hooks (a player's mission clock moved to "tomorrow"); never set in production.
      TEST_HOOKS: '1',
    },
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
