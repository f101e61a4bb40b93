import { axe } from './axe';
import { expect, test } from './brand-fixture';
import { playerWithBalance } from './cashier';

// One page of each kind a visitor meets, at the project's width (1440 px and 375 px): axe finds no
// violation of WCAG 2.1 A/AA or of its best practices once the page has hydrated, and the page logged
// no script error on the way. The home page (the frame) on every brand and device; every page on one
// device of four brands, each layout in a dark and a light theme (playwright.config.ts, AXE_DEVICE).
//
// An error an error boundary catches leaves a page looking right while a part of it is dead; only the
// console tells (React reports caught errors there). A refused request is logged by the browser
// itself ("Failed to load resource"); what the page does about one is tested by the journeys.
const everyPage = () => test.info().project.metadata['axeEveryPage'] === true;
const playerPages = () => test.info().project.metadata['axePlayerPages'] === true;
const ON_THE_OTHER_DEVICE =
  'read on another device or brand (playwright.config.ts, AXE_DEVICE and AXE_PLAYER_PAGES)';
const PAGES: { path: string; heading: RegExp | string; live?: boolean }[] = [
  { path: '/', heading: /./ },
  // Its live tables' pictures keep the network busy: loaded is when no region says it is busy.
  { path: '/live-casino', heading: /./, live: true },
  { path: '/the-thao', heading: /./ },
  { path: '/lo-de', heading: /./ },
  { path: '/khuyen-mai', heading: /./ },
  { path: '/gioi-thieu', heading: /./ },
  { path: '/su-kien', heading: /./ },
  { path: '/nhiem-vu', heading: /./ },
  { path: '/khong-co-trang-nay', heading: 'Không tìm thấy trang' },
];

for (const { path, heading, live = false } of PAGES) {
  test(`${path} has no accessibility violation and no script error`, async ({ page }) => {
    test.skip(path !== '/' && !everyPage(), ON_THE_OTHER_DEVICE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (live) {
      await expect(page.getByRole('button', { name: /^Chơi / }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    } else await page.waitForLoadState('networkidle');
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

// A player's pages: the account area, the cashier's forms and the mission board, on two of the four
// every-page readings, one a layout in a theme (desktop and dark, the phone and light; see
// playwright.config.ts): they are drawn by the frame and components the public pages are read with
// in all four.
const PLAYER_PAGES = [
  '/account/user',
  '/account/deposit/codepay',
  '/account/withdraw/bank',
  '/account/history',
  '/account/promotion',
  '/nhiem-vu',
];

test("a player's pages have no accessibility violation", async ({ page, brand }) => {
  test.skip(!playerPages(), ON_THE_OTHER_DEVICE);
  // Eight pages with axe each: about a minute alone, but 25-30 s a page on a slow machine running two
  // brands' suites at once (measured 2026-11-27), which ran past twice the test's time.
  test.setTimeout(test.info().timeout * 4);
  await playerWithBalance(page, brand.id, 200_000, 'a');
  for (const path of PLAYER_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Loaded: no region still busy (the live stream keeps the network open, so not "networkidle").
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await axe(page), path).toEqual([]);
    });
  }
});
