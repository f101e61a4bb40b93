import type { Page } from '@playwright/test';
import { expect, test } from './brand-fixture';

/** Radix Dialog's code names its parts; any chunk carrying it is modal code (a body or the dialog). */
const RADIX_DIALOG_MARK = 'DialogOverlay';

/** Every script the page downloads, with whether it carries modal code. */
function watchScripts(page: Page) {
  // Counted as they arrive; their bodies are read on the side and awaited when asked about.
  const scripts: { url: string; body: Promise<string> }[] = [];
  const all: string[] = [];
  page.on('response', (response) => {
    all.push(`${response.status()} ${response.request().resourceType()} ${response.url()}`);
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  return {
    modalScripts: async () => {
      const read = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
      return read.filter((s) => s.body.includes(RADIX_DIALOG_MARK)).map((s) => s.url);
    },
    count: () => scripts.length,
    all: () => all.join('\n'),
  };
}

for (const path of ['/', '/gioi-thieu']) {
  test(`${path} downloads no modal code until a modal opens, then the login modal's`, async ({
    page,
  }, testInfo) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    // Hydrated, then no new script for a second (what an idle page fetches has come). Not
    // "networkidle" alone: the page asks for its code a moment after "load", which on a loaded
    // machine came after 500 ms of quiet, so the check ran before any script (CI, several brands).
    await page.waitForFunction(() => (window as unknown as { __xcHydrated?: boolean }).__xcHydrated === true);
    await expect
      .poll(async () => {
        const before = scripts.count();
        await page.waitForTimeout(1_000);
        return scripts.count() === before;
      })
      .toBe(true);
    expect(scripts.count(), `responses:\n${scripts.all()}`).toBeGreaterThan(0);
    expect(await scripts.modalScripts()).toEqual([]);

    const opener = page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Đăng nhập', selected: true })).toBeVisible();
    expect((await scripts.modalScripts()).length).toBeGreaterThan(0);
    // The page behind does not scroll: Radix's lock is the one lock.
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
    await page.screenshot({ path: testInfo.outputPath(`login-modal-${testInfo.project.name}.png`) });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);
  });
}

test('a tap on the header before the page has hydrated opens the login modal once it has', async ({
  page,
}) => {
  // The page's scripts are held back until the tap has been made, so the tap lands on the
  // prerendered page with no handler yet: the inline script keeps it, and the app replays it once
  // hydrated (in a task of its own, so a button in a Suspense boundary hydrated later gets it too).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' }).click();
  expect(
    await page.evaluate(() => (window as unknown as { __xcHydrated?: boolean }).__xcHydrated),
  ).toBeUndefined();
  release();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Đăng nhập', selected: true })).toBeVisible();
});
