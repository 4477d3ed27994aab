import { expect } from '@open-wc/testing';
import {
  type Mounted,
  chooseLanguage,
  enterMailedCode,
  proceedToWallet,
  requestCode,
  signInAs,
  submitWallet,
  SANDBOX,
  TOKEN_KEY,
  button,
  control,
  freshSandboxPerTest,
  inputLabelled,
  latestCode,
  mountElement,
  mountSigned,
  query,
  startOn,
  text,
  typeInto,
  uniqueEmail,
  waitFor,
  waitForText,
} from './helpers';
import { ROUTES } from '../../src/domain/routes';

freshSandboxPerTest();

const IMPLICIT = 'ab'.repeat(32);

async function chooseReceive(root: ShadowRoot, ticker: string) {
  query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').click();
  const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'modal');
  query<HTMLButtonElement>(dialog, `[data-ticker="${ticker}"]`).click();
  await waitFor(() => !root.querySelector('dialog'), 'modal closed');
}

/** From a fresh widget to the wallet step for `ticker`. */
async function toWalletStep(ticker = 'USDT-MATIC', attributes: Record<string, string> = {}): Promise<Mounted> {
  const mounted = mountElement(attributes);
  await waitForText(mounted.root, 'Buy for 100 USD');
  if (ticker !== 'USDT-MATIC') await chooseReceive(mounted.root, ticker);
  await proceedToWallet(mounted.root);
  return mounted;
}

async function toLogin(): Promise<Mounted> {
  const mounted = await toWalletStep();
  submitWallet(mounted.root);
  await waitForText(mounted.root, 'we will send you a one-time code');
  return mounted;
}

/** On the code step of a new e-mail: the code it was sent, and one that is not it. */
async function toCodeStep(): Promise<{ root: ShadowRoot; code: string; wrong: string }> {
  const { root } = await toLogin();
  const email = uniqueEmail();
  await requestCode(root, email);
  const code = await latestCode(email);
  return { root, code, wrong: code === '000000' ? '111111' : '000000' };
}

