/**
 * Build-time output of a brand (Node only): the app's React Router config, and what its `buildEnd`
 * hook writes: the table the site server answers with, the sitemap, robots.txt, the web manifest,
 * the raster images (icons, social image) drawn from the brand's own SVG logo, the rewritten boot
 * script and the precompressed copies.
 */
import type { Config } from '@react-router/dev/config';
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { BrandConfig, RedirectRule } from '@xc/brand';
import { isIndexable, OG_IMAGE, robotsFor, sitemapXml } from '@xc/feature-seo';
import {
  COMPRESSIBLE_EXTENSIONS,
  FAVICON,
  findPage,
  NOT_FOUND_PRERENDER_PATH,
  PRECOMPRESSED_SUFFIX,
  prerenderedPaths,
} from '@xc/paths';

export interface BrandBuildOptions {
  brand: BrandConfig;
  redirects: RedirectRule[];
  /** Prerendered pages that come from content (news articles). */
  contentPaths?: readonly string[];
}

/**
 * A brand app's whole `react-router.config.ts`: a static site (`ssr: false`) with every public page
 * prerendered, and the site artifacts written when the build ends.
 */
export function brandRouterConfig({ brand, redirects, contentPaths = [] }: BrandBuildOptions): Config {
  return {
    ssr: false,
    prerender: prerenderPaths(contentPaths),
    buildEnd: ({ reactRouterConfig }) =>
      writeSiteArtifacts({
        buildDirectory: reactRouterConfig.buildDirectory,
        appDirectory: reactRouterConfig.appDirectory,
        brand,
        redirects,
        contentPaths,
      }),
  };
}

/** What React Router prerenders: every public page, the content's own pages, and the catch-all. */
export function prerenderPaths(contentPaths: readonly string[] = []): string[] {
  return [...prerenderedPaths(), ...contentPaths, NOT_FOUND_PRERENDER_PATH];
}

/** What the site server reads beside the built client (`build/site.json`). */
export interface SiteManifest {
  brand: BrandConfig['id'];
  redirects: RedirectRule[];
}

/** Pages search engines may index under the brand's policy; error pages never. */
export function indexablePaths(brand: BrandConfig, contentPaths: readonly string[] = []): string[] {
  return [...prerenderedPaths(), ...contentPaths].filter((p) => {
    if (findPage(p)?.group === 'error') return false;
    return isIndexable(robotsFor(brand.robots, p === '/' ? 'home' : 'inner'));
  });
}

