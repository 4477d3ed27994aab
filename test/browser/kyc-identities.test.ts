import { expect } from '@open-wc/testing';
import {
  SANDBOX,
  TOKEN_KEY,
  activeOrderKey,
  button,
  control,
  elementKey,
  enterMailedCode,
  freshSandboxPerTest,
  mountElement,
  mountSigned,
  placeOrder,
  proceedToWallet,
  query,
  requestCode,
  signInAs,
  startOn,
  submitWallet,
  text,
  waitFor,
  waitForText,
} from './helpers';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { ROUTES } from '../../src/domain/routes';

freshSandboxPerTest();

async function loginAs(email: string): Promise<ShadowRoot> {
  const { root } = mountElement();
  return signIn(root, email);
}

async function signIn(root: ShadowRoot, email: string): Promise<ShadowRoot> {
  await proceedToWallet(root);
  submitWallet(root);
  await waitForText(root, 'we will send you a one-time code');
  await requestCode(root, email);
  await enterMailedCode(root, email);
  return root;
}

async function startSignedInAs(email: string): Promise<ShadowRoot> {
  await signInAs(email);
  return mountElement().root;
}

describe('KYC test identities after login', () => {
  it('kyc-reject: banned user, with the KYC reject labels as reasons', async () => {
    const root = await loginAs('kyc-reject@sandbox.test');
    await waitForText(root, 'Account restricted');
    // The spec's 'Sorry. You are not match our requirements', its grammar fixed.
    expect(text(root)).to.contain('Sorry. You do not meet our requirements');
    expect(text(query(root, '[data-testid="ban-reasons"]'))).to.contain('The document photo is blurry');
  });

  it('the banned screen without a customer is not shown: a visitor goes to the start (no dead end on User is empty)', async () => {
    // Reached by its address with no one signed in (a stale route after the session ended).
    startOn(ROUTES.bannedUser);
    const { root } = mountElement();
    await waitFor(() => query(root, 'h1').textContent === 'Buy crypto', 'the calculator');
    expect(text(root)).not.to.contain('Account restricted');
    expect(text(root)).not.to.contain('User is empty');
  });

  for (const [route, title] of [
    [ROUTES.buyKyc, 'Identity verification'],
    [ROUTES.userInfo, 'Check your details'],
  ] as const) {
    it(`${route} without a customer sends a visitor to the start: no spinner for a user that never comes, no 'User cannot be empty'`, async () => {
      startOn(route);
      const { root } = mountElement();
      await waitFor(() => query(root, 'h1').textContent === 'Buy crypto', 'the calculator');
      expect(text(root)).not.to.contain(title);
      expect(text(root)).not.to.contain('User cannot be empty');
    });
  }

  it('blocked: banned user, with the block reason', async () => {
    const root = await loginAs('blocked@sandbox.test');
    await waitForText(root, 'Account restricted');
    expect(text(query(root, '[data-testid="ban-reasons"]'))).to.equal('Suspicious activity on the account');
  });

  it('kyc-timeout and kyc-error: KYC problems, with support and Logout', async () => {
    for (const email of ['kyc-timeout@sandbox.test', 'kyc-error@sandbox.test']) {
      const root = await loginAs(email);
      await waitForText(root, 'Encountered KYC issues');
      button(root, 'Log out').click();
      await waitForText(root, 'Buy for 100 USD');
      sessionStorage.clear();
      localStorage.clear();
    }
  });

  it('KYC problems keeps its Logout when the merchant gave the e-mail (the screen is a dead end without it)', async () => {
    await signInAs('kyc-timeout@sandbox.test');
    const { root } = await mountSigned({ email: 'kyc-timeout@sandbox.test' });
    await waitForText(root, 'Encountered KYC issues');
    button(root, 'Log out').click();
    await waitForText(root, 'Buy for');
  });

  it('kyc-none and kyc-light without orders: light KYC', async () => {
    for (const email of ['kyc-none@sandbox.test', 'kyc-light@sandbox.test']) {
      const root = await loginAs(email);
      await waitForText(root, 'Your details');
      sessionStorage.clear();
      localStorage.clear();
    }
  });

  it('kyc-pending: full verification, with the identity provider mounted', async () => {
    const root = await loginAs('kyc-pending@sandbox.test');
    await waitForText(root, 'Identity verification');
    const frame = await waitFor(() => root.querySelector<HTMLIFrameElement>('[data-testid="identity-check"] iframe'), 'the provider frame');
    expect(frame.src.startsWith(`${SANDBOX.api}/websdk/websdk.html?_=id_`)).to.equal(true);
  });
});

