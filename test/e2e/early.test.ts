// Start-up's calls run beside the code (issue 28): each embed's entry sends them before the widget's
// main module has arrived, and the widget takes their replies instead of asking again; when they (and
// the language's strings) are in before the code, the first frame shows the calculator, not the skeleton.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { sandboxAndBrowser, waitUntil } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();
const control = controlClient(() => env.sandbox.urls.api);

const INIT = ['currencies', 'currencies/rates', 'customers/current/country', 'languages', 'currencies/fees/USDT-MATIC', 'merchants/validate-widget'];

/** How long the widget's main module is held back at most, waiting for the init calls to be sent. */
const HOLD_MS = 10_000;

/**
 * Each API call's path and when it started, and when the widget's main module arrived. The main module
 * is held back until every init call has been sent (or HOLD_MS): sent early, they all start before it
 * arrives; sent by the widget itself, none can.
 */
async function watch(page: Page, mainModule: RegExp, until: 'sent' | 'answered' = 'sent') {
  const calls: { path: string; at: number }[] = [];
  const answered = new Set<string>();
  let mainArrived = Number.POSITIVE_INFINITY;
  let allSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => {
    allSent = resolve;
  });
  const pathOf = (url: string) => /\/(?:provider|widget)\/v\d\/(.*?)(\?|$)/.exec(new URL(url).pathname + new URL(url).search)?.[1];
  const check = () => {
    const done = until === 'sent' ? INIT.every((path) => calls.some((call) => call.path === path)) : INIT.every((path) => answered.has(path)) && answered.has('strings');
    if (done) allSent();
  };
  const scripts: { path: string; at: number }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push({ path: new URL(request.url()).pathname, at: Date.now() });
    const path = pathOf(request.url());
    if (path !== undefined && request.method() !== 'OPTIONS') calls.push({ path, at: Date.now() });
    check();
  });
  page.on('requestfinished', (request) => {
    const path = /\/chunks\/\w+\/en\.flow-\w+\.js$/.test(request.url()) ? 'strings' : pathOf(request.url());
    if (path !== undefined && request.method() !== 'OPTIONS') answered.add(path);
    check();
  });
  await page.route(mainModule, async (route) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const held = new Promise((resolve) => {
      timer = setTimeout(resolve, HOLD_MS);
    });
    await Promise.race([sent, held]);
    clearTimeout(timer);
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (mainModule.test(request.url())) mainArrived = Math.min(mainArrived, Date.now());
  });
  return { calls, scripts, mainArrived: () => mainArrived };
}

/**
 * What the first frame with the widget in it holds, recorded by the page itself: an animation frame's
 * callbacks run before that frame is painted.
 */
const FIRST_FRAME = `(() => {
  const look = () => {
    const element = document.querySelector('crypto-ramp-widget');
    const root = (element ? element.shadowRoot : document)?.querySelector('.crw-root');
    // The widget's own rendering (the iframe page's HTML draws an unmarked start-up frame before it).
    if (root && root.querySelector('[data-testid]')) {
      window.__firstFrame = { skeleton: root.querySelector('[data-testid="skeleton"]') !== null, calculator: root.querySelector('[data-testid="receive-field"]') !== null };
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

const pageOf = async (embed: 'tag' | 'iframe page') => {
  const launch = (await control('sign', { apiKey: 'pk_sandbox_demo_shop', payload: JSON.stringify({ toCurrency: 'USDT-MATIC' }) })) as Record<string, string>;
  return embed === 'tag'
    ? `${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets: JSON.stringify([{ 'api-key': launch.apiKey, signature: launch.signature, payload: launch.payload }]) })}`
    : `${env.sandbox.urls.widget}/?${new URLSearchParams({ apiKey: launch.apiKey ?? '', signature: launch.signature ?? '', payload: launch.payload ?? '', lang: 'en' })}`;
};

const MAIN_MODULE = { tag: /\/element\/chunks\/\w+\/widget-\w+\.js$/, 'iframe page': /\/assets\/chunks\/\w+\/page-\w+\.js$/ };

describe("start-up's calls beside the code", () => {
  for (const embed of ['tag', 'iframe page'] as const) {
    it(`${embed}: with start-up's replies and strings in before the code, the first frame painted is the calculator`, async () => {
      await control('reset');
      const page = await env.newPage();
      await watch(page, MAIN_MODULE[embed], 'answered');
      await page.addInitScript(FIRST_FRAME);
      await page.goto(await pageOf(embed));
      await page.waitForFunction(() => (window as { __firstFrame?: unknown }).__firstFrame);
      assert.deepEqual(await page.evaluate(() => (window as { __firstFrame?: unknown }).__firstFrame), { skeleton: false, calculator: true });
    });

    it(`${embed}: every init call starts before the widget's main module has arrived, and goes once; the first load is the entry and one module`, async () => {
      await control('reset');
      const page = await env.newPage();
      const seen = await watch(page, MAIN_MODULE[embed]);
      await page.goto(await pageOf(embed));
      const widget = embed === 'tag' ? page.locator('crypto-ramp-widget') : page.locator('body');
      await widget.getByRole('button', { name: /^Buy for/ }).waitFor();
      for (const path of INIT) {
        const sent = seen.calls.filter((call) => call.path === path);
        assert.equal(sent.length, 1, `${path} sent ${sent.length} times`);
        assert.ok((sent[0]?.at ?? Number.POSITIVE_INFINITY) < seen.mainArrived(), `${path} started after the main module arrived`);
      }
      // Fetched before the main module arrived: the entry (the iframe page's is in its HTML), that one
      // module (its chunks merged in by the build), esbuild's helpers beside it, and the language's strings.
      const files = embed === 'tag' ? [/\/element\/crypto-ramp-widget\.js$/] : [];
      const scripts = seen.scripts.filter(({ path, at }) => at < seen.mainArrived() && !/\/test-hosts\//.test(path)).map(({ path }) => path);
      files.push(MAIN_MODULE[embed], /\/chunk-\w+\.js$/, /\/en\.flow-\w+\.js$/);
      assert.deepEqual(
        files.map((kind) => scripts.filter((path) => kind.test(path)).length),
        files.map(() => 1),
        scripts.join('\n'),
      );
      assert.equal(scripts.length, files.length, scripts.join('\n'));
    });
  }
});

