import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createOrder } from '../../sandbox/orders';
import type { Customer } from '../../sandbox/customers';
import { CALCULATOR_FIELD_FOR } from '../../src/domain/calculator';
import { canReuseOrder, creationStep, orderCreationPayload, routeForCreationValidation, screenAfterOrderCreation } from '../../src/domain/orderCreation';
import { walletStepOrRoot } from '../../src/domain/routing';

const base = {
  paymentType: 'card' as const,
  fromCurrency: 'EUR',
  toCurrency: 'BTC',
  toWallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  merchantData: null,
  payValue: 150,
  receiveValue: 0.0021,
};

describe('order creation payload (spec 1 §3)', () => {
  it('merchant toAmount: only toAmount is sent', () => {
    const payload = orderCreationPayload({ ...base, merchantToAmount: 0.01, fixedSide: 'pay' });
    assert.equal(payload.toAmount, 0.01);
    assert.equal('fromAmount' in payload, false);
  });
  it('pay side fixed sends fromAmount; receive side fixed sends toAmount', () => {
    assert.deepEqual(
      [orderCreationPayload({ ...base, merchantToAmount: undefined, fixedSide: 'pay' }).fromAmount, orderCreationPayload({ ...base, merchantToAmount: undefined, fixedSide: 'receive' }).toAmount],
      [150, 0.0021],
    );
  });
});

describe('next screen after creation (spec 1 §4)', () => {
  it('better_bro → confirm transaction; reserved wallet providers → order without card; else the order screen', () => {
    assert.equal(screenAfterOrderCreation({ paymentProviderId: 'better_bro', status: 'reserved' }), '/buy/confirm_transaction');
    for (const provider of ['google_pay_pne', 'blik_pne', 'skrill_pne']) {
      assert.equal(screenAfterOrderCreation({ paymentProviderId: provider, status: 'reserved' }), '/buy/order_without_card');
      assert.equal(screenAfterOrderCreation({ paymentProviderId: provider, status: 'processing_started' }), '/buy/order');
    }
    assert.equal(screenAfterOrderCreation({ paymentProviderId: 'other', status: 'reserved' }), '/buy/order');
  });
});

describe('validation errors on creation (spec 1 §8)', () => {
  it('toWallet → wallet screen; toCurrency, fromAmount, fromCurrency and anything else → root', () => {
    assert.deepEqual(routeForCreationValidation(['toWallet', 'fromAmount']), { route: '/buy/wallet_address', field: 'toWallet' });
    for (const field of ['toCurrency', 'fromAmount', 'fromCurrency', 'other']) assert.equal(routeForCreationValidation([field]).route, '/');
    assert.deepEqual(routeForCreationValidation([]), { route: '/', field: null });
  });
});

describe('sandbox order rules', () => {
  const customer = (kycStatus: Customer['kycStatus']): Customer => ({
    id: 1, email: 'a@b.c', token: 't', firstName: 'A', lastName: 'B', countryCode: 'DE', language: 'en', kycStatus,
    phone: null, state: null, city: null, address: null, postalCode: null,
    isBlocked: false, blockReason: null, hasCompleteOrders: false, refcode: null, kycApplicant: null,
  });
  const body = { paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 };
  it('creates a reserved order with the provider the backend picks: card_pne, better_bro for cards paid in reals, a wallet by its type', () => {
    const outcome = createOrder(customer('light'), body, []);
    assert.ok(outcome.ok);
    assert.deepEqual([outcome.order.status, outcome.order.paymentProviderId], ['reserved', 'card_pne']);
    const reals = createOrder(customer('light'), { ...body, fromCurrency: 'BRL', fromAmount: 150 }, []);
    assert.ok(reals.ok && reals.order.paymentProviderId === 'better_bro');
    const qr = createOrder(customer('light'), { ...body, paymentType: 'qr' }, []);
    assert.equal(qr.ok ? 'ok' : qr.code, 'no_payment_provider_can_be_used');
    const wallet = createOrder(customer('light'), { ...body, paymentType: 'skrill' }, []);
    assert.ok(wallet.ok && wallet.order.paymentProviderId === 'skrill_pne');
  });
  it('refuses an unknown wallet, an amount out of limits, and the light-KYC sum limit', () => {
    const codeOf = (o: ReturnType<typeof createOrder>) => (o.ok ? 'ok' : `${o.code}:${Object.keys((o.payload as object) ?? {})}`);
    assert.equal(codeOf(createOrder(customer('light'), { ...body, toWallet: 'nope' }, [])), 'validation_error:toWallet');
    assert.equal(codeOf(createOrder(customer('light'), { ...body, fromAmount: 5 }, [])), 'validation_error:fromAmount');
    assert.equal(codeOf(createOrder(customer('light'), { ...body, fromAmount: 950 }, [])), 'max_sum_for_light_kyc_exceeded:');
    assert.equal(codeOf(createOrder(customer('complete'), { ...body, fromAmount: 950 }, [])), 'ok');
    assert.equal(codeOf(createOrder(customer('pending'), body, [])), 'must_pass_kyc:');
  });
  it('refuses a merchant order id used before', () => {
    const merchantData = { apiKey: 'k', signature: 's', payload: JSON.stringify({ merchantOrderId: 'm-1' }) };
    const first = createOrder(customer('complete'), { ...body, merchantData }, []);
    assert.ok(first.ok);
    const second = createOrder(customer('complete'), { ...body, merchantData }, [first.order]);
    assert.ok(!second.ok && second.code === 'merchant_order_id_not_unique');
  });
});

