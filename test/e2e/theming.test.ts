// Theming where a browser test cannot look: inside the iframe page (its query's theme and primary colour)
// and inside the element's frame mode (the theme told to the page live), against the sandbox and dist/.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { audit, widgetFrameOf } from './axe';
import { customerToken, sandboxAndBrowser, signedInBeforeLoad, waitUntil } from './environment';
import { PNG } from 'pngjs';

const env = sandboxAndBrowser();

/** Computed colours a person would notice: the frame's surface, the primary button and its text. */
function look(frame: Frame | Page) {
  return frame.evaluate(() => {
    const frameStyle = getComputedStyle(document.querySelector('.crw-frame') as Element);
    const button = getComputedStyle(document.querySelector('button.crw-primary') as Element);
    return { surface: frameStyle.backgroundColor, primary: button.backgroundColor, onPrimary: button.color };
  });
}

describe('the iframe page: theme and primaryColor from the query', () => {
  it('dark with a merchant colour, its text chosen to read on it, and WCAG 2.2 AA (axe)', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.widget}/?theme=dark&primaryColor=%23c81e1e`);
    await page.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    // The page's content is its main landmark.
    assert.equal(await page.locator('main .crw-root').count(), 1);
    assert.deepEqual(await look(page), { surface: 'rgb(23, 25, 31)', primary: 'rgb(200, 30, 30)', onPrimary: 'rgb(255, 255, 255)' });
    await audit(page.mainFrame(), 'calculator, dark, red primary', null);
    // A light colour (no '#': it must be percent-encoded in a query) gets dark text.
    await page.goto(`${env.sandbox.urls.widget}/?primaryColor=fc0`);
    await page.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    assert.deepEqual(await look(page), { surface: 'rgb(255, 255, 255)', primary: 'rgb(255, 204, 0)', onPrimary: 'rgb(13, 15, 28)' });
  });

  it('a colour or theme that is not one stops start-up naming it', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.widget}/?primaryColor=red&theme=night`);
    await page.getByText('Widget initialization failed').waitFor();
    const detail = (await page.getByTestId('error-detail').textContent()) ?? '';
    assert.match(detail, /primaryColor/);
    assert.match(detail, /theme/);
  });
});

