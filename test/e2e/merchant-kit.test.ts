// The merchant kit as a merchant meets it: the packed tarball installed into a fresh project; every
// export imported by Node, and by edge runtimes' bundles, without a page; its types checked with tsc in
// React, Vue and server usages under the bundler and nodenext resolutions (a misspelt attribute, property
// or event must fail); a host page bundled from it with esbuild and run in Chromium against the sandbox,
// the server helper's signature accepted; the React component rendered on a server and hydrated; and the
// demo's React 19 and Vue 3 pages.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import type { Page } from 'playwright-core';
import { MERCHANTS, signPayload } from '../../sandbox/data/merchants';
import { PROP_OF_ATTRIBUTE } from '../../elements/attributes';
import { signLaunchParams as signLaunchParamsWithNode } from '../../server/node';
import { HOST_EVENTS } from '../../src/host/protocol';
import { controlClient } from '../sandboxControl';
import { sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser();

/** What the test reads of custom-elements.json (schema 2). */
type Described = { name: string; description?: string; type: { text: string } };
type CustomElementsManifest = {
  modules: {
    declarations: {
      customElement?: boolean;
      tagName?: string;
      attributes: Described[];
      events: Described[];
      cssProperties: Omit<Described, 'type'>[];
      cssParts: Omit<Described, 'type'>[];
    }[];
  }[];
};
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TSC = join(ROOT, 'node_modules/.bin/tsc');
const MERCHANT = MERCHANTS[0] as (typeof MERCHANTS)[number];

/** A merchant's project inside the repository (so tsc finds @types/react and vue in its node_modules). */
let project = '';

before(async () => {
  project = await mkdtemp(join(ROOT, '.consumer-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', project], { cwd: ROOT });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'merchant-shop', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(project, filename)], { cwd: project });
  await writeFile(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', lib: ['ES2022', 'DOM'], types: [], skipLibCheck: false },
    }),
  );
});
after(async () => {
  if (!project) return;
  await rm(project, { recursive: true, force: true });
  await rm(join(ROOT, 'dist/demo', basename(project)), { recursive: true, force: true });
});

const REACT_USAGE = `
import type {} from 'crypto-ramp-widget/react';
import { isRampMessage, type RampMessage } from 'crypto-ramp-widget';
export function Shop({ onStarted }: { onStarted: (flowType: string | null) => void }) {
  return <crypto-ramp-widget apiKey="pk" signature="s" payload="{}" theme="dark" flow="sell"
    onramp:started={(event) => onStarted(event.detail.flowType)} onramp:operation_created={(event) => event.detail.orderId} />;
}
export const readMessage = (data: unknown): string | null => (isRampMessage(data) ? (data as RampMessage).type : null);
document.querySelector('crypto-ramp-widget')?.addEventListener('ramp:resize', (event) => event.detail.height);
`;

const VUE_USAGE = `
import type {} from 'crypto-ramp-widget/vue';
import type { GlobalComponents } from 'vue';
import { h } from 'vue';
type Props = InstanceType<GlobalComponents['crypto-ramp-widget']>['$props'];
const props: Props = { 'api-key': 'pk', signature: 's', payload: '{}', theme: 'auto', 'onRamp:started': (event) => event.detail.flowType };
export const vnode = h('crypto-ramp-widget', props);
`;

const SERVER_USAGE = `
import { signLaunchParams, type LaunchParams } from 'crypto-ramp-widget/server';
export const params: LaunchParams = await signLaunchParams({ apiKey: 'pk', secret: 'sk', payload: { toCurrency: 'BTC', fromAmount: 100 } });
`;

const COMPONENT_USAGE = `
import { CryptoRampWidget } from 'crypto-ramp-widget/react';
export const shop = (
  <CryptoRampWidget apiKey="pk" signature="s" payload="{}" theme="dark" className="widget"
    onStarted={(event) => { const flow: string | null = event.detail.flowType; return flow; }}
    onOperationCreated={(event) => event.detail.orderId.toUpperCase()} />
);
`;