describe('reusing the active order (spec 1 §2 "Light KYC")', () => {
  const order = { status: 'reserved', paymentProviderId: 'card_pne', fromCurrency: 'EUR', toCurrency: 'BTC', toWallet: base.toWallet, fromAmount: 150, toAmount: 0.0021 };
  const payload = orderCreationPayload({ ...base, merchantToAmount: undefined, fixedSide: 'pay' });
  it('a reserved order for the same purchase is used again', () => assert.equal(canReuseOrder(order, payload), true));
  it('not once it moved on, nor for another amount, wallet or currency', () => {
    assert.equal(canReuseOrder({ ...order, status: 'processing_started' }, payload), false);
    assert.equal(canReuseOrder({ ...order, fromAmount: 151 }, payload), false);
    assert.equal(canReuseOrder({ ...order, toWallet: 'other' }, payload), false);
    assert.equal(canReuseOrder({ ...order, toCurrency: 'ETH' }, payload), false);
    assert.equal(canReuseOrder({ ...order, fromCurrency: 'USD' }, payload), false);
  });
  it('with the receive side fixed, the receive amount decides', () => {
    const receiveFixed = orderCreationPayload({ ...base, merchantToAmount: undefined, fixedSide: 'receive', receiveValue: 0.0021 });
    assert.equal(receiveFixed.fromAmount, undefined);
    assert.equal(canReuseOrder(order, receiveFixed), true);
    assert.equal(canReuseOrder({ ...order, toAmount: 0.0022 }, receiveFixed), false);
  });
  it('nor for another payment method: a Google Pay order is not reused for a card payment, nor a card one for Google Pay', () => {
    assert.equal(payload.paymentType, 'card');
    assert.equal(canReuseOrder({ ...order, paymentProviderId: 'google_pay_pne' }, payload), false);
    assert.equal(canReuseOrder(order, { ...payload, paymentType: 'google_pay' }), false);
    assert.equal(canReuseOrder({ ...order, paymentProviderId: 'google_pay_pne' }, { ...payload, paymentType: 'google_pay' }), true);
    // better_bro takes cards (paid by QR): a card payment reuses it.
    assert.equal(canReuseOrder({ ...order, paymentProviderId: 'better_bro' }, payload), true);
  });
  it('create the order, use the existing one, or call order-continue for one held for verification', () => {
    assert.equal(creationStep(null, payload), 'create');
    assert.equal(creationStep(order, payload), 'reuse');
    assert.equal(creationStep({ ...order, fromAmount: 151 }, payload), 'create');
    assert.equal(creationStep({ ...order, status: 'kyc_waiting' }, payload), 'continue');
  });
});

describe('creation errors on the calculator (spec 1 §8)', () => {
  it("each creation field marks its calculator field: currencies and amounts of the pay and receive sides", () => {
    assert.deepEqual(
      ['fromCurrency', 'toCurrency', 'fromAmount', 'toAmount'].map((field) => CALCULATOR_FIELD_FOR[field]),
      ['payCurrency', 'receiveCurrency', 'payValue', 'receiveValue'],
    );
  });
});

describe('forgetting an order (spec 1 §4)', () => {
  it('root only when the merchant gave both the wallet and an amount, either side', () => {
    assert.equal(walletStepOrRoot({ toWallet: 'x', fromAmount: '50' }), '/');
    assert.equal(walletStepOrRoot({ toAmount: 1 }), '/buy/wallet_address');
    assert.equal(walletStepOrRoot({ fromAmount: 1 }), '/buy/wallet_address');
  });
});
