// What crawlers read: the prerendered files of the brand's build, checked without a browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig } from '@xc/brand';
import { isIndexable, robotsFor } from '@xc/feature-seo';
import { PAGES } from '@xc/paths';
import { expect, test } from './brand-fixture';

test.beforeEach(() => {
  // One device of each brand reads them (playwright.config.ts, BRAND_DATA_DEVICES).
  test.skip(test.info().project.metadata['readsFiles'] !== true, 'the files are the same for every device');
});

const clientDir = (brand: BrandConfig) => path.resolve(__dirname, '../..', brand.id, 'build/client');
const fileFor = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}/index.html`);
const read = (brand: BrandConfig, file: string) => readFileSync(path.join(clientDir(brand), file), 'utf8');

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const metaName = (html: string, name: string) =>
  attr(html, new RegExp(`<meta name="${name}" content="([^"]*)"`));
const metaProperty = (html: string, property: string) =>
  attr(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown> & { '@type': string },
  );
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

function newsPaths(brand: BrandConfig) {
  const dir = path.join(clientDir(brand), 'tin-tuc');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/tin-tuc/${entry.name}`);
}

test('every public page has its head in the static HTML: title, description, canonical, robots, images, h1', ({
  brand,
}) => {
  const pages = [...PAGES.filter((p) => p.prerender).map((p) => p.path), ...newsPaths(brand)];
  expect(pages.length).toBeGreaterThan(75);
  for (const pagePath of pages) {
    const html = read(brand, fileFor(pagePath));
    const title = attr(html, /<title>([^<]*)<\/title>/);
    expect(title, pagePath).toBeTruthy();
    expect(decode(title ?? ''), pagePath).toContain(brand.name);
    expect(metaName(html, 'description')?.length ?? 0, pagePath).toBeGreaterThan(20);
    expect(metaName(html, 'author'), pagePath).toBe(brand.name);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/), pagePath).toBe(
      `https://${brand.domain}${pagePath}`,
    );
    expect(metaProperty(html, 'og:image'), pagePath).toBe(`https://${brand.domain}/og-image.png`);
    expect(metaName(html, 'twitter:image'), pagePath).toBe(`https://${brand.domain}/og-image.png`);
    expect(html, pagePath).toMatch(/<h1[^>]*>[^<]+/);

    const isError = ['/404', '/500', '/maintenance'].includes(pagePath);
    const expected = isError
      ? 'noindex, nofollow'
      : robotsFor(brand.robots, pagePath === '/' ? 'home' : 'inner');
    expect(metaName(html, 'robots') ?? null, pagePath).toBe(expected);
  }
});

