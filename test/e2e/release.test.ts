// The release as a CDN serves it (issue 28): the tag from the versioned path, pinned by the SRI hash of
// dist/integrity.json, under the strict-CSP merchant page; a hash that does not match loads nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser();
const { version, files } = JSON.parse(readFileSync(new URL('../../dist/integrity.json', import.meta.url), 'utf8')) as {
  version: string;
  files: Record<string, string>;
};

async function hostPage(integrity: string): Promise<Page> {
  const page = await env.newPage();
  await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ release: version, integrity })}`);
  await page.waitForFunction(() => (window as { __hostReady?: boolean }).__hostReady === true);
  return page;
}

describe('the release: versioned path, integrity', () => {
  it("the README's tag (versioned path, integrity, crossorigin) loads under the strict-CSP page and reaches the calculator", async () => {
    const page = await hostPage(files['element/crypto-ramp-widget.js'] ?? '');
    assert.equal(await page.evaluate(() => (window as { __elementScript?: string }).__elementScript), 'loaded');
    await page.locator('crypto-ramp-widget').getByRole('button', { name: /^Buy for/ }).waitFor();
    assert.deepEqual(await page.evaluate(() => (window as { __violations?: unknown[] }).__violations), []);
  });

  it('a hash that does not match: the browser refuses the script, no widget', async () => {
    const page = await hostPage(`sha384-${Buffer.alloc(48).toString('base64')}`);
    assert.equal(await page.evaluate(() => (window as { __elementScript?: string }).__elementScript), 'refused');
    assert.equal(await page.evaluate(() => customElements.get('crypto-ramp-widget') === undefined), true);
  });
});
