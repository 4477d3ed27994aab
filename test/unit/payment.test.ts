import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { ApiError, NetworkError, TimeoutError, UnreadableReplyError } from '../../src/api/errors';
import { retryOnTransient } from '../../src/api/retry';
import { reservationCountdown } from '../../src/domain/orderDetails';
import { vaultFieldMessage, vaultRuleOf } from '../../src/domain/cardFields';
import {
  authRedirectUrl,
  authReturnUrl,
  cardFieldErrors,
  isBankAuthorizationUrl,
  limitKindFromMessage,
  pageAfterReload,
  paymentOutcome,
  routeForPaymentOutcome,
  startedDespiteTimeouts,
} from '../../src/domain/payment';
import { isPublicRoute } from '../../src/domain/routes';
import { controlClient } from '../sandboxControl';


describe('payment errors (spec 1 §4, §8)', () => {
  it('order_data_changed, country_data_changed, failed_to_detect_country_by_bin: the rate changed', () => {
    for (const code of ['order_data_changed', 'country_data_changed', 'failed_to_detect_country_by_bin'] as const) {
      assert.deepEqual(paymentOutcome(code, null, {}), { kind: 'rateChanged' });
    }
  });
  it('order_status_cannot_be_changed, order_cannot_be_processed: refetch; api client/server errors: fatal', () => {
    assert.equal(paymentOutcome('order_status_cannot_be_changed', null, {}).kind, 'refetch');
    assert.equal(paymentOutcome('order_cannot_be_processed', null, {}).kind, 'refetch');
    assert.equal(paymentOutcome('api_client_error', null, {}).kind, 'fatal');
    assert.equal(paymentOutcome('api_server_error', null, {}).kind, 'fatal');
  });
  it('every processing call timed out: an order past the payment step is followed, one still at it may be paid again', () => {
    for (const status of ['processing_started', 'can_be_processed', 'auth_requested', 'transfer_processing_started', 'complete', 'failed'] as const) {
      assert.equal(startedDespiteTimeouts({ status, paymentProviderId: 'provider' }), true, status);
    }
    for (const status of ['created', 'reserved', 'expired'] as const) {
      assert.equal(startedDespiteTimeouts({ status, paymentProviderId: 'provider' }), false, status);
    }
  });
  it('light KYC sum or must pass KYC: full verification', () => {
    assert.equal(paymentOutcome('max_sum_for_light_kyc_exceeded', null, {}).kind, 'kyc');
    assert.equal(paymentOutcome('must_pass_kyc', null, {}).kind, 'kyc');
  });
  it('a fromAmount card limit: limit reached, daily, weekly or yearly from the message', () => {
    assert.deepEqual(paymentOutcome('validation_error', null, { fromAmount: 'You reached your daily limit.' }), { kind: 'limitReached', limit: 'dailyLimitReached' });
    assert.equal(limitKindFromMessage('You reached your weekly limit.'), 'weeklyLimitReached');
    assert.equal(limitKindFromMessage('You reached your yearly limit'), 'yearlyLimitReached');
    assert.equal(limitKindFromMessage('Something else'), null);
  });
  it('card field errors go back inline, keyed by field; other validation errors are a message', () => {
    assert.deepEqual(paymentOutcome('validation_error', 'Invalid', { 'card.cvv': 'CVV code should be 3 digits', 'card.0.number': 'Card number is invalid' }), {
      kind: 'cardFields',
      fields: { cvv: 'CVV code should be 3 digits', number: 'Card number is invalid' },
    });
    assert.deepEqual(paymentOutcome('validation_error', 'Invalid', { other: 'x' }), { kind: 'message', message: 'Invalid' });
  });
  it("any other error code: the backend's words", () => {
    assert.deepEqual(paymentOutcome('no_payment_provider_can_be_used', 'No provider can take this payment', {}), { kind: 'message', message: 'No provider can take this payment' });
  });
  it('card field errors are taken only from card keys, for the fields the form has', () => {
    const errors = { 'card.cvv': 'a', 'card.10.number': 'b', 'order.card.holder': 'c', 'card.expirationDate.month': 'd', 'card.pin': 'e' };
    assert.deepEqual(cardFieldErrors(errors, ['cvv', 'number', 'holder', 'expirationDate']), { cvv: 'a', number: 'b' });
  });
});

