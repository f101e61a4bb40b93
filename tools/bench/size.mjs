// `npm run bench:size`: initial JS and CSS per prerendered route, brotli-compressed as the server sends
// them. Fails when a page's initial JS exceeds the budget of its type (content, lobby, other).
import { brotliCompressSync, constants } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brandsFromArgs, buildBrands, root, writeResult } from './lib.mjs';
import { pageType } from './page-type.mjs';

// Budgets per page type (issue 13). Measured floor (brotli 11): React 19 + react-dom + React Router 7
// framework runtime ≈ 91 KB, styled-components ≈ 9 KB, jotai ≈ 3 KB (page types: page-type.mjs).
// Everything a page does not show at first paint (account area, modal bodies and Radix, forms, the
// fingerprint agent) is in lazy chunks, so it costs no page here.
const KB = 1024;
const BUDGETS_JS_BROTLI = {
  content: 135 * KB,
  lobby: 150 * KB,
  other: 150 * KB,
};
const BUDGET_CSS_BROTLI = 30 * KB;

const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const compressed = new Map();
/** Each asset is compressed once, however many pages load it. */
const brotliOf = (file) => {
  if (!compressed.has(file)) compressed.set(file, brotli(readFileSync(file)));
  return compressed.get(file);
};

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
    const sum = (set) => [...set].reduce((n, p) => n + brotliOf(path.join(clientDir, p)), 0);
    const route = routeOf(file, clientDir);
    const type = pageType(route);
    const budget = BUDGETS_JS_BROTLI[type];
    const entry = {
      type,
      budgetJsBrotli: budget,
      jsBrotli: sum(js),
      cssBrotli: sum(css),
      inlineHtmlBrotli: brotli(Buffer.from(html)),
      jsFiles: js.size,
    };
    entry.withinBudget = entry.jsBrotli <= budget && entry.cssBrotli <= BUDGET_CSS_BROTLI;
    if (!entry.withinBudget) failed = true;
    results[brand][route] = entry;
    const kb = (n) => (n / 1024).toFixed(1).padStart(6) + ' KB';
    console.log(
      `${brand} ${route.padEnd(32)} ${type.padEnd(7)} js ${kb(entry.jsBrotli)} / ${kb(budget)}  css ${kb(entry.cssBrotli)}  html ${kb(entry.inlineHtmlBrotli)}${entry.withinBudget ? '' : '  OVER BUDGET'}`,
    );
  }
}

// The heaviest page of each type, per brand: what the budgets are about.
const summary = {};
for (const [brand, routes] of Object.entries(results)) {
  summary[brand] = {};
  for (const [route, entry] of Object.entries(routes)) {
    const worst = summary[brand][entry.type];
    if (!worst || entry.jsBrotli > worst.jsBrotli) summary[brand][entry.type] = { route, jsBrotli: entry.jsBrotli };
  }
  for (const [type, { route, jsBrotli }] of Object.entries(summary[brand])) {
    console.log(`${brand} heaviest ${type.padEnd(7)} ${(jsBrotli / KB).toFixed(1)} KB (${route}), budget ${BUDGETS_JS_BROTLI[type] / KB} KB`);
  }
}

writeResult('size', { budgets: { jsBrotli: BUDGETS_JS_BROTLI, cssBrotli: BUDGET_CSS_BROTLI }, summary, results });
if (failed) {
  console.error('Initial JS over its page type\'s budget (or CSS over budget) on some route: see OVER BUDGET above.');
  process.exit(1);
}
