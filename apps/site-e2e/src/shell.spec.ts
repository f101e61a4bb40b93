import type { RouteSeo } from '@xc/brand';
import { PAGES, findPage, findRedirect, type RedirectRule } from '@xc/paths';
import path from 'node:path';
import { expect, test } from './brand-fixture';
import { registerPlayer } from './cashier';
import { navigateInApp } from './in-app';

const ERROR_STATUS: Record<string, number> = { '/404': 404, '/500': 500, '/maintenance': 503 };
const prerendered = PAGES.filter((page) => page.prerender);

/** The xc06 legacy table, read from the app's own data (a path, not an import: apps import no app). */
async function legacyTable(): Promise<RedirectRule[]> {
  const mod = (await import(path.resolve(__dirname, '../../xc06/redirects.ts'))) as {
    redirects: RedirectRule[];
  };
  return mod.redirects;
}
const legacyUrl = (rule: RedirectRule) =>
  rule.from + (rule.query ? `?${rule.query.name}=${rule.query.value}` : '');

test.describe('every page of the table', () => {
  test('answers with its status and its layout, in the static HTML', async ({ request }) => {
    for (const page of prerendered) {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status(), page.path).toBe(ERROR_STATUS[page.path] ?? 200);
      expect(await response.text(), page.path).toContain(`data-layout="${page.layout}"`);
    }
  });

  test('client-only pages are served by the SPA fallback', async ({ request }) => {
    for (const page of PAGES.filter((p) => !p.prerender)) {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status(), page.path).toBe(200);
    }
  });

  test('a trailing slash matches; case does', async ({ request }) => {
    expect((await request.get('/cong-game/slot/')).status()).toBe(200);
    for (const url of [
      '/Cong-Game/slot',
      '/LIVE-CASINO',
      '/cong-game/abc',
      '/khuyen-mai/abc',
      '/su-kien/abc',
      '/lo-de/abc',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });
});

test('a page renders its heading in its layout after hydration', async ({ page }) => {
  await page.goto('/live-casino/baccarat');
  await expect(page.getByRole('heading', { level: 1, name: 'Baccarat' })).toBeVisible();
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await page.goto('/the-thao/saba-sport');
  await expect(page.locator('[data-layout="game"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'SABA Sport' })).toBeVisible();
});

test('an unknown slug under a known prefix is the not-found page', async ({ page }) => {
  const response = await page.goto('/cong-game/abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy trang' })).toBeVisible();
  await expect(page.getByText('Page Not Found: /cong-game/abc')).toBeVisible();
});

