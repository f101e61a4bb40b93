import type { Page } from '@playwright/test';
import { expect, test } from './brand-fixture';

/** Radix Dialog's code names its parts; any chunk carrying it is modal code (a body or the dialog). */
const RADIX_DIALOG_MARK = 'DialogOverlay';

/** Every script the page downloads, with whether it carries modal code. */
function watchScripts(page: Page) {
  const scripts: { url: string; modal: boolean }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), modal: body.includes(RADIX_DIALOG_MARK) });
  });
  return {
    modalScripts: () => scripts.filter((s) => s.modal).map((s) => s.url),
    count: () => scripts.length,
  };
}

for (const path of ['/', '/gioi-thieu']) {
  test(`${path} downloads no modal code until a modal opens, then the login modal's`, async ({
    page,
  }, testInfo) => {
    const scripts = watchScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts.count()).toBeGreaterThan(0);
    expect(scripts.modalScripts()).toEqual([]);

    const opener = page.getByRole('banner').getByRole('button', { name: 'Đăng nhập' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Đăng nhập', selected: true })).toBeVisible();
    expect(scripts.modalScripts().length).toBeGreaterThan(0);
    // The page behind does not scroll: Radix's lock is the one lock.
    await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
    await page.screenshot({ path: testInfo.outputPath(`login-modal-${testInfo.project.name}.png`) });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/);
  });
}
