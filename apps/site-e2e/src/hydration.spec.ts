// Every kind of public page hydrates and runs its start-up work without a script error. An error an
// error boundary catches leaves the page looking right while a part of it is dead, so only the
// console tells: React reports caught errors there.
import { expect, test } from './brand-fixture';

const PAGES = ['/', '/gioi-thieu', '/tin-tuc', '/khuyen-mai', '/su-kien', '/live-casino', '/lich-thi-dau'];

for (const path of PAGES) {
  test(`${path} hydrates without a script error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      // A refused request is logged by the browser itself; what the page does about it is tested elsewhere.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as { __xcHydrated?: boolean }).__xcHydrated === true);
    await page.waitForTimeout(1500); // the start-up work, fetched in turns after the root module runs
    expect(errors).toEqual([]);
  });
}
