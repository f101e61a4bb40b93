import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
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
 * - the brand-data specs (axe with no script error while the page hydrates, the static HTML and SEO,
 *   the page table and redirects, the frame's modals and widgets) run on every brand, on the device
 *   its `BRAND_DATA_DEVICES` names, and on both devices of xc03 and xc06 (the brand with a redirect
 *   table and a mobile domain): a brand's data is the same on either device, and each device's
 *   layout is the same code for every brand. Axe reads the home page (the frame in the brand's
 *   colours) wherever these run, and every page on one device of four brands: each layout in a dark
 *   and in a light theme (below: desktop on xc03, dark, and xc07, light; the phone on xc04, dark, and
 *   xc08, light), and the player's pages on two of those (xc03's desktop, xc08's phone: each layout
 *   once, each theme once). xc05 and xc06 are dark like xc03 and xc04, and every brand's palette is
 *   derived by the same createTheme, whose contrasts ui-kit's tests hold for dark and light tokens
 *   (all six brands' pages were read until CI's time ran short; then every brand-data spec on both
 *   devices of all six, until a two-core host's CI ran past its 45 minutes);
 * - every player and operator journey runs once per device on a brand whose games open in a new tab,
 *   split in two halves (desktop: xc03 the first, xc05 the second; phone: xc04 the first, xc07 the
 *   second), and the journeys about opening and playing a game run again on the desktop of xc06 (same
 *   tab, its mobile domain): the lobbies and the home page's games, the balance while a game plays,
 *   and the money loop (deposit, play, withdraw). The other journeys that play a round (withdrawal,
 *   missions, promotions, refunds) open it through the same helpers and differ only in what the API
 *   counts, which is the same on every brand, so xc06 does not play them again;
 * - `E2E_ALL=1` runs everything on both devices of any brand.
 */
const ALL = process.env.E2E_ALL === '1';
const spec = (name: string) => `${name}.spec.ts`;
const BRAND_DATA = ['accessibility', 'foundation', 'modals', 'shell', 'static-html'];
/** The journeys about how a game opens and plays, run again where it opens in the same tab. */
const OPENS_A_GAME = ['games', 'live-balance', 'money-loop'];
const HALVES = {
  first: ['cashier-withdraw', 'missions', 'auth', 'games', 'jackpot', 'maintenance'],
  second: ['rewards', 'cashier-deposit', 'money-loop', 'promotions', 'giftcodes', 'live-balance'],
};
type Device = 'desktop' | 'mobile';
type Way = `${Device}:${'new' | 'same'}`;
const JOURNEYS: Partial<Record<keyof typeof tenants, Partial<Record<Device, readonly string[]>>>> = {
  xc03: { desktop: HALVES.first },
  xc04: { mobile: HALVES.first },
  xc05: { desktop: HALVES.second },
  xc06: { desktop: OPENS_A_GAME },
  xc07: { mobile: HALVES.second },
};
/** Where a brand's own data is read (brand-data specs; xc03 and xc06 on both devices, see above). */
const BRAND_DATA_DEVICES: Record<keyof typeof tenants, readonly Device[]> = {
  xc03: ['desktop', 'mobile'],
  xc04: ['mobile'],
  xc05: ['desktop'],
  xc06: ['desktop', 'mobile'],
  xc07: ['mobile'],
  xc08: ['desktop'],
};
/** The device on which axe reads every page of a brand (the other, and other brands, the home page). */
const AXE_DEVICE: Partial<Record<keyof typeof tenants, Device>> = {
  xc03: 'desktop',
  xc04: 'mobile',
  xc07: 'desktop',
  xc08: 'mobile',
};

// Every journey runs on each way it can take; a spec file added without a place here fails the config.
const journeySpecs = fs
  .readdirSync(path.join(__dirname, 'src'))
  .filter((file) => file.endsWith('.spec.ts') && !BRAND_DATA.map(spec).includes(file));
const covered = new Map<Way, Set<string>>();
for (const [id, byDevice] of Object.entries(JOURNEYS)) {
  const same = Boolean(tenants[id as keyof typeof tenants].mobileDomain);
  for (const [device, names] of Object.entries(byDevice ?? {})) {
    const way = `${device}:${same ? 'same' : 'new'}` as Way;
    covered.set(way, new Set([...(covered.get(way) ?? []), ...(names ?? []).map(spec)]));
  }
}
const required: Record<Way, string[]> = {
  'desktop:new': journeySpecs,
  'mobile:new': journeySpecs,
  'desktop:same': OPENS_A_GAME.map(spec),
  'mobile:same': [],
};
for (const [way, files] of Object.entries(required)) {
  const missing = files.filter((file) => !covered.get(way as Way)?.has(file));
  if (missing.length > 0)
    throw new Error(`playwright.config.ts: no brand runs ${missing.join(', ')} as ${way}`);
}
/** Read by accessibility.spec.ts through the project's metadata. */
const axeEveryPage = (device: Device) => ALL || AXE_DEVICE[brand as keyof typeof tenants] === device;
/** Read by accessibility.spec.ts: the player's pages on two of the four, desktop and dark, phone and light. */
const AXE_PLAYER_PAGES: Partial<Record<keyof typeof tenants, Device>> = { xc03: 'desktop', xc08: 'mobile' };
const axePlayerPages = (device: Device) => ALL || AXE_PLAYER_PAGES[brand as keyof typeof tenants] === device;
/** Read by static-html.spec.ts: the built files are the same for every device, so read on one. */
const readsFiles = (device: Device) =>
  ALL ? device === 'desktop' : BRAND_DATA_DEVICES[brand as keyof typeof tenants][0] === device;
const brandData = (device: Device): string[] => {
  const id = brand as keyof typeof tenants;
  if (BRAND_DATA_DEVICES[id].includes(device)) return BRAND_DATA;
  // Axe's every-page reading on a device the brand's other data is not read on.
  return AXE_DEVICE[id] === device ? ['accessibility'] : [];
};
const testMatch = (device: Device) =>
  ALL
    ? undefined
    : [...brandData(device), ...(JOURNEYS[brand as keyof typeof tenants]?.[device] ?? [])].map(spec);

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
  // The second names each failed attempt in TEST_FAILURES_FILE, which `npm test` prints at its end.
  reporter: [['list'], [path.join(root, 'tools/test-failures/playwright-reporter.cjs')]],
  // CI runs two brands at once on two cores: give pages and servers room rather than retry on time
  // (a journey of a minute alone took 80 s there on a slow day; 90 s ran out).
  timeout: process.env.CI ? 150_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    // A trace records every action's snapshot and a screencast: on the retry only, which is where a
    // failure's cause is read (every test's recording cost CI minutes of CPU).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'vi-VN',
  },
  projects: [
    {
      name: `${brand}-desktop`,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: testMatch('desktop'),
      metadata: {
        axeEveryPage: axeEveryPage('desktop'),
        axePlayerPages: axePlayerPages('desktop'),
        readsFiles: readsFiles('desktop'),
      },
    },
    {
      name: `${brand}-mobile`,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
      testMatch: testMatch('mobile'),
      metadata: {
        axeEveryPage: axeEveryPage('mobile'),
        axePlayerPages: axePlayerPages('mobile'),
        readsFiles: readsFiles('mobile'),
      },
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
    // Stopped as in production (the server closes its database and frees the lock), not SIGKILLed,
    // which left the data folder's lock behind for the next run with a pid the machine soon reuses.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
