// Keyboard and screen-reader contracts: each modal takes the focus in, keeps Tab inside, closes on one
// Escape and gives the focus back to its opener; a new screen takes the focus on its title; the language
// menu closes on Escape and when the focus leaves it. Real key presses (sendKeys), the built element.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  button,
  calculator,
  check,
  control,
  freshSandboxPerTest,
  inputLabelled,
  labelled,
  mountElement,
  proceedToWallet,
  query,
  submitWallet,
  toCardDetails,
  toUserInfoAsVerified,
  typeInto,
  typeIntoVault,
  uniqueEmail,
  waitFor,
  waitForText,
} from './helpers';

freshSandboxPerTest();

const focused = (root: ShadowRoot) => root.activeElement as HTMLElement | null;

/** The polite live regions on screen now. */
const liveRegions = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role="status"]')];

/**
 * `words` were said: they are in a live region that was already on the page (in `before`, taken before
 * the action), which is what makes a screen reader read them (a region inserted with its words often is not).
 */
async function said(before: HTMLElement[], words: string) {
  await waitFor(
    () => before.some((region) => region.isConnected && (region.textContent ?? '').includes(words)),
    () => `"${words}" in a live region that was there before (regions: ${before.map((r) => JSON.stringify(r.textContent)).join(', ')})`,
  );
}

/** From the calculator to the sign-in's e-mail step, a new customer's e-mail typed and the terms ticked. */
async function emailFilledIn(prefix: string): Promise<ShadowRoot> {
  const { root } = await calculator();
  await proceedToWallet(root);
  submitWallet(root);
  await waitForText(root, 'Sign in');
  typeInto(inputLabelled(root, 'E-mail'), uniqueEmail(prefix));
  check(query<HTMLInputElement>(root, '.crw-check input'));
  return root;
}

/** Presses Enter on `target` as a keyboard user does, and waits for the screen that follows. */
async function pressEnterOn(root: ShadowRoot, target: HTMLElement, then: string) {
  target.focus();
  // After typing into a vault field the keys went to its frame (another process): the browser learns of
  // the focus's move back to the page a frame or so later, and a key sent before then still reaches the
  // frame. A key that did not reach the button leaves it focused on the same screen: it is pressed again.
  for (let attempt = 0; ; attempt++) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await sendKeys({ press: 'Enter' });
    const arrived = await waitForText(root, then, 3_000).then(
      () => true,
      () => false,
    );
    if (arrived) return;
    // Moved on (a slow screen on its way), or tried enough: only waiting is left.
    if (attempt === 2 || focused(root) !== target) {
      await waitForText(root, then);
      return;
    }
  }
}

/** The focus is on the step's title (never dropped to the page's body). */
async function focusOnTitle(root: ShadowRoot, title: string) {
  await waitFor(() => focused(root)?.tagName === 'H1', () => `the focus on the title "${title}" (it is on ${focused(root)?.outerHTML.slice(0, 80) ?? document.activeElement?.tagName})`);
  expect(focused(root)?.textContent).to.equal(title);
}