describe('wallet address', () => {
  it('validates only after the first attempt, then on every change', async () => {
    const { root } = await toWalletStep();
    const input = inputLabelled(root, 'Your USDT wallet address (Polygon)');
    typeInto(input, '0x123');
    expect(text(root)).not.to.contain('Address is not valid');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'Address is not valid');
    typeInto(input, '');
    await waitForText(root, 'Enter your wallet address');
    typeInto(input, '0x1111111111111111111111111111111111111111');
    await waitFor(() => !text(root).includes('Enter your wallet address'), 'error cleared as typed');
  });

  it('NEAR: lowercased as typed, no network in the label, checked on chain, unknown accounts refused', async () => {
    const { root } = await toWalletStep('NEAR');
    const input = inputLabelled(root, 'Your NEAR wallet address');
    expect(text(query(root, 'label'))).to.equal('Your NEAR wallet address');
    typeInto(input, 'Nobody-Here.NEAR');
    expect(input.value).to.equal('nobody-here.near');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'Verifying address');
    await waitForText(root, 'Address does not exist');
    typeInto(input, 'Alice.near');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'we will send you a one-time code');
    const requests = (await control('requests')) as { path: string }[];
    expect(requests.some((r) => r.path === 'customers/sign-up')).to.equal(false);
  });

  for (const address of [IMPLICIT, `${'z'.repeat(30)}.${'y-'.repeat(16)}_`]) {
    it(`NEAR: a 64-character address the chain does not know is accepted (${address.slice(0, 8)}…: lowercase letters, digits, - _ .)`, async () => {
      const { root } = await toWalletStep('NEAR');
      typeInto(inputLabelled(root, 'Your NEAR wallet address'), address);
      button(root, 'Confirm and proceed').click();
      await waitForText(root, 'we will send you a one-time code');
    });
  }

  it('NEAR wallet selector: modules, deprecated disabled, errors for 3 s, sign in fills the address, a new address signs out', async () => {
    const { root } = await toWalletStep('NEAR');
    // The selector (the real @near-wallet-selector/core, with the sandbox's offline wallets) loads on demand.
    await waitForText(root, 'Connect NEAR wallet');
    button(root, 'Connect NEAR wallet').click();
    const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'wallet modal');
    const item = (name: string) => [...dialog.querySelectorAll<HTMLButtonElement>('button.crw-currency-item')].find((b) => text(b).includes(name));
    expect(item('Legacy Wallet')?.disabled).to.equal(true);
    expect(text(item('Legacy Wallet') as HTMLElement)).to.contain('No longer supported');
    item('Unreachable Wallet')?.click();
    await waitForText(dialog, 'Could not connect to the wallet. Please try again.');
    // The wallet's own (English, technical) text is not the customer's.
    expect(text(dialog)).not.to.contain('The wallet did not answer');
    await waitFor(() => !text(dialog).includes('Could not connect'), 'the error goes after 3 s', 5_000);
    item('Sandbox Wallet')?.click();
    await waitForText(root, 'Connected as alice.near');
    expect(root.querySelector('dialog[open]')).to.equal(null);
    expect(inputLabelled(root, 'Your NEAR wallet address').value).to.equal('alice.near');
    typeInto(inputLabelled(root, 'Your NEAR wallet address'), 'bob.near');
    await waitForText(root, 'Connect NEAR wallet');
  });

  it("production offers maintained wallets through the real selector (MyNearWallet, HOT), its state under the widget's own keys", async () => {
    const { root } = await toWalletStep('NEAR', { environment: 'production' });
    await waitForText(root, 'Connect NEAR wallet', 12_000);
    button(root, 'Connect NEAR wallet').click();
    const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'wallet modal');
    const names = [...dialog.querySelectorAll('.crw-currency-name')].map((name) => name.textContent);
    expect(names).to.include.members(['MyNearWallet', 'HOT Wallet']);
    expect(names).not.to.include('Sandbox Wallet');
    // Nothing under the host page's bare keys: the selector's storage is the widget's. (The prefix spelt out:
    // what the host page's storage holds is the point.)
    expect(Object.keys(localStorage).filter((key) => !key.startsWith('crypto-ramp-widget:'))).to.deep.equal([]);
  });

  it('no wallet selector for other networks', async () => {
    const { root } = await toWalletStep();
    expect(text(root)).not.to.contain('Connect NEAR wallet');
  });

  it('a wallet fixed by the merchant is read-only', async () => {
    const mounted = await mountSigned({ toCurrency: 'NEAR', toWallet: 'alice.near' });
    await waitForText(mounted.root, 'Buy for');
    button(mounted.root, 'Buy for').click();
    await waitForText(mounted.root, 'Confirm and proceed');
    const input = inputLabelled(mounted.root, 'Your NEAR wallet address');
    expect(input.value).to.equal('alice.near');
    expect(input.readOnly && input.disabled).to.equal(true);
  });

  it('keeps the typed address across a reload', async () => {
    const mounted = await toWalletStep();
    typeInto(inputLabelled(mounted.root, 'wallet address'), '0x2222222222222222222222222222222222222222');
    mounted.remove();
    const again = mountElement();
    await waitForText(again.root, 'Confirm and proceed');
    expect(inputLabelled(again.root, 'wallet address').value).to.equal('0x2222222222222222222222222222222222222222');
  });
});

