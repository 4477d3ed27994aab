/** What every end-to-end test file starts: its own sandbox and a browser. */
import { after, before } from 'node:test';
import type { Browser, FrameLocator, Locator } from 'playwright-core';
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

/**
 * The e-mail code login inside the widget, with the code read from the sandbox mailbox. Storage of a
 * third-party frame may be denied (this Chromium denies it), so the iframe embed cannot be signed in
 * ahead: the customer signs in there.
 */
export async function signInWithMailedCode(widget: FrameLocator | Locator, sandbox: Sandbox, email: string): Promise<void> {
  await widget.getByLabel('E-mail').fill(email);
  await widget.getByLabel('I agree with the Terms').check();
  await widget.getByRole('button', { name: 'Proceed' }).click();
  await widget.getByText('We sent a 6-digit code').waitFor();
  const { latest } = (await fetch(`${sandbox.urls.api}/__sandbox/mailbox/${encodeURIComponent(email)}`).then((r) => r.json())) as { latest: string };
  await widget.getByLabel('Confirmation code').fill(latest);
}
