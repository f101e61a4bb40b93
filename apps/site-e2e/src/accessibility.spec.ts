import { axe } from './axe';
import { expect, test } from './brand-fixture';

// One page of each kind a visitor meets, at the project's width (1440 px and 375 px): axe finds no
// violation of WCAG 2.1 A/AA or of its best practices once the page has hydrated.
const PAGES = [
  { path: '/', heading: /./ },
  { path: '/live-casino', heading: /./ },
  { path: '/the-thao', heading: /./ },
  { path: '/lo-de', heading: /./ },
  { path: '/khuyen-mai', heading: /./ },
  { path: '/gioi-thieu', heading: /./ },
  { path: '/khong-co-trang-nay', heading: 'Không tìm thấy trang' },
];

for (const { path, heading } of PAGES) {
  test(`${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axe(page)).toEqual([]);
  });
}
