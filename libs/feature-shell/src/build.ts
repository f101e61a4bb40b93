/**
 * Build-time output of a brand (Node only, called from React Router's `buildEnd` hook in the app's
 * react-router.config.ts): the redirect table the site server answers with, and the sitemap.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrandConfig, RedirectRule } from '@xc/brand';
import { prerenderedPaths } from '@xc/paths';

/** What the site server reads beside the built client (`build/site.json`). */
export interface SiteManifest {
  brand: BrandConfig['id'];
  redirects: RedirectRule[];
}

const SITEMAP_EXCLUDED = /^\/(404|500|maintenance)$/;

export function sitemapXml(brand: BrandConfig): string {
  const urls = prerenderedPaths()
    .filter((p) => !SITEMAP_EXCLUDED.test(p))
    .map((p) => `  <url><loc>https://${brand.domain}${p}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function writeSiteArtifacts(
  buildDirectory: string,
  brand: BrandConfig,
  redirects: RedirectRule[],
): void {
  const manifest: SiteManifest = { brand: brand.id, redirects };
  mkdirSync(path.join(buildDirectory, 'client'), { recursive: true });
  writeFileSync(path.join(buildDirectory, 'site.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(buildDirectory, 'client', 'sitemap.xml'), sitemapXml(brand));
}
