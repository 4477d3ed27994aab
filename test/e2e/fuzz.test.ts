// The seeded prefix of `npm run fuzz` (test/fuzz): launch parameters a merchant page might pass, by
// attribute, property, query string or path, in Chromium against the sandbox on the built bundles. Each
// case ends on a calculator or a clear error screen with nothing injected; the runner's own checks are
// shown to catch what they look for.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type FuzzCase, SABOTAGES, fuzzCases } from '../fuzz/cases';
import { runCases, summary } from '../fuzz/runner';
import { sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser();

const SEED = 20261123;
/** 2 cases of each of the 11 kinds, one on each embed (the full run is `npm run fuzz`: 1,200 cases). */
const COUNT = 22;
/**
 * Each sabotage must be caught: the one that removes the widget shows as no final screen, which 5 s
 * tell as well as a seeded case's 20 s (those allow for a slow start-up the sabotaged cases never wait on).
 */
const SABOTAGE_DEADLINE_MS = 5_000;

describe('fuzzed launch parameters', () => {
  it('the runner catches each thing it checks for', async () => {
    const plain = { kind: 'mixed', attributes: {}, refused: false } as const;
    // Each sabotage on the element under the host page's strict policy, and on the iframe page without one.
    const sabotaged: FuzzCase[] = SABOTAGES.flatMap((sabotage, i) => [
      { ...plain, id: 2 * i, embed: 'element', permissive: false, sabotage },
      { ...plain, id: 2 * i + 1, embed: 'iframe', permissive: true, sabotage },
    ]);
    const mustBeRefused: FuzzCase = { ...plain, id: 99, embed: 'element', permissive: false, refused: true };
    const results = await runCases(env.browser, env.sandbox, [...sabotaged, mustBeRefused], { concurrency: 3, deadlineMs: SABOTAGE_DEADLINE_MS });
    for (const result of results) assert.ok(result.failures.length > 0, `case ${result.case.id} (${result.case.sabotage}) passed`);
    const caught = (sabotage: string, embed: string) =>
      results.find((result) => (result.case.sabotage ?? 'none') === sabotage && result.case.embed === embed)?.failures.join('; ') ?? '';
    for (const embed of ['element', 'iframe']) {
      assert.match(caught('script', embed), /injected script ran/);
      assert.match(caught('markup', embed), /injected markup/);
      assert.match(caught('pollute', embed), /prototype was polluted/);
      assert.match(caught('throw', embed), /uncaught: sabotage/);
      assert.match(caught('remove', embed), /no final screen: blank/);
    }
    // Under a strict policy the call is blocked before it is a request: the violation tells.
    assert.match(caught('request', 'element'), /blocked by the Content-Security-Policy: connect-src http:\/\/evil\.example/);
    assert.match(caught('request', 'iframe'), /request to an unexpected origin: http:\/\/evil\.example/);
    assert.match(caught('none', 'element'), /reached the calculator/);
  });

  it(`${COUNT} seeded cases end on a calculator or a clear error, with nothing injected or uncaught`, async () => {
    const started = Date.now();
    const results = await runCases(env.browser, env.sandbox, fuzzCases(SEED, COUNT, env.sandbox.urls), { concurrency: 3 });
    console.log(summary(results, Date.now() - started));
    const failed = results.filter((result) => result.failures.length > 0).map((result) => `case ${result.case.id}: ${result.failures.join('; ')}`);
    assert.deepEqual(failed, []);
    // The cases reach every kind of ending, not only one: calculators, the merchant check, start-up failures.
    const outcomes = new Set(results.map((result) => result.outcome));
    for (const outcome of ['calculator', 'merchant-invalid', 'init-failed']) assert.ok(outcomes.has(outcome), `no case ended on ${outcome}`);
  });
});
