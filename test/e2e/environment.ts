/** What every end-to-end test file starts: its own sandbox and a browser. */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { launchChromium } from './browser';

/**
 * A test file's sandbox (on its own ports: API, widget, demo, then the vault at the API's + 3) and
 * browser, started before its tests and closed after them.
 */
export function sandboxAndBrowser(apiPort: number): { readonly sandbox: Sandbox; readonly browser: Browser } {
  const env = {} as { sandbox: Sandbox; browser: Browser };
  before(async () => {
    env.sandbox = await startSandbox({ ports: { api: apiPort, widget: apiPort + 1, demo: apiPort + 2 } });
    env.browser = await launchChromium();
  });
  after(async () => {
    await env.browser?.close();
    await env.sandbox?.close();
  });
  return env;
}
