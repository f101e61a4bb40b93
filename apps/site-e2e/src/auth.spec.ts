import type { Browser, Locator, Page } from '@playwright/test';
import { dismissRewardPopups, expect, test } from './brand-fixture';
import { ops } from './operator';
import { expectToast, recordToasts } from './toasts';

const BUTTON_DEBOUNCE_MS = 550;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(-10);
const newPlayer = () => ({
  username: `e2e${unique()}`,
  password: 'Xc-e2e-secret9',
  phone: `098${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
});

/**
 * The newest one-time code the sandbox SMS gateway "sent" to this phone that the test has not used yet
 * (a new code can take a moment to arrive after the previous one), read as an operator reads it: with
 * `npm run ops -- inbox`, through the running server's bridge. No public route shows one-time codes.
 */
async function newCode(brandId: string, phone: string, used: Set<string>): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const { out } = await ops(brandId, 'inbox', phone);
        const newest = out.split('\n').find((line) => / {2}sms {2}/.test(line)) ?? '';
        code = /\b(\d{6})\b/.exec(newest.split('  ').slice(3).join('  '))?.[1] ?? '';
        return code !== '' && !used.has(code);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  used.add(code);
  return code;
}

/** Every part lies within the box's left and right edges (nothing runs past a dialog's side). */
async function expectWithin(box: Locator, parts: Locator[]) {
  await expect
    .poll(async () => {
      const outer = await box.boundingBox();
      if (!outer) return ['no box'];
      const out: string[] = [];
      for (const part of parts) {
        const inner = await part.boundingBox();
        if (!inner || inner.x < outer.x - 0.5 || inner.x + inner.width > outer.x + outer.width + 0.5)
          out.push(`${String(part)} ${JSON.stringify(inner)} outside ${JSON.stringify(outer)}`);
      }
      return out;
    })
    .toEqual([]);
}

/**
 * Logs out through the account menu. The welcome popup may arrive just after a registration, while the
 * menu is open: it closes the menu (the fixture then dismisses the popup), so the menu opens again.
 */
async function logOutThroughMenu(page: Page) {
  const item = page.getByRole('menuitem', { name: 'Đăng xuất' });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
    await item.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function register(page: Page, player: ReturnType<typeof newPlayer>) {
  // Pages of contexts the test makes itself do not have the fixture's handler for the welcome modal.
  await dismissRewardPopups(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Đăng ký' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng ký' });
  await dialog.getByLabel('Tên đăng nhập').fill(player.username);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await dialog.getByLabel('Số điện thoại').fill(player.phone);
  await dialog.getByLabel(/đủ 18 tuổi/).check();
  await dialog.getByRole('button', { name: 'Đăng ký' }).click();
  await expectToast(page, 'Đăng ký thành công');
  await expect(page.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByLabel('Tên đăng nhập').fill(username);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
}

test('register, log out, log in, verify the phone and add a bank account', async ({ page, brand }) => {
  test.slow();
  const used = new Set<string>();
  const player = newPlayer();
  await register(page, player);
  // The logged-in header keeps "Nạp tiền" on screen at every width, phones included.
  const deposit = page.getByRole('banner').getByRole('link', { name: 'Nạp tiền' });
  await expect(deposit).toBeInViewport({ ratio: 1 });

  await logOutThroughMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();

  await logIn(page, player.username, 'wrong-password-1');
  // Said in a toast and at the field, which is marked invalid and described by it.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tên đăng nhập hoặc mật khẩu không đúng' }),
  ).toBeVisible();
  const password = page.getByRole('dialog', { name: 'Đăng nhập' }).getByLabel('Mật khẩu', { exact: true });
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Tên đăng nhập hoặc mật khẩu không đúng');
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await page.getByRole('dialog').getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();

  await page.goto('/account/user');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(player.username)).toBeVisible();
  await page.getByRole('button', { name: 'Xác thực số điện thoại' }).click();
  const verify = page.getByRole('dialog', { name: 'Xác thực số điện thoại' });
  await verify.getByRole('button', { name: 'Gửi mã xác thực' }).click();
  await verify.getByLabel('Mã xác thực').fill('000000');
  await verify.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(verify.getByText(/Mã xác thực không đúng/)).toBeVisible();
  // Buttons ignore a repeat within 500 ms of the last click (spec §5): a player pauses to read the error too.
  await page.waitForTimeout(BUTTON_DEBOUNCE_MS);
  await verify.getByLabel('Mã xác thực').fill(await newCode(brand.id, player.phone, used));
  await verify.getByRole('button', { name: 'Xác nhận' }).click();
  await expectToast(page, 'Đã xác thực số điện thoại');
  await expect(page.getByText('Đã xác thực', { exact: true })).toBeVisible();

  await page.goto('/account/bank');
  const addBank = page.getByRole('button', { name: 'Thêm tài khoản ngân hàng' });
  await addBank.click();
  const add = page.getByRole('dialog', { name: 'Thêm tài khoản ngân hàng' });
  // Nothing runs past the dialog's edge, and the dialog fits the screen.
  await expectWithin(add, [
    add.getByLabel('Ngân hàng'),
    add.getByLabel('Số tài khoản'),
    add.getByLabel('Tên chủ tài khoản'),
    add.getByRole('button', { name: 'Gửi mã xác thực' }),
  ]);
  await expect(add).toBeInViewport();
  expect((await add.boundingBox())?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  // Closing gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expect(addBank).toBeFocused();
  await addBank.click();
  await add.getByLabel('Ngân hàng').selectOption('VCB');
  await add.getByLabel('Số tài khoản').fill('0071 0012 3456');
  await add.getByLabel('Tên chủ tài khoản').fill('Nguyễn Văn Đức');
  await add.getByLabel('Số tài khoản').focus();
  await expect(add.getByLabel('Tên chủ tài khoản')).toHaveValue('NGUYEN VAN DUC');
  await add.getByRole('button', { name: 'Gửi mã xác thực' }).click();
  await add.getByLabel('Mã xác thực').fill(await newCode(brand.id, player.phone, used));
  await add.getByRole('button', { name: 'Xác nhận' }).click();
  await expectToast(page, 'Đã thêm tài khoản ngân hàng. Chúng tôi đang xác minh tài khoản.');
  await expect(page.getByText('Vietcombank')).toBeVisible();
  await expect(page.getByText('NGUYEN VAN DUC')).toBeVisible();
  // The sandbox verifier approves after a few seconds; the page keeps looking while it verifies.
  await expect(page.getByText('Đã xác minh')).toBeVisible({ timeout: 30_000 });
});

test('a visitor opening the account area gets the login modal and lands there after logging in', async ({
  page,
}) => {
  const player = newPlayer();
  await register(page, player);
  await logOutThroughMenu(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();

  await page.goto('/account/bank');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Tên đăng nhập').fill(player.username);
  await dialog.getByLabel('Mật khẩu', { exact: true }).fill(player.password);
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/account\/bank$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tài khoản ngân hàng' })).toBeVisible();
});

/** A player registered in one browser, and the same player's login in a second browser. */
async function playerInTwoBrowsers(browser: Browser, baseURL: string | undefined) {
  const first = await browser.newContext({ baseURL });
  const second = await browser.newContext({ baseURL });
  await recordToasts(first);
  const player = newPlayer();
  const one = await first.newPage();
  await register(one, player);
  return {
    one,
    async logInOnTheOther() {
      const two = await second.newPage();
      await two.goto('/');
      await logIn(two, player.username, player.password);
      await expect(two.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();
    },
    async close() {
      await first.close();
      await second.close();
    },
  };
}

/** Spec §8: the first browser is logged out, with the toast, and goes home. */
async function expectToldLoggedInElsewhere(one: Page) {
  await expectToast(one, 'Tài khoản của bạn đã được đăng nhập trên trình duyệt/ thiết bị khác.');
  await expect(one).toHaveURL(/\/$/);
  await expect(one.getByRole('banner').getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
}

test("a second login elsewhere ends the first session at once, with the spec's toast", async ({
  browser,
  baseURL,
}) => {
  const { one, logInOnTheOther, close } = await playerInTwoBrowsers(browser, baseURL);
  await one.goto('/khuyen-mai');
  await expect(one.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();
  await logInOnTheOther();
  // The first tab hears it at once (its live stream ends with the session), refreshes, gets 401.
  await expectToldLoggedInElsewhere(one);
  await close();
});

test('a login elsewhere while the first tab opens its live stream is told at once, not at the next refresh', async ({
  browser,
  baseURL,
}) => {
  const { one, logInOnTheOther, close } = await playerInTwoBrowsers(browser, baseURL);
  // The first tab asks for its stream's ticket only once the second tab has logged in: the stream
  // never hears the session end, and the periodic refresh is minutes away (REFRESH_INTERVAL).
  let loggedInElsewhere!: () => void;
  const secondLogin = new Promise<void>((done) => (loggedInElsewhere = done));
  await one.route('**/api/user/events/ticket', async (route) => {
    await secondLogin;
    await route.continue();
  });
  const startRefresh = one.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'));
  await one.goto('/khuyen-mai');
  expect((await startRefresh).status()).toBe(200);
  await expect(one.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();
  await logInOnTheOther();
  loggedInElsewhere();
  await expectToldLoggedInElsewhere(one);
  await close();
});

test('a login_token link logs the player in and reloads the same path without it', async ({
  page,
  brand,
}) => {
  const player = newPlayer();
  const created = await ops(brand.id, 'player', 'create', player.username, player.password, player.phone);
  expect(created.status, created.out).toBe(0);
  const minted = await ops(brand.id, 'login-token', player.username);
  expect(minted.status, minted.out).toBe(0);
  const token = /login_token=([\w-]+)/.exec(minted.out)?.[1];
  expect(token).toBeTruthy();

  await page.goto(`/gioi-thieu?login_token=${token}&ref=abc`);
  await expect(page).toHaveURL(/\/gioi-thieu\?ref=abc$/);
  await expect(page.getByRole('button', { name: 'Tài khoản của tôi' })).toBeVisible();

  // The token is single use.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/gioi-thieu?login_token=${token}`);
  await expect(page.getByText('Liên kết đăng nhập không hợp lệ hoặc đã hết hạn')).toBeVisible();
  await expect(page).toHaveURL(/\/gioi-thieu$/);
});