describe('the address safety net (issue 45)', () => {
  it('an address of another network is refused naming both, and one tap buys the same coin on its network', async () => {
    const { root } = await toWalletStep();
    typeInto(inputLabelled(root, 'Your USDT wallet address (Polygon)'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'This is a Tron address, but your USDT is sent on Polygon.');
    button(root, 'Buy USDT on TRC20 instead').click();
    // The label names the new network, the address passes, and focus is back on it.
    const input = await waitFor(() => root.querySelector<HTMLInputElement>('input[aria-invalid="false"]'), 'the address accepted');
    expect(inputLabelled(root, 'Your USDT wallet address (TRC20)')).to.equal(input);
    expect(root.activeElement).to.equal(input);
    expect(text(root)).not.to.contain('Buy USDT on TRC20 instead');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'we will send you a one-time code');
  });

  it('an EVM address whose mixed case breaks its checksum is refused; all lower case goes on', async () => {
    const { root } = await toWalletStep();
    const input = inputLabelled(root, 'wallet address');
    typeInto(input, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'One character of this address is wrong.');
    typeInto(input, '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'we will send you a one-time code');
  });
});

describe('login', () => {
  /** A share token for this e-mail, as the backend issues one to the demo shop's server. */
  async function shareTokenFor(email: string): Promise<string> {
    return ((await control('share-token', { email })) as { shareToken: string }).shareToken;
  }

  it('Back from login goes to root when the merchant fixed the wallet and the amount (nothing to change on the wallet step)', async () => {
    const { root } = await mountSigned({ toCurrency: 'USDT-MATIC', toAmount: 50, toWallet: '0x1111111111111111111111111111111111111111' });
    await proceedToWallet(root);
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'we will send you a one-time code');
    button(root, 'Back').click();
    await waitFor(() => button(root, 'Buy for'), 'the calculator');
    expect(text(root)).not.to.contain('Confirm and proceed');
  });

  it('a merchant vouching for the e-mail with a share token signs the customer in at start-up, without a code (sign-in-without-confirmation)', async () => {
    const email = 'kyc-complete@sandbox.test';
    const { root } = await mountSigned({ email, shareToken: await shareTokenFor(email) });
    // Presented at once (it lives minutes, any presentation spends it): before the customer does anything.
    await waitFor(() => button(root, 'Buy for'), 'the calculator');
    const presented = ((await control('requests')) as { path: string }[]).map((r) => r.path);
    expect(presented).to.include('customers/sign-in-without-confirmation');
    await proceedToWallet(root);
    submitWallet(root);
    await waitForText(root, 'Check your details');
    const paths = ((await control('requests')) as { path: string }[]).map((r) => r.path);
    expect(paths.filter((path) => path === 'customers/sign-in-without-confirmation')).to.have.length(1);
    expect(paths).not.to.include('customers/sign-up');
  });

  it('a share token meets a customer already signed in: their session stays, the token is not presented', async () => {
    await signInAs('kyc-complete@sandbox.test');
    const email = 'someone-else@example.com';
    const { root } = await mountSigned({ email, shareToken: await shareTokenFor(email) });
    await waitFor(() => button(root, 'Buy for'), 'the calculator');
    const paths = ((await control('requests')) as { path: string }[]).map((r) => r.path);
    expect(paths).to.include('customers/current');
    expect(paths).not.to.include('customers/sign-in-without-confirmation');
  });

  it('a share token that does not hold: the code login as usual', async () => {
    const { root } = await mountSigned({ email: 'kyc-complete@sandbox.test', shareToken: 'ab'.repeat(32) });
    await proceedToWallet(root);
    submitWallet(root);
    await waitForText(root, 'we will send you a one-time code');
  });

  it('a new customer signs in with the code from the mailbox and goes on to light KYC (Your details)', async () => {
    const { root } = await toLogin();
    const email = uniqueEmail();
    await requestCode(root, email);
    const code = await latestCode(email);
    // Non-digits are stripped; the sixth digit submits by itself.
    typeInto(inputLabelled(root, 'Confirmation code'), `${code.slice(0, 3)} - ${code.slice(3)}`);
    await waitForText(root, 'Your details');
  });

  it('five wrong codes spend the code: said in words, and a new code can be asked for at once', async () => {
    const { root } = await toLogin();
    const email = uniqueEmail('tries');
    await requestCode(root, email);
    const right = await latestCode(email);
    const wrong = right === '000000' ? '111111' : '000000';
    const field = () => inputLabelled(root, 'Confirmation code');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Each try once the last one is answered: the field is open and empty again.
      await waitFor(() => !field().readOnly && field().value === '', `the field ready for try ${attempt}`);
      typeInto(field(), wrong);
      await waitFor(() => field().readOnly || field().value === '', `try ${attempt} sent`);
    }
    await waitForText(root, 'Too many wrong codes: this one no longer works. Send a new code below.');
    await waitFor(() => !button(root, 'Send a new code').disabled, 'Send a new code enabled');
  });

  it('a client spraying guesses is held back: the code step says to try later, and a right code waits too', async () => {
    const { root } = await toLogin();
    const email = uniqueEmail('sprayed');
    await requestCode(root, email);
    const right = await latestCode(email);
    // Ten failed attempts for this e-mail (two codes' worth) from this client, straight at the backend with
    // a merchant's launch (attempts without one count for the client's address only).
    const launch = await control('sign', { apiKey: 'pk_sandbox_demo_shop', payload: '{}' });
    for (let i = 0; i < 10; i += 1) {
      await fetch(`${SANDBOX.api}/provider/v1/customers/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'X-Merchant-Data': JSON.stringify(launch) },
        body: JSON.stringify({ email, password: right === '000000' ? '111111' : '000000' }),
      });
    }
    typeInto(inputLabelled(root, 'Confirmation code'), right);
    await waitForText(root, 'Too many sign-in attempts. Please try again later');
    expect(text(root)).not.to.contain('Your details');
  });

  it("sign-up sends the refcode from the page's query string", async () => {
    const url = window.location.href;
    history.replaceState(null, '', `${window.location.pathname}?refcode=partner-42`);
    try {
      const { root } = await toLogin();
      const email = uniqueEmail('referred');
      await requestCode(root, email);
      const customer = (await control(`customer/${encodeURIComponent(email)}`)) as { refcode: string | null };
      expect(customer.refcode).to.equal('partner-42');
    } finally {
      history.replaceState(null, '', url);
    }
  });

  it('requires a valid e-mail and the terms', async () => {
    const { root } = await toLogin();
    typeInto(inputLabelled(root, 'E-mail'), 'not-an-email');
    button(root, 'Proceed').click();
    await waitForText(root, 'Enter a valid e-mail');
    expect(text(root)).to.contain('You should agree with our terms');
  });

  it('a wrong code shows the server message and lets the customer try again', async () => {
    const { root, code, wrong } = await toCodeStep();
    inputLabelled(root, 'Confirmation code').focus();
    typeInto(inputLabelled(root, 'Confirmation code'), wrong);
    await waitForText(root, 'The code is wrong or has expired');
    // The focus stays in the field (it is read-only while checked, never disabled): type again at once.
    expect(root.activeElement).to.equal(inputLabelled(root, 'Confirmation code'));
    typeInto(inputLabelled(root, 'Confirmation code'), code);
    await waitForText(root, 'Your details');
  });

  it('issue 46: a wrong code in a language the backend does not speak shows our words, and the backend’s in one it does', async () => {
    const { root, wrong } = await toCodeStep();
    const codeField = () => query<HTMLInputElement>(root, 'input[autocomplete="one-time-code"]');
    // French is not in the backend's list: it answers in English ('The code is wrong or has expired'), and the
    // customer reads our French.
    await chooseLanguage(root, 'Français');
    await waitForText(root, 'Code de confirmation');
    typeInto(codeField(), wrong);
    await waitForText(root, 'Ce code est erroné ou a expiré.');
    expect(text(root)).not.to.contain('The code is wrong or has expired');
    // Spanish is: the backend's own Spanish words stay.
    await chooseLanguage(root, 'Español');
    await waitForText(root, 'Código de confirmación');
    typeInto(codeField(), '');
    typeInto(codeField(), wrong);
    await waitForText(root, 'El código es incorrecto o ha caducado');
  });

  it('counts down to the resend, then sends a new code', async () => {
    await control('code-interval', { ms: 2_000 });
    const { root } = await toLogin();
    const email = uniqueEmail();
    await requestCode(root, email);
    await latestCode(email);
    await waitFor(() => /Send a new code in [12] s/.test(text(root)), 'countdown');
    expect(button(root, 'Send a new code').disabled).to.equal(true);
    await waitFor(() => !button(root, 'Send a new code').disabled, 'resend enabled', 5_000);
    button(root, 'Send a new code').click();
    await waitForText(root, 'A new code has been sent.');
    // A success alert (spec 2: alert types danger, warning, success and info).
    const notice = [...root.querySelectorAll<HTMLElement>('.crw-alert')].find((n) => text(n) === 'A new code has been sent.');
    // The success colour (#146c3a) tinting the surface at 10 %: about rgb(232, 240, 235).
    const channels = rgbOf(notice ? getComputedStyle(notice).backgroundColor : 'transparent');
    const expected = [232, 240, 235];
    expect(channels.map((channel, i) => Math.abs(channel - (expected[i] ?? 0)) <= 1)).to.deep.equal([true, true, true], `rgb(${channels.join(', ')})`);
    const mailbox = (await control(`mailbox/${encodeURIComponent(email)}`)) as { codes: string[] };
    expect(mailbox.codes).to.have.length(2);
  });

  it('the resend countdown ends in an enabled button even when the screen re-renders in its last second', async () => {
    await control('code-interval', { ms: 2_000 });
    const { root } = await toLogin();
    const email = uniqueEmail();
    await requestCode(root, email);
    await waitFor(() => /Send a new code in [12] s/.test(text(root)), 'countdown');
    // The customer types while the countdown runs out: a render between its end and the next tick of its
    // timer once stopped the timer one tick short, leaving "Send a new code in 1 s" disabled for good.
    const field = inputLabelled(root, 'Confirmation code');
    let digits = '';
    await waitFor(
      () => {
        digits = digits === '' ? '1' : '';
        typeInto(field, digits);
        return !button(root, 'Send a new code').disabled;
      },
      () => `resend enabled (it reads "${text(button(root, 'Send a new code'))}")`,
      6_000,
    );
    expect(text(button(root, 'Send a new code'))).to.equal('Send a new code');
  });

  it("asking again too early says when the next code can come", async () => {
    const email = uniqueEmail();
    const first = await toLogin();
    await requestCode(first.root, email);
    first.remove();
    // Another visitor (same e-mail, other browser): nothing stored.
    sessionStorage.clear();
    localStorage.clear();
    const { root } = await toLogin();
    await requestCode(root, email);
    await waitFor(() => /Too many codes\. Next code can be issued in \d+ seconds/.test(text(root)), 'too early notice');
  });

  it('a 429 on sign-up counts as sent', async () => {
    await control('fail', { path: 'customers/sign-up', status: 429, code: 'api_client_error', message: 'Too Many Requests' });
    const { root } = await toLogin();
    await requestCode(root, uniqueEmail());
  });

  it('stays on the code step after a reload', async () => {
    const mounted = await toLogin();
    const email = uniqueEmail();
    await requestCode(mounted.root, email);
    mounted.remove();
    const again = mountElement();
    await waitForText(again.root, `We sent a 6-digit code to ${email}`);
    await enterMailedCode(again.root, email);
    await waitForText(again.root, 'Your details');
  });

  it('a returning customer with complete KYC goes from the wallet straight to user info', async () => {
    const email = 'kyc-complete@sandbox.test';
    const { root } = await toLogin();
    await requestCode(root, email);
    await enterMailedCode(root, email);
    await waitForText(root, 'Check your details');
  });

  it('a signed-in customer whose KYC is not complete is welcomed back after the wallet step', async () => {
    await signInAs(uniqueEmail('returning'));
    const mounted = await toWalletStep();
    submitWallet(mounted.root);
    await waitForText(mounted.root, 'Welcome back');
    expect(text(mounted.root)).to.contain('You are signed in as returning-');
    button(mounted.root, 'Proceed').click();
    await waitForText(mounted.root, 'Your details');
  });

  it('log out on welcome back clears the session and returns to the calculator', async () => {
    await signInAs(uniqueEmail('leaving'));
    const mounted = await toWalletStep();
    submitWallet(mounted.root);
    await waitForText(mounted.root, 'Welcome back');
    button(mounted.root, 'Log out').click();
    await waitForText(mounted.root, 'Buy for');
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
  });

  it('the merchant gave the e-mail: no log out on welcome back', async () => {
    const email = uniqueEmail('merchant-given');
    await signInAs(email);
    const mounted = await mountSigned({ email });
    await proceedToWallet(mounted.root);
    submitWallet(mounted.root);
    await waitForText(mounted.root, 'Welcome back');
    expect(text(mounted.root)).not.to.contain('Log out');
  });

  it('visitors cannot open a signed-in screen', async () => {
    startOn(ROUTES.userInfo);
    const mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
  });
});

/** A CSS colour as 0–255 channels (the browser writes a color-mix() result as `color(srgb …)`). */
function rgbOf(color: string): number[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
}