test('development-only pages go home', async ({ page }) => {
  await page.goto('/jackpot-number');
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor opening the account area lands on the home page', async ({ page }) => {
  await page.goto('/account/deposit');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('legacy redirects', () => {
  test('land where the table says on a direct load (301), or 404 on brands without them', async ({
    request,
    brand,
  }) => {
    const rules = await legacyTable();
    for (const rule of rules) {
      const response = await request.get(legacyUrl(rule), { maxRedirects: 0 });
      if (brand.id === 'xc06') {
        expect(response.status(), legacyUrl(rule)).toBe(301);
        expect(response.headers()['location'], legacyUrl(rule)).toBe(
          findRedirect(rules, rule.from, rule.query ? `?${rule.query.name}=${rule.query.value}` : ''),
        );
      } else if (!PAGES.some((p) => p.path === rule.from)) {
        expect(response.status(), legacyUrl(rule)).toBe(404);
      }
    }
  });

  test('land where the table says on an in-app navigation', async ({ page, brand, isMobile }) => {
    test.skip(brand.id !== 'xc06', 'only xc06 has a legacy table');
    const rules = await legacyTable();
    await page.goto('/');
    for (const rule of [
      rules.find((r) => r.prefix),
      rules.find((r) => r.query),
      rules.find((r) => r.from === '/cockfight'),
    ]) {
      if (!rule) continue;
      const target = findRedirect(
        rules,
        rule.from + (rule.prefix ? '/abc' : ''),
        rule.query ? `?${rule.query.name}=${rule.query.value}` : '',
      );
      // A mobile landing (/da-ga) then sends desktop players on to its first product: wait for where
      // the player finally is, not for a moment that may already be gone.
      const landing = (target && !isMobile && findPage(target)?.desktopPath) || target;
      await navigateInApp(page, legacyUrl(rule) + (rule.prefix ? '/abc' : ''));
      await expect(page).toHaveURL((url) => url.pathname === landing && url.search === '');
    }
  });
});

test.describe("the page's title and headings", () => {
  /** The brand's SEO copy, read from the app's own data (as the legacy table above). */
  const copyOf = async (brandId: string) =>
    ((await import(path.resolve(__dirname, `../../${brandId}/seo.ts`))) as { seo: Record<string, RouteSeo> })
      .seo;

  test("follow an in-app navigation, from the brand's copy loaded then", async ({ page, brand }) => {
    const seo = await copyOf(brand.id);
    await page.goto('/tin-tuc');
    await expect(page).toHaveTitle(seo['/tin-tuc']?.title ?? '');
    await navigateInApp(page, '/cong-game/ban-ca');
    await expect(page.getByRole('heading', { level: 1, name: seo['/cong-game/ban-ca']?.h1 })).toBeVisible();
    await expect(page).toHaveTitle(seo['/cong-game/ban-ca']?.title ?? '');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      `https://${brand.domain}/cong-game/ban-ca`,
    );
    await navigateInApp(page, '/khong-co-trang-nay');
    await expect(page).toHaveTitle(seo['not-found']?.title ?? '');
  });

  test('a direct load of the account area gets its own title, not the home page it was served with', async ({
    page,
    brand,
  }) => {
    await registerPlayer(page, 'ttl');
    // The account area is one fallback document, made for `/`: the page asks for its own data.
    await page.goto('/account/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử' })).toBeVisible();
    await expect(page).toHaveTitle(`Lịch sử – ${brand.name}`);
  });
});

test.describe('route middleware', () => {
  test('a mobile landing sends desktop players to its first product', async ({ page, isMobile }) => {
    await page.goto('/lo-de');
    if (isMobile) {
      await expect(page.getByRole('heading', { level: 1, name: 'Lô đề' })).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(/\/lo-de$/);
    } else {
      await expect(page).toHaveURL(/\/lo-de\/lo-de-3-mien$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Lô đề 3 miền' })).toBeVisible();
    }
  });
});

test.describe('floating widgets', () => {
  test('follow the visibility rules on this device', async ({ page, isMobile }) => {
    const gift = page.getByRole('link', { name: /^Nhiệm vụ và quà tặng/ });
    const miniGame = page.getByRole('button', { name: /^(Mini game|Đăng nhập để chơi mini game)$/ });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isMobile) {
      await expect(gift).toBeVisible();
      await expect(miniGame).toHaveCount(0);
    } else {
      await expect(miniGame).toBeVisible();
      await expect(gift).toHaveCount(0);
    }

    for (const url of ['/install-app', '/maintenance', '/lo-de/mega645', '/the-thao/k-sport']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(gift, url).toHaveCount(0);
      if (url.startsWith('/install-app') || url === '/maintenance')
        await expect(miniGame, url).toHaveCount(0);
    }
  });

  test('the mini-game launcher asks a visitor to log in, and drags without opening', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the launcher is a desktop widget');
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Đăng nhập để chơi mini game' });
    const box = await launcher.boundingBox();
    if (!box) throw new Error('launcher not laid out');
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x - 80, box.y + 60, { steps: 5 });
    await page.mouse.up();
    const moved = await launcher.boundingBox();
    expect(moved && Math.round(moved.x)).toBe(Math.round(box.x - 100));
  });
});