describe('keyboard: modals', () => {
  it('the currency modal: focus on its search, Tab stays inside, one Escape (text typed) closes, focus back on the opener', async () => {
    const { root } = await calculator();
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

  it('the currency search says "Nothing found", and the list keeps its height inside the widget while a search is typed', async () => {
    const mounted = mountElement();
    const { root, element } = mounted;
    await waitForText(root, 'Buy for 100 USD');
    query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').click();
    const dialog = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the modal');
    const before = dialog.getBoundingClientRect();
    // Inside the widget's box, never the host page's.
    const widget = element.getBoundingClientRect();
    expect(before.left >= widget.left && before.right <= widget.right && before.top >= widget.top && before.bottom <= widget.bottom, 'the list inside the widget').to.equal(true);
    const regions = liveRegions(dialog);
    await sendKeys({ type: 'zzz' });
    await said(regions, 'Nothing found');
    expect(Math.round(dialog.getBoundingClientRect().height)).to.equal(Math.round(before.height));
    // The rest of the widget is out of reach while the list is open.
    expect(query(root, '.crw-body').closest('[inert]') !== null, 'the screen under the list is inert').to.equal(true);
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
    const { root } = await calculator();
    button(root, 'Buy for 100 USD').focus();
    await sendKeys({ press: 'Enter' });
    await waitForText(root, 'Confirm and proceed');
    await waitFor(() => focused(root)?.tagName === 'H1', 'the focus on the new title');
    expect(focused(root)?.textContent).to.equal('Wallet address');
  });

  it('arrowing through the payment methods switches nothing until the choice is committed, then says so', async () => {
    const { root } = await calculator();
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

  it('the sign-in code step takes the focus on its title, and says the code was sent', async () => {
    const root = await emailFilledIn('focus');
    const regions = liveRegions(root);
    await pressEnterOn(root, button(root, 'Proceed'), 'We sent a 6-digit code');
    await focusOnTitle(root, 'Sign in');
    await said(regions, 'We sent a 6-digit code');
  });

  it('"Send a new code" leaves the focus in the code field and says the new code was sent', async () => {
    await control('code-interval', { ms: 1_000 });
    const root = await emailFilledIn('resend');
    button(root, 'Proceed').click();
    await waitForText(root, 'We sent a 6-digit code');
    const resend = await waitFor(() => !button(root, 'Send a new code').disabled && button(root, 'Send a new code'), 'resend enabled', 5_000);
    resend.focus();
    const regions = liveRegions(root);
    await sendKeys({ press: 'Enter' });
    await waitForText(root, 'A new code has been sent.');
    // (Elements compared as a boolean: a failing comparison of two DOM nodes would print them whole.)
    expect(focused(root) === inputLabelled(root, 'Confirmation code'), 'the focus in the code field').to.equal(true);
    await said(regions, 'A new code has been sent.');
  });

  it('a saved card: Select card (its security code in place) → Confirm transaction, each taking the focus on its title', async () => {
    await control('cards', { email: 'kyc-complete@sandbox.test', number: '4242424242424242' });
    const { root } = await toUserInfoAsVerified('card');
    await pressEnterOn(root, button(root, 'Confirm and proceed'), 'Select card');
    await focusOnTitle(root, 'Select card');
    await typeIntoVault(root, 'cvv', '123');
    await pressEnterOn(root, button(root, 'Proceed'), 'Confirm transaction');
    await focusOnTitle(root, 'Confirm transaction');
  });

  it('a field reached by keyboard scrolls clear of the main button that holds at the bottom edge (WCAG 2.4.11)', async () => {
    const { root } = await toCardDetails();
    window.scrollTo(0, 0);
    const save = labelled<HTMLInputElement>(root, 'Save card for future payments');
    const proceed = button(root, 'Proceed');
    // The screen is taller than the window: the button holds at its bottom edge, the checkbox under it.
    expect(proceed.getBoundingClientRect().bottom).to.be.at.most(window.innerHeight);
    save.focus();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(save.getBoundingClientRect().bottom, 'the focused checkbox above the button').to.be.at.most(proceed.getBoundingClientRect().top);
  });

  it('the language menu closes on Escape and when the focus leaves it', async () => {
    const { root } = await calculator();
    const menuButton = query<HTMLButtonElement>(root, '.crw-lang-button');
    expect(menuButton.getAttribute('aria-label')).to.equal('Language: EN');
    menuButton.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root.querySelector('.crw-lang-list'), 'the menu');
    await sendKeys({ press: 'Tab' }); // into the menu
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !root.querySelector('.crw-lang-list'), 'closed on Escape');
    expect(focused(root) === menuButton, 'the focus back on the menu button').to.equal(true);
    menuButton.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root.querySelector('.crw-lang-list'), 'the menu again');
    typeInto(query<HTMLInputElement>(root, '[data-testid="pay-field"] input'), '120');
    query<HTMLInputElement>(root, '[data-testid="pay-field"] input').focus();
    await waitFor(() => !root.querySelector('.crw-lang-list'), 'closed when the focus left');
  });

  it('the language menu lists the other languages by their own names; choosing one gives the focus back to the menu', async () => {
    const { root } = await calculator();
    const menuButton = query<HTMLButtonElement>(root, '.crw-lang-button');
    menuButton.focus();
    await sendKeys({ press: 'Enter' });
    const list = await waitFor(() => root.querySelector('.crw-lang-list'), 'the menu');
    expect([...list.querySelectorAll('button')].map((b) => `${b.lang} ${b.textContent}`)).to.deep.equal([
      'es Español', 'pt Português', 'fr Français', 'de Deutsch', 'it Italiano', 'tr Türkçe', 'pl Polski', 'uk Українська', 'id Indonesia', 'vi Tiếng Việt', 'ar العربية',
    ]);
    button(list, 'Español').focus();
    await sendKeys({ press: 'Enter' });
    await waitForText(root, 'Comprar por 100 USD');
    expect(focused(root) === query(root, '.crw-lang-button'), 'the focus back on the menu button').to.equal(true);
    expect(query(root, '.crw-lang-button').textContent).to.equal('ES');
  });
});
