import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { confirmationCodeFrom, isValidEmail, secondsUntil } from '../../src/domain/login';
import { afterLoginDestination, backFromPayment, banReasons, destinationAfterWallet, initialRouteChoice, kycWaitingDestination } from '../../src/domain/routing';
import {
  UnknownValidatorError,
  isAddressFormatValid,
  nearAddressAccepted,
  networkForLabel,
  normalizeTypedAddress,
  validatorFor,
} from '../../src/domain/walletAddress';
import type { User } from '../../src/domain/entities';

type Status = User['kyc']['status'];
const user = (status: Status, extra: Partial<Pick<User, 'isBlocked' | 'hasCompleteOrders'>> = {}) => ({
  kyc: { status },
  isBlocked: false,
  hasCompleteOrders: true,
  ...extra,
});

describe('back from the payment screens (spec 1 §4)', () => {
  it('light KYC when the status is Light, else user info', () => {
    assert.equal(backFromPayment(user('light')), '/buy/light_kyc');
    assert.equal(backFromPayment(user('complete')), '/buy/user_info');
    assert.equal(backFromPayment(null), '/buy/user_info');
  });
});

describe('after login (spec 1 §2)', () => {
  it('banned user if KYC is Reject or the user is blocked', () => {
    assert.equal(afterLoginDestination(user('reject')), '/banned_user');
    assert.equal(afterLoginDestination(user('complete', { isBlocked: true })), '/banned_user');
  });
  it('light KYC if no complete orders and status None or Light', () => {
    assert.equal(afterLoginDestination(user('none', { hasCompleteOrders: false })), '/buy/light_kyc');
    assert.equal(afterLoginDestination(user('light', { hasCompleteOrders: false })), '/buy/light_kyc');
  });
  it('KYC if None, Retry, Pending, Review or Light (with complete orders)', () => {
    for (const status of ['none', 'retry', 'pending', 'review', 'light'] as const) assert.equal(afterLoginDestination(user(status)), '/buy/kyc', status);
    assert.equal(afterLoginDestination(user('retry', { hasCompleteOrders: false })), '/buy/kyc');
  });
  it('KYC problems if Timeout or Error', () => {
    assert.equal(afterLoginDestination(user('timeout')), '/kyc_problems');
    assert.equal(afterLoginDestination(user('error', { hasCompleteOrders: false })), '/kyc_problems');
  });
  it('otherwise user info', () => {
    assert.equal(afterLoginDestination(user('complete')), '/buy/user_info');
  });
});

describe('after the wallet step (spec 1 §2)', () => {
  it('not signed in → login; KYC not Complete → welcome back; Complete → user info', () => {
    assert.equal(destinationAfterWallet(null), '/buy/login');
    assert.equal(destinationAfterWallet({ kyc: { status: 'pending' } }), '/buy/user_greeting');
    assert.equal(destinationAfterWallet({ kyc: { status: 'complete' } }), '/buy/user_info');
  });
});

