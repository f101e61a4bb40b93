import type { Locator, Page, TestInfo } from '@playwright/test';
import { axe } from './axe';
import { expect, test } from './brand-fixture';
import {
  BUTTON_DEBOUNCE_MS,
  expectBooksBalance,
  registerPlayer,
  shot as screenshot,
  smsCode,
  unique,
} from './cashier';
import { ops } from './operator';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/giftcodes-shots';
const shot = (page: Page, info: TestInfo, name: string) => screenshot(page, info, SHOTS, name);

/** A year from now (the operator's `--expires`). */
const nextYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** The operator makes a code with this value and required total bet (`npm run ops -- giftcode create`). */
async function createCode(brandId: string, code: string, value: number, requiredBet: number, cap = 100) {
  const made = await ops(
    brandId,
    'giftcode',
    'create',
    code,
    '--value',
    String(value),
    '--required-bet',
    String(requiredBet),
    '--expires',
    nextYear(),
    '--cap',
    String(cap),
  );
  expect(made.status, made.out).toBe(0);
}

/** Types a code into the dialog's field and sends it (after the button's 500 ms). */
async function submitCode(page: Page, dialog: Locator, code: string) {
  await dialog.getByRole('textbox', { name: 'Gift code' }).fill(code);
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
}

test('a player redeems a gift code: every spec text, the phone check, the received value, a second code refused while pending, the history', async ({
  page,
  brand,
}, info) => {
  test.setTimeout(300_000);
  const first = `GW${unique().toUpperCase()}`;
  const second = `GX${unique().toUpperCase()}`;
  await createCode(brand.id, first, 50_000, 500_000);
  await createCode(brand.id, second, 20_000, 100_000, 1);

  // A new player: no balance, phone not verified yet.
  const player = await registerPlayer(page, 'gc');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('0 ₫', { exact: true })).toBeVisible();
  await shot(page, info, 'header');

  // The header's gift button (its name is "Nhập Gift code" at every width) opens the modal.
  await banner.getByRole('button', { name: 'Nhập Gift code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập Gift code' });
  await expect(dialog.getByRole('textbox', { name: 'Gift code' })).toBeFocused();
  await expect(
    dialog.getByText('Cần số điện thoại Viettel, Mobifone hoặc Vinaphone đã xác thực để nhận Gift code.'),
  ).toBeVisible();

  // The spec's texts, in its order, before anything is sent.
  await submitCode(page, dialog, '');
  await expect(dialog.getByText('Vui lòng nhập Gift code.', { exact: true })).toBeVisible();
  await submitCode(page, dialog, 'A'.repeat(21));
  await expect(dialog.getByText('Không thể nhập quá 20 ký tự.', { exact: true })).toBeVisible();
  await submitCode(page, dialog, 'TET-2026!');
  await expect(dialog.getByText('Vui lòng không nhập ký tự đặc biệt.', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Gift code' })).toHaveAttribute('aria-invalid', 'true');
  await shot(page, info, 'modal-special-characters');
  expect(await axe(page, '[role="dialog"]')).toEqual([]);

  // The API asks for a verified phone first; the verification opens over the modal.
  await submitCode(page, dialog, first);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Vui lòng xác thực số điện thoại (Viettel, Mobifone hoặc Vinaphone) để nhận Gift code.',
  );
  await dialog.getByRole('button', { name: 'Xác thực số điện thoại' }).first().click();
  const verify = page.getByRole('dialog', { name: 'Xác thực số điện thoại' });
  await verify.getByRole('button', { name: 'Gửi mã xác thực' }).click();
  await verify.getByLabel('Mã xác thực').fill(await smsCode(brand.id, player.phone));
  await verify.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(verify).toBeHidden();
  await expect(dialog.getByText('Đã xác thực số điện thoại. Bạn có thể nhập Gift code.')).toBeVisible();

  // A code that does not exist.
  await submitCode(page, dialog, 'KHONGCO2026');
  await expect(
    dialog.getByText('Gift code không hợp lệ hoặc đã được sử dụng.', { exact: true }),
  ).toBeVisible();
  await shot(page, info, 'modal-invalid');

  // The real one, typed in lower case: received, and the header's balance rises.
  await submitCode(page, dialog, first.toLowerCase());
  const received = page.getByRole('dialog', { name: 'Nhận Gift code thành công' });
  await expect(received).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(received.getByText('Bạn đã nhận được 50,000 VND từ Gift code')).toBeVisible();
  await expect(received.getByText(first, { exact: true })).toBeVisible();
  await expect(received.getByText('500,000 ₫', { exact: true })).toBeVisible();
  await expect(
    received.getByText(/rút tiền sau khi tổng cược tính từ lúc nhập code đạt 500,000 ₫/),
  ).toBeVisible();
  await shot(page, info, 'received');
  expect(await axe(page, '[role="dialog"]')).toEqual([]);
  await received.getByRole('button', { name: 'Đã hiểu' }).click();
  await expect(received).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Nhập Gift code' })).toBeFocused();
  await expect(banner.getByText('50,000 ₫', { exact: true })).toBeVisible();

  // A second code while the first is pending: refused, with the bet still needed.
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await banner.getByRole('button', { name: 'Nhập Gift code' }).click();
  await expect(dialog.getByText(`Code ${first}: đã cược 0 ₫ / 500,000 ₫`)).toBeVisible();
  await submitCode(page, dialog, second);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Bạn đang có Gift code chưa đạt tổng cược yêu cầu. Vui lòng cược thêm 500,000 VND trước khi nhập Gift code mới.',
  );
  await shot(page, info, 'modal-pending');
  await dialog.getByRole('button', { name: 'Đóng' }).click();

  // The event page: the form and the pending code's progress.
  await page.goto('/su-kien/gift-code');
  const panel = page.getByRole('region', { name: 'Nhập Gift code' });
  await expect(panel.getByText(`Code ${first}: đã cược 0 ₫ / 500,000 ₫`)).toBeVisible();
  await expect(
    panel.getByRole('progressbar', { name: `Tiến độ tổng cược của Gift code ${first}` }),
  ).toBeVisible();
  await shot(page, info, 'event-page');
  expect(await axe(page, 'main')).toEqual([]);

  // The history's third tab, from the panel's link.
  await panel.getByRole('link', { name: 'Lịch sử Gift code' }).click();
  await expect(page).toHaveURL(/\/account\/history\?tab=giftcode$/);
  await expect(page.getByRole('tab', { name: 'Gift code' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Các Gift code bạn đã nhập, mới nhất trước' });
  const row = table.getByRole('row').filter({ hasText: first });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('50,000 ₫');
  await expect(row.getByRole('cell').nth(3)).toHaveText('500,000 ₫');
  await expect(row.getByRole('cell').nth(4)).toContainText('0 ₫');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Chưa đủ điều kiện rút');
  await expect(row.getByRole('progressbar', { name: `Tổng cược của Gift code ${first}` })).toBeVisible();
  await shot(page, info, 'history');
  expect(await axe(page, 'main')).toEqual([]);

  await expectBooksBalance(brand.id);
});
