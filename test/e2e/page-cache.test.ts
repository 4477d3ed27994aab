// The iframe page as a browser keeps it (issue 44): its HTML is cached and checked again by its tag, and a
// customer who leaves it (for a bank's page, say) and comes back with Back gets the page kept whole by
// the back/forward cache, where they were, with no new start.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser({}, { backForwardCache: true });

describe('the iframe page kept by the browser', () => {
  it('is cached and checked again by its tag: the same page is not sent twice', async () => {
    const url = `${env.sandbox.urls.widget}/?lang=en`;
    const first = await fetch(url);
    assert.equal(first.status, 200);
    assert.match(first.headers.get('cache-control') ?? '', /no-cache/);
    assert.doesNotMatch(first.headers.get('cache-control') ?? '', /no-store/);
    const etag = first.headers.get('etag');
    assert.ok(etag, 'the page has a tag');
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
    assert.equal(await again.text(), '');
  });

  it('comes back whole with Back: the customer\'s amount still typed, no new start-up', async () => {
    const page = await env.newPage();
    let pageLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().startsWith(env.sandbox.urls.widget)) pageLoads += 1;
    });
    await page.goto(`${env.sandbox.urls.widget}/?lang=en`);
    const pay = page.getByTestId('pay-field').locator('input');
    await page.getByRole('button', { name: /^Buy for/ }).waitFor();
    await pay.fill('250');
    await page.getByRole('button', { name: 'Buy for 250 USD' }).waitFor();
    await page.goto(`${env.sandbox.urls.demo}/index.html`);
    await page.goBack({ waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Buy for 250 USD' }).waitFor();
    assert.equal(await pay.inputValue(), '250');
    assert.equal(pageLoads, 1, 'the page was loaded again');
    assert.equal(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type), 'navigate');
  });
});
