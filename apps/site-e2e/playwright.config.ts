import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

// One brand per run: each brand app's `e2e` target sets E2E_BRAND, so a brand team runs only its own
// (`npx nx e2e xc06`), and `npm test` runs all six.
const brand = process.env.E2E_BRAND ?? 'xc05';
const port = 3100 + Number(brand.slice(2));
const root = path.resolve(__dirname, '../..');
const e2eDataDir = (id: string) => path.join(root, 'dist/e2e-data', id);

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
    },
    { name: `${brand}-mobile`, use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } } },
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