describe('where a payment attempt sends the customer (spec 1 §4, §8)', () => {
  it('success, a fatal state or an order to read again: the order screen', () => {
    assert.equal(routeForPaymentOutcome(null), '/buy/order');
    assert.equal(routeForPaymentOutcome({ kind: 'fatal' }), '/buy/order');
    assert.equal(routeForPaymentOutcome({ kind: 'refetch' }), '/buy/order');
  });
  it('verification needed: KYC; a card limit: the limit screen', () => {
    assert.equal(routeForPaymentOutcome({ kind: 'kyc' }), '/buy/kyc');
    assert.equal(routeForPaymentOutcome({ kind: 'limitReached', limit: 'dailyLimitReached' }), '/buy/limit_reached');
  });
  it('anything else stays to say why', () => {
    for (const outcome of [{ kind: 'rateChanged' }, { kind: 'connection' }, { kind: 'message', message: 'x' }, { kind: 'cardFields', fields: {} }] as const) {
      assert.equal(routeForPaymentOutcome(outcome), null, outcome.kind);
    }
  });
});

describe('retries on timeout (spec 1 §7: up to 3 retries)', () => {
  it('retries a timeout up to 3 more times, then the last error stands', async () => {
    let calls = 0;
    await assert.rejects(
      retryOnTransient(async () => {
        calls++;
        throw new TimeoutError('x');
      }, 3),
      TimeoutError,
    );
    assert.equal(calls, 4);
  });
  it('does not retry other errors, and returns the first success', async () => {
    let calls = 0;
    await assert.rejects(retryOnTransient(async () => { calls++; throw new Error('no'); }, 3), /no/);
    assert.equal(calls, 1);
    let attempts = 0;
    assert.equal(await retryOnTransient(async () => { attempts++; if (attempts < 3) throw new TimeoutError('x'); return 'ok'; }, 3), 'ok');
    // The backend's own refusal is an answer: never sent again.
    calls = 0;
    await assert.rejects(retryOnTransient(async () => { calls++; throw new ApiError('validation_error', 'Card number is invalid', null, 400); }, 3), ApiError);
    assert.equal(calls, 1);
  });
  it('ours: a reset connection or a gateway’s page is retried as a timeout is (the same idempotency key makes it one payment)', async () => {
    let attempts = 0;
    const failures = [new NetworkError('Failed to fetch'), new UnreadableReplyError('api_server_error', 'HTTP 502', null, 502)];
    assert.equal(await retryOnTransient(async () => { const failure = failures[attempts++]; if (failure) throw failure; return 'ok'; }, 3), 'ok');
    assert.equal(attempts, 3);
  });
});

describe('reservation timer (spec 1 §2)', () => {
  it('mm:ss of what is left, blank once expired', () => {
    assert.equal(reservationCountdown(new Date(10 * 60_000 + 5_000).toISOString(), 0), '10:05');
    assert.equal(reservationCountdown(new Date(1_000).toISOString(), 1_000), '');
    assert.equal(reservationCountdown(null, 0), '');
  });
  it('counts from now, with two-digit minutes and seconds and partial seconds rounded up', () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    assert.equal(reservationCountdown('2026-03-01T12:01:05.000Z', now), '01:05');
    assert.equal(reservationCountdown('2026-03-01T12:00:09.200Z', now), '00:10');
    assert.equal(reservationCountdown('2026-03-01T11:59:00.000Z', now), '');
    assert.equal(reservationCountdown('not a date', now), '');
  });
});

