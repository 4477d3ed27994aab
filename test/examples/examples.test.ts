// Real merchant apps, built in production mode from the packed tarball and driven in Chromium: each example
// under examples/ renders the widget from its framework (on its server where it has one, its launch
// signed there with crypto-ramp-widget/server) against a sandbox, and the framework's own handler of
// `ramp:started` writes what it got into the page; and Deno and Bun import every export of the package.
// `npm run test:examples` (CI runs it after `npm test`); EXAMPLES=next,astro (or runtimes) runs some.
// The examples' contract is in examples/README.md.
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { MERCHANTS } from '../../sandbox/data/merchants';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { launchChromium } from '../e2e/browser';
import { controlClient } from '../sandboxControl';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLES_DIR = join(ROOT, 'examples');
/** Where the examples' package.json files take the package from: `file:../.tarball/crypto-ramp-widget.tgz`. */
const TARBALL = join(EXAMPLES_DIR, '.tarball/crypto-ramp-widget.tgz');
const MERCHANT = MERCHANTS[0] as (typeof MERCHANTS)[number];
/** An install, a production build: minutes on a busy 2-core machine. */
const EXAMPLE_TIMEOUT_MS = 15 * 60_000;

const chosen = process.env.EXAMPLES?.split(',').filter(Boolean);
const examples = (await readdir(EXAMPLES_DIR, { withFileTypes: true }))
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name)
  .filter((name) => !chosen || chosen.includes(name))
  .sort();

let sandbox: Sandbox;
let browser: Browser;

before(async () => {
  sandbox = await startSandbox({ ports: 'any' });
  browser = await launchChromium();
  // EXAMPLES_REUSE_TARBALL=1: the one packed before (while the package's dist/ is being rebuilt).
  if (process.env.EXAMPLES_REUSE_TARBALL && (await stat(TARBALL).catch(() => null))) return;
  await mkdir(join(EXAMPLES_DIR, '.tarball'), { recursive: true });
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', join(EXAMPLES_DIR, '.tarball')], { cwd: ROOT });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  await copyFile(join(EXAMPLES_DIR, '.tarball', filename), TARBALL);
});
after(async () => {
  await browser?.close();
  await sandbox?.close();
});

/** A port the OS has free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Until `url` answers (the app's server is up), or the server process ends. */
async function whenServing(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app's server ended (${server.exitCode}):\n${log()}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in 60 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('merchant apps built with the packed package', { concurrency: 1 }, () => {
  for (const name of examples) {
    it(`${name}: built for production, the widget's calculator on screen, ramp:started in the framework's handler`, { timeout: EXAMPLE_TIMEOUT_MS }, async () => {
      const dir = join(EXAMPLES_DIR, name);
      const env = {
        ...process.env,
        CRW_API_URL: sandbox.urls.api,
        CRW_WIDGET_URL: sandbox.urls.widget,
        CRW_API_KEY: MERCHANT.apiKey,
        CRW_SECRET: MERCHANT.secret,
        NEXT_TELEMETRY_DISABLED: '1',
        ASTRO_TELEMETRY_DISABLED: '1',
        NG_CLI_ANALYTICS: 'false',
        NUXT_TELEMETRY_DISABLED: '1',
      };
      // A fresh copy of the package each run (npm keeps a file: tarball it installed before).
      await rm(join(dir, 'node_modules/crypto-ramp-widget'), { recursive: true, force: true });
      await controlClient(sandbox.urls.api)('reset');
      // Each step within the test's own limit: a hung install or build fails it, not the whole run.
      const step = { cwd: dir, env, maxBuffer: 64 << 20, timeout: EXAMPLE_TIMEOUT_MS / 2, killSignal: 'SIGKILL' as const };
      await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock'], step);
      await run('npm', ['run', 'build'], step);
      const port = await freePort();
      let output = '';
      const server = spawn('npm', ['run', 'start'], { cwd: dir, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, detached: true });
      const ended = new Promise((resolve) => server.once('exit', resolve));
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk));
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk));
      const page = await browser.newPage().catch(async (error: unknown) => {
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
        await ended;
        throw error;
      });
      // Whatever the console says is wrong (an app without an icon aside), and every uncaught error.
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) errors.push(message.text());
      });

      try {
        const url = `http://127.0.0.1:${port}/`;
        await whenServing(url, server, () => output);
        await page.goto(url);
        await page.locator('crypto-ramp-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor({ timeout: 30_000 });
        await page.locator('#host-events').getByText('started buy_specific_crypto_flow').waitFor({ timeout: 30_000 });
        assert.deepEqual(errors, []);
        // One widget started once: one merchant check reached the sandbox, and the host heard no error.
        const requests = (await controlClient(sandbox.urls.api)('requests')) as { path: string }[];
        assert.equal(requests.filter((request) => request.path === 'merchants/validate-widget').length, 1);
      } finally {
        await page.close();
        // The app's server and what it started (its process group), gone before the next app builds.
        if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
        await ended;
      }
    });
  }
});

/** Every export, each imported on its own, then a signature: what a server-side runtime must take. */
const PROBE = `const exported = {};
for (const entry of ['', '/iife', '/server', '/react', '/vue', '/preact', '/solid', '/svelte']) {
  exported[entry || '.'] = Object.keys(await import('crypto-ramp-widget' + entry)).sort();
}
const { signLaunchParams } = await import('crypto-ramp-widget/server');
const { signature } = await signLaunchParams({ apiKey: 'pk', secret: 'sk_test_0123456789ab', payload: { toCurrency: 'BTC' } });
console.log(JSON.stringify({ exported, signature }));`;

describe('the package in the other server runtimes', () => {
  if (chosen && !chosen.includes('runtimes')) return;
  it('Deno and Bun import every export and sign as Node does', { timeout: EXAMPLE_TIMEOUT_MS }, async () => {
    // The runtimes come from the npm registry (their binaries ship inside the packages), with React for /react;
    // a project outside this repository (Bun would take the repository's tsconfig paths).
    const dir = await mkdtemp(join(tmpdir(), 'crw-runtimes-'));
    await writeFile(join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
    await writeFile(join(dir, 'probe.mjs'), PROBE);
    const step = { cwd: dir, maxBuffer: 64 << 20, timeout: EXAMPLE_TIMEOUT_MS / 2, killSignal: 'SIGKILL' as const };
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', 'deno@2.9.6', 'bun@1.4.5', 'react@19.3.1', TARBALL], step);
    const outputs: Record<string, string> = {};
    for (const [runtime, args] of [
      ['node', [process.execPath, '--unhandled-rejections=strict', 'probe.mjs']],
      ['deno', [join(dir, 'node_modules/.bin/deno'), 'run', '--allow-read', '--allow-env', 'probe.mjs']],
      ['bun', [join(dir, 'node_modules/.bin/bun'), 'probe.mjs']],
    ] as const) {
      const [command, ...rest] = args;
      const { stdout, stderr } = await run(command, rest, step);
      assert.equal(stderr, '', runtime);
      outputs[runtime] = stdout.trim();
    }
    const node = JSON.parse(outputs.node ?? '') as { exported: Record<string, string[]>; signature: string };
    assert.deepEqual(node.exported['.'], ['CryptoRampWidgetElement', 'TAG_NAME', 'isRampMessage']);
    assert.deepEqual(node.exported['/server'], ['signLaunchParams']);
    assert.deepEqual(node.exported['/react'], ['CryptoRampWidget']);
    assert.equal(outputs.deno, outputs.node);
    assert.equal(outputs.bun, outputs.node);
    await rm(dir, { recursive: true, force: true });
  });
});
