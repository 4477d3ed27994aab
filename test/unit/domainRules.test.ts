// Domain rules that the browser tests reach only through screens: a repeated order, a verification
// start, the start-up failure lines. Each in isolation, with the edge cases a screen seldom shows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_MERCHANT_DATA_BYTES } from '../../src/domain/constants';
import { kycStartBody, kycStartProblem } from '../../src/domain/kyc';
import { orderPaymentType } from '../../src/domain/orderCreation';
import { amountChange, paidByCard, repeatOrderPayload } from '../../src/domain/repeatOrder';
import { configurationProblemNames, merchantProblemLines } from '../../src/domain/startupFailure';

describe('a repeated order (Try another card, Get a new quote)', () => {
  it('is paid as the old one was: a wallet provider by its method, anything else by card', () => {
    assert.equal(orderPaymentType({ paymentProviderId: 'google_pay_pne' }), 'google_pay');
    assert.equal(orderPaymentType({ paymentProviderId: 'blik_pne' }), 'blik');
    assert.equal(orderPaymentType({ paymentProviderId: 'skrill_pne' }), 'skrill');
    assert.equal(orderPaymentType({ paymentProviderId: 'provider' }), 'card');
    assert.equal(orderPaymentType({ paymentProviderId: 'better_bro' }), 'card');
    // The QR is paid by card, but not with a card the customer typed: no card to try another of.
    assert.equal(paidByCard({ paymentProviderId: 'provider' }), true);
    assert.equal(paidByCard({ paymentProviderId: 'better_bro' }), false);
    assert.equal(paidByCard({ paymentProviderId: 'skrill_pne' }), false);
  });

  it('keeps the currencies, the wallet and what was paid, or the receive amount the merchant fixed', () => {
    const order = { fromCurrency: 'EUR', toCurrency: 'BTC', toWallet: 'bc1qexample', fromAmount: 150 };
    const merchantData = { apiKey: 'pk', signature: 'sig', payload: '{}' } as never;
    assert.deepEqual(repeatOrderPayload(order, { paymentType: 'card', merchantData, merchantToAmount: undefined }), {
      paymentType: 'card',
      fromCurrency: 'EUR',
      toCurrency: 'BTC',
      toWallet: 'bc1qexample',
      merchantData,
      fromAmount: 150,
    });
    const fixed = repeatOrderPayload(order, { paymentType: 'skrill', merchantData, merchantToAmount: 0.002 });
    assert.equal(fixed.toAmount, 0.002);
    assert.equal('fromAmount' in fixed, false);
    assert.equal(fixed.paymentType, 'skrill');
  });

  it('says what a new rate moved, both sides; nothing when nothing moved or the currencies differ', () => {
    const before = { fromAmount: 100, toAmount: 95.96, fromCurrency: 'USD', toCurrency: 'USDT-MATIC' };
    const after = { ...before, toAmount: 94.04 };
    assert.deepEqual(amountChange(before, after), { before, after });
    assert.deepEqual(amountChange(before, { ...before, fromAmount: 102 }), { before, after: { ...before, fromAmount: 102 } });
    assert.equal(amountChange(before, { ...before }), null);
    assert.equal(amountChange(before, { ...after, toCurrency: 'BTC' }), null);
    assert.equal(amountChange(before, { ...after, fromCurrency: 'EUR' }), null);
  });
});

describe('starting identity verification (spec 1 §7, §8)', () => {
  it('sends the phone and country when known, resetKYC only as asked', () => {
    const user = { phone: '+447911123456', country: { isoAlpha2: 'GB' } } as never;
    assert.deepEqual(kycStartBody(user, true), { resetKYC: true, phone: '+447911123456', countryCode: 'GB' });
    assert.deepEqual(kycStartBody(user, false), { resetKYC: false, phone: '+447911123456', countryCode: 'GB' });
    assert.deepEqual(kycStartBody({ phone: null, country: null } as never, false), { resetKYC: false });
    assert.deepEqual(kycStartBody(null, false), { resetKYC: false });
  });

  it('a refused start says why by its code, anything else that it could not start', () => {
    assert.equal(kycStartProblem('WRONG_PHONE_COUNTRY_CODE'), 'kyc.wrongPhoneCountryCode');
    assert.equal(kycStartProblem('UNSUPPORTED_COUNTRY'), 'kyc.unsupportedCountry');
    assert.equal(kycStartProblem('unknown_error'), 'kyc.failed');
    assert.equal(kycStartProblem(null), 'kyc.failed');
  });
});

describe('start-up failure lines (spec 1 §5, spec 2 §5)', () => {
  it('one line per kind of problem, in the payload order, each once', () => {
    assert.deepEqual(
      merchantProblemLines({
        signature: ['Signature does not match the payload'],
        apiKey: ['Unknown'],
        payload: ['Payload is not valid JSON'],
        'payload.(root)': ['too large'],
        'payload.toCurrency': ['Unknown currency'],
        fromAmount: ['Expected a number'],
      }),
      [
        { key: 'errors.merchantSignature' },
        { key: 'errors.merchantUnknown' },
        { key: 'errors.merchantPayload', limit: MAX_MERCHANT_DATA_BYTES },
        { key: 'errors.merchantField', field: 'toCurrency' },
        { key: 'errors.merchantField', field: 'fromAmount' },
      ],
    );
  });

  it("a page the merchant did not list gets the origin line; the sandbox's hint to the developer is no line", () => {
    assert.deepEqual(merchantProblemLines({ origin: ['Not allowed'], sandboxHint: 'the payload was signed with another key' }), [{ key: 'errors.merchantOrigin' }]);
  });

  it('a payload that is not an object of fields gives no line (the screen still says the parameters failed)', () => {
    assert.deepEqual(merchantProblemLines(null), []);
    assert.deepEqual(merchantProblemLines(['signature']), []);
    assert.deepEqual(merchantProblemLines('signature'), []);
  });

  it('names each configuration problem once, by its attribute', () => {
    assert.deepEqual(configurationProblemNames('apiUrl: Expected an https URL; theme: Expected light or dark; apiUrl: again'), ['apiUrl', 'theme']);
    assert.deepEqual(configurationProblemNames(''), []);
    assert.deepEqual(configurationProblemNames('apiUrl : not an address; lang : unknown'), ['apiUrl', 'lang']);
  });
});
