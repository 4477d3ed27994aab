// `npm run bench`: the cold start on a phone, in headless Chromium, against the sandbox serving dist/ as a
// CDN does (compressed), side by side with the floor of our own stack: React 19 + react-dom + i18next
// rendering one translated button, built from this project's node_modules and served the same way.
// Phone profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower; every run in a fresh
// context (empty cache). Runs go in turn (floor, element, iframe page) so a slow moment hits all three;
// the figures are medians, and the ratios are ratios of medians. Prints figures; never fails on speed.
// Also: the request waterfall's depth before interactive (sequential round trips), the bytes the first
// load transferred, and (unthrottled) a keystroke's recalculation. And the bounds the network alone sets:
// the floor's own file reached through one more request (as the tag's entry is), and grown by inert bytes
// to the size of the element's first load (compressed as sent): what no main-thread work can go below.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';
import * as esbuild from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { type Metafile, mainAndChunks } from '../esbuild.config.mjs';
import { startSandbox } from '../sandbox/server';
import { launchChromium } from '../test/e2e/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_VERSION = (JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string }).version;
const PHONE = { latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0, cpu: 4 };

/**
 * A merchant's server: the floor (the stack's own minimum for one translated button, bundled once, served
 * brotli-compressed) at `/`, and a page with the widget's tag at `/element.html`, as the README's snippet.
 */
