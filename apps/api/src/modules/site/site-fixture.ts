import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const INLINE_SCRIPT = 'window.__reactRouterContext = {"ssr":false};';
/** Large and repetitive enough that both encodings shrink it. */
export const ASSET_JS = `export const routes = [${Array.from({ length: 200 }, (_, i) => `"/route-${i}"`).join(',')}];\n`;
export const SECRET = 'top-secret-outside-the-site';

export interface SiteFixture {
  root: string;
  siteDir: string;
  remove(): void;
}

/**
 * A miniature React Router client build (prerendered pages, SPA fallback, 404 page, hashed
 * assets, public files) with a secret file beside it that must never be served.
 */
export function createSiteFixture(options: { notFoundPage?: boolean } = {}): SiteFixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'xc-site-'));
  const siteDir = path.join(root, 'client');
  const files: Record<string, string> = {
    'index.html': `<!DOCTYPE html><html><head><title>Trang chủ</title></head><body><h1>Home page</h1><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/app-Ab12Cd34.js"></script></body></html>`,
    'gioi-thieu/index.html': '<!DOCTYPE html><html><body><h1>About page</h1></body></html>',
    'khuyen-mai/khuyen-mai-100/index.html': '<!DOCTYPE html><html><body><h1>Promotion 100</h1></body></html>',
    '__spa-fallback.html': '<!DOCTYPE html><html><body><div id="spa-fallback">Loading</div></body></html>',
    'assets/app-Ab12Cd34.js': ASSET_JS,
    'logo.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    'manifest.webmanifest': '{"name":"XC","start_url":"/"}',
    'sw.js': 'self.addEventListener("install", () => self.skipWaiting());',
    '.env': 'SECRET=dotfile',
  };
  if (options.notFoundPage ?? true) {
    files['__not-found/index.html'] =
      '<!DOCTYPE html><html><body><h1>Không tìm thấy trang (prerendered)</h1></body></html>';
    files['404/index.html'] = '<!DOCTYPE html><html><body><h1>Trang 404</h1></body></html>';
    files['500/index.html'] = '<!DOCTYPE html><html><body><h1>Trang 500</h1></body></html>';
    files['maintenance/index.html'] = '<!DOCTYPE html><html><body><h1>Bảo trì</h1></body></html>';
  }
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(siteDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  // The brand's legacy table, as the build writes it beside client/.
  writeFileSync(
    path.join(root, 'site.json'),
    JSON.stringify({
      brand: 'xc06',
      redirects: [
        { from: '/khuyen-mai', query: { name: 'tab', value: 'events' }, to: '/su-kien' },
        { from: '/quayso', prefix: true, to: '/cong-game' },
        { from: '/cockfight', to: '/da-ga' },
      ],
    }),
  );
  return { root, siteDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