describe('the iframe page before its code (issue 44)', () => {
  it("with every script file held back, its HTML alone sends start-up's calls and draws the start-up frame, in the launch's theme", async () => {
    await control('reset');
    const page = await env.newPage({ viewport: { width: 360, height: 740 } });
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = /\/(?:provider|widget)\/v\d\/(.*?)$/.exec(new URL(request.url()).pathname)?.[1];
      if (path !== undefined && request.method() !== 'OPTIONS') calls.push(path);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${(await pageOf('iframe page')).replace('lang=en', 'lang=en&theme=dark')}`, { waitUntil: 'domcontentloaded' });
      await waitUntil(() => INIT.every((path) => calls.includes(path)), () => `the init calls, sent: ${calls.join(', ')}`);
      // The frame a customer sees: the calculator's outline at the calculator's height, dark as launched.
      const frame = page.locator('#root .crw-skeleton');
      assert.ok(((await frame.boundingBox())?.height ?? 0) > 500, 'the start-up frame has the calculator\'s height');
      assert.equal(await frame.evaluate((element) => getComputedStyle(element).backgroundColor), 'rgb(23, 25, 31)');
    } finally {
      release();
    }
    await page.getByRole('button', { name: /^Buy for/ }).waitFor();
  });
});

describe('the element before its code (issue 46)', () => {
  it('with its first load held back, each widget of the page is drawn as its start-up frame, in its theme; defined, it leaves no style behind', async () => {
    await control('reset');
    const page = await env.newPage({ viewport: { width: 360, height: 740 } });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(MAIN_MODULE.tag, async (route) => {
      await held;
      await route.continue();
    });
    const widgets = JSON.stringify([{}, { theme: 'dark', 'track-order': 'ord_unknown_0001' }]);
    try {
      await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets })}`, { waitUntil: 'domcontentloaded' });
      const [light, dark] = [page.locator('crypto-ramp-widget').first(), page.locator('crypto-ramp-widget').nth(1)];
      await waitUntil(async () => ((await dark.boundingBox())?.height ?? 0) > 0, () => 'the widgets drawn before their code');
      assert.equal(await page.evaluate(() => customElements.get('crypto-ramp-widget')), undefined, 'not defined yet');
      // At the calculator's height (what the element then draws: nothing moves), on the theme's surface.
      for (const widget of [light, dark]) assert.equal(Math.round((await widget.boundingBox())?.height ?? 0), 683);
      assert.equal(await light.evaluate((element) => getComputedStyle(element).backgroundColor), 'rgb(255, 255, 255)');
      assert.equal(await dark.evaluate((element) => getComputedStyle(element).backgroundColor), 'rgb(23, 25, 31)');
      // A bone where the calculator's first field will be: grey on the surface, not the surface.
      const picture = PNG.sync.read(await dark.screenshot());
      const at = (70 * picture.width + 180) * 4;
      assert.notDeepEqual([...picture.data.subarray(at, at + 3)], [23, 25, 31], 'a bone drawn');
    } finally {
      release();
    }
    await page.locator('crypto-ramp-widget').first().getByRole('button', { name: /^Buy for/ }).waitFor();
    assert.equal(await page.evaluate(() => document.adoptedStyleSheets.length), 0, "the page's own styles as they were");
    assert.equal(Math.round((await page.locator('crypto-ramp-widget').first().boundingBox())?.height ?? 0), 683);
  });
});
