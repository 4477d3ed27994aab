// `npm run bench`: in headless Chromium against the sandbox, with the built ESM element. Prints figures;
// never fails on speed. Measures: insertion → interactive calculator, start-up requests and how many
// sequential round trips they took, and the time to recalculate after a keystroke.
import { readFileSync } from 'node:fs';
import { startSandbox } from '../sandbox/server';
import { launchChromium } from '../test/e2e/browser';

const RUNS = 7;
/** The in-page measurement, kept as plain JS: a transpiled function would carry helpers the page lacks. */
const MEASURE = readFileSync(new URL('./measure-startup.js', import.meta.url), 'utf8').replace(/^\/\/.*\n/gm, '').trim();
const sandbox = await startSandbox({ ports: 'any' });
const browser = await launchChromium();

type Run = { interactiveMs: number; requests: number; roundTrips: number; recalcMs: number };
const runs: Run[] = [];

for (let i = 0; i < RUNS; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${sandbox.urls.demo}/index.html`);
  await page.addScriptTag({ type: 'module', url: `${sandbox.urls.widget}/element/crypto-ramp-widget.js` });
  await page.waitForFunction(() => customElements.get('crypto-ramp-widget'));
  const run = (await page.evaluate(`${MEASURE}(${JSON.stringify(sandbox.urls.api)})`)) as Run;
  runs.push(run);
  await context.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`Start-up benchmark, ${RUNS} runs, headless Chromium, sandbox on loopback (median):`);
console.log(`  insert element → interactive calculator  ${median(runs.map((r) => r.interactiveMs)).toFixed(0)} ms`);
console.log(`  start-up requests                        ${median(runs.map((r) => r.requests))}`);
console.log(`  sequential round trips                   ${median(runs.map((r) => r.roundTrips))}`);
console.log(`  keystroke → recalculated amount          ${median(runs.map((r) => r.recalcMs)).toFixed(1)} ms`);
await browser.close();
await sandbox.close();
