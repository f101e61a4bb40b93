import type { Page } from '@playwright/test';
import { expect, test } from './brand-fixture';
import { navigateInApp } from './in-app';

/** Spec §9 figure: "5.23 tỷ", "480 tr", "7k" or a plain amount under a thousand. */
const FIGURE = /^\d{1,3}(,\d{3})*(\.\d{1,2})?( tỷ| tr|k)?$/;

/** Named by what it shows ("Jackpot 5.23 tỷ"), described by what it does. */
const jackpotButton = (page: Page) => page.getByRole('button', { name: /^Jackpot \d/ });

/**
 * The button waits for hydration, the device fingerprint and the big jackpot's answer: on a busy
 * machine (CI runs two brands at once) that is more than the default 5 s after the page's load event.
 */
const DATA_TIMEOUT = { timeout: 15_000 };

async function openPopup(page: Page) {
  await page.goto('/');
  const button = jackpotButton(page);
  await expect(button).toBeVisible(DATA_TIMEOUT);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Hũ thưởng Jackpot' });
  // The popup's code loads on first use.
  await expect(dialog).toBeVisible(DATA_TIMEOUT);
  return dialog;
}

test('the floating button shows the big jackpot as a figure, counted up to', async ({ page }) => {
  await page.goto('/');
  const button = jackpotButton(page);
  await expect(button).toBeVisible(DATA_TIMEOUT);
  await expect(button).toHaveAccessibleDescription('Xem các hũ thưởng');
  // The figure on screen counts up to the one screen readers get (the count-up takes a second).
  const shown = button.locator('span[aria-hidden="true"]');
  await expect
    .poll(async () => {
      // The ticker's hidden text, just before the figure.
      const named = await shown.evaluate((figure) => figure.previousElementSibling?.textContent);
      const figure = (await shown.textContent())?.trim();
      return figure === named ? figure : `${figure} (shown) ≠ ${named} (read)`;
    })
    .toMatch(FIGURE);
  const box = await button.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // Bottom left: clear of the gift button (bottom right) and the mini-game (right edge).
  expect(box?.x).toBeLessThan(40);
});

test('the popup lists the big jackpot and every game with its own pool', async ({ page }) => {
  const dialog = await openPopup(page);
  await expect(dialog.getByText('Lần nổ gần nhất').or(dialog.getByText(/chưa nổ lần nào/))).toBeVisible();
  const list = dialog.getByRole('list', { name: 'Hũ của từng trò chơi' });
  await expect(list).toBeVisible(DATA_TIMEOUT);
  const rows = list.getByRole('listitem');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of (await rows.all()).slice(0, 5)) {
    const amount = (await row.innerText()).split('\n').pop()?.trim() ?? '';
    expect(amount).toMatch(FIGURE);
  }
  await expect(dialog.getByText('Không thể tải dữ liệu. Vui lòng thử lại sau.')).toHaveCount(0);
});

test('the popup closes with its close button', async ({ page }) => {
  const dialog = await openPopup(page);
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
  await expect(jackpotButton(page)).toBeVisible();
});

test('the popup closes with a click outside it', async ({ page }) => {
  const dialog = await openPopup(page);
  // Top left: the backdrop on a phone (the popup is a bottom sheet) and on a desktop (it is centred).
  await page.mouse.click(6, 6);
  await expect(dialog).toBeHidden();
  await expect(jackpotButton(page)).toBeVisible();
});

for (const path of ['/lo-de/mega645', '/the-thao/k-sport']) {
  test(`the button is hidden on ${path}, and there once the player goes home`, async ({ page }) => {
    const loaded = page.waitForResponse((response) => response.url().endsWith('/api/game/jackpot'));
    await page.goto(path);
    expect((await loaded).ok()).toBe(true);
    await expect(page.locator('[data-layout]').first()).toBeVisible();
    await expect(jackpotButton(page)).toHaveCount(0);

    await navigateInApp(page, '/');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(jackpotButton(page)).toBeVisible();
  });
}
