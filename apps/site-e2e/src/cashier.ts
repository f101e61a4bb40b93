import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from './brand-fixture';
import { ops, opsBatch } from './operator';

// What the cashier's journeys share: a new player, a codepay deposit paid in the sandbox bank's app,
// the one-time codes the sandbox SMS gateway sent, and screenshots for the reviewer's eyes.

/** The buttons ignore a second click within 500 ms (spec §9): a test waits that long between. */
export const BUTTON_DEBOUNCE_MS = 550;

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(-10);

/** A new player, registered through the register modal (logged in after). */
export async function registerPlayer(page: Page, prefix: string) {
  const player = {
    username: `${prefix}${unique()}`,
    password: 'Xc-e2e-secret9',
    phone: `097${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Đăng ký' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng ký' });
  await dialog.getByLabel('Tên đăng nhập').fill(player.username);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await dialog.getByLabel('Số điện thoại').fill(player.phone);
  await dialog.getByLabel(/đủ 18 tuổi/).check();
  // The welcome popup follows a registration; a click landing as it opens is taken by it. Its coming
  // is watched from here (a watch, not a step, so the fixture closes it only at the next action).
  await page.evaluate(() => {
    const welcomed = () =>
      [...document.querySelectorAll('[role="dialog"] h2')].some((title) =>
        title.textContent?.startsWith('Chào mừng bạn đến với '),
      );
    new MutationObserver((_, observer) => {
      if (!welcomed()) return;
      document.documentElement.dataset['e2eWelcomed'] = 'yes';
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await dialog.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset['e2eWelcomed'] === 'yes');
  return player;
}

/**
 * A player made by the operator (a Viettel phone, 096–098, verified), credited with `balance` when above zero, and logged
 * in through the login modal. `prefix` starts the username, so a failing test's player is findable.
 */
export async function playerWithBalance(page: Page, brandId: string, balance: number, prefix = 'p') {
  const player = {
    username: `${prefix}${unique()}`,
    password: 'Xc-e2e-secret9',
    phone: `09${6 + Math.floor(Math.random() * 3)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
  };
  const created = await opsBatch(brandId, [
    ['player', 'create', player.username, player.password, player.phone],
    ...(balance > 0 ? [['credit', player.username, String(balance), 'e2e']] : []),
  ]);
  expect(created.status, created.out).toBe(0);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByLabel('Tên đăng nhập').fill(player.username);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();
  return player;
}

/** The value shown beside a label of a deposit voucher. */
export const voucherValue = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd > span');

/** Pays the voucher on the page from the sandbox bank's app, in another tab, as a player would. */
export async function payInBankApp(page: Page, context: BrowserContext, amount: number) {
  const content = (await voucherValue(page, 'Nội dung chuyển khoản').textContent()) ?? '';
  const account = (await voucherValue(page, 'Số tài khoản').textContent()) ?? '';
  const bank = await context.newPage();
  await bank.goto('/gateway/bank');
  await bank.getByLabel('Số tài khoản nhận').fill(account);
  await bank.getByLabel('Nội dung chuyển khoản').fill(content);
  await bank.getByLabel('Số tiền (VND)').fill(String(amount));
  await bank.getByRole('button', { name: 'Chuyển khoản' }).click();
  await expect(bank.locator('#result')).toBeVisible();
  await bank.close();
}

/** A codepay deposit of `amount` from the header's "Nạp tiền", paid in the bank app, until it succeeds. */
export async function depositByCodepay(page: Page, context: BrowserContext, amount: number) {
  // A popup opening as the link is pressed (the welcome that follows a registration) takes the
  // click, as it would a player's, who then presses again.
  await expect(async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Nạp tiền' }).click();
    await expect(page).toHaveURL(/\/account\/deposit\/codepay$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel('Số tiền nạp (VND)').fill(String(amount));
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  await expect(voucherValue(page, 'Số tiền')).toHaveText(`${amount.toLocaleString('en-US')} ₫`);
  await payInBankApp(page, context, amount);
  await expect(page.getByRole('heading', { name: 'Nạp tiền thành công' })).toBeVisible({ timeout: 30_000 });
}

/** The newest one-time code the sandbox SMS gateway sent this phone, read as the operator reads it. */
export async function smsCode(brandId: string, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const { out } = await ops(brandId, 'inbox', phone);
        const newest = out.split('\n').find((line) => / {2}sms {2}/.test(line)) ?? '';
        code = /\b(\d{6})\b/.exec(newest.split('  ').slice(3).join('  '))?.[1] ?? '';
        return code;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return code;
}

/** The ledger audit (`npm run ops -- ledger check`): every balance equals its entries. */
export async function expectBooksBalance(brandId: string) {
  const check = await ops(brandId, 'ledger', 'check');
  expect(check.out).toContain('the books balance');
  expect(check.status).toBe(0);
}

/**
 * A screenshot for the reviewer's eyes in `dir`, named by project and state: the whole page, or the
 * viewport while a dialog is open (once its opening animation is over); a long phone page also screen
 * by screen over its content, to be read at full size.
 */
export async function shot(page: Page, info: TestInfo, dir: string, name: string) {
  // Taken for a person to look at: on CI only when SHOTS_DIR asks (a full-page capture is seconds of
  // CPU on a loaded machine, and nobody reads CI's /tmp).
  if (process.env.CI && !process.env.SHOTS_DIR) return;
  mkdirSync(dir, { recursive: true });
  const file = (suffix: string) => path.join(dir, `${info.project.name}-${name}${suffix}.png`);
  const modal = (await page.getByRole('dialog').count()) > 0;
  if (modal) {
    await page.waitForTimeout(400);
    await page.screenshot({ path: file(''), animations: 'disabled', scale: 'css' });
    return;
  }
  await page.screenshot({ path: file(''), fullPage: true, animations: 'disabled', scale: 'css' });
  const viewport = page.viewportSize();
  const main = await page.locator('main').boundingBox();
  if (!viewport || viewport.width > 500 || !main) return;
  const top = main.y + (await page.evaluate(() => window.scrollY));
  for (let y = top, part = 1; y < top + main.height && part <= 4; y += viewport.height, part += 1) {
    await page.screenshot({
      path: file(`-${part}`),
      fullPage: true,
      animations: 'disabled',
      scale: 'css',
      clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, top + main.height - y) },
    });
  }
}
