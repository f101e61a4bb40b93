import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './brand-fixture';
import { opsIn } from './operator';

// Maintenance stops every API call, so this test runs its own server (own port, own database) and
// switches it with the operator CLI exactly as an operator would, through the server's bridge.
const root = path.resolve(__dirname, '../../..');
let server: ChildProcess;
let dataDir: string;
let base: string;

const ops = (...args: string[]) => opsIn(dataDir, ...args);

test.beforeAll(async ({ brand }, testInfo) => {
  // Starting a second server (migrations on a fresh embedded database) takes a while on a busy machine.
  testInfo.setTimeout(240_000);
  const port = 3250 + Number(brand.id.slice(2)) + (testInfo.project.name.endsWith('mobile') ? 10 : 0);
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), `xc-maint-${brand.id}-`));
  server = spawn('node', [path.join(root, 'tools/scripts/e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, BRAND: brand.id, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('maintenance test server did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => server?.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
});

test('the operator switches maintenance on and off; players see the maintenance page and come back', async ({
  page,
}) => {
  await page.goto(`${base}/gioi-thieu`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const on = await ops('maintenance', 'on');
  expect(on.out).toContain('Maintenance: ON');
  expect(on.status).toBe(0);

  // The next page load calls the API (the configuration at start), gets 503 MAINTENANCE_MODE, and moves.
  await page.goto(`${base}/cau-hoi-thuong-gap`);
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByText('Hệ thống đang bảo trì. Vui lòng thử lại sau!')).toBeVisible();
  expect((await page.request.get(`${base}/api/system/configurations`)).status()).toBe(503);

  expect((await ops('maintenance', 'off')).out).toContain('Maintenance: off');
  await expect
    .poll(async () => (await page.request.get(`${base}/api/system/configurations`)).status())
    .toBe(200);
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page).toHaveURL(/\/cau-hoi-thuong-gap$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
