import type { Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { axe } from './axe';
import { expect, test } from './brand-fixture';
import {
  BUTTON_DEBOUNCE_MS,
  depositByCodepay,
  expectBooksBalance,
  registerPlayer,
  shot as screenshot,
  smsCode,
  playerWithBalance,
} from './cashier';
import { ops } from './operator';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/cashier-withdraw-shots';
const shot = (page: Page, info: TestInfo, name: string) => screenshot(page, info, SHOTS, name);

/** The operator's id of the withdrawal with this code (`npm run ops -- withdrawals list`). */
async function withdrawalId(brandId: string, code: string): Promise<string> {
  const line =
    (await ops(brandId, 'withdrawals', 'list')).out.split('\n').find((row) => row.includes(` ${code} `)) ??
    '';
  const id = /^#(\d+) /.exec(line)?.[1];
  expect(id, `withdrawal ${code} in the operator's list`).toBeTruthy();
  return id as string;
}

const balanceOnPage = async (page: Page) => {
  // Found by its words, as a player reads it behind a popup: a reward popup arriving (the refund of
  // the round just lost) hides the page from the accessibility tree, so a figure found by its role
  // went missing, and reading it (a step that lets no handler close the popup) waited for good.
  const balance = page.getByText('Số dư khả dụng', { exact: true }).locator('+ dd');
  await expect(balance).toBeVisible();
  return Number(((await balance.textContent()) ?? '').replace(/[^\d]/g, ''));
};

/**
 * Desktop, a player with money: the header's sections all show, whole, and none runs under the
 * account controls beside them (gift code, balance, "Nạp tiền"). Phones keep the sections in the menu.
 */
async function expectSectionsBesideControls(page: Page) {
  const banner = page.getByRole('banner');
  const nav = banner.getByRole('navigation', { name: 'Điều hướng chính' });
  if (!(await nav.isVisible())) return;
  const navBox = await nav.boundingBox();
  if (!navBox) throw new Error('the main navigation has no box');
  const navRight = navBox.x + navBox.width;
  for (const link of await nav.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(
      box && box.x + box.width,
      `${await link.textContent()} ends inside the navigation`,
    ).toBeLessThanOrEqual(navRight + 0.5);
  }
  for (const control of [
    banner.getByRole('button', { name: 'Nhập Gift code' }),
    banner.getByText('2,000,000 ₫', { exact: true }),
    banner.getByRole('link', { name: 'Nạp tiền' }),
  ]) {
    expect((await control.boundingBox())?.x).toBeGreaterThanOrEqual(navRight - 0.5);
  }
}

async function expectAccessible(page: Page, scope = 'main') {
  expect(await axe(page, scope)).toEqual([]);
}

/** The code of the request just sent, as the page confirms it (the toast says it too). */
async function submittedCode(page: Page): Promise<string> {
  const sent = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /Đã gửi yêu cầu rút tiền W[A-Z0-9]+\./ });
  await expect(sent).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^Thành công: Đã gửi yêu cầu rút tiền W/ }),
  ).toBeVisible();
  return /W[A-Z0-9]+/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
}

