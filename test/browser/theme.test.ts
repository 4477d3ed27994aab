import { expect } from '@open-wc/testing';
import { amountInput, auditPurchaseStart, button, calculator, freshSandboxPerTest, mountElement, proceedToWallet, query, recordingWarnings, surface, text, typeInto, waitFor, waitForText } from './helpers';

// The system's colour scheme (theme="auto") is tested in theme-system.test.ts.

freshSandboxPerTest();

afterEach(() => {
  document.documentElement.style.removeProperty('--crw-primary');
});

const style = (element: Element) => getComputedStyle(element);
const primaryButton = (root: ShadowRoot) => button(root, 'Buy for');

describe('theming by CSS custom properties', () => {
  it("a merchant's yellow primary under WCAG AA: the button's words turn dark, links still read, and the console names --crw-primary once", async () => {
    await recordingWarnings(async (warnings) => {
      document.documentElement.style.setProperty('--crw-primary', '#ffcc00');
      const { root } = await calculator();
      expect(style(primaryButton(root)).backgroundColor).to.equal('rgb(255, 204, 0)');
      expect(style(primaryButton(root)).color).to.equal('rgb(13, 15, 28)');
      const named = warnings.filter((w) => w.includes('--crw-primary'));
      expect(named.length, warnings.join('\n')).to.equal(1);
      expect(named[0]).to.contain('3:1');
      // A second widget with the same colours does not say it again.
      await calculator();
      expect(warnings.filter((w) => w.includes('--crw-primary')).length).to.equal(1);
    });
  });

  it("a merchant's colour changed live on the element or an ancestor is checked again: the button's words stay readable", async () => {
    const { element, root } = await calculator();
    expect(style(primaryButton(root)).color).to.equal('rgb(255, 255, 255)');
    element.style.setProperty('--crw-primary', '#ffcc00');
    await waitFor(() => style(primaryButton(root)).color === 'rgb(13, 15, 28)', 'dark words on the yellow set on the element');
    element.style.removeProperty('--crw-primary');
    await waitFor(() => style(primaryButton(root)).color === 'rgb(255, 255, 255)', 'white words again on the default blue');
    // A page's theme switcher on the root element (a property set there, or a class that sets one).
    document.documentElement.style.setProperty('--crw-primary', '#ffcc00');
    await waitFor(() => style(primaryButton(root)).color === 'rgb(13, 15, 28)', 'dark words on the yellow set on the page');
  });

  it('a colour set on an ancestor themes the widget; one set on the element wins over it', async () => {
    document.documentElement.style.setProperty('--crw-primary', '#c81e1e');
    const { element, root } = await calculator();
    expect(style(primaryButton(root)).backgroundColor).to.equal('rgb(200, 30, 30)');
    element.style.setProperty('--crw-primary', '#0a7d32');
    expect(style(primaryButton(root)).backgroundColor).to.equal('rgb(10, 125, 50)');
  });

  it('radius, font, surface and text colours come from the contract, and the part names reach the parts', async () => {
    const { element, root } = await calculator();
    for (const [name, value] of Object.entries({ '--crw-radius': '4px', '--crw-font': 'Georgia, serif', '--crw-surface': '#fdf6e3', '--crw-text': '#222222', '--crw-on-primary': '#000000' })) {
      element.style.setProperty(name, value);
    }
    const frame = query(root, '.crw-frame');
    expect(style(frame).borderTopLeftRadius).to.equal('4px');
    expect(style(frame).fontFamily).to.contain('Georgia');
    expect(style(frame).backgroundColor).to.equal('rgb(253, 246, 227)');
    expect(style(query(root, '.crw-title')).color).to.equal('rgb(34, 34, 34)');
    expect(style(primaryButton(root)).color).to.equal('rgb(0, 0, 0)');
    expect(frame.getAttribute('part')).to.equal('frame');
    expect(query(root, '.crw-header').getAttribute('part')).to.equal('header');
    expect(primaryButton(root).getAttribute('part')).to.equal('primary-button');
  });
});

describe('fields on a phone', () => {
  it('every field writes at 16 px or more (iOS Safari zooms into a smaller one): amounts, the method, the search, the wallet address', async () => {
    const { root } = await calculator();
    const size = (element: Element) => Number.parseFloat(style(element).fontSize);
    expect(size(amountInput(root, 'pay'))).to.be.at.least(16);
    expect(size(query(root, 'select'))).to.be.at.least(16);
    query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').click();
    expect(size(await waitFor(() => root.querySelector('dialog[open] input[type="search"]'), 'the search'))).to.be.at.least(16);
    query<HTMLButtonElement>(root, 'dialog[open] .crw-modal-header button').click();
    await proceedToWallet(root);
    expect(size(query(root, '.crw-text-input'))).to.be.at.least(16);
  });
});

describe('the theme attribute', () => {
  it('dark changes the surface and the text; light is the default', async () => {
    const light = await calculator();
    expect(surface(light.root)).to.equal('rgb(255, 255, 255)');
    // The spec's primary, #4353FF (spec 1 §9), with white words.
    expect(style(primaryButton(light.root)).backgroundColor).to.equal('rgb(67, 83, 255)');
    expect(style(primaryButton(light.root)).color).to.equal('rgb(255, 255, 255)');
    light.remove();
    const { root } = await calculator({ theme: 'dark' });
    expect(surface(root)).to.equal('rgb(23, 25, 31)');
    expect(style(query(root, '.crw-title')).color).to.equal('rgb(236, 238, 244)');
    // Placeholders in the secondary text colour (8:1 here), not the browser's grey (3.8:1 on this surface).
    // WebKit computes no style for ::placeholder (it answers the field's own): checked in the others.
    const field = amountInput(root, 'pay');
    const placeholder = getComputedStyle(field, '::placeholder').color;
    if (placeholder !== style(field).color) expect(placeholder).to.equal('rgb(169, 173, 189)');
  });

  it('changing the theme keeps the customer where they were, with what they typed (no restart)', async () => {
    const { element, root, events } = await calculator();
    typeInto(amountInput(root, 'pay'), '250');
    await waitFor(() => button(root, 'Buy for').textContent === 'Buy for 250 USD', 'the typed amount');
    element.setAttribute('theme', 'dark');
    await waitFor(() => surface(root) === 'rgb(23, 25, 31)', 'dark');
    element.style.setProperty('--crw-primary', '#0a7d32');
    element.setAttribute('theme', 'light');
    await waitFor(() => surface(root) === 'rgb(255, 255, 255)', 'light');
    expect(amountInput(root, 'pay').value).to.equal('250');
    expect(events.filter((event) => event.type === 'load' && event.channel === 'dom')).to.have.length(1);
  });

  it('a theme that is not one stops start-up naming the attribute', async () => {
    const { root } = mountElement({ theme: 'purple' });
    await waitForText(root, 'Widget initialization failed');
    expect(text(query(root, '[data-testid="error-detail"]'))).to.contain('theme');
  });

  it('the screens of a purchase start pass WCAG 2.2 AA in dark (axe)', async () => {
    await auditPurchaseStart('dark');
  });
});