test('every page is written whole, in order: no boundary left for a script to move in', ({ brand }) => {
  const pages = [...PAGES.filter((p) => p.prerender).map((p) => p.path), ...newsPaths(brand)];
  for (const pagePath of pages) {
    const html = read(brand, fileFor(pagePath));
    // A boundary React wrote as pending (`<!--$?-->`) comes with its content after the page and an
    // inline script to move it in, which the page's CSP would refuse.
    expect(html, pagePath).not.toContain('<!--$?-->');
    expect(html, pagePath).not.toMatch(/<template id="B:/);
    expect(html, pagePath).not.toMatch(/<div hidden id="S:/);
  }
});

test('the home page describes the site, the organisation and the business', ({ brand }) => {
  const data = jsonLd(read(brand, 'index.html'));
  const byType = Object.fromEntries(data.map((d) => [d['@type'], d]));
  const site = byType['WebSite'];
  expect(site?.['url']).toBe(`https://${brand.domain}/`);
  expect(JSON.stringify(site?.['potentialAction'])).toContain(
    `https://${brand.domain}/?s={search_term_string}`,
  );
  expect(byType['Organization']).toMatchObject({
    name: brand.name,
    url: `https://${brand.domain}/`,
    address: { '@type': 'PostalAddress', addressCountry: 'VN' },
    contactPoint: { telephone: brand.support.phone },
  });
  expect((byType['Organization']?.['sameAs'] as string[]).length).toBeGreaterThan(0);
  expect(byType[brand.businessType]).toMatchObject({
    name: brand.name,
    legalName: brand.legalName,
    currenciesAccepted: 'VND',
    paymentAccepted: 'Cash, Credit Card',
    knowsLanguage: ['vi', 'en'],
    priceRange: '1 - 1000000',
    openingHoursSpecification: { opens: '00:00', closes: '23:59' },
    numberOfEmployees: { value: 40 },
    logo: { width: 512, height: 512 },
  });
  expect(String(byType[brand.businessType]?.['description'] ?? '').length).toBeGreaterThan(20);
});

test('inner pages carry a breadcrumb trail, and the FAQ its own questions', ({ brand }) => {
  const trail = jsonLd(read(brand, 'live-casino/baccarat/index.html')).find(
    (d) => d['@type'] === 'BreadcrumbList',
  );
  expect(trail?.['itemListElement']).toEqual([
    expect.objectContaining({ position: 1, item: `https://${brand.domain}/` }),
    expect.objectContaining({ position: 2, item: `https://${brand.domain}/live-casino` }),
    expect.objectContaining({ position: 3, item: `https://${brand.domain}/live-casino/baccarat` }),
  ]);

  const html = read(brand, 'cau-hoi-thuong-gap/index.html');
  const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage');
  const questions = (faq?.['mainEntity'] as { name: string; acceptedAnswer: { text: string } }[]) ?? [];
  expect(questions.length).toBeGreaterThanOrEqual(8);
  for (const q of questions) {
    expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
    expect(decode(html)).toContain(`>${q.name}</h2>`);
  }
});

test('the sitemap lists every indexable page on the brand domain and nothing else', ({ brand }) => {
  const xml = read(brand, 'sitemap.xml');
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const indexable = isIndexable(robotsFor(brand.robots, 'inner'));
  const homeIndexable = isIndexable(robotsFor(brand.robots, 'home'));
  expect(urls.includes(`https://${brand.domain}/`)).toBe(homeIndexable);
  expect(urls.includes(`https://${brand.domain}/khuyen-mai/khuyen-mai-100`)).toBe(indexable);
  expect(urls.includes(`https://${brand.domain}${newsPaths(brand)[0]}`)).toBe(indexable);
  for (const url of urls) {
    expect(url.startsWith(`https://${brand.domain}/`)).toBe(true);
    expect(url).not.toMatch(/\/(404|500|maintenance|account|__not-found)/);
  }
  expect(read(brand, 'robots.txt')).toContain(`Sitemap: https://${brand.domain}/sitemap.xml`);
});

// Raster only: Chrome draws an SVG favicon or manifest icon as a document of its own on the page's
// main thread, after the first paint (`FAVICON` in @xc/paths).
test('the web manifest names the brand, its icons and the tab icon are PNG files that exist', ({ brand }) => {
  const manifest = JSON.parse(read(brand, 'manifest.webmanifest')) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe(brand.name);
  expect(manifest.theme_color).toBe(brand.theme.background);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  const favicon = /<link rel="icon" href="([^"]+)" type="image\/png" sizes="48x48"\/>/.exec(
    read(brand, 'gioi-thieu/index.html'),
  );
  expect(favicon, 'the tab icon is linked as a PNG').not.toBeNull();
  expect(manifest.icons.map((icon) => icon.type)).toEqual(manifest.icons.map(() => 'image/png'));
  for (const src of [...manifest.icons.map((icon) => icon.src), favicon?.[1] ?? ''])
    expect(
      readFileSync(path.join(clientDir(brand), src.slice(1)))
        .subarray(1, 4)
        .toString(),
      src,
    ).toBe('PNG');
  expect(
    readFileSync(path.join(clientDir(brand), 'og-image.png'))
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
});

test("the chunks every page runs while it hydrates reach the browser with V8's compile hint, and no other does", async ({
  brand,
  request,
}) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  const scripts = readdirSync(path.join(clientDir(brand), 'assets')).filter((name) => name.endsWith('.js'));
  const eager = scripts.filter((name) => /^(stack|styles|frame)-[\w-]+\.js$/.test(name));
  expect(new Set(eager.map((name) => name.split('-')[0]))).toEqual(new Set(['stack', 'styles', 'frame']));
  // As the site server sends them (brotli, decoded by the client), not only as written.
  for (const name of eager) {
    const response = await request.get(`/assets/${name}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['content-encoding'], name).toBe('br');
    expect((await response.text()).startsWith(hint), name).toBe(true);
  }
  const lazy = scripts.filter((name) => !eager.includes(name));
  expect(lazy.length).toBeGreaterThan(20);
  for (const name of lazy) expect(read(brand, `assets/${name}`).startsWith(hint), name).toBe(false);
});