describe('sandbox: idempotent processing', () => {
  let sandbox: Sandbox;
  before(async () => {
    sandbox = await startSandbox({ ports: 'any' });
  });
  after(() => sandbox.close());
  it('the same idempotency key twice is one payment with one reply, and the card is saved once', async () => {
    const control = controlClient(() => sandbox.urls.api);
    const { token } = (await control('customers', { email: 'kyc-complete@sandbox.test' })) as { token: string };
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${sandbox.urls.api}/provider/v1/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 }),
    }).then((r) => r.json() as Promise<{ result: { id: string } }>);
    const card = {
      number: '4242424242424242', expirationDate: '12/39', holder: 'ADA LOVELACE', cvv: '123', mustBeSaved: true,
      address: '221B Baker Street', city: 'London', countryCode: 'GB', postalCode: 'NW1 6XE', phone: '+447911123456',
    };
    // Through the vault's proxy, as the secure fields send it.
    const pay = () =>
      fetch(`${sandbox.urls.vault}/provider/v2/orders/${created.result.id}/processing`, {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': 'same-key' },
        body: JSON.stringify({ card: [card] }),
      }).then((r) => r.json() as Promise<{ result?: { status: string } }>);
    const [first, second] = [await pay(), await pay()];
    assert.equal(first.result?.status, 'processing_started');
    assert.deepEqual(second, first);
    const payments = (await control('payments')) as { started: number };
    assert.equal(payments.started, 1);
    const user = (await fetch(`${sandbox.urls.api}/provider/v1/customers/current`, { headers }).then((r) => r.json())) as {
      result: { cards: { last4: string; brand: string }[] };
    };
    assert.deepEqual(user.result.cards.map((c) => [c.last4, c.brand]), [['4242', 'visa']]);
  });
  it('order creation, buy and sell: the same key sent again, one after the other or side by side, is one order with the first reply', async () => {
    const control = controlClient(() => sandbox.urls.api);
    await control('reset');
    const { token } = (await control('customers', { email: 'kyc-complete@sandbox.test' })) as { token: string };
    const create = (path: string, body: unknown, key: string) =>
      fetch(`${sandbox.urls.api}/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      }).then(async (r) => ({ replayed: r.headers.get('idempotent-replayed'), body: (await r.json()) as { result: { id: string } } }));
    const buy = { paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 };
    const first = await create('provider/v1/orders', buy, 'purchase-1');
    const again = await create('provider/v1/orders', buy, 'purchase-1');
    assert.equal(again.body.result.id, first.body.result.id);
    assert.equal(again.replayed, 'true');
    const sell = { fromCurrency: 'USDT-MATIC', toCurrency: 'EUR', fromAmount: 50 };
    const [a, b] = await Promise.all([create('widget/v1/offramp/orders', sell, 'sale-1'), create('widget/v1/offramp/orders', sell, 'sale-1')]);
    assert.equal(a.body.result.id, b.body.result.id);
    assert.deepEqual(await control('orders'), { buy: 1, sell: 1, paymentsStarted: 0 });
    // Another key is another order; a backend told to ignore keys makes one per call.
    await create('provider/v1/orders', buy, 'purchase-2');
    await control('idempotency', { ignore: true });
    await create('provider/v1/orders', buy, 'purchase-2');
    assert.deepEqual(await control('orders'), { buy: 3, sell: 1, paymentsStarted: 0 });
  });
  it('CORS allows Idempotency-Key; a backend made to refuse the header leaves it out of its preflight answer', async () => {
    const control = controlClient(() => sandbox.urls.api);
    const preflight = () =>
      fetch(`${sandbox.urls.api}/provider/v1/orders`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:9', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key' },
      }).then((r) => r.headers.get('access-control-allow-headers') ?? '');
    assert.match(await preflight(), /Idempotency-Key/);
    await control('idempotency', { refuseHeader: true });
    assert.doesNotMatch(await preflight(), /Idempotency-Key/);
    await control('idempotency', {});
  });
  it('card field errors come back under the spec keys; a limit card gives the limit message', async () => {
    const control = controlClient(() => sandbox.urls.api);
    const { token } = (await control('customers', { email: 'kyc-complete@sandbox.test' })) as { token: string };
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const order = () =>
      fetch(`${sandbox.urls.api}/provider/v1/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 }),
      }).then((r) => r.json() as Promise<{ result: { id: string } }>);
    const pay = async (card: Record<string, unknown>) =>
      fetch(`${sandbox.urls.vault}/provider/v2/orders/${(await order()).result.id}/processing`, { method: 'POST', headers, body: JSON.stringify({ card: [card] }) }).then(
        (r) => r.json() as Promise<{ error?: { code: string; payload: Record<string, string[]> } }>,
      );
    const address = { address: '221B Baker Street', city: 'London', countryCode: 'GB', postalCode: 'NW1 6XE', phone: '+447911123456' };
    const bad = await pay({ number: '4242424242424241', expirationDate: '01/20', holder: '', cvv: '12', ...address, city: '' });
    assert.equal(bad.error?.code, 'validation_error');
    assert.deepEqual(Object.keys(bad.error?.payload ?? {}).sort(), ['card.city', 'card.cvv', 'card.expirationDate', 'card.holder', 'card.number']);
    const limit = await pay({ number: '4000000000005100', expirationDate: '12/39', holder: 'A B', cvv: '123', ...address });
    assert.deepEqual(limit.error?.payload, { fromAmount: ['You reached your weekly limit.'] });
  });
});

