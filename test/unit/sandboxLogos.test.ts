// The sandbox's currency logos over HTTP: every fixture's logoUrl on the sandbox's own API origin, served
// as small SVGs the widget page's and the merchant page's CSP both allow; one currency without a logo and
// one whose logo is missing, for the widget's monogram.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hostPageCsp, widgetPageCsp } from '../../sandbox/csp';
import { type Sandbox, startSandbox } from '../../sandbox/server';

let sandbox: Sandbox;
before(async () => {
  sandbox = await startSandbox({ ports: 'any' });
});
after(() => sandbox.close());

type Listed = { ticker: string; tickerWithNetwork: string; logoUrl: string | null };
async function currencies(): Promise<Listed[]> {
  const response = await fetch(`${sandbox.urls.api}/provider/v1/currencies`);
  return ((await response.json()) as { result: Listed[] }).result;
}

describe('sandbox: currency logos', () => {
  it('each listed currency with a logo links to an SVG under 1 KB on the API origin, served as image/svg+xml', async () => {
    const withLogo = (await currencies()).filter((c) => c.logoUrl && c.ticker !== 'AURORA');
    assert.equal(withLogo.length, 12);
    for (const { ticker, logoUrl } of withLogo) {
      assert.equal(logoUrl, `${sandbox.urls.api}/static/logos/${ticker}.svg`);
      const response = await fetch(logoUrl as string);
      assert.equal(response.status, 200, ticker);
      assert.equal(response.headers.get('content-type'), 'image/svg+xml', ticker);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      const svg = await response.text();
      assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="32" height="32"/, ticker);
      assert.ok(svg.length < 1024, `${ticker}: ${svg.length} bytes`);
      assert.doesNotMatch(svg, /<script|\bon\w+=|href=/i, ticker);
    }
  });

  it('Dogecoin has no logo, and Aurora links to one the sandbox does not have (404)', async () => {
    const listed = await currencies();
    assert.equal(listed.find((c) => c.ticker === 'DOGE')?.logoUrl, null);
    const aurora = listed.find((c) => c.ticker === 'AURORA')?.logoUrl ?? '';
    assert.ok(aurora.startsWith(`${sandbox.urls.api}/static/logos/`), aurora);
    assert.equal((await fetch(aurora)).status, 404);
  });

  it('serves nothing outside its logos folder', async () => {
    for (const path of ['/static/logos/../../data/currencies.ts', '/static/logos/%2e%2e%2f%2e%2e%2fserver.ts', '/static/logos/']) {
      const response = await fetch(`${sandbox.urls.api}${path}`);
      assert.notEqual(response.status, 200, path);
    }
  });

  it("both pages' CSP allow images from the API origin (the logos) besides data: (QR codes)", () => {
    const origins = { api: 'http://api.test', vault: 'http://vault.test', widget: 'http://widget.test' };
    for (const csp of [widgetPageCsp(origins, ["'none'"]), hostPageCsp(origins)]) {
      assert.match(csp, /(^|; )img-src 'self' data: http:\/\/api\.test(;|$)/);
    }
  });
});
