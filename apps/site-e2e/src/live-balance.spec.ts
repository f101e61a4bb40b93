import type { Page } from '@playwright/test';
import { axe } from './axe';
import { expect, test } from './brand-fixture';
import { ops } from './operator';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(-10);

const balanceIn = async (page: Page) =>
  Number(((await page.getByRole('banner').getByText(/₫$/).textContent()) ?? '').replace(/[^\d]/g, ''));

test('the header balance follows a round played in another tab, within a second and without a reload', async ({
  page,
  context,
  brand,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('-mobile'), 'two tabs side by side is the desktop case');
  test.slow();
  const player = {
    username: `l${unique()}`,
    password: 'Xc-e2e-secret9',
    phone: `096${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
  expect(
    (await ops(brand.id, 'player', 'create', player.username, player.password, player.phone)).status,
  ).toBe(0);
  expect((await ops(brand.id, 'credit', player.username, '500000', 'e2e')).status).toBe(0);

  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/events')) streams.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByLabel('Tên đăng nhập').fill(player.username);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();
  await expect.poll(() => balanceIn(page)).toBe(500_000);
  // The stream is opened with a ticket, never with the session token.
  await expect.poll(() => streams.some((url) => /\/api\/user\/events\?ticket=/.test(url))).toBe(true);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  expect(streams.every((url) => !url.includes(token ?? '-'))).toBe(true);
  // A mark that a reload would wipe.
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));

  // The game in a second tab of the same browser (same session), as a player opens it.
  const game = await context.newPage();
  await game.goto('/');
  const section = game.getByRole('region', { name: 'Game nhanh' });
  await section.scrollIntoViewIfNeeded();
  const opened = brand.mobileDomain ? Promise.resolve(game) : context.waitForEvent('page');
  await section.getByRole('button', { name: 'Chơi Tài Xỉu Nhanh' }).click();
  const table = await opened;
  await expect(table.getByRole('heading', { level: 1, name: 'Tài Xỉu Nhanh' })).toBeVisible();
  await table.getByRole('button', { name: /^Tài/ }).click();
  await table.getByRole('button', { name: '10,000 ₫' }).first().click();
  await table.getByRole('button', { name: 'Đặt cược' }).click();
  await expect(table.getByRole('heading', { name: /^Kết quả ván #/ })).toBeVisible();
  const settledAt = Date.now();

  // The first tab was never brought back, focused or reloaded: only its live stream can move it.
  await expect.poll(() => balanceIn(page), { timeout: 1_000, intervals: [50] }).not.toBe(500_000);
  const tookMs = Date.now() - settledAt;
  testInfo.annotations.push({ type: 'header updated after the round', description: `${tookMs} ms` });
  expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);

  // The figure is the wallet's: what the API answers for the balance. The stake and the payout are
  // two movements, so the header may stand between them for a moment; it must come to the wallet's.
  // (The game tab of our site writes each into storage as well, and a copy arriving late must not
  // take the header back: that left it on the stake's balance once.)
  const token2 = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token,
  );
  const api = await page.evaluate(async (bearer) => {
    const res = await fetch('/api/user/balance', { headers: { authorization: `Bearer ${bearer}` } });
    return ((await res.json()) as { data: { balance: number } }).data.balance;
  }, token2);
  await expect.poll(() => balanceIn(page), { timeout: 1_000, intervals: [50] }).toBe(api);

  await page.evaluate(() =>
    window.addEventListener('storage', (event) => {
      if (event.key === 'auth') (window as unknown as { heard: number }).heard = 1;
    }),
  );
  // The other tab of our site writing a copy it read before the round (as its own refresh or balance
  // call may, late): the header keeps the stream's figure and takes only the newer token.
  await game.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('auth') ?? '{}') as {
      token: string;
      user: { balance: number };
    };
    localStorage.setItem(
      'auth',
      JSON.stringify({
        ...stored,
        token: `${stored.token}-next`,
        user: { ...stored.user, balance: 500_000 },
      }),
    );
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { heard?: number }).heard)).toBe(1);
  await page.waitForTimeout(300);
  expect(await balanceIn(page)).toBe(api);

  await page.screenshot({ path: `/tmp/events-shots/${brand.id}-live-balance-1440.png` });
  expect(await axe(page)).toEqual([]);
});

test('an operator credit shows in the header at once, on phones too', async ({ page, brand }, testInfo) => {
  test.slow();
  const player = {
    username: `c${unique()}`,
    password: 'Xc-e2e-secret9',
    phone: `096${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
  expect(
    (await ops(brand.id, 'player', 'create', player.username, player.password, player.phone)).status,
  ).toBe(0);
  await page.goto('/');
  const opened = page.waitForResponse((response) => response.url().includes('/api/user/events?ticket='));
  await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByLabel('Tên đăng nhập').fill(player.username);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect.poll(() => balanceIn(page)).toBe(0);
  expect((await opened).status()).toBe(200);
  // The login toast sits over the header on a phone; the picture is of the header itself.
  await expect(page.getByText('Đăng nhập thành công')).toBeHidden({ timeout: 15_000 });

  expect((await ops(brand.id, 'credit', player.username, '25000', 'e2e')).status).toBe(0);
  await expect.poll(() => balanceIn(page), { timeout: 1_000, intervals: [50] }).toBe(25_000);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `/tmp/events-shots/${brand.id}-credit-${width}.png` });
  expect(await axe(page)).toEqual([]);
  testInfo.annotations.push({ type: 'viewport', description: String(width) });
});
