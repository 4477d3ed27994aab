/**
 * `@web/test-runner` in Firefox and WebKitGTK, several test files side by side, each in a browser of its
 * own: a pool of launchers that each run one file at a time, and one launcher in front that hands each
 * file to a free one and routes the runner's commands (`sendMouse`, `sendKeys`) to it.
 *
 * - Firefox: files side by side in one Firefox are tabs behind one another (no animation frames, slow
 *   timers) or windows of which one has the focus (a click into a frame does not focus it); a browser per
 *   file is in front and focused.
 * - WebKit: a WebKitWebDriver server holds one session, and `@web/test-runner-webdriver` gives real
 *   pointer and key input only to a launcher that runs one file at a time: a MiniBrowser window per file,
 *   each of its own server, all on one virtual display.
 */
import { execFile } from 'node:child_process';
import { type ChromeLauncher, chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import type { BrowserLauncher, TestRunnerCoreConfig } from '@web/test-runner-core';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { FIREFOX_LAUNCH, MINIBROWSER_PATH, assertEnginesInstalled, startWebKitDriver, startXvfb, webkitCapabilities } from './engines';

type Button = 'left' | 'middle' | 'right';
type Member = BrowserLauncher & Partial<Record<'getPage' | 'sendMouseMove' | 'sendMouseClick' | 'sendMouseDown' | 'sendMouseUp' | 'resetMouse' | 'sendKeys', (...args: never[]) => unknown>>;

abstract class Pool<M extends Member> implements BrowserLauncher {
  abstract name: string;
  abstract type: string;
  protected members: M[] = [];
  private free: M[] = [];
  private bySession = new Map<string, M>();

  constructor(readonly concurrency: number) {}

  /** The pool's launchers, each initialized to run one file at a time. */
  protected abstract start(config: TestRunnerCoreConfig, testFiles: string[]): Promise<M[]>;

  async initialize(config: TestRunnerCoreConfig, testFiles: string[]): Promise<void> {
    assertEnginesInstalled();
    this.members = await this.start({ ...config, concurrency: 1 }, testFiles);
    this.free = [...this.members];
  }

  async stop(): Promise<void> {
    await Promise.all(this.members.map((member) => member.stop?.()));
  }

  async startSession(sessionId: string, url: string): Promise<void> {
    const member = this.free.pop();
    if (!member) throw new Error(`no free ${this.name} for a test file (the pool has ${this.concurrency})`);
    this.bySession.set(sessionId, member);
    await member.startSession(sessionId, url);
  }

  isActive(sessionId: string): boolean {
    return this.bySession.get(sessionId)?.isActive(sessionId) ?? false;
  }

  getBrowserUrl(sessionId: string) {
    return this.member(sessionId).getBrowserUrl(sessionId);
  }

  async stopSession(sessionId: string) {
    const member = this.member(sessionId);
    try {
      return await member.stopSession(sessionId);
    } finally {
      this.bySession.delete(sessionId);
      this.free.push(member);
    }
  }

  startDebugSession(): Promise<void> {
    throw new Error(`debugging in ${this.name} is not supported here: debug the file in Chromium (wtr --manual)`);
  }

  protected member(sessionId: string): M {
    const member = this.bySession.get(sessionId);
    if (!member) throw new Error(`no ${this.name} runs session ${sessionId}`);
    return member;
  }
}

/** Firefox ESR (puppeteer-core over WebDriver BiDi), a browser per file running. */
export class FirefoxPool extends Pool<ChromeLauncher> {
  name = 'Firefox';
  type = 'puppeteer';

  protected async start(config: TestRunnerCoreConfig, testFiles: string[]): Promise<ChromeLauncher[]> {
    const version = await versionOf(FIREFOX_LAUNCH.executablePath, {});
    if (version) this.name = `Firefox ${version}`;
    return Promise.all(
      Array.from({ length: this.concurrency }, async () => {
        const launcher = chromeLauncher({ puppeteer: puppeteerCore as never, launchOptions: { ...FIREFOX_LAUNCH } });
        await launcher.initialize(config, testFiles);
        return launcher;
      }),
    );
  }

  /** The file's page, for the commands that drive puppeteer (`sendMouse`, `sendKeys`, …). */
  getPage(sessionId: string) {
    return this.member(sessionId).getPage(sessionId);
  }
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver, a window (and a server) per file running, under Xvfb. */
export class WebKitPool extends Pool<WebdriverLauncher> {
  name = 'WebKit';
  type = 'webdriver';
  private closeDisplay: (() => Promise<void>) | null = null;
  private closeDrivers: (() => Promise<void>)[] = [];

  protected async start(config: TestRunnerCoreConfig): Promise<WebdriverLauncher[]> {
    const { display, close } = await startXvfb();
    this.closeDisplay = close;
    const version = await versionOf(MINIBROWSER_PATH, { DISPLAY: display });
    if (version) this.name = `WebKit ${version}`;
    return Promise.all(
      Array.from({ length: this.concurrency }, async () => {
        const driver = await startWebKitDriver(display);
        this.closeDrivers.push(driver.close);
        const launcher = new WebdriverLauncher({ hostname: '127.0.0.1', port: driver.port, path: '/', capabilities: webkitCapabilities(), logLevel: 'error' } as never);
        await launcher.initialize(config);
        return launcher;
      }),
    );
  }

  override async stop(): Promise<void> {
    await super.stop();
    await Promise.all(this.closeDrivers.map((close) => close()));
    await this.closeDisplay?.();
  }

  // The commands `@web/test-runner-commands` sends a 'webdriver' launcher.
  sendMouseMove(sessionId: string, x: number, y: number) {
    return this.member(sessionId).sendMouseMove(sessionId, x, y);
  }
  sendMouseClick(sessionId: string, x: number, y: number, button?: Button) {
    return this.member(sessionId).sendMouseClick(sessionId, x, y, button);
  }
  sendMouseDown(sessionId: string, button?: Button) {
    return this.member(sessionId).sendMouseDown(sessionId, button);
  }
  sendMouseUp(sessionId: string, button?: Button) {
    return this.member(sessionId).sendMouseUp(sessionId, button);
  }
  resetMouse(sessionId: string) {
    return this.member(sessionId).resetMouse(sessionId);
  }
  /**
   * Key by key (`type` comes as characters, `press` as one key's name): WebKitWebDriver drops a key
   * pressed again straight after itself within one action sequence ("5555" types "5").
   */
  async sendKeys(sessionId: string, keys: string[]) {
    for (const key of keys) await this.member(sessionId).sendKeys(sessionId, [key]);
  }
}

/** The engine's version, as its binary prints it (for the runner's report). */
function versionOf(binary: string, env: Record<string, string>): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(binary, ['--version'], { env: { ...process.env, ...env } }, (error, stdout) => resolve(error ? null : (stdout.match(/\d+\.\d+(\.\d+)?(esr)?/)?.[0] ?? null)));
  });
}
