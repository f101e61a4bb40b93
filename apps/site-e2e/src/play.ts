import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './brand-fixture';
import { BUTTON_DEBOUNCE_MS } from './cashier';

/**
 * Tài Xỉu Nhanh opened from the home page's "Game nhanh" row, as a player opens it: a new tab on
 * desktop, the same tab on a brand with a mobile domain (on every device: the site's launch rule). `rounds` rounds of `stake` on Tài, each waiting
 * for its result; the game's tab closes after.
 */
export async function playTaiXiu(
  context: BrowserContext,
  options: { rounds: number; stake: number; sameTab?: boolean },
) {
  const home = await context.newPage();
  await home.goto('/');
  const section = home.getByRole('region', { name: 'Game nhanh' });
  await section.scrollIntoViewIfNeeded();
  const play = section.getByRole('button', { name: 'Chơi Tài Xỉu Nhanh' });
  const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Tài Xỉu Nhanh' });
  let game: Page;
  if (options.sameTab) {
    // A reward popup (the daily spin after a first deposit) opening at the moment of the click takes
    // it; the player clicks again once the fixture has closed the popup.
    await expect(async () => {
      if (!(await heading(home).isVisible())) await play.click({ timeout: 5_000 });
      await expect(heading(home)).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    game = home;
  } else {
    const opened = context.waitForEvent('page');
    await play.click();
    game = await opened;
    await expect(heading(game)).toBeVisible();
  }
  await game.getByLabel('Số tiền cược').fill(String(options.stake));
  const result = game.getByRole('heading', { name: /^Kết quả ván #/ });
  for (let round = 0; round < options.rounds; round += 1) {
    const before = (await result.count()) > 0 ? await result.textContent() : null;
    await game.getByRole('button', { name: /^Tài/ }).click();
    await game.getByRole('button', { name: 'Đặt cược' }).click();
    await expect(result).toBeVisible();
    if (before) await expect(result).not.toHaveText(before);
    await game.waitForTimeout(BUTTON_DEBOUNCE_MS);
  }
  if (game !== home) await game.close();
  await home.close();
}
