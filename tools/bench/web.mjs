// `npm run bench:web`: Lighthouse 12.8 mobile (its default emulation and throttling), median of 5 runs
// per page, against the real compressing site server of each brand. Results in bench/results/web.json.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { brandsFromArgs, buildBrands, median, startServer, writeResult } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.env.PAGES ?? '/').split(',');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const brands = brandsFromArgs();
await buildBrands(brands);

const results = {};
let port = 3300;
for (const brand of brands) {
  const server = await startServer(brand, port++);
  results[brand] = {};
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
        try {
          const { lhr } = await lighthouse(`${server.url}${page}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          });
          const audit = (id) => lhr.audits[id]?.numericValue ?? null;
          const jsBytes = (lhr.audits['network-requests']?.details?.items ?? [])
            .filter((r) => r.resourceType === 'Script')
            .reduce((n, r) => n + (r.transferSize ?? 0), 0);
          runs.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcpMs: audit('largest-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            fcpMs: audit('first-contentful-paint'),
            jsTransferBytes: jsBytes,
          });
        } finally {
          await chrome.kill();
        }
      }
      const pick = (k) => median(runs.map((r) => r[k]));
      const summary = {
        score: pick('score'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(3)),
        fcpMs: Math.round(pick('fcpMs')),
        jsTransferBytes: pick('jsTransferBytes'),
        runs,
      };
      results[brand][page] = summary;
      console.log(
        `${brand} ${page.padEnd(24)} score ${summary.score}  LCP ${summary.lcpMs} ms  TBT ${summary.tbtMs} ms  CLS ${summary.cls}  JS ${(summary.jsTransferBytes / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await server.stop();
  }
}

writeResult('web', { tool: 'lighthouse 12.8 mobile', runsPerPage: RUNS, results });
