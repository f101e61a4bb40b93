// `npm run bench:tasks`: the main thread's long tasks while a page loads, as a visitor's Chrome has
// them. Chrome is driven over its DevTools protocol with no domain turned on but the page's own
// (no Runtime, Network, Debugger or profiler): only the CPU slowdown and the phone's screen are set,
// and the page's own observers (`longtask`, `long-animation-frame`) report. Median of RUNS per page.
//
//   BRANDS=xc04 PAGES=/gioi-thieu,/ RUNS=5 npm run bench:tasks
//
// Why beside bench:web: each DevTools domain changes what it measures. With the Runtime domain on
// (Playwright turns it on), every `Error` a script creates costs in proportion to the functions on
// the stack (as far as we can tell, V8 takes a detailed stack trace and parses them again for their
// source positions): React DOM creates one at the top of its 200 KB module body, which made that
// task 60-200 ms on a two-core host, a cost no visitor pays. With the Network domain on (Lighthouse, Playwright), each request a script starts
// records where it came from, a few milliseconds per module preload link. Lighthouse's trace
// turns V8's profiler on, which collects source positions up front and hides the first cost; its
// TBT is still the measure, this is the check that what was cut there is cut for players.
// Results in bench/results/tasks.json.
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import { brandsFromArgs, buildBrands, median, startServer, writeResult } from './lib.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.env.PAGES ?? '/').split(',');
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
if (!(CPU_SLOWDOWN >= 1 && CPU_SLOWDOWN <= 20))
  throw new Error(`CPU_SLOWDOWN must be 1-20, not ${CPU_SLOWDOWN}`);
if (!(RUNS >= 1)) throw new Error(`RUNS must be at least 1, not ${process.env.RUNS}`);
const SETTLE_MS = 7000;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What the page's own observers collect from its first script on. */
const OBSERVERS = `
window.__tasks = { long: [], frames: [] };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__tasks.long.push([Math.round(e.startTime), Math.round(e.duration)]);
}).observe({ type: 'longtask', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    for (const s of e.scripts)
      if (s.duration >= 50)
        window.__tasks.frames.push([Math.round(s.duration), s.invoker, (s.sourceURL || '').replace(/^.*\\//, '')]);
}).observe({ type: 'long-animation-frame', buffered: true });
`;

/** One load of `url` in a fresh Chrome; the long tasks after first paint. */
async function load(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const targets = await (await fetch(`http://127.0.0.1:${chrome.port}/json/list`)).json();
    const ws = new WebSocket(targets.find((t) => t.type === 'page').webSocketDebuggerUrl);
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
    let id = 0;
    const waiting = new Map();
    ws.on('message', (raw) => {
      const { id: answered, result, error } = JSON.parse(String(raw));
      waiting.get(answered)?.(error ? Promise.reject(new Error(error.message)) : result);
      waiting.delete(answered);
    });
    const send = (method, params = {}) =>
      new Promise((resolve) => {
        waiting.set(++id, resolve);
        ws.send(JSON.stringify({ id, method, params }));
      });
    // Page is the one domain turned on: it registers the observers before the page's scripts.
    await send('Page.enable');
    await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVERS });
    await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await send('Page.navigate', { url });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { result } = await send('Runtime.evaluate', {
      expression: `JSON.stringify({ ...window.__tasks, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0 })`,
      returnByValue: true,
    });
    ws.close();
    const { long, frames, fcp } = JSON.parse(result.value);
    const after = long.filter(([start]) => start >= fcp);
    return {
      blockingMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longestMs: Math.max(0, ...after.map(([, duration]) => duration)),
      count: after.length,
      scripts: frames,
    };
  } finally {
    await chrome.kill();
  }
}

const brands = brandsFromArgs();
// SKIP_BUILD=1 measures the builds as they are (e.g. a copy edited by hand for an experiment).
if (process.env.SKIP_BUILD !== '1') await buildBrands(brands);
const results = [];
let port = 4900;
for (const brand of brands) {
  const server = await startServer(brand, port++);
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await load(server.url + page));
      // Per script, its longest run in each load that had one.
      const scripts = new Map();
      for (const run of runs) {
        const longest = new Map();
        for (const [duration, invoker, source] of run.scripts) {
          const key = invoker.includes(source) ? invoker.replace(/^.*\//, '') : `${invoker} ${source}`.trim();
          longest.set(key, Math.max(duration, longest.get(key) ?? 0));
        }
        for (const [key, duration] of longest) scripts.set(key, [...(scripts.get(key) ?? []), duration]);
      }
      const row = {
        brand,
        page,
        blockingMs: median(runs.map((r) => r.blockingMs)),
        longestMs: median(runs.map((r) => r.longestMs)),
        longTasks: median(runs.map((r) => r.count)),
        runs: runs.map((r) => r.blockingMs),
        // Scripts of 50 ms or more: how many loads had one, and its median length.
        longScripts: [...scripts]
          .map(([script, durations]) => ({ script, loads: durations.length, medianMs: median(durations) }))
          .sort((a, b) => b.loads * b.medianMs - a.loads * a.medianMs),
      };
      results.push(row);
      console.log(
        `${brand} ${page}: blocking after first paint ${row.blockingMs} ms (runs ${row.runs.join(', ')}), longest task ${row.longestMs} ms`,
      );
      for (const s of row.longScripts.slice(0, 4))
        console.log(`    ${s.script}: ${s.medianMs} ms, in ${s.loads} of ${RUNS} loads`);
    }
  } finally {
    await server.stop();
  }
}
writeResult('tasks', { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, results });