test('a new player deposits by codepay, plays a round, adds a bank account, withdraws; the operator approves; the history shows it all', async ({
  page,
  brand,
  context,
}, info) => {
  test.setTimeout(420_000);
  // Money in as a player brings it: a codepay voucher paid in the sandbox bank's app; the header's
  // balance rises without a reload.
  const player = await registerPlayer(page, 'wd');
  await depositByCodepay(page, context, 2_000_000);
  await expect(page.getByRole('banner').getByText('2,000,000 ₫', { exact: true })).toBeVisible();
  await expectSectionsBesideControls(page);

  // No verified account yet: the bank withdrawal sends the player to add one.
  await page.goto('/account/withdraw');
  await expect(page).toHaveURL(/\/account\/withdraw\/bank$/);
  await expect(page.getByText('Bạn chưa có tài khoản ngân hàng đã xác minh.')).toBeVisible();
  await shot(page, info, 'bank-empty');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Quản lý tài khoản ngân hàng' }).click();
  await expect(page).toHaveURL(/\/account\/bank$/);
  // A new player's phone is not verified yet: adding a bank account asks for it first.
  await page.getByRole('button', { name: 'Thêm tài khoản ngân hàng' }).click();
  const verify = page.getByRole('dialog', { name: 'Xác thực số điện thoại' });
  await verify.getByRole('button', { name: 'Gửi mã xác thực' }).click();
  await verify.getByLabel('Mã xác thực').fill(await smsCode(brand.id, player.phone));
  await verify.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(verify).toBeHidden();
  const add = page.getByRole('dialog', { name: 'Thêm tài khoản ngân hàng' });
  if (!(await add.isVisible())) {
    await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
    await page.getByRole('button', { name: 'Thêm tài khoản ngân hàng' }).click();
  }
  await add.getByLabel('Ngân hàng').selectOption('VCB');
  await add.getByLabel('Số tài khoản').fill('0071001234567');
  await add.getByLabel('Tên chủ tài khoản').fill('NGUYEN VAN DUC');
  await add.getByRole('button', { name: 'Gửi mã xác thực' }).click();
  await add.getByLabel('Mã xác thực').fill(await smsCode(brand.id, player.phone));
  await add.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Đã xác minh')).toBeVisible({ timeout: 30_000 });

  // One round of Tài Xỉu Nhanh, so the bet history has something to show.
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Game nhanh' });
  await section.scrollIntoViewIfNeeded();
  const opened = brand.mobileDomain ? Promise.resolve(page) : context.waitForEvent('page');
  await section.getByRole('button', { name: 'Chơi Tài Xỉu Nhanh' }).click();
  const game = await opened;
  await expect(game.getByRole('heading', { level: 1, name: 'Tài Xỉu Nhanh' })).toBeVisible();
  await game.getByRole('button', { name: /^Tài/ }).click();
  await game.getByRole('button', { name: '10,000 ₫' }).first().click();
  await game.getByRole('button', { name: 'Đặt cược' }).click();
  await expect(game.getByRole('heading', { name: /^Kết quả ván #/ })).toBeVisible();
  if (game !== page) await game.close();

  await page.goto('/account/withdraw/bank');
  const accountSelect = page.getByLabel('Tài khoản nhận tiền');
  await expect(accountSelect).toBeVisible();
  await expect.poll(() => balanceOnPage(page)).toBeGreaterThan(0);
  const before = await balanceOnPage(page);
  await shot(page, info, 'bank-form');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByText('Vui lòng chọn tài khoản ngân hàng')).toBeVisible();
  await expect(page.getByLabel('Số tiền rút (VND)')).toHaveAccessibleDescription(/Vui lòng nhập số tiền/);
  await shot(page, info, 'bank-errors');
  await accountSelect.selectOption({ index: 1 });
  await page.getByLabel('Số tiền rút (VND)').fill('300000');
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  const confirm = page.getByRole('form', { name: 'Xác nhận rút tiền' });
  await expect(confirm.getByText('300,000 ₫')).toBeVisible();
  await shot(page, info, 'bank-confirm');
  // A double click makes one request (same request id; the button ignores the repeat anyway).
  await confirm.getByRole('button', { name: 'Xác nhận rút tiền' }).dblclick();
  const code = await submittedCode(page);
  const item = page.getByRole('listitem').filter({ hasText: code });
  await expect(item.getByText('Chờ duyệt', { exact: true })).toBeVisible();
  await expect.poll(() => balanceOnPage(page)).toBe(before - 300_000);
  expect(
    (await ops(brand.id, 'withdrawals', 'list')).out.split('\n').filter((row) => row.includes(code)),
  ).toHaveLength(1);
  await shot(page, info, 'bank-pending');

  expect((await ops(brand.id, 'withdrawal', 'approve', await withdrawalId(brand.id, code))).status).toBe(0);
  // The sandbox gateway pays out after about 10 s; the page keeps looking while the request is open.
  await expect(item.getByText('Thành công', { exact: true })).toBeVisible({ timeout: 40_000 });
  const timeline = item.getByRole('list', { name: 'Tiến trình' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /Đã gửi yêu cầu, chờ duyệt/,
    /Đã duyệt, đang chi trả/,
    /Đã chi trả/,
  ]);
  await shot(page, info, 'bank-paid');

  await page.goto('/account/history');
  const bets = page.getByRole('table', { name: /Các ván cược/ });
  await expect(bets.getByRole('row').filter({ hasText: 'Tài Xỉu Nhanh' }).first()).toBeVisible();
  await expect(page.getByText('Nạp ròng (từ khi mở tài khoản)')).toBeVisible();
  await shot(page, info, 'history-bets');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Giao dịch' }).click();
  await expect(page).toHaveURL(/tab=transactions/);
  const row = page
    .getByRole('table', { name: /Giao dịch nạp, rút/ })
    .getByRole('row')
    .filter({ hasText: code });
  await expect(row).toContainText('Rút tiền');
  await expect(row).toContainText('Thành công');
  await expect(row).toContainText('300,000 ₫');
  const deposit = page
    .getByRole('table', { name: /Giao dịch nạp, rút/ })
    .getByRole('row')
    .filter({ hasText: 'Nạp tiền' });
  await expect(deposit).toContainText('2,000,000 ₫');
  await expect(deposit).toContainText('Thành công');
  // Deposits − withdrawals over the account's life.
  await expect(page.getByText('1,700,000 ₫').first()).toBeVisible();
  await shot(page, info, 'history-transactions');
  await expectAccessible(page);
  // Filters live in the URL: a reload keeps them. Deposits only: the deposit, not the withdrawal.
  const transactions = page.getByRole('table', { name: /Giao dịch nạp, rút/ });
  await page.getByLabel('Loại giao dịch').selectOption('deposit');
  await page.getByRole('button', { name: 'Xem', exact: true }).click();
  await expect(page).toHaveURL(/type=deposit/);
  await expect(transactions.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await expect(transactions.getByRole('row').filter({ hasText: 'Nạp tiền' })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Loại giao dịch')).toHaveValue('deposit');
  await expect(transactions.getByRole('row').filter({ hasText: 'Nạp tiền' })).toHaveCount(1);
  await expect(transactions.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await shot(page, info, 'history-deposits');
  await page.goBack();
  await expect(
    page
      .getByRole('table', { name: /Giao dịch nạp, rút/ })
      .getByRole('row')
      .filter({ hasText: code }),
  ).toBeVisible();
  // The API's CSV, saved as a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('lich-su-giao-dich.csv');
  expect(readFileSync((await file.path()) as string, 'utf8')).toContain(code);
  await expectBooksBalance(brand.id);
});

test('a card withdrawal checks the quantity and the phone, and shows the bought cards once paid', async ({
  page,
  brand,
}, info) => {
  test.setTimeout(300_000);
  const player = await playerWithBalance(page, brand.id, 500_000, 'w');
  await page.goto('/account/history');
  await expect(page.getByText('Không có ván cược nào trong khoảng thời gian này.')).toBeVisible();
  await shot(page, info, 'history-bets-empty');

  await page.goto('/account/withdraw/card');
  await page.getByLabel('Nhà mạng').selectOption('viettel');
  await page.getByLabel('Mệnh giá').selectOption('50000');
  const quantity = page.getByLabel('Số lượng thẻ');
  const next = page.getByRole('button', { name: 'Tiếp tục' });
  for (const [typed, message] of [
    ['', 'Vui lòng nhập số lượng thẻ'],
    ['0', 'Số lượng thẻ không được nhỏ hơn 1'],
    ['6', 'Số lượng thẻ không được nhiều hơn 5'],
  ] as const) {
    await quantity.fill(typed);
    await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
    await next.click();
    await expect(quantity).toHaveAccessibleDescription(new RegExp(message));
  }
  await shot(page, info, 'card-errors');
  await quantity.fill('2');
  await expect(page.getByText('Tổng tiền rút').locator('..')).toContainText('100,000 ₫');
  await shot(page, info, 'card-form');
  await expectAccessible(page);
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await next.click();
  const confirm = page.getByRole('form', { name: 'Xác nhận rút tiền' });
  const phone = confirm.getByLabel('5 số cuối số điện thoại');
  await confirm.getByRole('button', { name: 'Xác nhận rút tiền' }).click();
  await expect(phone).toHaveAccessibleDescription(/Vui lòng nhập 5 số cuối số điện thoại/);
  const wrong = player.phone.slice(-5) === '00000' ? '11111' : '00000';
  await phone.fill(wrong);
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await confirm.getByRole('button', { name: 'Xác nhận rút tiền' }).click();
  await expect(
    confirm.getByRole('alert').filter({ hasText: '5 số cuối số điện thoại không đúng' }),
  ).toBeVisible();
  await shot(page, info, 'card-confirm-error');
  await phone.fill(player.phone.slice(-5));
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await confirm.getByRole('button', { name: 'Xác nhận rút tiền' }).click();
  const code = await submittedCode(page);
  const item = page.getByRole('listitem').filter({ hasText: code });
  expect((await ops(brand.id, 'withdrawal', 'approve', await withdrawalId(brand.id, code))).status).toBe(0);
  await expect(item.getByText('Thành công', { exact: true })).toBeVisible({ timeout: 40_000 });
  await item.getByRole('button', { name: 'Xem thẻ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thẻ cào đã mua' });
  await expect(dialog.getByText('Mã thẻ', { exact: true })).toHaveCount(2);
  await expect(dialog.getByText('Số seri', { exact: true })).toHaveCount(2);
  await expect(dialog).toBeInViewport();
  await shot(page, info, 'card-detail-modal');
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item.getByRole('button', { name: 'Xem thẻ' })).toBeFocused();
  await shot(page, info, 'card-paid');
  await expectBooksBalance(brand.id);
});

test('a rejected crypto withdrawal gives the money back, with the reason on its timeline', async ({
  page,
  brand,
}, info) => {
  // About a minute alone; past two on a slow machine running two brands' suites at once (2026-11-27).
  test.setTimeout(300_000);
  await playerWithBalance(page, brand.id, 1_000_000, 'w');
  await page.goto('/account/withdraw/crypto');
  await page.getByLabel('Loại tiền').selectOption('USDT');
  await page.getByLabel('Mạng lưới').selectOption('TRC20');
  await page.getByLabel('Địa chỉ ví nhận').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await page.getByLabel('Số tiền rút (VND)').fill('300000');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByLabel('Địa chỉ ví nhận')).toHaveAccessibleDescription(
    /Địa chỉ ví không hợp lệ với mạng lưới đã chọn/,
  );
  await expect(page.getByLabel('Số tiền rút (VND)')).toHaveAccessibleDescription(
    /Số tiền tối thiểu là 400,000 VND/,
  );
  await shot(page, info, 'crypto-errors');
  await page.getByLabel('Địa chỉ ví nhận').fill('TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC');
  await page.getByLabel('Số tiền rút (VND)').fill('400000');
  // The gateway's quote (the sandbox's 25,450 VND per USDT), floored to 6 decimals.
  await expect(page.getByText('≈ 15.717092 USDT')).toBeVisible();
  await shot(page, info, 'crypto-form');
  await expectAccessible(page);
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await shot(page, info, 'crypto-confirm');
  await page
    .getByRole('form', { name: 'Xác nhận rút tiền' })
    .getByRole('button', { name: 'Xác nhận rút tiền' })
    .click();
  const code = await submittedCode(page);
  await expect.poll(() => balanceOnPage(page)).toBe(600_000);
  expect(
    (
      await ops(
        brand.id,
        'withdrawal',
        'reject',
        await withdrawalId(brand.id, code),
        'Địa chỉ ví chưa được xác minh',
      )
    ).status,
  ).toBe(0);
  const item = page.getByRole('listitem').filter({ hasText: code });
  await expect(item.getByText('Yêu cầu bị từ chối: Địa chỉ ví chưa được xác minh')).toBeVisible({
    timeout: 20_000,
  });
  await expect(item.getByText('Tiền đã được hoàn lại vào tài khoản.')).toBeVisible();
  await expect.poll(() => balanceOnPage(page), { timeout: 15_000 }).toBe(1_000_000);
  await shot(page, info, 'crypto-rejected');
  await expectAccessible(page);
  await expectBooksBalance(brand.id);
});
