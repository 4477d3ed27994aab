import { expect } from '@open-wc/testing';
import {
  SANDBOX,
  enterMailedCode,
  proceedToWallet,
  requestCode,
  signInAs,
  submitWallet,
  button,
  freshSandboxPerTest,
  mountElement,
  query,
  text,
  waitFor,
  waitForText,
} from './helpers';

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
    expect(text(query(root, '[data-testid="ban-reasons"]'))).to.contain('The document photo is blurry');
  });

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
    const token = sessionStorage.getItem('crypto-ramp-widget:authentication_token') ?? '';
    const response = await fetch(`${SANDBOX.api}/provider/v1/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentType: 'card', fromCurrency: 'BRL', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 150 }),
    });
    const { result } = (await response.json()) as { result: { id: string } };
    localStorage.setItem('crypto-ramp-widget:w0:active-order-id:no-merchant', result.id);
    sessionStorage.removeItem('crypto-ramp-widget:w0:route');
    const again = mountElement();
    // A reserved QR order (better_bro) resumes on confirm transaction.
    await waitForText(again.root, 'Confirm your purchase');
  });
});