describe('wallet address validators (spec 1 §5)', () => {
  const currency = (validationNetwork: string | null, viewedTicker: string, blockchainNetwork: string | null) => ({
    validationNetwork,
    viewedTicker,
    blockchainNetwork,
  });
  it('chosen by validation network, then viewed ticker, then blockchain network', () => {
    assert.equal(validatorFor(currency('TRON', 'USDT', 'TRC20')), 'tron');
    assert.equal(validatorFor(currency(null, 'NEAR', 'NEAR')), 'near');
    assert.equal(validatorFor(currency(null, 'USDC', 'NEAR')), 'near');
    assert.equal(validatorFor(currency(null, 'BTC', 'BTC')), 'bitcoin');
    assert.equal(validatorFor(currency(null, 'USDT', 'MATIC')), 'evm');
  });
  it("none → 'Unknown currency, can not find validator'", () => {
    assert.throws(() => validatorFor(currency(null, 'DOGE', 'DOGE')), UnknownValidatorError);
    assert.throws(() => validatorFor(currency(null, 'DOGE', 'DOGE')), /Unknown currency, can not find validator/);
  });
  it('formats: NEAR always passes; EVM, Tron and Bitcoin are checked', () => {
    assert.equal(isAddressFormatValid('near', 'anything'), true);
    assert.equal(isAddressFormatValid('evm', '0x1111111111111111111111111111111111111111'), true);
    assert.equal(isAddressFormatValid('evm', '0x123'), false);
    assert.equal(isAddressFormatValid('tron', 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC'), true);
    assert.equal(isAddressFormatValid('tron', '0x1111111111111111111111111111111111111111'), false);
    assert.equal(isAddressFormatValid('bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'), true);
    assert.equal(isAddressFormatValid('bitcoin', '1BoatSLRHtKNngkdXEeobR76b53LETtpyT'), true);
    assert.equal(isAddressFormatValid('bitcoin', 'bc1-not-an-address'), false);
  });
  it('NEAR addresses are lowercased as typed; others kept as typed', () => {
    assert.equal(normalizeTypedAddress('near', ' Alice.NEAR '), 'alice.near');
    assert.equal(normalizeTypedAddress('evm', '0xAbC'), '0xAbC');
  });
  it('a 64-character implicit NEAR address is accepted when the chain lookup fails', () => {
    assert.equal(nearAddressAccepted(false, 'ab'.repeat(32)), true);
    // The spec's fallback: 64 of lowercase letters, digits, '-', '_', '.' (not only hex).
    assert.equal(nearAddressAccepted(false, `${'z'.repeat(30)}.${'y-'.repeat(16)}_`), true);
    assert.equal(nearAddressAccepted(false, 'Z'.repeat(64)), false);
    assert.equal(nearAddressAccepted(false, 'a'.repeat(63)), false);
    assert.equal(nearAddressAccepted(false, 'nobody.near'), false);
    assert.equal(nearAddressAccepted(true, 'alice.near'), true);
  });
  it('the label names the network except for NEAR', () => {
    assert.equal(networkForLabel({ blockchainNetwork: 'NEAR', blockchainNetworkShort: 'NEAR' }), null);
    assert.equal(networkForLabel({ blockchainNetwork: 'MATIC', blockchainNetworkShort: 'Polygon' }), 'Polygon');
  });
});

describe('login rules (spec 1 §5)', () => {
  it('the code keeps digits only, at most 6', () => {
    assert.equal(confirmationCodeFrom('12a 3-45678'), '123456');
  });
  it('e-mail must be valid', () => {
    assert.equal(isValidEmail('a@b.co'), true);
    assert.equal(isValidEmail('a@b'), false);
    assert.equal(isValidEmail('ada lovelace@example.com'), false);
    assert.equal(isValidEmail('ada@example.com and more'), false);
  });
  it('the resend countdown counts whole seconds down to zero', () => {
    assert.equal(secondsUntil(10_500, 9_000), 2);
    assert.equal(secondsUntil(9_000, 10_000), 0);
  });
});

describe('initial route choice after start-up (spec 1 §4)', () => {
  const signedIn = (status: Status, isBlocked = false) => ({ kyc: { status }, isBlocked });
  const order = (paymentProviderId: string, status: string) => ({ paymentProviderId, status }) as { paymentProviderId: string; status: 'reserved' };
  it('anonymous visitors: no opinion', () => assert.equal(initialRouteChoice(null, null), null));
  it('rejected or blocked → banned user; pending, review, retry → KYC; timeout, error → KYC problems', () => {
    assert.equal(initialRouteChoice(signedIn('reject'), null), '/banned_user');
    assert.equal(initialRouteChoice(signedIn('complete', true), null), '/banned_user');
    for (const status of ['pending', 'review', 'retry'] as const) assert.equal(initialRouteChoice(signedIn(status), null), '/buy/kyc');
    for (const status of ['timeout', 'error'] as const) assert.equal(initialRouteChoice(signedIn(status), null), '/kyc_problems');
  });
  it('better_bro orders: confirm transaction unless processing_started, can_be_processed or auth_requested', () => {
    assert.equal(initialRouteChoice(signedIn('complete'), order('better_bro', 'reserved')), '/buy/confirm_transaction');
    for (const status of ['processing_started', 'can_be_processed', 'auth_requested']) {
      assert.equal(initialRouteChoice(signedIn('complete'), order('better_bro', status)), '/buy/order');
    }
  });
  it('reserved wallet-provider orders → order without card; any other order → the order screen; none → no opinion', () => {
    assert.equal(initialRouteChoice(signedIn('light'), order('blik_pne', 'reserved')), '/buy/order_without_card');
    assert.equal(initialRouteChoice(signedIn('light'), order('blik_pne', 'complete')), '/buy/order');
    assert.equal(initialRouteChoice(signedIn('complete'), null), null);
  });
});

describe('ban reasons (spec 1 §2)', () => {
  it('the block reason, otherwise the KYC reject labels', () => {
    assert.deepEqual(banReasons({ blockReason: 'Fraud', kyc: { status: 'reject', rejectLabels: { A: 'x' } } }), ['Fraud']);
    assert.deepEqual(banReasons({ blockReason: null, kyc: { status: 'reject', rejectLabels: { A: 'x', B: 'y' } } }), ['x', 'y']);
  });
});

describe('KYC waiting (spec 1 §2)', () => {
  const u = (status: Status, firstName: string | null = 'Ada') => ({ kyc: { status }, firstName });
  it('keeps waiting while Pending or Review', () => {
    assert.equal(kycWaitingDestination(u('pending')), null);
    assert.equal(kycWaitingDestination(u('review')), null);
  });
  it('Complete: light KYC without a first name, else the purchase resumes', () => {
    assert.equal(kycWaitingDestination(u('complete', null)), '/buy/light_kyc');
    // The purchase resumes: the buy model knows whether an order is being created or is active.
    assert.equal(kycWaitingDestination(u('complete')), 'resume');
  });
  it('Retry → KYC; Timeout, Error → KYC problems; Reject → banned user', () => {
    assert.equal(kycWaitingDestination(u('retry')), '/buy/kyc');
    assert.equal(kycWaitingDestination(u('timeout')), '/kyc_problems');
    assert.equal(kycWaitingDestination(u('error')), '/kyc_problems');
    assert.equal(kycWaitingDestination(u('reject')), '/banned_user');
  });
});