const PREACT_USAGE = `
import type {} from 'crypto-ramp-widget/preact';
export const shop = <crypto-ramp-widget apiKey="pk" signature="s" payload="{}" theme="dark" flow="sell"
  onramp:started={(event) => event.detail.flowType} onramp:resize={(event) => event.detail.height} />;
`;

const SOLID_USAGE = `
import type {} from 'crypto-ramp-widget/solid';
export const shop = <crypto-ramp-widget apiKey="pk" signature="s" payload="{}" theme="dark" flow="sell"
  ref={(element) => element.addEventListener('ramp:started', (event) => event.detail.flowType)} />;
`;

const SVELTE_USAGE = `
import type {} from 'crypto-ramp-widget/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';
export const props: SvelteHTMLElements['crypto-ramp-widget'] = { 'api-key': 'pk', signature: 's', payload: '{}', theme: 'dark', flow: 'sell' };
`;

const PREACT = { jsx: 'react-jsx', jsxImportSource: 'preact' };
const SOLID = { jsx: 'preserve', jsxImportSource: 'solid-js' };

/** What `tsc --init` writes now: Node's own module resolution, ESM by the project's package.json. */
const NODENEXT = { module: 'nodenext', moduleResolution: 'nodenext' };

/**
 * A page's script of the merchant's project, bundled as a merchant's bundler would (React's JSX, a
 * production build, the package from the project's node_modules) into `site`, under what the demo's
 * server serves at /build/ (dist/demo/).
 */
async function bundlePage(entry: string, site: string): Promise<void> {
  await esbuild.build({
    absWorkingDir: project,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: site,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [join(ROOT, 'node_modules')],
  });
}