describe('frame mode: the element tells its page a new theme', () => {
  it('changes live: no reload, the typed amount kept', async () => {
    const page = await env.newPage();
    const widgets = JSON.stringify([{ embed: 'frame', 'widget-id': 'themed' }]);
    await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ mode: 'element', widgets })}`);
    const frame = page.frameLocator('crypto-ramp-widget iframe.crw-embedded-frame');
    await frame.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    const widgetFrame = widgetFrameOf(page, env.sandbox.urls.widget);
    await frame.getByLabel('You pay').fill('250');
    await frame.getByRole('button', { name: 'Buy for 250 USD' }).waitFor();
    // Marks this document: a reload would lose the mark.
    await widgetFrame().evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('crypto-ramp-widget').evaluate((element) => element.setAttribute('theme', 'dark'));
    await widgetFrame().waitForFunction(() => getComputedStyle(document.querySelector('.crw-frame') as Element).backgroundColor === 'rgb(23, 25, 31)');
    assert.equal(await widgetFrame().evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), true);
    assert.equal(await frame.getByLabel('You pay').inputValue(), '250');
    await audit(widgetFrame(), 'frame mode, dark', null);
  });
});

describe('the card vault follows the theme', () => {
  it("its secure fields take the theme's text, placeholder and font at 16 px, and change live with it", async () => {
    const page = await env.newPage({ viewport: { width: 360, height: 640 } });
    await signedInBeforeLoad(page, await customerToken(env.sandbox, 'kyc-complete@sandbox.test'), 'element');
    const widgets = JSON.stringify([{ theme: 'dark' }]);
    await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets })}`);
    const widget = page.locator('crypto-ramp-widget');
    await widget.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await widget.getByLabel('Payment method').selectOption('card');
    await widget.getByRole('button', { name: /^Buy for/ }).click();
    await widget.getByLabel(/wallet address/).fill('0x1111111111111111111111111111111111111111');
    await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
    await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
    await widget.locator('[data-testid="vault-number"]:not([data-state="loading"])').waitFor();
    const input = page.frameLocator('[id$="-number"] > iframe').locator('input');
    const style = () =>
      input.evaluate((element) => {
        const own = getComputedStyle(element);
        return { color: own.color, placeholder: getComputedStyle(element, '::placeholder').color, fontSize: own.fontSize, background: own.backgroundColor };
      });
    // The dark theme's text and muted colours (styles.css), not the vault page's own dark-on-white, on the
    // dark surface the field paints itself (what checks contrast inside the frame reads it on).
    assert.deepEqual(await style(), { color: 'rgb(236, 238, 244)', placeholder: 'rgb(169, 173, 189)', fontSize: '16px', background: 'rgb(23, 25, 31)' });
    // And what a person sees: the field's inside is the dark surface, not a white frame (a frame whose colour
    // scheme differs from its page's gets an opaque backdrop).
    const picture = PNG.sync.read(await widget.locator('[data-testid="vault-number"]').screenshot());
    const at = (picture.height >> 1) * picture.width * 4 + 6 * 4;
    assert.deepEqual([...picture.data.subarray(at, at + 3)], [23, 25, 31], 'the dark surface inside the card number field');
    // axe inside each field's frame (issue 46: it read "Name on card" at 2.23:1, on the white it assumes
    // behind a transparent frame): with a value typed, and with only the placeholder.
    await page.frameLocator('[id$="-holder"] > iframe').locator('input').fill('ADA LOVELACE');
    for (const frame of page.frames().filter((f) => f.url().includes('/field.html'))) await audit(frame, `secure field ${frame.url()}, dark`, null);
    await widget.evaluate((element) => element.setAttribute('theme', 'light'));
    await waitUntil(async () => (await style()).color === 'rgb(27, 29, 41)', 'the light theme in the field');
    assert.equal((await style()).placeholder, 'rgb(107, 111, 128)');
    assert.equal((await style()).background, 'rgb(255, 255, 255)');
    // A merchant's own surface, set live, is the field's background too.
    await widget.evaluate((element) => (element as HTMLElement).style.setProperty('--crw-surface', '#fff8e7'));
    await waitUntil(async () => (await style()).background === 'rgb(255, 248, 231)', "the merchant's surface in the field");
    // A merchant's own text colour, set live on the element, reaches the field too.
    await widget.evaluate((element) => (element as HTMLElement).style.setProperty('--crw-text', '#0a3d1f'));
    await waitUntil(async () => (await style()).color === 'rgb(10, 61, 31)', "the merchant's text colour in the field");
  });
});

describe('forced colours (Windows high contrast)', () => {
  it('fields, the card fields, the currency buttons and the Buy/Sell switch keep visible edges and focus rings', async () => {
    const page = await env.newPage({ viewport: { width: 360, height: 640 } });
    await page.emulateMedia({ forcedColors: 'active' });
    await signedInBeforeLoad(page, await customerToken(env.sandbox, 'kyc-complete@sandbox.test'), 'element');
    await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html`);
    const widget = page.locator('crypto-ramp-widget');
    await widget.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    const ring = (selector: string) =>
      widget.locator(selector).first().evaluate((element) => {
        const s = getComputedStyle(element);
        return { outline: `${s.outlineStyle} ${s.outlineWidth}`, offset: s.outlineOffset, border: s.borderTopStyle };
      });
    assert.equal((await ring('.crw-switch')).border, 'solid', 'the Buy/Sell switch has edges');
    await widget.getByLabel('You pay').focus();
    assert.equal((await ring('.crw-amount-row')).outline, 'solid 2px', 'an amount field shows its focus');
    await page.keyboard.press('Tab'); // to its currency button, by keyboard (focus-visible)
    const button = await ring('[data-testid="pay-field"] .crw-currency-button');
    assert.equal(button.outline, 'solid 2px');
    assert.equal(button.offset, '-3px', 'the ring drawn inside the row that clips it');
    await widget.getByLabel('Payment method').selectOption('card');
    await widget.getByRole('button', { name: /^Buy for/ }).click();
    await widget.getByLabel(/wallet address/).focus();
    assert.equal((await ring('.crw-text-input')).outline, 'solid 2px', 'a text field shows its focus');
    await widget.getByLabel(/wallet address/).fill('0x1111111111111111111111111111111111111111');
    await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
    await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
    await widget.locator('[data-testid="vault-number"]:not([data-state="loading"])').waitFor();
    await page.frameLocator('[id$="-number"] > iframe').locator('input').click();
    await widget.locator('[data-testid="vault-number"][data-focused="true"]').waitFor();
    assert.equal((await ring('[data-testid="vault-number"]')).outline, 'solid 2px', 'a card field shows its focus');
  });
});
