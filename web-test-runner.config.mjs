// Browser tests in Debian's Chromium, each test file against a real sandbox of its own (on ports the OS
// chooses: files run side by side, and a running `npm start` or another checkout does not clash). The widget under test is the built element from dist/ (run `npm run build`
// first; `npm test` does), loaded by the helpers from the sandbox as a merchant page loads it; only the
// test files themselves (helpers, assertions, the contract's types) are bundled here by esbuild.
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import * as esbuild from 'esbuild';
import { register } from 'tsx/esm/api';
import { common } from './esbuild.config.mjs';

register();
const { startSandbox } = await import('./sandbox/server.ts');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('./test/chromium.ts');
const { TEST_TIME_SCALE } = await import('./test/timeScale.ts');
const { FirefoxPool, WebKitPool } = await import('./test/pooledLaunchers.ts');

/**
 * Each test session's sandbox (a file in one engine: the same file runs in three engines at once), started
 * when its bundle is first asked for.
 */
const sandboxes = new Map();

function sandboxFor(session) {
  if (!sandboxes.has(session)) sandboxes.set(session, startSandbox({ ports: 'any', timeScale: TEST_TIME_SCALE }));
  return sandboxes.get(session);
}

function bundleTests() {
  return {
    name: 'bundle-tests',
    async serverStop() {
      await Promise.all([...sandboxes.values()].map(async (started) => (await started).close()));
    },
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const file = `.${context.path}`;
      const sandbox = await sandboxFor(context.URL.searchParams.get('wtr-session-id') ?? file);
      const result = await esbuild.build({
        ...common,
        entryPoints: [file],
        write: false,
        format: 'esm',
        outdir: dirname(file),
        sourcemap: 'inline',
        external: [...common.external, '/__web-dev-server__web-socket.js'],
        define: {
          'process.env.NODE_ENV': '"development"',
          __SANDBOX_URLS__: JSON.stringify(sandbox.urls),
        },
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

const chromium = chromeLauncher({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
  // Files run side by side, each tab in a browser context of its own: what one file stores, a file
  // running beside it never sees (a tab is handed on to a later file: the helpers empty its storage at
  // each file's start). Each tab behaves as the focused one (as Playwright's pages do): a click moves
  // the focus, focus events fire.
  createPage: async ({ browser }) => {
    const page = await (await browser.createBrowserContext()).newPage();
    const session = await page.createCDPSession();
    await session.send('Emulation.setFocusEmulationEnabled', { enabled: true });
    return page;
  },
});

// Firefox ESR and WebKitGTK from Debian, two files at a time each, each file in a browser of its own
// (test/pooledLaunchers.ts).
const firefox = new FirefoxPool(2);
const webkit = new WebKitPool(2);

/**
 * Chromium runs every file. Firefox and WebKit run the files of a customer's journey and the concerns an
 * engine can break (layout, focus, input, storage, frames, colours): start-up, the calculator, wallet and
 * login, card payment (the vault's fields typed for real), provider authentication (the test cards'
 * outcomes: 3-D Secure in a frame, a tab, a redirect; SMS and bank codes), sell, tracking, keyboard,
 * theme, and the integration doctor (what each engine lets the widget see of its page). The other files
 * pass in both engines too (last run in all three: `wtr --group firefox` or `--group webkit` with
 * ENGINE_FILES=all); they run in Chromium only, so that the three engines fit this
 * machine's two cores in one run. theme-system.test.ts cannot run in them: it emulates the system's
 * colour scheme, which neither WebDriver BiDi (Firefox) nor WebDriver classic (WebKit) can.
 */
const EVERY_FILE = ['test/browser/**/*.test.ts', '!test/browser/theme-system.test.ts'];
const OTHER_ENGINES = process.env.ENGINE_FILES === 'all'
  ? EVERY_FILE
  : [
      'test/browser/card-outcomes.test.ts',
      'test/browser/sell.test.ts',
      'test/browser/wallet-and-login.test.ts',
      'test/browser/startup.test.ts',
      'test/browser/calculator.test.ts',
      'test/browser/card-payment.test.ts',
      'test/browser/tracking.test.ts',
      'test/browser/keyboard.test.ts',
      'test/browser/theme.test.ts',
      'test/browser/diagnostics.test.ts',
    ];

/**
 * One file and one test by name, for a quick run or for `npm run verify-conformance`:
 * `WTR_FILES=test/browser/x.test.ts WTR_GREP='part of a test name' wtr --group chromium`.
 */
const ONLY_FILES = process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : null;

/**
 * With WTR_RESULTS=file: each test's outcome as JSON ({ file, name: 'suite > test', passed, error }); a
 * test left out by WTR_GREP is neither passed nor failed with an error.
 */
function resultsReporter(path) {
  return {
    onTestRunFinished({ sessions }) {
      const rows = [];
      const walk = (suite, titles, file) => {
        for (const test of suite.tests) rows.push({ file, name: [...titles, test.name].join(' > '), passed: test.passed, error: test.error?.message ?? null });
        for (const inner of suite.suites) walk(inner, [...titles, inner.name], file);
      };
      for (const session of sessions) if (session.testResults) walk(session.testResults, [], session.testFile);
      writeFileSync(path, JSON.stringify(rows));
    },
  };
}

/**
 * A port the OS has free now: the runner's own pick starts at 8000 for every run, so two runs that start
 * together (a second checkout, verify-conformance's side-by-side breaks) can both take it.
 */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default {
  port: await freePort(),
  nodeResolve: false,
  // Chromium's files at a time (Firefox's and WebKit's: their pools' sizes). With the other engines'
  // four beside them, eight files keep both cores busy without starving any.
  concurrency: 4,
  // A file's whole run (the card outcomes walk many screens, each audited by axe-core once): 5 minutes.
  testsFinishTimeout: 300_000,
  testFramework: { config: { timeout: 20000, ...(process.env.WTR_GREP ? { grep: process.env.WTR_GREP } : {}) } },
  groups: [
    {
      name: 'chromium',
      // The longest files first, so that none of them starts last and runs on alone.
      files: ONLY_FILES ?? ['test/browser/wallet-and-login.test.ts', 'test/browser/sell.test.ts', 'test/browser/card-outcomes.test.ts', 'test/browser/**/*.test.{ts,tsx}'],
      browsers: [chromium],
    },
    { name: 'firefox', files: ONLY_FILES ?? OTHER_ENGINES, browsers: [firefox] },
    { name: 'webkit', files: ONLY_FILES ?? OTHER_ENGINES, browsers: [webkit] },
  ],
  plugins: [bundleTests()],
  reporters: [defaultReporter(), ...(process.env.WTR_RESULTS ? [resultsReporter(process.env.WTR_RESULTS)] : [])],
};