describe('provider authentication pages (spec 1 §2, spec 2 "Windows")', () => {
  it('a redirect carries where to come back as returnUrl, keeping the page\'s own query', () => {
    assert.equal(
      authRedirectUrl('https://acs.example/3ds/ab12?lang=en', 'https://widget.example/buy/order?apiKey=k'),
      'https://acs.example/3ds/ab12?lang=en&returnUrl=https%3A%2F%2Fwidget.example%2Fbuy%2Forder%3FapiKey%3Dk',
    );
  });
  it("the provider sends the page back to the order screen with the launch's id and the merchant's public key, nothing more", () => {
    assert.equal(authReturnUrl('https://widget.example', '/buy/order', 'launch-1', 'pk_1'), 'https://widget.example/buy/order?resume=launch-1&apiKey=pk_1');
    assert.equal(authReturnUrl('https://widget.example', '/buy/order', 'launch-1', null), 'https://widget.example/buy/order?resume=launch-1');
  });
  it('the order tracking pages are the public ones', () => {
    assert.equal(isPublicRoute('/orders/abc/public'), true);
    assert.equal(isPublicRoute('/buy/order'), false);
    assert.equal(isPublicRoute('/sell/orders/abc'), false);
  });
  it('a bank-authorization URL (a bank-authorization path segment) keeps its window open on completion', () => {
    assert.equal(isBankAuthorizationUrl('https://bank.example/bank-authorization/42'), true);
    assert.equal(isBankAuthorizationUrl('https://acs.example/__acs/42'), false);
    // The whole segment, not a word inside one or a part of the host.
    assert.equal(isBankAuthorizationUrl('https://acs.example/authorization/42'), false);
    assert.equal(isBankAuthorizationUrl('https://acs.example/pre-bank-authorization/42'), false);
    assert.equal(isBankAuthorizationUrl('https://bank-authorization.example/42'), false);
    assert.equal(isBankAuthorizationUrl('not a url'), false);
  });
});

describe('secure card fields (spec 2 §5: vault errors → rule names → cardValidate.*)', () => {
  it("names the rule of each of the vault's messages", () => {
    assert.deepEqual(
      [
        'is required',
        'is not a valid card number',
        'is not a valid extended card number',
        'failed the Luhn check',
        'is not a valid security code',
        'is not a valid expiration date',
        'is not a valid SSN',
        'does not match pattern',
        'does not match the other field',
        'is not a valid date',
        'something else',
      ].map(vaultRuleOf),
      [
        'required',
        'validCardNumber',
        'validCardNumberExtended',
        'luhnCheck',
        'validCardSecurityCode',
        'validCardExpirationDate',
        'validSSN',
        'regex',
        'compareValue',
        'compareDate',
        null,
      ],
    );
    assert.deepEqual(
      ['is not a valid extended card number', 'failed the Luhn check', 'must be a later date', 'values are not equal'].map(vaultRuleOf),
      ['validCardNumberExtended', 'luhnCheck', 'compareDate', 'compareValue'],
    );
  });
  it('only the security code field says an Amex code has 4 digits', () => {
    assert.equal(vaultFieldMessage('number', { errorMessages: ['is not a valid security code'] }, 'amex'), 'cardValidate.number');
  });
  it("gives each field its cardValidate message; an Amex security code says it has 4 digits", () => {
    assert.equal(vaultFieldMessage('number', { errorMessages: ['is required'] }, undefined), 'cardValidate.number');
    assert.equal(vaultFieldMessage('holder', undefined, undefined), 'cardValidate.cardholder');
    assert.equal(vaultFieldMessage('cvv', { errorMessages: ['is not a valid security code'] }, 'visa'), 'cardValidate.cvv');
    assert.equal(vaultFieldMessage('cvv', { errorMessages: ['is not a valid security code'] }, 'amex'), 'cardValidate.cvvAmex');
  });
});

describe('card payment after a reload (issue 39)', () => {
  it('lands where nothing secret is missing: the list with a saved card’s security code asked again, else the card form', () => {
    assert.deepEqual(pageAfterReload({ page: 0, quick: false }, true), { page: 0, retype: null });
    assert.deepEqual(pageAfterReload({ page: 2, quick: true }, true), { page: 0, retype: 'securityCode' });
    assert.deepEqual(pageAfterReload({ page: 2, quick: false }, true), { page: 1, retype: 'securityCode' });
    assert.deepEqual(pageAfterReload({ page: 2, quick: false }, false), { page: 1, retype: 'card' });
    assert.deepEqual(pageAfterReload({ page: 1, quick: false }, false), { page: 1, retype: 'card' });
    // The quick path goes back to the list from the confirmation page only.
    assert.deepEqual(pageAfterReload({ page: 1, quick: true }, true), { page: 1, retype: 'securityCode' });
  });
});
