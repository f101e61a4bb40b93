// `npm run bench:size`: initial JS and CSS per prerendered route, brotli-compressed as the server sends
// them. Fails when a public page's initial JS exceeds its budget.
import { brotliCompressSync, constants } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brandsFromArgs, buildBrands, root, writeResult } from './lib.mjs';

// Measured floor (2026-11-23, brotli 11): React 19 + react-dom + React Router 7 framework runtime ≈ 91 KB,
// i18next + styled-components ≈ 22 KB, ky + zod ≈ 15 KB: ≈ 128 KB before any page of ours. The first
// budget, 140 KB, was set when the shell was a header and a footer; every page now also carries the
// session, the header's account menu, the jackpot button, toasts, route middleware and the text
// catalogues (≈ 55 KB, the home page's sections ≈ 7 KB more). Pages paint before any of it runs (see
// paintBeforeHydrating in @xc/site-build), so it costs no paint time; 200 KB keeps ~10 KB of headroom
// over the heaviest page, so a feature that pulls a heavy dependency into every page still fails here.
const BUDGET_JS_BROTLI = 200 * 1024;
const BUDGET_CSS_BROTLI = 30 * 1024;

const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function htmlFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full, base);
    return name.endsWith('.html') ? [full] : [];
  });
}

function routeOf(file, clientDir) {
  const rel = path.relative(clientDir, file).replace(/\\/g, '/');
  if (rel === '__spa-fallback.html') return '(spa fallback: /account/*)';
  return '/' + rel.replace(/index\.html$/, '').replace(/\/$/, '');
}

const brands = brandsFromArgs();
await buildBrands(brands);

const results = {};
let failed = false;
for (const brand of brands) {
  const clientDir = path.join(root, 'apps', brand, 'build/client');
  if (!existsSync(clientDir)) throw new Error(`${brand} is not built`);
  results[brand] = {};
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const js = new Set(
      [
        ...html.matchAll(/<(?:link rel="modulepreload"|script[^>]*) (?:href|src)="(\/assets\/[^"]+\.js)"/g),
      ].map((m) => m[1]),
    );
    // The boot script (rewritten by paintBeforeHydrating) lists the page's modules as quoted URLs.
    for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) js.add(m[1]);
    const css = new Set(
      [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]),
    );
    const sum = (set) => [...set].reduce((n, p) => n + brotli(readFileSync(path.join(clientDir, p))), 0);
    const route = routeOf(file, clientDir);
    const entry = {
      jsBrotli: sum(js),
      cssBrotli: sum(css),
      inlineHtmlBrotli: brotli(Buffer.from(html)),
      jsFiles: js.size,
    };
    entry.withinBudget = entry.jsBrotli <= BUDGET_JS_BROTLI && entry.cssBrotli <= BUDGET_CSS_BROTLI;
    if (!entry.withinBudget) failed = true;
    results[brand][route] = entry;
    const kb = (n) => (n / 1024).toFixed(1).padStart(6) + ' KB';
    console.log(
      `${brand} ${route.padEnd(32)} js ${kb(entry.jsBrotli)}  css ${kb(entry.cssBrotli)}  html ${kb(entry.inlineHtmlBrotli)}${entry.withinBudget ? '' : '  OVER BUDGET'}`,
    );
  }
}

writeResult('size', { budgets: { jsBrotli: BUDGET_JS_BROTLI, cssBrotli: BUDGET_CSS_BROTLI }, results });
if (failed) {
  console.error(`Initial JS over ${BUDGET_JS_BROTLI / 1024} KB brotli (or CSS over budget) on some route.`);
  process.exit(1);
}
