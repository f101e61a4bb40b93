import type { Page, TestInfo } from '@playwright/test';
import { axe } from './axe';
import { expect, test } from './brand-fixture';
import {
  BUTTON_DEBOUNCE_MS,
  payInBankApp,
  registerPlayer,
  shot as screenshot,
  voucherValue,
} from './cashier';
import { e2eDataDir, ops, opsIn } from './operator';
import { expectToast } from './toasts';

// The cashier's deposit pages against the real site server, API and sandbox payment gateway (its bank
// app and wallet page are served by the same server, outside production).

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/cashier-deposit-shots';
const register = (page: Page) => registerPlayer(page, 'dep');
const shot = (page: Page, info: TestInfo, name: string) => screenshot(page, info, SHOTS, name);

async function expectNoAxeViolations(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axe(page, 'main')).toEqual([]);
}

test('a new player deposits by codepay, pays it in the bank app and sees the balance rise', async ({
  page,
  context,
  brand,
}, info) => {
  test.slow();
  const player = await register(page);
  await page.getByRole('banner').getByRole('link', { name: 'Nạp tiền' }).click();
  await expect(page).toHaveURL(/\/account\/deposit\/codepay$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nạp tiền: chuyển khoản nhanh (Codepay)');
  // Before the first deposit, the offer to set limits (RTS 12).
  await expect(page.getByText('Trước lần nạp đầu tiên, bạn có muốn đặt hạn mức nạp tiền?')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Các bước nạp tiền' }).locator('[aria-current="step"]'),
  ).toHaveText(/Nạp tiền/);
  await expectNoAxeViolations(page);
  await shot(page, info, 'codepay-form');

  const amount = page.getByLabel('Số tiền nạp (VND)');
  await amount.fill('20000');
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  await expect(page.getByText('Số tiền nạp tối thiểu là 50,000 VND')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: '100,000', exact: true }).click();
  await expect(amount).toHaveValue('100,000');
  await page.getByRole('radio', { name: /100%/ }).check();
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  const qr = page.getByRole('img', { name: /Mã QR chuyển khoản 100,000 ₫/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(voucherValue(page, 'Số tiền')).toHaveText('100,000 ₫');
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(page).toHaveURL(/\?deposit=\d+$/);

  // The QR downloads as a PNG.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tải mã QR' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ma-qr-D[A-Z0-9]+\.png$/);

  // A new voucher while this one is open: asked first, then the old one is cancelled.
  await page.getByRole('button', { name: 'Tạo phiếu mới' }).click();
  await amount.fill('200000');
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tạo phiếu nạp mới' });
  await expect(confirm).toContainText('Tạo phiếu mới sẽ hủy phiếu cũ');
  await confirm.getByRole('button', { name: 'Tạo phiếu mới' }).click();
  await expect(voucherValue(page, 'Số tiền')).toHaveText('200,000 ₫');
  await expect(voucherValue(page, 'Nội dung chuyển khoản')).toHaveText(/^XCP[A-Z0-9]+$/);
  await expect(
    page.getByRole('list', { name: 'Các bước nạp tiền' }).locator('[aria-current="step"]'),
  ).toHaveText(/Thanh toán/);
  await expect(page.getByRole('status').filter({ hasText: 'Đang chờ chuyển khoản' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, info, 'codepay-voucher');

  // The player pays from the sandbox bank's app, 10,000 more than the voucher: credited as it
  // arrived, and the page says so.
  await payInBankApp(page, context, 210_000);

  await expect(page.getByRole('heading', { name: 'Nạp tiền thành công' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByText('210,000 ₫', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Số tiền chuyển (210,000 VND) khác số tiền của phiếu (200,000 VND): đã cộng số tiền thực nhận',
    ),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByText('210,000 ₫', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Các bước nạp tiền' }).locator('[aria-current="step"]'),
  ).toHaveText(/Thành công/);
  await expectNoAxeViolations(page);
  await shot(page, info, 'codepay-success');

  // The bank transfer tab: the operator's account and a reference.
  await page.getByRole('button', { name: 'Nạp thêm' }).click();
  await page.getByRole('tab', { name: 'Chuyển khoản ngân hàng' }).click();
  await page.getByLabel('Số tiền nạp (VND)').fill('300000');
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  await expect(voucherValue(page, 'Nội dung chuyển khoản')).toHaveText(/^NT[A-Z0-9]+$/);
  await expect(voucherValue(page, 'Số tài khoản')).toHaveText('0071000888999');
  await expect(page.getByRole('timer')).toHaveText(/^2[34]:\d\d:\d\d$/);
  await expectNoAxeViolations(page);
  await shot(page, info, 'bank-voucher');
  // Paid from the bank app to the operator's account with the reference: matched from its statement.
  await payInBankApp(page, context, 300_000);
  await expect(page.getByRole('heading', { name: 'Nạp tiền thành công' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByText('510,000 ₫', { exact: true })).toBeVisible();

  // As the operator sees it: the replaced voucher cancelled, the paid one and the bank transfer
  // credited once each; and the books balance.
  const { out } = await ops(brand.id, 'deposits', 'search', player.username);
  const lines = out.split('\n').filter((line) => /^#\d+ D/.test(line));
  expect(lines.filter((line) => / codepay .* cancelled/.test(line))).toHaveLength(1);
  expect(
    lines.filter((line) => / codepay asked 200,000 .*credited 210,000 .*completed/.test(line)),
  ).toHaveLength(1);
  expect(
    lines.filter((line) => / bank asked 300,000 .*credited 300,000 .*completed/.test(line)),
  ).toHaveLength(1);
  expect(lines).toHaveLength(3);
  expect((await opsIn(e2eDataDir(brand.id), 'ledger', 'check')).status).toBe(0);
});

test('a scratch card of a lower value than declared is credited at its real value minus the fee', async ({
  page,
}, info) => {
  test.slow();
  await register(page);
  await page.goto('/account/deposit/card');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nạp tiền: thẻ cào');
  await expectNoAxeViolations(page);
  await shot(page, info, 'card-form');

  await page.getByRole('button', { name: 'Nạp thẻ' }).click();
  await expect(page.getByText('Vui lòng chọn mệnh giá')).toBeVisible();
  await expect(page.getByText('Vui lòng nhập mã thẻ')).toBeVisible();

  await page.getByLabel('Viettel').check();
  await page.getByLabel('Mệnh giá').selectOption('100000');
  await page.getByLabel('Mã thẻ').fill('12345');
  await page.getByLabel('Số seri').fill('12345678901');
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await page.getByRole('button', { name: 'Nạp thẻ' }).click();
  await expect(page.getByText('Mã thẻ không đúng định dạng của nhà mạng')).toBeVisible();
  // The fee and the credit, before sending.
  const summary = page.getByLabel('Tóm tắt');
  await expect(summary).toContainText('13,000 ₫');
  await expect(summary).toContainText('87,000 ₫');
  await shot(page, info, 'card-filled');

  // A PIN ending 5555: the sandbox carrier finds the card worth the denomination below (50,000).
  await page.getByLabel('Mã thẻ').fill(`${Date.now()}`.slice(-9).padStart(9, '1') + '5555');
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await page.getByRole('button', { name: 'Nạp thẻ' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nhà mạng đang kiểm tra thẻ' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, info, 'card-pending');
  await expect(page.getByRole('heading', { name: 'Nạp tiền thành công' })).toBeVisible({ timeout: 45_000 });
  await expect(
    page.getByText(
      'Mệnh giá thẻ thực tế là 50,000 VND (bạn chọn 100,000 VND): đã cộng theo mệnh giá thực trừ phí',
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('43,500 ₫', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByText('43,500 ₫', { exact: true })).toBeVisible();
  await shot(page, info, 'card-wrong-denomination');
});

test('deposit limits: set on the account page, a deposit over the limit is refused with what is left', async ({
  page,
}, info) => {
  test.slow();
  await register(page);
  await page.goto('/account/user');
  const limits = page.getByRole('region', { name: 'Hạn mức nạp tiền' });
  await expect(limits.getByLabel('Hạn mức ngày')).toBeVisible();
  await limits.getByLabel('Hạn mức ngày').fill('100000');
  await limits.getByRole('button', { name: 'Lưu hạn mức' }).click();
  await expectToast(page, 'Đã lưu hạn mức nạp tiền');
  await expect(limits.getByText('Đã nạp 0 ₫ · Còn lại 100,000 ₫')).toBeVisible();
  // An increase waits 24 hours.
  await limits.getByLabel('Hạn mức tuần').fill('900000');
  await limits.getByLabel('Hạn mức ngày').fill('500000');
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await limits.getByRole('button', { name: 'Lưu hạn mức' }).click();
  await expectToast(page, 'Đã lưu. Phần tăng hạn mức có hiệu lực sau 24 giờ.');
  await expect(limits.getByText(/Sẽ thành 500,000 ₫ từ/)).toBeVisible();
  await expect(limits.getByLabel('Hạn mức ngày')).toHaveValue('100,000');
  await expectNoAxeViolations(page);
  await shot(page, info, 'limits');

  await page.goto('/account/deposit/codepay');
  await expect(page.getByText(/Hạn mức còn lại: ngày 100,000 ₫/)).toBeVisible();
  await page.getByLabel('Số tiền nạp (VND)').fill('150000');
  await page.getByRole('button', { name: 'Tạo phiếu nạp' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Khoản nạp vượt quá hạn mức nạp ngày của bạn. Bạn chỉ còn có thể nạp 100,000 VND',
    }),
  ).toBeVisible();
  await shot(page, info, 'codepay-over-limit');
});

test('crypto address and the e-wallet round trip', async ({ page, request }, info) => {
  test.slow();
  await register(page);
  await page.goto('/account/deposit/crypto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nạp tiền: tiền mã hoá');
  const usdt = voucherValue(page, 'Địa chỉ ví nạp USDT \\(TRC20\\)');
  await expect(usdt).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByRole('img', { name: 'Địa chỉ ví nạp USDT (TRC20)' })).toBeVisible();
  await expect(page.getByText('1 USDT ≈ 25,450 ₫')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, info, 'crypto');
  await page.getByLabel('KDG').check();
  await page.getByLabel('Mạng lưới').selectOption('BEP20');
  await expect(voucherValue(page, 'Địa chỉ ví nạp KDG \\(BEP20\\)')).toHaveText(/^0x[0-9a-f]{40}$/);

  await page.goto('/account/deposit/wallet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nạp tiền: ví điện tử');
  await expectNoAxeViolations(page);
  await shot(page, info, 'wallet-form');
  await page.getByLabel('Số tiền nạp (VND)').fill('60000');
  await page.getByRole('button', { name: 'Thanh toán bằng ví' }).click();
  await expect(page).toHaveURL(/\/gateway\/wallet\/G[A-Z0-9]+$/);
  const orderId = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Xác nhận thanh toán' }).click();
  await expect(page.getByText(/Đang xử lý thanh toán/)).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/account\/deposit\/wallet\?deposit=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Đang chờ ví điện tử xác nhận' })).toBeVisible();
  await shot(page, info, 'wallet-pending');
  // The sandbox's control: the 30 seconds now.
  const done = await request.post(`/gateway/sandbox/orders/${orderId}/complete`);
  expect(done.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Nạp tiền thành công' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByText('60,000 ₫', { exact: true })).toBeVisible();
  await shot(page, info, 'wallet-success');
});