async function merchantServer(urls: { api: string; widget: string }, firstLoadBytes: number): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'crw-floor-'));
  writeFileSync(
    join(dir, 'floor.tsx'),
    `import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
await i18next.init({ lng: 'en', resources: { en: { translation: { buy: 'Buy for 100 USD' } } } });
createRoot(document.getElementById('root')!).render(<button type="submit">{i18next.t('buy')}</button>);`,
  );
  await esbuild.build({
    entryPoints: [join(dir, 'floor.tsx')],
    outfile: join(dir, 'floor.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    nodePaths: [join(process.cwd(), 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const brotli = (text: string | Buffer) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const floor = readFileSync(join(dir, 'floor.js'), 'utf8');
  const script = brotli(floor);
  // A comment of random base64: as many bytes compressed as the element's first load has more than the floor.
  const filler = `/*${randomBytes(Math.max(0, firstLoadBytes - script.length)).toString('base64')}*/\n`;
  const heavy = brotli(filler + floor);
  const page = (body: string) => `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Shop</title>${body}`;
  const pageFor = (src: string) => page(`<div id="root"></div><script type="module" src="${src}"></script>`);
  const pages: Record<string, string> = {
    '/': pageFor('/floor.js'),
    '/hop.html': pageFor('/hop-floor.js'),
    '/heavy.html': pageFor('/heavy.js'),
    '/hop-heavy.html': pageFor('/hop-heavy.js'),
  };
  const scripts: Record<string, Buffer> = { '/floor.js': script, '/heavy.js': heavy };
  const elementPage = page(
    `<crypto-ramp-widget api-url="${urls.api}" widget-url="${urls.widget}"></crypto-ramp-widget><script type="module" src="${urls.widget}/element/crypto-ramp-widget.js"></script>`,
  );
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const hop = /^\/hop-(\w+)\.js$/.exec(url)?.[1];
    if (scripts[url]) res.writeHead(200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br' }).end(scripts[url]);
    else if (hop) res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(`import('/${hop}.js');`);
    else res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(url === '/element.html' ? elementPage : (pages[url] ?? pages['/']));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * In the page from its start: the moment the main button is there and enabled (in the document or the
 * element's shadow root) with an amount shown where there is one, and the waterfall's depth until then
 * (a request that started after another ended may have waited on it).
 */
const WATCH = `(() => {
  const find = (root) => root.querySelector('button[type="submit"]') ?? [...root.querySelectorAll('crypto-ramp-widget')].map((e) => e.shadowRoot && find(e.shadowRoot)).find(Boolean) ?? null;
  const check = () => {
    const button = find(document);
    const receive = button?.getRootNode().querySelector('[data-testid="receive-field"] input');
    if (button && !button.disabled && (!receive || receive.value)) {
      // What the button waits on: the page, scripts and calls (not images, such as the currency logos, nor
      // the browser's own favicon request).
      const waitedOn = (entry) => entry.initiatorType !== 'img' && !entry.name.endsWith('/favicon.ico');
      const entries = [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource').filter(waitedOn)].filter(Boolean);
      const depth = new Map();
      for (const entry of [...entries].sort((a, b) => a.startTime - b.startTime)) {
        const before = entries.filter((other) => other !== entry && other.responseEnd > 0 && other.responseEnd <= entry.startTime).map((other) => depth.get(other) ?? 1);
        depth.set(entry, 1 + Math.max(0, ...before));
      }
      window.__interactive = { ms: performance.now(), roundTrips: Math.max(...depth.values()) };
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Main-thread work until interactive, in ms of the throttled phone: scripts, style and layout, all tasks. */
type Work = { script: number; style: number; layout: number; tasks: number };
type Run = { ms: number; roundTrips: number; bytes: number; work: Work };
/** Self time by function over one profiled start (`function url:line`), in ms. */
type Profile = Map<string, number>;

async function coldRun(context: BrowserContext, url: string, { profile = false } = {}): Promise<Run & { profile?: Profile }> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  await cdp.send('Performance.enable');
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  await page.addInitScript(WATCH);
  await page.goto(url);
  await page.waitForFunction(() => (window as { __interactive?: unknown }).__interactive, undefined, { timeout: 60_000 });
  const { ms, roundTrips } = (await page.evaluate(() => (window as { __interactive?: unknown }).__interactive)) as { ms: number; roundTrips: number };
  // Measured a moment after interactive (the round trip to read it): a few ms of idle, no work, more.
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const work = { script: metric('ScriptDuration'), style: metric('RecalcStyleDuration'), layout: metric('LayoutDuration'), tasks: metric('TaskDuration') };
  const profiled = profile ? selfTimes(((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile, url) : undefined;
  await page.close();
  return { ms, roundTrips, bytes, work, profile: profiled };
}

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  samples: number[];
  timeDeltas: number[];
};

/** A CPU profile's self time by function (the program's own, idle and GC by those names), in ms. */
function selfTimes(profile: CpuProfile, pageUrl: string): Profile {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const times: Profile = new Map();
  const origin = new URL(pageUrl).origin;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    if (!frame || frame.functionName === '(idle)') return;
    const file = frame.url.replace(origin, '').replace(/^.*\/(chunks\/\w+\/)?/, '');
    const name = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`.trim();
    times.set(name, (times.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The element's first load as sent (brotli): its entry, and the files the entry fetches at once. */
function elementFirstLoadBytes(): number {
  const dist = new URL('../dist/', import.meta.url);
  const meta = JSON.parse(readFileSync(new URL('meta-element.json', dist), 'utf8')) as Metafile;
  const files = ['dist/element/crypto-ramp-widget.js', ...mainAndChunks(meta, 'elements/crypto-ramp-widget.tsx')];
  return files.reduce((sum, file) => sum + readFileSync(new URL(`${file.replace(/^dist\//, '')}.br`, dist)).length, 0);
}

const sandbox = await startSandbox({ ports: 'any' });
const merchant = await merchantServer(sandbox.urls, elementFirstLoadBytes());
const browser = await launchChromium();
const pages = {
  floor: merchant.url,
  hop: `${merchant.url}hop.html`,
  heavy: `${merchant.url}heavy.html`,
  hopHeavy: `${merchant.url}hop-heavy.html`,
  element: `${merchant.url}element.html`,
  iframe: `${sandbox.urls.widget}/?lang=en`,
};
const runs: Record<keyof typeof pages, Run[]> = { floor: [], hop: [], heavy: [], hopHeavy: [], element: [], iframe: [] };
for (let i = 0; i < RUNS; i++) {
  for (const kind of Object.keys(pages) as (keyof typeof pages)[]) {
    const context = await browser.newContext();
    runs[kind].push(await coldRun(context, pages[kind]));
    await context.close();
  }
}

// One more start of the iframe page, profiled: where its main-thread time goes, by function.
const profiled = await (async () => {
  const context = await browser.newContext();
  const run = await coldRun(context, pages.iframe, { profile: true });
  await context.close();
  return run.profile ?? new Map();
})();

// Lighthouse (pinned: package.json) on the iframe page, mobile with its simulated throttling: its
// performance score, total blocking time, layout shift, main-thread breakdown and back/forward cache audit.
const lighthouseRuns = await runLighthouse(pages.iframe, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

// A keystroke's recalculation, unthrottled (the in-page measurement of the element, as plain JS).
const MEASURE = readFileSync(new URL('./measure-startup.js', import.meta.url), 'utf8').replace(/^\/\/.*\n/gm, '').trim();
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${sandbox.urls.demo}/index.html`);
await page.addScriptTag({ type: 'module', url: `${sandbox.urls.widget}/element/crypto-ramp-widget.js` });
await page.waitForFunction(() => customElements.get('crypto-ramp-widget'));
const keystroke = (await page.evaluate(`${MEASURE}(${JSON.stringify(sandbox.urls.api)})`)) as { recalcMs: number };
await context.close();

const line = (label: string, kind: keyof typeof pages) => {
  const ms = median(runs[kind].map((r) => r.ms));
  const ratio = kind === 'floor' ? '' : `  ${(ms / median(runs.floor.map((r) => r.ms))).toFixed(2)}× the floor`;
  const trips = median(runs[kind].map((r) => r.roundTrips));
  const kb = median(runs[kind].map((r) => r.bytes)) / 1024;
  console.log(`  ${label.padEnd(44)} ${(ms / 1000).toFixed(2)} s${ratio.padEnd(18)}  ${trips} round trips  ${kb.toFixed(1)} KB transferred`);
};
console.log(`Cold start on a phone (150 ms RTT, 1.6/0.75 Mbps, CPU 4×), headless Chromium, compressed, median of ${RUNS}:`);
line('floor', 'floor');
line('custom tag', 'element');
line('iframe page', 'iframe');
console.log("The network's bounds (the floor's own work, no more):");
line('floor through one more request (an entry)', 'hop');
line("floor with the first load's bytes", 'heavy');
line('both: the least the custom tag can take', 'hopHeavy');
console.log(`Keystroke → recalculated amount (unthrottled): ${keystroke.recalcMs.toFixed(1)} ms`);
console.log('Main-thread work until interactive (throttled 4×, median):');
for (const kind of ['floor', 'element', 'iframe'] as const) {
  const of = (key: keyof Work) => median(runs[kind].map((r) => r.work[key])).toFixed(0).padStart(5);
  console.log(`  ${({ floor: 'floor', element: 'custom tag', iframe: 'iframe page' } as const)[kind].padEnd(12)} tasks ${of('tasks')} ms: script ${of('script')}, style ${of('style')}, layout ${of('layout')}`);
}
console.log('Iframe page, self time by function (one profiled start, throttled 4×), the 12 largest:');
for (const [name, ms] of [...profiled].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${name.slice(0, 100)}`);
const lh = (pick: (run: LighthouseRun) => number) => median(lighthouseRuns.map(pick));
console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, iframe page, mobile (simulated throttling), median of ${lighthouseRuns.length}:`);
console.log(`  performance ${lh((r) => r.score).toFixed(0)}, total blocking time ${lh((r) => r.tbt).toFixed(0)} ms, CLS ${lh((r) => r.cls).toFixed(3)}, LCP ${lh((r) => r.lcp).toFixed(0)} ms`);
const breakdown = [...new Set(lighthouseRuns.flatMap((r) => Object.keys(r.mainThread)))].map((group) => `${group} ${lh((r) => r.mainThread[group] ?? 0).toFixed(0)}`);
console.log(`  main thread (ms): ${breakdown.join(', ')}`);
const blocked = lighthouseRuns.flatMap((r) => r.bfCacheFailures);
console.log(`  back/forward cache: ${blocked.length === 0 ? 'eligible' : `not eligible: ${[...new Set(blocked)].join('; ')}`}`);
await browser.close();
await merchant.close();
await sandbox.close();

type LighthouseRun = { score: number; tbt: number; cls: number; lcp: number; mainThread: Record<string, number>; bfCacheFailures: string[] };

/** Lighthouse's performance audits of `url`, `times` over, each in a fresh Chromium (Debian's). */
async function runLighthouse(url: string, times: number): Promise<LighthouseRun[]> {
  const found: LighthouseRun[] = [];
  for (let i = 0; i < times; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error('Lighthouse gave no result');
      const { audits, categories } = result.lhr;
      const items = <T>(id: string) => ((audits[id]?.details as { items?: T[] } | undefined)?.items ?? []);
      found.push({
        score: (categories.performance?.score ?? 0) * 100,
        tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        mainThread: Object.fromEntries(items<{ groupLabel: string; duration: number }>('mainthread-work-breakdown').map((item) => [item.groupLabel, item.duration])),
        bfCacheFailures: audits['bf-cache']?.score === 1 ? [] : items<{ reason: string }>('bf-cache').map((item) => item.reason),
      });
    } finally {
      await chrome.kill();
    }
  }
  return found;
}
