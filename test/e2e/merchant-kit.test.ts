// The merchant kit as a merchant meets it: the packed tarball installed into a fresh project, its types
// checked with tsc in React and Vue usages (a misspelt attribute or event must fail), a host page bundled
// from it with esbuild and run in Chromium against the sandbox, the server helper's signature accepted;
// and the demo's React 19 and Vue 3 pages.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import type { Page } from 'playwright-core';
import { MERCHANTS, signPayload } from '../../sandbox/data/merchants';
import { sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser();
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
export const params: LaunchParams = signLaunchParams({ apiKey: 'pk', secret: 'sk', payload: { toCurrency: 'BTC', fromAmount: 100 } });
`;

/** tsc on one file of the project (its strict settings): its errors, or '' when it compiles. */
async function typeErrors(name: string, source: string): Promise<string> {
  await writeFile(join(project, name), source);
  await writeFile(join(project, 'tsconfig.check.json'), JSON.stringify({ extends: './tsconfig.json', files: [name] }));
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

  it('signs on the server with the helper; a page bundled from the package starts with those parameters', async () => {
    // The helper, run by Node from the installed package.
    const script = `import { signLaunchParams } from 'crypto-ramp-widget/server';
      console.log(JSON.stringify(signLaunchParams({ apiKey: ${JSON.stringify(MERCHANT.apiKey)}, secret: ${JSON.stringify(MERCHANT.secret)}, payload: { toCurrency: 'BTC' } })));`;
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
    await esbuild.build({
      absWorkingDir: project,
      entryPoints: ['main.tsx'],
      bundle: true,
      format: 'esm',
      splitting: true,
      outdir: site,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      nodePaths: [join(ROOT, 'node_modules')],
    });
    await writeFile(join(site, 'index.html'), '<!doctype html><div id="app"></div><script type="module" src="main.js"></script>');
    const page = await env.browser.newPage();
    await page.goto(`${env.sandbox.urls.demo}/build/${basename(project)}/index.html`);
    await page.locator('crypto-ramp-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { __events: string[] }).__events.length > 0);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __events: string[] }).__events), ['started buy_specific_crypto_flow']);
    await page.close();
  });

  it('holds only what a merchant needs: the element, the server helper, the types', async () => {
    const manifest = JSON.parse(await readFile(join(project, 'node_modules/crypto-ramp-widget/package.json'), 'utf8')) as { dependencies?: object; private?: boolean };
    assert.equal(manifest.private, undefined);
    assert.equal(manifest.dependencies, undefined, 'everything is bundled: no runtime dependencies to install');
    const { stdout } = await run('find', ['.', '-type', 'f'], { cwd: join(project, 'node_modules/crypto-ramp-widget') });
    const files = stdout.split('\n').filter(Boolean);
    for (const prefix of ['./dist/element/', './dist/server/', './dist/types/']) assert.ok(files.some((f) => f.startsWith(prefix)), prefix);
    assert.deepEqual(files.filter((f) => /\/(src|sandbox|test|demo)\/|meta-.*\.json$|dist\/widget\//.test(f) && !f.startsWith('./dist/types/')), []);
  });
});

/** The demo page's widget and its logged host events. */
async function demoPage(path: string): Promise<Page> {
  const page = await env.browser.newPage();
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
      await page.close();
    });
  }
});
