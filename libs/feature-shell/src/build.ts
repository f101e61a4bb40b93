/**
 * Build-time output of a brand (Node only, called from React Router's `buildEnd` hook in the app's
 * react-router.config.ts): the table the site server answers with, the sitemap, robots.txt, the web
 * manifest and the raster images (icons, social image) drawn from the brand's own SVG logo.
 */
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import type { BrandConfig, RedirectRule } from '@xc/brand';
import { isIndexable, OG_IMAGE, robotsFor, sitemapXml } from '@xc/feature-seo';
import { COMPRESSIBLE_EXTENSIONS, findPage, PRECOMPRESSED_SUFFIX, prerenderedPaths } from '@xc/paths';

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
      { src: brand.logo, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
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
  writeFileSync(path.join(client, 'icons', 'icon-192.png'), png(logo, 192));
  writeFileSync(path.join(client, 'icons', 'icon-512.png'), png(logo, 512));
  writeFileSync(path.join(client, 'icons', 'maskable-512.png'), png(maskableSvg(brand, logo), 512));
  writeFileSync(path.join(client, 'og-image.png'), png(socialSvg(brand, logo), OG_IMAGE.width));
  precompress(client);
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
