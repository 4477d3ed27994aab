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

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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

type Run = { ms: number; roundTrips: number; bytes: number };

async function coldRun(context: BrowserContext, url: string): Promise<Run> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  await page.addInitScript(WATCH);
  await page.goto(url);
  await page.waitForFunction(() => (window as { __interactive?: unknown }).__interactive, undefined, { timeout: 60_000 });
  const { ms, roundTrips } = (await page.evaluate(() => (window as { __interactive?: unknown }).__interactive)) as { ms: number; roundTrips: number };
  await page.close();
  return { ms, roundTrips, bytes };
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
await browser.close();
await merchant.close();
await sandbox.close();