describe('initial route choice for a returning customer', () => {
  it('a signed-in customer whose KYC is in review starts on verification', async () => {
    const root = await startSignedInAs('kyc-review@sandbox.test');
    await waitForText(root, 'Identity verification');
  });

  it('a rejected customer starts on the banned screen', async () => {
    const root = await startSignedInAs('kyc-reject@sandbox.test');
    await waitForText(root, 'Account restricted');
  });

  it('a customer with an active order starts on it', async () => {
    const first = mountElement();
    const root = await signIn(first.root, 'kyc-complete@sandbox.test');
    await waitForText(root, 'Check your details');
    first.remove();
    // Create an order through the API as the widget would, then come back later.
    const token = sessionStorage.getItem(TOKEN_KEY) ?? '';
    const id = await placeOrder(token, 'card', { fromCurrency: 'BRL', fromAmount: 150 });
    localStorage.setItem(activeOrderKey(), id);
    sessionStorage.removeItem(elementKey(STORAGE_KEYS.route));
    const again = mountElement();
    // A reserved QR order (better_bro) resumes on confirm transaction.
    await waitForText(again.root, 'Confirm your purchase');
  });
});

describe('starting verification (spec 1 §3 KYC start, §8 KYC error codes)', () => {
  /** A customer of this KYC status with a phone and country, signed in, on verification. */
  async function onVerification(status: string, profile: { phone: string; countryCode: string }): Promise<ShadowRoot> {
    const { token } = (await control('customers', { email: `kyc-${status}@sandbox.test`, ...profile })) as { token: string };
    sessionStorage.setItem(TOKEN_KEY, token);
    return mountElement().root;
  }

  it("sends the customer's phone and country, and resetKYC false", async () => {
    const root = await onVerification('pending', { phone: '+447911123456', countryCode: 'GB' });
    await waitFor(() => root.querySelector('[data-testid="identity-check"] iframe'), 'the provider frame');
    const customer = (await control('customer/kyc-pending%40sandbox.test')) as { kycApplicant: unknown };
    expect(customer.kycApplicant).to.deep.equal({ resetKYC: false, phone: '+447911123456', countryCode: 'GB' });
  });

  it('one access token per visit (renewed only when the provider says it expired)', async () => {
    await control('customers', { email: 'kyc-pending@sandbox.test', phone: '+447911123456', countryCode: 'GB' });
    const root = await loginAs('kyc-pending@sandbox.test');
    await waitForText(root, 'Identity verification');
    await waitFor(() => root.querySelector('[data-testid="identity-check"] iframe'), 'the provider frame');
    await waitForText(root, 'Open the verification in a new tab');
    const starts = ((await control('requests')) as { method: string; path: string }[]).filter((r) => r.method === 'POST' && r.path === 'customers/current/kyc');
    expect(starts).to.have.length(1);
    // Another language relaunches the provider's widget in it, with the same token.
    const first = query(root, '[data-testid="identity-check"] iframe');
    button(root, 'Language: EN').click();
    (await waitFor(() => root.querySelector<HTMLButtonElement>('.crw-lang-list button[lang="es"]'), 'the language menu')).click();
    await waitForText(root, 'Verificación de identidad');
    await waitFor(() => {
      const frame = root.querySelector('[data-testid="identity-check"] iframe');
      return frame !== null && frame !== first;
    }, 'the provider frame launched again');
    const startsAfter = ((await control('requests')) as { method: string; path: string }[]).filter((r) => r.method === 'POST' && r.path === 'customers/current/kyc');
    expect(startsAfter).to.have.length(1);
  });

  it('WRONG_PHONE_COUNTRY_CODE and UNSUPPORTED_COUNTRY say what is wrong', async () => {
    const wrongPhone = await onVerification('pending', { phone: '+447911123456', countryCode: 'DE' });
    await waitForText(wrongPhone, "Your phone number's country code does not match your country.");
    sessionStorage.clear();
    for (const mounted of document.querySelectorAll('crypto-ramp-widget')) mounted.remove();
    const unsupported = await onVerification('review', { phone: '+989121234567', countryCode: 'IR' });
    await waitForText(unsupported, 'Identity verification is not available for your country.');
  });

  it('unknown_error: the verification could not start; Try again starts it', async () => {
    await control('fail', { path: 'customers/current/kyc', code: 'unknown_error', status: 400, message: 'Unknown error' });
    const root = await onVerification('pending', { phone: '+447911123456', countryCode: 'GB' });
    await waitForText(root, 'We could not start the verification.');
    button(root, 'Try again').click();
    await waitFor(() => root.querySelector('[data-testid="identity-check"] iframe'), 'the provider frame');
  });

  it('a customer asked to resubmit reads what to fix (the reject labels)', async () => {
    const root = await onVerification('retry', { phone: '+447911123456', countryCode: 'GB' });
    await waitForText(root, 'Please fix this and submit again:');
    expect(text(query(root, '[data-testid="kyc-reject-labels"]'))).to.contain('The document photo is blurry');
  });
});

