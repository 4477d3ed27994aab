// A shared device (issue 27): after a customer logs out, nothing in the browser's storage names or
// identifies them, in either embed: the next person on the device finds no address, e-mail, order or
// session. The widget page runs at top level here (the iframe embed's page: this Chromium denies a
// third-party frame its storage, which would leave nothing to list).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { sandboxAndBrowser, signInWithMailedCode } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();
const control = controlClient(() => env.sandbox.urls.api);

const WALLET = '0x5555555555555555555555555555555555555555';
const EMAIL = 'kyc-timeout@sandbox.test';

/** Every entry of both storages of the page's origin, as `key=value` lines. */
function storageOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key)}`;
      }),
    ),
  );
}

/** The calculator's Proceed, the wallet typed, the code login, to KYC problems (a timed-out check), then Log out. */
async function signInAndLogOut(page: Page, ui: Locator): Promise<{ before: string[]; after: string[] }> {
  await ui.getByRole('button', { name: /^Buy for/ }).click();
  await ui.getByRole('textbox').fill(WALLET);
  await ui.getByRole('button', { name: 'Confirm and proceed' }).click();
  await signInWithMailedCode(ui, env.sandbox, EMAIL);
  await ui.getByRole('button', { name: 'Log out' }).waitFor();
  const before = await storageOf(page);
  await ui.getByRole('button', { name: 'Log out' }).click();
  await ui.getByRole('button', { name: /^Buy for/ }).waitFor();
  await page.waitForFunction((token) => ![localStorage, sessionStorage].some((s) => Object.keys(s).some((k) => k.endsWith(token))), STORAGE_KEYS.authenticationToken);
  return { before, after: await storageOf(page) };
}

function assertNothingOfTheCustomer(after: string[]) {
  const marks = [WALLET, EMAIL, STORAGE_KEYS.authenticationToken, STORAGE_KEYS.returningCustomer, STORAGE_KEYS.loginStep];
  const found = after.filter((entry) => marks.some((mark) => entry.toLowerCase().includes(mark)));
  assert.deepEqual(found, [], `left after logout:\n${after.join('\n')}`);
}

describe('a shared device: logging out leaves nothing that identifies the customer', () => {
  it('the widget page (the iframe embed): neither storage names the e-mail, the address or the session', async () => {
    await control('reset');
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.widget}/`);
    const { before, after } = await signInAndLogOut(page, page.locator('body'));
    // What was there while signed in (the check can fail): the typed address at least.
    assert.ok(before.some((entry) => entry.includes(WALLET)), before.join('\n'));
    assertNothingOfTheCustomer(after);
  });

  it('the element on a merchant page: neither storage of the host page names the customer', async () => {
    await control('reset');
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets: JSON.stringify([{}]) })}`);
    const { before, after } = await signInAndLogOut(page, page.locator('crypto-ramp-widget'));
    assert.ok(before.some((entry) => entry.includes(WALLET)), before.join('\n'));
    assertNothingOfTheCustomer(after);
  });
});
