/**
 * The other engines customers use, from Debian, driven offline (no browser download): Firefox ESR through
 * puppeteer-core over WebDriver BiDi, and WebKitGTK (Safari's engine) through its WebDriver server,
 * WebKitWebDriver, which starts MiniBrowser windows on a virtual X display (Xvfb). One list of paths and
 * start-ups for every runner (the browser tests' config, the end-to-end journeys).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_PATH = '/usr/bin/Xvfb';

/** What each engine needs installed, and the Debian package that brings it (`.ci/run` installs them). */
const ENGINE_PACKAGES = [
  { path: FIREFOX_PATH, package: 'firefox-esr' },
  { path: WEBKIT_DRIVER_PATH, package: 'webkit2gtk-driver' },
  { path: XVFB_PATH, package: 'xvfb' },
] as const;

/** Fails naming the Debian package to install when an engine is missing. */
export function assertEnginesInstalled(): void {
  const missing = ENGINE_PACKAGES.filter((engine) => !existsSync(engine.path));
  if (missing.length > 0) {
    throw new Error(`missing browser engines: apt-get install ${missing.map((engine) => engine.package).join(' ')} (.ci/run installs them)`);
  }
}

/**
 * puppeteer-core's launch options for Firefox ESR, headless. Puppeteer's profile turns off the popup
 * blocker; a new tab for 3-D Secure opens from a click, as a customer's does, so the blocker is put back.
 * `focusmanager.testmode`: each window behaves as the focused one (files run side by side, each in a
 * window; a click into a field focuses it, focus events fire), as Chromium's focus emulation does.
 */
export const FIREFOX_LAUNCH = {
  browser: 'firefox',
  executablePath: FIREFOX_PATH,
  headless: true,
  extraPrefsFirefox: { 'dom.disable_open_during_load': true, 'focusmanager.testmode': true },
} as const;

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A virtual X display for MiniBrowser's windows (the display number is Xvfb's choice: `-displayfd`). */
export async function startXvfb(): Promise<{ display: string; close: () => Promise<void> }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdio[3]?.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it chose a display`)));
    xvfb.once('error', reject);
  });
  return { display, close: () => stopped(xvfb) };
}

/**
 * A WebKitWebDriver server on a port of its own, on `display`: one session at a time (a second session
 * needs a second server). Resolves once it answers `/status`.
 */
export async function startWebKitDriver(display: string): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  const started = Date.now();
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() - started > 10_000) {
      await stopped(driver);
      throw new Error('WebKitWebDriver did not answer in 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, close: () => stopped(driver) };
}

/**
 * The W3C capabilities of a MiniBrowser session. `--enable-itp`: Safari's tracking prevention (WebKit
 * partitions a third-party frame's storage and cookies, as an iPhone does).
 */
export function webkitCapabilities() {
  return {
    browserName: 'MiniBrowser',
    // WebdriverIO asks for WebDriver BiDi by default; WebKitWebDriver speaks classic WebDriver only.
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': {
      binary: MINIBROWSER_PATH,
      args: ['--automation', '--enable-itp'],
    },
  };
}