/** tsc on one file of the project (its strict settings, or `options` over them): its errors, or '' when it compiles. */
async function typeErrors(name: string, source: string, options: object = {}): Promise<string> {
  await writeFile(join(project, name), source);
  await writeFile(join(project, 'tsconfig.check.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: options, files: [name] }));
  try {
    await run(TSC, ['-p', 'tsconfig.check.json'], { cwd: project });
    return '';
  } catch (error) {
    return (error as { stdout?: string }).stdout ?? String(error);
  } finally {
    await rm(join(project, name), { force: true });
  }
}

describe('the packed package in a merchant project', () => {
  it('type-checks React, Vue and server usages; a misspelt attribute, event or value fails', async () => {
    assert.equal(await typeErrors('react-usage.tsx', REACT_USAGE), '');
    assert.equal(await typeErrors('vue-usage.ts', VUE_USAGE), '');
    assert.equal(await typeErrors('server-usage.ts', SERVER_USAGE), '');
    assert.match(await typeErrors('typo1.tsx', REACT_USAGE.replace('apiKey=', 'apiKye=')), /apiKye/);
    assert.match(await typeErrors('typo2.tsx', REACT_USAGE.replace('onramp:started=', 'onramp:startd=')), /onramp:startd/);
    assert.match(await typeErrors('typo3.tsx', REACT_USAGE.replace('theme="dark"', 'theme="night"')), /night/);
    assert.match(await typeErrors('typo4.ts', VUE_USAGE.replace("'api-key'", "'api-kye'")), /api-kye/);
    assert.match(await typeErrors('typo5.ts', VUE_USAGE.replace("'onRamp:started'", "'onRamp:startd'")), /onRamp:startd/);
  });

  it('type-checks under nodenext: the component, the tag in React, Preact, Solid, Svelte and Vue, the server; misspelt names fail, event details are typed', async () => {
    assert.equal(await typeErrors('react-usage.tsx', REACT_USAGE, NODENEXT), '');
    assert.equal(await typeErrors('component-usage.tsx', COMPONENT_USAGE, NODENEXT), '');
    assert.equal(await typeErrors('vue-usage.ts', VUE_USAGE, NODENEXT), '');
    assert.equal(await typeErrors('server-usage.ts', SERVER_USAGE, NODENEXT), '');
    assert.match(await typeErrors('typo1.tsx', REACT_USAGE.replace('apiKey=', 'apiKye='), NODENEXT), /apiKye/);
    assert.match(await typeErrors('typo2.tsx', COMPONENT_USAGE.replace('apiKey=', 'apiKye='), NODENEXT), /apiKye/);
    assert.match(await typeErrors('typo3.tsx', COMPONENT_USAGE.replace('onStarted=', 'onStartd='), NODENEXT), /onStartd/);
    assert.match(await typeErrors('typo4.tsx', COMPONENT_USAGE.replace('theme="dark"', 'theme="night"'), NODENEXT), /night/);
    assert.match(await typeErrors('typo5.tsx', COMPONENT_USAGE.replace('event.detail.orderId', 'event.detail.orderID'), NODENEXT), /orderID/);
    assert.match(await typeErrors('typo6.ts', SERVER_USAGE.replace('toCurrency', 'toCurency'), NODENEXT), /toCurency/);
    assert.match(await typeErrors('typo7.tsx', REACT_USAGE.replace('event.detail.height', 'event.detail.heigth'), NODENEXT), /heigth/);
    for (const [usage, jsx] of [[PREACT_USAGE, PREACT], [SOLID_USAGE, SOLID]] as const) {
      assert.equal(await typeErrors('usage.tsx', usage, { ...NODENEXT, ...jsx }), '');
      assert.match(await typeErrors('typo.tsx', usage.replace('apiKey=', 'apiKye='), { ...NODENEXT, ...jsx }), /apiKye/);
      assert.match(await typeErrors('typo.tsx', usage.replace('theme="dark"', 'theme="night"'), { ...NODENEXT, ...jsx }), /night/);
      assert.match(await typeErrors('typo.tsx', usage.replace('event.detail.flowType', 'event.detail.flowTyp'), { ...NODENEXT, ...jsx }), /flowTyp/);
    }
    assert.match(await typeErrors('typo.tsx', PREACT_USAGE.replace('onramp:started', 'onramp:startd'), { ...NODENEXT, ...PREACT }), /onramp:startd/);
    assert.equal(await typeErrors('svelte-usage.ts', SVELTE_USAGE, NODENEXT), '');
    assert.match(await typeErrors('typo.ts', SVELTE_USAGE.replace("'api-key'", "'api-kye'"), NODENEXT), /api-kye/);
    assert.match(await typeErrors('typo.ts', SVELTE_USAGE.replace("theme: 'dark'", "theme: 'night'"), NODENEXT), /night/);
  });

  it('imports every export where there is no page: Node, and edge runtimes bundled for workerd and Vercel Edge; the signer refuses a page', async () => {
    const installed = join(project, 'node_modules/crypto-ramp-widget');
    const { exports } = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const entries = Object.keys(exports).filter((entry) => !entry.endsWith('.json'));
    assert.deepEqual(entries, ['.', './iife', './server', './react', './vue', './preact', './solid', './svelte']);
    // The browser entry itself, as an edge runtime that resolves the `browser` condition gets it.
    const specifiers = [...entries.map((entry) => `crypto-ramp-widget${entry.slice(1)}`), './node_modules/crypto-ramp-widget/dist/element/crypto-ramp-widget.js'];
    for (const specifier of specifiers) {
      // An unhandled rejection ends the process with code 1 (Node's default, made explicit).
      const script = `const m = await import(${JSON.stringify(specifier)}); console.log(JSON.stringify(Object.keys(m)));`;
      const { stdout, stderr } = await run(process.execPath, ['--unhandled-rejections=strict', '--input-type=module', '-e', script], { cwd: project });
      assert.equal(stderr, '', specifier);
      assert.ok(Array.isArray(JSON.parse(stdout)), specifier);
    }
    const server = `import { TAG_NAME, isRampMessage, CryptoRampWidgetElement } from 'crypto-ramp-widget';
      console.log(JSON.stringify([TAG_NAME, isRampMessage({ source: 'crypto-ramp-widget', version: 1, type: 'started', data: {}, widgetId: 'w0' }), isRampMessage({})]));
      try { new CryptoRampWidgetElement(); } catch (error) { console.log(error.message); }`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', server], { cwd: project });
    assert.deepEqual(stdout.split('\n').slice(0, 2), ['["crypto-ramp-widget",true,false]', "<crypto-ramp-widget> renders only in a browser page: import 'crypto-ramp-widget' where the page runs (a client component), not on the server"]);

    // Edge functions: bundled with their runtimes' conditions, then run without Node's modules or a DOM.
    const edgeCode = `import { TAG_NAME } from 'crypto-ramp-widget';
      import { signLaunchParams } from 'crypto-ramp-widget/server';
      export default async () => ({ tag: TAG_NAME, signed: await signLaunchParams({ apiKey: 'pk', secret: 'sk_test_0123456789ab', payload: { toCurrency: 'BTC' } }) });`;
    const nodeSigned = (await run(process.execPath, ['--input-type=module', '-e', `import { signLaunchParams } from 'crypto-ramp-widget/server';
      console.log(JSON.stringify(await signLaunchParams({ apiKey: 'pk', secret: 'sk_test_0123456789ab', payload: { toCurrency: 'BTC' } })));`], { cwd: project })).stdout;
    assert.equal(JSON.parse(nodeSigned).signature, signPayload('sk_test_0123456789ab', '{"toCurrency":"BTC"}'));
    for (const conditions of [['workerd', 'worker', 'browser'], ['edge-light', 'worker', 'browser']]) {
      const built = await esbuild.build({
        stdin: { contents: edgeCode, resolveDir: project, loader: 'js' },
        bundle: true,
        write: false,
        // A script, so that a bare context runs it: only the globals edge runtimes have, no import.
        format: 'iife',
        globalName: 'edge',
        platform: 'neutral',
        conditions,
        metafile: true,
      });
      const inputs = Object.keys(built.metafile.inputs);
      assert.ok(inputs.some((file) => file.endsWith('dist/element/no-page.js')), `${conditions[0]}: ${inputs}`);
      assert.ok(inputs.some((file) => file.endsWith('dist/server/index.js')), `${conditions[0]}: ${inputs}`);
      assert.doesNotMatch(built.outputFiles[0]?.text ?? '', /node:/);
      const context = vm.createContext({ crypto: globalThis.crypto, TextEncoder });
      const edge = vm.runInContext(`${built.outputFiles[0]?.text}; edge`, context) as { default: () => Promise<{ tag: string; signed: unknown }> };
      // Across contexts: compared as JSON.
      assert.equal(JSON.stringify(await edge.default()), JSON.stringify({ tag: 'crypto-ramp-widget', signed: JSON.parse(nodeSigned) }));
    }
    // A page's bundle that takes the signer by mistake fails as it loads, saying where signing belongs.
    const pageCode = "import { signLaunchParams } from 'crypto-ramp-widget/server'; export const sign = signLaunchParams;";
    const page = await esbuild.build({ stdin: { contents: pageCode, resolveDir: project, loader: 'js' }, bundle: true, write: false, format: 'iife', globalName: 'shop', platform: 'browser' });
    assert.throws(() => vm.runInContext(page.outputFiles[0]?.text ?? '', vm.createContext({ crypto: globalThis.crypto, TextEncoder })), /sign on your server/);
    // An unset secret is said at once, in every runtime alike.
    await assert.rejects(
      run(process.execPath, ['--input-type=module', '-e', "import { signLaunchParams } from 'crypto-ramp-widget/server'; await signLaunchParams({ apiKey: 'pk', secret: process.env.NO_SUCH_SECRET ?? '', payload: {} });"], { cwd: project }),
      /needs the merchant's secret: it is empty/,
    );
  });

  it('signs on the server with the helper; a page bundled from the package starts with those parameters', async () => {
    // The helper, run by Node from the installed package.
    const script = `import { signLaunchParams } from 'crypto-ramp-widget/server';
      console.log(JSON.stringify(await signLaunchParams({ apiKey: ${JSON.stringify(MERCHANT.apiKey)}, secret: ${JSON.stringify(MERCHANT.secret)}, payload: { toCurrency: 'BTC' } })));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
    const params = JSON.parse(stdout) as { apiKey: string; signature: string; payload: string };
    assert.equal(params.payload, '{"toCurrency":"BTC"}');
    assert.equal(params.signature, signPayload(MERCHANT.secret, params.payload));

    await writeFile(
      join(project, 'main.tsx'),
      `import 'crypto-ramp-widget';
      import type {} from 'crypto-ramp-widget/react';
      import { createRoot } from 'react-dom/client';
      const params = ${JSON.stringify(params)};
      const events: string[] = ((window as unknown as { __events: string[] }).__events = []);
      createRoot(document.getElementById('app') as HTMLElement).render(
        <crypto-ramp-widget apiKey={params.apiKey} signature={params.signature} payload={params.payload}
          apiUrl=${JSON.stringify(env.sandbox.urls.api)} widgetUrl=${JSON.stringify(env.sandbox.urls.widget)}
          onramp:started={(event) => events.push(\`started \${event.detail.flowType}\`)} />,
      );`,
    );
    // Bundled into what the demo's server serves (/build/ is dist/demo/): a real page on a local origin.
    const site = join(ROOT, 'dist/demo', basename(project));
    await bundlePage('main.tsx', site);
    await writeFile(join(site, 'index.html'), '<!doctype html><div id="app"></div><script type="module" src="main.js"></script>');
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/build/${basename(project)}/index.html`);
    await page.locator('crypto-ramp-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { __events: string[] }).__events.length > 0);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __events: string[] }).__events), ['started buy_specific_crypto_flow']);
  });

  it("a page's own order: listeners added after importing the element hear its first events; attributes set after inserting it start it once", async () => {
    const params = await signLaunchParamsWithNode({ apiKey: MERCHANT.apiKey, secret: MERCHANT.secret, payload: { toCurrency: 'BTC' } });
    const attributes = { 'api-key': params.apiKey, signature: params.signature, payload: params.payload, 'api-url': env.sandbox.urls.api, 'widget-url': env.sandbox.urls.widget };
    // The tag is in the HTML; the page's module imports the element, then listens (the order docs/events.md shows).
    // A second widget is made the way Angular makes one: created, inserted, then given its attributes.
    await writeFile(
      join(project, 'order.js'),
      `import 'crypto-ramp-widget';
      const heard = (window.__heard = []);
      const listen = (element, name) => ['ramp:load', 'ramp:started', 'ramp:error'].forEach((type) => element.addEventListener(type, () => heard.push(name + ' ' + type)));
      listen(document.querySelector('#in-html'), 'html');
      const late = document.createElement('crypto-ramp-widget');
      listen(late, 'late');
      document.body.append(late);
      for (const [name, value] of Object.entries(${JSON.stringify({ ...attributes, 'widget-id': 'late' })})) late.setAttribute(name, value);`,
    );
    const site = join(ROOT, 'dist/demo', basename(project), 'order');
    await bundlePage('order.js', site);
    const tag = `<crypto-ramp-widget id="in-html" ${Object.entries(attributes).map(([name, value]) => `${name}='${value}'`).join(' ')}></crypto-ramp-widget>`;
    await writeFile(join(site, 'index.html'), `<!doctype html><link rel="icon" href="data:,">${tag}<script type="module" src="order.js"></script>`);
    await controlClient(env.sandbox.urls.api)('reset');
    const page = await env.newPage();
    // Every request goes to the sandbox: none to the build's default API, as a start without the attributes would.
    const elsewhere: string[] = [];
    const sandboxOrigins = Object.values(env.sandbox.urls).map((url) => new URL(url).origin);
    page.on('request', (request) => {
      if (request.url().startsWith('http') && !sandboxOrigins.includes(new URL(request.url()).origin)) elsewhere.push(request.url());
    });
    await page.goto(`${env.sandbox.urls.demo}/build/${basename(project)}/order/index.html`);
    await page.waitForFunction(() => ((window as unknown as { __heard?: string[] }).__heard ?? []).filter((entry) => entry.endsWith('ramp:started')).length === 2);
    const heard = await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
    assert.deepEqual([...heard].sort(), ['html ramp:load', 'html ramp:started', 'late ramp:load', 'late ramp:started']);
    // One start-up each: two merchant checks, none of them without the attributes.
    const requests = (await controlClient(env.sandbox.urls.api)('requests')) as { path: string }[];
    assert.equal(requests.filter((request) => request.path === 'merchants/validate-widget').length, 2);
    assert.deepEqual(elsewhere, []);
  });

  it('the React component renders on a server and hydrates: the attributes in the HTML, the listeners on the client', async () => {
    const props = {
      ...(await signLaunchParamsWithNode({ apiKey: MERCHANT.apiKey, secret: MERCHANT.secret, payload: { toCurrency: 'BTC' } })),
      apiUrl: env.sandbox.urls.api,
      widgetUrl: env.sandbox.urls.widget,
      className: 'shop-widget',
    };
    // Server rendering in Node: the package's server build of the element, the component's attributes.
    const render = `import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { CryptoRampWidget } from 'crypto-ramp-widget/react';
      process.stdout.write(renderToString(createElement(CryptoRampWidget, ${JSON.stringify(props)})));`;
    const { stdout: html, stderr } = await run(process.execPath, ['--unhandled-rejections=strict', '--input-type=module', '-e', render], { cwd: project });
    assert.equal(stderr, '');
    assert.match(html, /^<crypto-ramp-widget class="shop-widget" api-key="[^"]+" signature="[0-9a-f]{64}" payload="{&quot;toCurrency&quot;:&quot;BTC&quot;}" api-url="[^"]+" widget-url="[^"]+"><\/crypto-ramp-widget>$/);

    // The client hydrates that HTML; the customer sees the calculator and the page's handler gets the event.
    await writeFile(
      join(project, 'hydrate.tsx'),
      `import { hydrateRoot } from 'react-dom/client';
      import { CryptoRampWidget } from 'crypto-ramp-widget/react';
      const events: string[] = ((window as unknown as { __events: string[] }).__events = []);
      hydrateRoot(document.getElementById('app') as HTMLElement,
        <CryptoRampWidget {...${JSON.stringify(props)}} onStarted={(event) => events.push(\`started \${event.detail.flowType}\`)} />);`,
    );
    const site = join(ROOT, 'dist/demo', basename(project), 'ssr');
    await bundlePage('hydrate.tsx', site);
    await writeFile(join(site, 'index.html'), `<!doctype html><link rel="icon" href="data:,"><div id="app">${html}</div><script type="module" src="hydrate.js"></script>`);
    const page = await env.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${env.sandbox.urls.demo}/build/${basename(project)}/ssr/index.html`);
    await page.locator('crypto-ramp-widget.shop-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { __events: string[] }).__events.length > 0);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __events: string[] }).__events), ['started buy_specific_crypto_flow']);
    assert.deepEqual(errors, [], 'no hydration mismatch, no error');
  });

  it('describes the element in custom-elements.json as the code ships it: tag, attributes, events and their details, CSS properties, parts', async () => {
    const installed = join(project, 'node_modules/crypto-ramp-widget');
    const manifestFile = (JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as { customElements: string }).customElements;
    const manifest = JSON.parse(await readFile(join(installed, manifestFile), 'utf8')) as CustomElementsManifest;
    const [element, ...others] = manifest.modules.flatMap((module) => module.declarations).filter((declaration) => declaration.customElement);
    assert.ok(element);
    assert.equal(others.length, 0);
    assert.equal(element.tagName, 'crypto-ramp-widget');
    assert.deepEqual(element.attributes.map(({ name }) => name).sort(), Object.keys(PROP_OF_ATTRIBUTE).sort());
    assert.deepEqual(element.events.map(({ name }) => name).sort(), Object.values(HOST_EVENTS).sort());
    const css = await readFile(join(ROOT, 'src/ui/styles.css'), 'utf8');
    assert.deepEqual(element.cssProperties.map(({ name }) => name).sort(), [...new Set(css.match(/--crw-[a-z-]+/g))].sort());
    const { stdout: sources } = await run('grep', ['-rhoE', String.raw`\bpart=("[a-z-]+"|\{[^}]*'[a-z-]+'[^}]*\})`, 'src', 'elements'], { cwd: ROOT });
    const parts = new Set(sources.match(/[a-z]+(-[a-z]+)*(?=["'])/g));
    assert.deepEqual(element.cssParts.map(({ name }) => name).sort(), [...parts].sort());
    for (const entry of [...element.attributes, ...element.events, ...element.cssProperties, ...element.cssParts]) assert.ok(entry.description, entry.name);
    // The manifest's types are the package's: the framework typings (React's, Vue's) derive from these.
    const types = `import type { CryptoRampWidgetAttributes, RampEventMap } from 'crypto-ramp-widget';
      import type { CryptoRampWidgetEventProps } from 'crypto-ramp-widget/react';
      type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
      type Defined<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
      type Pascal<S extends string> = S extends \`\${infer Head}_\${infer Tail}\` ? \`\${Capitalize<Head>}\${Pascal<Tail>}\` : Capitalize<S>;
      type ManifestEvents = { ${element.events.map(({ name, type }) => `'${name}': ${type.text}`).join('; ')} };
      type ManifestAttributes = { ${element.attributes.map(({ name, type }) => `'${name}': ${type.text}`).join('; ')} };
      export const events: Same<ManifestEvents, RampEventMap> = true;
      export const attributes: Same<Defined<ManifestAttributes>, Defined<CryptoRampWidgetAttributes>> = true;
      export const reactEvents: Same<keyof CryptoRampWidgetEventProps, { [K in keyof ManifestEvents]: K extends \`ramp:\${infer T}\` ? \`on\${Pascal<T>}\` : never }[keyof ManifestEvents]> = true;`;
    assert.equal(await typeErrors('manifest.ts', types, NODENEXT), '');
  });

  it('holds only what a merchant needs, in at most 4 MB: the element, the server helper, the types', async () => {
    const manifest = JSON.parse(await readFile(join(project, 'node_modules/crypto-ramp-widget/package.json'), 'utf8')) as { dependencies?: object; private?: boolean };
    assert.equal(manifest.private, undefined);
    assert.equal(manifest.dependencies, undefined, 'everything is bundled: no runtime dependencies to install');
    const { stdout } = await run('find', ['.', '-type', 'f'], { cwd: join(project, 'node_modules/crypto-ramp-widget') });
    const files = stdout.split('\n').filter(Boolean);
    for (const prefix of ['./dist/element/', './dist/server/', './dist/types/']) assert.ok(files.some((f) => f.startsWith(prefix)), prefix);
    assert.deepEqual(files.filter((f) => /\/(src|sandbox|test|demo)\/|meta-.*\.json$|dist\/widget\//.test(f) && !f.startsWith('./dist/types/')), []);
    // Light: no source maps, no CDN twins (.br, .gz); at most 4 MB unpacked.
    assert.deepEqual(files.filter((f) => /\.(map|br|gz)$/.test(f)), []);
    const { stdout: bytes } = await run('du', ['-sb', '.'], { cwd: join(project, 'node_modules/crypto-ramp-widget') });
    assert.ok(Number.parseInt(bytes, 10) <= 4_000_000, `${bytes.trim()} bytes unpacked`);
  });
});

/** The demo page's widget and its logged host events. */
async function demoPage(path: string): Promise<Page> {
  const page = await env.newPage();
  await page.goto(`${env.sandbox.urls.demo}${path}`);
  await page.locator('crypto-ramp-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
  await page.locator('#event-log').getByText('started').waitFor();
  return page;
}

describe('the demo in React 19 and Vue 3', () => {
  for (const [name, path] of [['React', '/react.html'], ['Vue', '/vue.html']] as const) {
    it(`${name}: the element with attributes and event props, the theme switched live`, async () => {
      const page = await demoPage(path);
      const widget = page.locator('crypto-ramp-widget');
      await widget.getByLabel('You pay').fill('250');
      await widget.getByRole('button', { name: 'Buy for 250 USD' }).waitFor();
      await page.getByLabel('Theme').selectOption('dark');
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('crypto-ramp-widget')?.shadowRoot?.querySelector('.crw-frame') as Element).backgroundColor === 'rgb(23, 25, 31)',
      );
      assert.equal(await widget.getByLabel('You pay').inputValue(), '250');
      assert.match((await page.locator('#event-log').textContent()) ?? '', /buy_specific_crypto_flow/);
    });
  }
});
