/**
 * `npm run fuzz [-- --seed N --count N]`: seeded fuzz cases of the launch parameters (element attributes
 * and properties, iframe query and path) in Chromium against a sandbox, on the built bundles (build
 * first). Prints counts per outcome and every failure; exits non-zero on any failure.
 */
import { parseArgs } from 'node:util';
import { startSandbox } from '../../sandbox/server';
import { launchChromium } from '../e2e/browser';
import { fuzzCases } from './cases';
import { runCases, summary } from './runner';

const { values } = parseArgs({ options: { seed: { type: 'string', default: '20261123' }, count: { type: 'string', default: '1200' }, only: { type: 'string' } } });
const seed = Number(values.seed);
const sandbox = await startSandbox({ ports: 'any' });
const browser = await launchChromium();
const all = fuzzCases(seed, Number(values.count), sandbox.urls);
const cases = values.only ? all.filter((c) => values.only?.split(',').includes(String(c.id))) : all;
const started = Date.now();
let done = 0;
const results = await runCases(browser, sandbox, cases, {
  concurrency: Number(process.env.FUZZ_CONCURRENCY ?? 4),
  onResult: (result) => {
    done += 1;
    if (result.failures.length > 0) console.log(`case ${result.case.id} failed: ${result.failures.join('; ')}`);
    if (done % 100 === 0) console.log(`${done}/${cases.length}`);
  },
});
console.log(`\nFuzz, seed ${seed}:\n${summary(results, Date.now() - started)}`);
if (values.only) for (const result of results) console.log(JSON.stringify(result.case).slice(0, 2000));
await browser.close();
await sandbox.close();
process.exitCode = results.some((result) => result.failures.length > 0) ? 1 : 0;
