/**
 * A customer's hands in Firefox and WebKit, for the end-to-end journeys in those engines: one small API
 * over two drivers that work offline here, puppeteer-core over WebDriver BiDi (Firefox ESR) and WebDriver
 * classic through WebKitWebDriver (WebKitGTK's MiniBrowser under Xvfb). The drivers' limits are handled
 * here, not in the journeys:
 * - WebKit's WebDriver answers "element click intercepted" for an element inside a shadow root (its hit
 *   test finds the host): every click is a pointer action at the element's centre, in every engine.
 * - WebKitWebDriver drops a key pressed again straight after itself in one action sequence: keys go one
 *   by one. Its key actions from the page's top do not reach a frame two levels down (the vault's field
 *   inside the widget's frame): keys for a field in a frame go to the field's element (typeInFrame).
 * - MiniBrowser's window cannot be narrower than about 450 px: the journeys run at its default size (a
 *   phone's width is the browser tests' and the visual tests' concern).
 * - Scripts run in a frame reached by a chain of iframes, each found by an expression in its parent's
 *   document (shadow roots included), since WebDriver classic enters frames only by element.
 */
import puppeteer, { type Browser as PuppeteerBrowser, type Frame, type Page } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { FIREFOX_LAUNCH, assertEnginesInstalled, startWebKitDriver, startXvfb, webkitCapabilities } from '../engines';

/** Expressions, each giving an iframe element in the document the one before it leads into (the page first). */
export type FramePath = readonly string[];

export interface EngineDriver {
  readonly name: 'firefox' | 'webkit';
  open(url: string): Promise<void>;
  /** `body` (a function body, `arg` in scope, synchronous) run in the frame at `path`; its return value. */
  run<T>(path: FramePath, body: string, arg?: unknown): Promise<T>;
  /** A click at (x, y) of the page's viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Real key presses of `text`, into whatever has the focus. */
  type(text: string): Promise<void>;
  /**
   * Real key presses of `text` into the focused `selector` of the frame at `path` (WebKit: through the
   * element, as its key actions from the page's top do not reach a frame two levels down).
   */
  typeInFrame(path: FramePath, selector: string, text: string): Promise<void>;
  close(): Promise<void>;
}

/** Firefox ESR, headless, a browser for the test file. */
export async function firefoxDriver(): Promise<EngineDriver> {
  assertEnginesInstalled();
  const browser: PuppeteerBrowser = await puppeteer.launch({ ...FIREFOX_LAUNCH });
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1024, height: 900 });
  async function frameAt(path: FramePath): Promise<Frame> {
    let frame = page.mainFrame();
    for (const locator of path) {
      const handle = await frame.evaluateHandle(locator);
      const element = handle.asElement();
      const inner = element ? await (element as unknown as { contentFrame(): Promise<Frame | null> }).contentFrame() : null;
      if (!inner) throw new Error(`no frame at ${locator}`);
      frame = inner;
    }
    return frame;
  }
  return {
    name: 'firefox',
    async open(url) {
      // DOM ready is enough: the journeys wait for what they need (Firefox's load waits on every frame).
      await page.goto(url, { waitUntil: 'domcontentloaded' });
    },
    async run(path, body, arg) {
      return (await frameAt(path)).evaluate(`(function (arg) { ${body} })(${JSON.stringify(arg ?? null)})`) as never;
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    typeInFrame: (_path, _selector, text) => page.keyboard.type(text),
    close: () => browser.close(),
  };
}

/** WebKitGTK's MiniBrowser (Safari's engine, tracking prevention on) on a display of its own. */
export async function webkitDriver(): Promise<EngineDriver> {
  assertEnginesInstalled();
  const display = await startXvfb();
  const server = await startWebKitDriver(display.display);
  const browser = await remote({ hostname: '127.0.0.1', port: server.port, path: '/', capabilities: webkitCapabilities() as never, logLevel: 'error' });
  await browser.setWindowSize(1024, 900);
  async function enter(path: FramePath): Promise<void> {
    await browser.switchFrame(null);
    for (const locator of path) {
      const element = await browser.execute(`return ${locator};`);
      if (!element) throw new Error(`no frame at ${locator}`);
      await browser.switchFrame(element as never);
    }
  }
  return {
    name: 'webkit',
    open: (url) => browser.navigateTo(url) as Promise<unknown> as Promise<void>,
    async run(path, body, arg) {
      await enter(path);
      return browser.execute(`const arg = arguments[0]; ${body}`, arg ?? null) as never;
    },
    async clickAt(x, y) {
      await browser.switchFrame(null);
      const pointer = { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' } } as const;
      await browser.performActions([{ ...pointer, actions: [{ type: 'pointerMove', duration: 0, x: Math.round(x), y: Math.round(y) }, { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }] }]);
      await browser.releaseActions();
    },
    async type(text) {
      // From the page's top: keys sent in a frame's context stop at that frame's focused element (an
      // iframe), never reaching the frame inside it that has the focus.
      await browser.switchFrame(null);
      for (const key of text) await browser.keys([key]);
    },
    async typeInFrame(path, selector, text) {
      await enter(path);
      const input = await browser.$(selector);
      for (const key of text) await input.addValue(key);
      await browser.switchFrame(null);
    },
    async close() {
      await browser.deleteSession().catch(() => undefined);
      await server.close();
      await display.close();
    },
  };
}
