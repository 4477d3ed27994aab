// Keyboard and screen-reader contracts: each modal takes the focus in, keeps Tab inside, closes on one
// Escape and gives the focus back to its opener; a new screen takes the focus on its title; the language
// menu closes on Escape and when the focus leaves it. Real key presses (sendKeys), the built element.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { button, freshSandboxPerTest, mountElement, query, toUserInfoAsVerified, typeInto, waitFor, waitForText } from './helpers';

freshSandboxPerTest();

const focused = (root: ShadowRoot) => root.activeElement as HTMLElement | null;

async function calculator() {
  const mounted = mountElement();
  await waitForText(mounted.root, 'Buy for 100 USD');
  return mounted.root;
}

describe('keyboard: modals', () => {
  it('the currency modal: focus on its search, Tab stays inside, one Escape (text typed) closes, focus back on the opener', async () => {
    const root = await calculator();
    const opener = query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the modal');
    expect(focused(root)?.getAttribute('type')).to.equal('search');
    // From the last control, Tab comes back to the first (never out to the page or the host).
    const controls = [...dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input')];
    controls[controls.length - 1]?.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(root)).to.equal(controls[0]);
    query<HTMLInputElement>(dialog, 'input[type="search"]').focus();
    await sendKeys({ type: 'pol' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('dialog[open]'), 'the modal to close on one Escape');
    expect(focused(root)).to.equal(opener);
  });

  it('the billing address modal opens on its first field, not on ×', async () => {
    const { root } = await toUserInfoAsVerified('card');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'Enter card details');
    const edit = button(root, 'Edit');
    edit.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the billing modal');
    expect(focused(root)?.tagName).to.equal('SELECT');
    expect(dialog.contains(focused(root))).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('dialog[open]'), 'closed');
    expect(focused(root)).to.equal(edit);
  });
});

describe('keyboard: screens and menus', () => {
  it('a new screen takes the focus on its title', async () => {
    const root = await calculator();
    button(root, 'Buy for 100 USD').focus();
    await sendKeys({ press: 'Enter' });
    await waitForText(root, 'Confirm and proceed');
    await waitFor(() => focused(root)?.tagName === 'H1', 'the focus on the new title');
    expect(focused(root)?.textContent).to.equal('Wallet address');
  });

  it('arrowing through the payment methods switches nothing until the choice is committed, then says so', async () => {
    const root = await calculator();
    const select = query<HTMLSelectElement>(root, 'select');
    select.focus();
    await sendKeys({ press: 'ArrowDown' }); // Google Pay → BLIK, which only PLN supports
    await waitFor(() => select.value === 'blik', 'BLIK highlighted');
    expect(button(root, 'Buy for').textContent).to.equal('Buy for 100 USD');
    await sendKeys({ press: 'Tab' }); // leaving the field commits the choice
    await waitForText(root, 'Buy for 100 PLN');
    expect(query(root, '[data-testid="pay-currency-switched"]').textContent).to.equal('BLIK is paid in PLN: the amount is now in PLN.');
  });

  it('the first screen never takes the focus from the host page', async () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await calculator();
    expect(document.activeElement).to.equal(input);
    input.remove();
  });

  it('the language menu closes on Escape and when the focus leaves it', async () => {
    const root = await calculator();
    const menuButton = query<HTMLButtonElement>(root, '.crw-lang-button');
    expect(menuButton.getAttribute('aria-label')).to.equal('Language: EN');
    menuButton.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root.querySelector('.crw-lang-list'), 'the menu');
    await sendKeys({ press: 'Tab' }); // into the menu
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('.crw-lang-list'), 'closed on Escape');
    menuButton.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root.querySelector('.crw-lang-list'), 'the menu again');
    typeInto(query<HTMLInputElement>(root, '[data-testid="pay-field"] input'), '120');
    query<HTMLInputElement>(root, '[data-testid="pay-field"] input').focus();
    await waitFor(() => !root.querySelector('.crw-lang-list'), 'closed when the focus left');
  });
});