export function webManifest(brand: BrandConfig) {
  return {
    name: brand.name,
    short_name: brand.name,
    description: `${brand.name}: thể thao, casino, nổ hũ và lô đề trên một tài khoản.`,
    lang: 'vi',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: brand.theme.background,
    theme_color: brand.theme.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const png = (svg: string, width: number) =>
  new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The logo on a full-bleed square in the brand's background, with room for Android's mask. */
function maskableSvg(brand: BrandConfig, logo: string): string {
  const data = Buffer.from(logo).toString('base64');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${brand.theme.background}"/><image href="data:image/svg+xml;base64,${data}" x="96" y="96" width="320" height="320"/></svg>`;
}

/** 1200 × 630 social image: brand colours, the logo and the name. */
function socialSvg(brand: BrandConfig, logo: string): string {
  const data = Buffer.from(logo).toString('base64');
  const { background, surface, primary, accent, text } = brand.theme;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${surface}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="590" width="1200" height="40" fill="${primary}"/>
  <rect x="0" y="580" width="1200" height="10" fill="${accent}"/>
  <image href="data:image/svg+xml;base64,${data}" x="100" y="175" width="240" height="240"/>
  <text x="390" y="300" font-family="DejaVu Sans" font-weight="bold" font-size="84" fill="${text}">${escapeXml(brand.name)}</text>
  <text x="392" y="370" font-family="DejaVu Sans" font-size="34" fill="${accent}">Thể thao · Casino · Nổ hũ · Lô đề</text>
</svg>`;
}

export interface SiteArtifactOptions {
  buildDirectory: string;
  /** The app's `app/` folder; the logo is read from `../public`. */
  appDirectory: string;
  brand: BrandConfig;
  redirects: RedirectRule[];
  /** Prerendered pages that come from content (news articles). */
  contentPaths?: readonly string[];
}

export function writeSiteArtifacts({
  buildDirectory,
  appDirectory,
  brand,
  redirects,
  contentPaths = [],
}: SiteArtifactOptions): void {
  const client = path.join(buildDirectory, 'client');
  mkdirSync(path.join(client, 'icons'), { recursive: true });
  const manifest: SiteManifest = { brand: brand.id, redirects };
  writeFileSync(path.join(buildDirectory, 'site.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(client, 'sitemap.xml'), sitemapXml(brand, indexablePaths(brand, contentPaths)));
  writeFileSync(
    path.join(client, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /game/\n\nSitemap: https://${brand.domain}/sitemap.xml\n`,
  );
  writeFileSync(path.join(client, 'manifest.webmanifest'), JSON.stringify(webManifest(brand), null, 2));

  const logo = readFileSync(path.join(appDirectory, '..', 'public', brand.logo.replace(/^\//, '')), 'utf8');
  writeFileSync(path.join(client, FAVICON.href.slice(1)), png(logo, Number(FAVICON.sizes.split('x')[0])));
  writeFileSync(path.join(client, 'icons', 'icon-192.png'), png(logo, 192));
  writeFileSync(path.join(client, 'icons', 'icon-512.png'), png(logo, 512));
  writeFileSync(path.join(client, 'icons', 'maskable-512.png'), png(maskableSvg(brand, logo), 512));
  writeFileSync(path.join(client, 'og-image.png'), png(socialSvg(brand, logo), OG_IMAGE.width));
  const importsOf = chunkImports(client);
  for (const entry of readdirSync(client, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    writeFileSync(file, paintBeforeHydrating(readFileSync(file, 'utf8'), importsOf));
  }
  precompress(client);
}

/** The chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), as site paths. */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"\.\/([^"]+\.js)"/g;

/** What each built chunk of the client imports statically, read from the files (memoised). */
export function chunkImports(client: string): (href: string) => string[] {
  const known = new Map<string, string[]>();
  return (href) => {
    let imports = known.get(href);
    if (!imports) {
      const file = path.join(client, href.replace(/^\//, ''));
      const dir = path.posix.dirname(href);
      imports = [...readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)].map(([, name]) => `${dir}/${name}`);
      known.set(href, imports);
    }
    return imports;
  };
}

/**
 * The chunks in an order where each comes after the chunks of the list it imports, otherwise as
 * given: importing a chunk evaluates what it imports that has not run yet in the same task, so in
 * this order each chunk's evaluation is a task of its own. Chunks that import each other (a cycle)
 * keep their given order: which of them is imported first decides which evaluates first, and the
 * bundler's order is the one their code was made for (jotai's utilities read a storage the frame's
 * atoms need when the frame runs).
 */
export function dependenciesFirst(hrefs: readonly string[], importsOf: (href: string) => string[]): string[] {
  const listed = new Set(hrefs);
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return importsOf(from).some((next) => reaches(next, to, seen));
  };
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (href: string) => {
    if (placed.has(href)) return;
    placed.add(href);
    for (const dependency of importsOf(href)) {
      if (listed.has(dependency) && !reaches(dependency, href)) place(dependency);
    }
    ordered.push(href);
  };
  hrefs.forEach(place);
  return ordered;
}

/** Starting a request costs the main thread about a millisecond on a phone: a few per task. */
const PRELOADS_PER_TASK = 8;

/**
 * The boot script's first step: wait until the first contentful paint is on the screen. Its paint
 * timing entry comes once the frame has been presented, which is later than the main thread's paint:
 * the frame's tiles are still to be rastered on the browser's worker threads, and the page's scripts,
 * fetched any sooner, are compiled on those threads as they stream in. On a two-core host Lighthouse
 * saw the main thread paint xc05's `/live-casino` at 210 ms and the screen show it at 1,229 ms, with
 * script streaming on the workers in between; its simulation then counted every script before the
 * first paint (LCP 3.2-3.7 s in three loads of eight, against about 1 s; none since). A tab in the background
 * presents nothing, so it waits 300 ms at most; a visible one 2 s. A browser without paint timing
 * waits for the next frame, as before, and so does a page with nothing to paint before its script
 * (the client-only account area's fallback page), whose first contentful paint is the script's own.
 */
const FIRST_PAINT_SHOWN =
  'await new Promise((resolve) => { const fcp = "first-contentful-paint"; setTimeout(resolve, document.visibilityState === "hidden" ? 300 : 2000); if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve, 0)); if (performance.getEntriesByName(fcp).length) return resolve(); new PerformanceObserver((list, observer) => { if (list.getEntriesByName(fcp).length) { observer.disconnect(); resolve(); } }).observe({ type: "paint", buffered: true }); });';

const NEXT_FRAME =
  'await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 300); });';

/** Whether the prerendered body shows anything (text or a picture) before a script runs. */
function paintsBeforeScripts(html: string): boolean {
  // What a script or a template holds (the hydration data, say) is not on the screen.
  const shown = html
    .slice(Math.max(0, html.search(/<body[\s>]/)))
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  if (/<(img|svg|picture|video)\b/i.test(shown)) return true;
  return /\S/.test(shown.replace(/<[^>]*>/g, ''));
}

const BOOT_SCRIPT = /<script type="module" async="">([^<]*__reactRouterRouteModules[^<]*)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = .*;$/;

/**
 * React Router's boot script imports the route modules statically, so the browser fetches and
 * evaluates them as soon as it can, and on a fast connection that is before it has painted the
 * prerendered HTML: the player stares at a blank page while the JavaScript runs. Rewritten, the
 * script waits until the first paint is on the screen (`FIRST_PAINT_SHOWN`), then
 * preloads every module the page needs (a few requests per task) and imports them: the manifest,
 * each shared chunk (after those it imports, `importsOf`) and then each route module in a task of
 * its own, so no single task evaluates a route's whole module graph; the entry, which hydrates, comes
 * last as before. The page's own images (logo, banner art) thus load before any script. A boot script
 * of another shape fails the build rather than being left slow or half rewritten.
 */
export function paintBeforeHydrating(html: string, importsOf: (href: string) => string[] = () => []): string {
  const match = BOOT_SCRIPT.exec(html);
  if (!match) return html;
  const [bootScript, bootBody = ''] = match;
  const statements = bootBody
    .split(/;\s*(?=import|window)/)
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) => (statement.endsWith(';') ? statement : `${statement};`));
  const first: string[] = [];
  const routes: { name: string; url: string }[] = [];
  let modules = '';
  let entry = '';
  for (const statement of statements) {
    const [, sideEffect] = SIDE_EFFECT_IMPORT.exec(statement) ?? [];
    const [, name, url] = NAMESPACE_IMPORT.exec(statement) ?? [];
    const [, entryUrl] = ENTRY_IMPORT.exec(statement) ?? [];
    if (sideEffect) first.push(sideEffect);
    else if (name && url) routes.push({ name, url });
    else if (entryUrl) entry = entryUrl;
    else if (ROUTE_MODULES.test(statement)) modules = statement;
    else throw new Error(`paintBeforeHydrating: unexpected statement in the boot script: ${statement}`);
  }
  if (!modules || !entry)
    throw new Error('paintBeforeHydrating: the boot script lacks its route modules or entry');
  // The page paints without any script, so the scripts are not fetched until it has: the preload
  // links move into the script, which adds them all at once (no waterfall) after the paint.
  const preloaded: string[] = [];
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, (_, href: string) => {
    preloaded.push(href);
    return '';
  });
  const late = new Set([entry, ...first, ...routes.map((r) => r.url)]);
  const shared = dependenciesFirst(
    preloaded.filter((href) => !late.has(href)),
    importsOf,
  );
  const script = [
    paintsBeforeScripts(withoutPreloads) ? FIRST_PAINT_SHOWN : NEXT_FRAME,
    'const task = () => new Promise((resolve) => setTimeout(resolve, 0));',
    `const preloads = ${JSON.stringify(preloaded)};`,
    `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) { document.head.append(...preloads.slice(i, i + ${PRELOADS_PER_TASK}).map((href) => Object.assign(document.createElement("link"), { rel: "modulepreload", href }))); await task(); }`,
    ...first.map((url) => `await import(${JSON.stringify(url)});`),
    // The shared chunks one task each, so no single task evaluates a route's whole module graph.
    `for (const href of ${JSON.stringify(shared)}) { await import(href); await task(); }`,
    ...routes.map((r) => `const ${r.name} = await import(${JSON.stringify(r.url)}); await task();`),
    modules,
    `import(${JSON.stringify(entry)});`,
  ].join('\n');
  return withoutPreloads.replace(bootScript, () => `<script type="module" async="">${script}</script>`);
}

/**
 * Brotli (best) and gzip copies of every text file, written once here so the site server (and any
 * CDN that honours them) starts without compressing anything.
 */
export function precompress(directory: string): void {
  for (const entry of readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(file + PRECOMPRESSED_SUFFIX.br, br);
    writeFileSync(file + PRECOMPRESSED_SUFFIX.gzip, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  }
}
