/**
 * Each call of the API modules as it reaches the backend (spec 1 §7, spec 2 §7): its method, its path on
 * the right API, its query, body and headers, and what its reply becomes. The real client, against a
 * backend on loopback.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccountResources } from '../../src/api/accountResources';
import { ApiError, MerchantValidationFailed, NetworkError, ResponseShapeError, TimeoutError } from '../../src/api/errors';
import { createOrderResources } from '../../src/api/orderResources';
import { createResources } from '../../src/api/resources';
import { createSellResources } from '../../src/api/sellResources';
import { type Answer, type LoopbackBackend, routes, waitFor, withBackend } from './loopbackBackend';
import { COUNTRY, FEES, PAYOUT_CARD, RATES, buyOrder, customer, sellOrder } from './replies';

/** The refusals an order's read takes as "no order": gone, another customer's, a blocked customer's (buy and sell alike). */
const READ_AS_NONE = [
  [404, 'not_found_error'],
  [401, 'authentication_error'],
  [403, 'customer_is_blocked'],
] as const;

/** What the backend received, as `METHOD /path?query`. */
const lines = (backend: LoopbackBackend) => backend.received.map((request) => `${request.method} ${request.path}`);

const CURRENCY = { id: 2, name: 'Euro', ticker: 'EUR', viewedTicker: 'EUR', tickerWithNetwork: 'EUR', decimals: 2, roundOff: 2, isCrypto: false, blockchainNetwork: null };
const LAUNCH = { apiKey: 'pk_live', signature: 'sig', payload: '{"toCurrency":"BTC"}' };
const later = (ms: number, answer: Answer) => () => new Promise<Answer>((resolve) => setTimeout(() => resolve(answer), ms));

describe("start-up's calls and the customer's reads (resources.ts)", () => {
  it('reads currencies, rates and fees from their APIs, with the merchant’s API key in the query when there is one', async () => {
    await withBackend(
      routes({
        'GET /provider/v1/currencies': { result: [CURRENCY] },
        'GET /provider/v2/currencies/rates?apiKey=pk_live': { result: RATES },
        'GET /provider/v2/currencies/rates': { result: {} },
        'GET /provider/v1/currencies/fees/USDT-MATIC?apiKey=pk_live': { result: FEES },
        'GET /provider/v1/currencies/fees/A%2FB': { result: FEES },
      }),
      async (backend) => {
        const api = createResources(backend.client());
        assert.deepEqual(await api.currencies.list(), [CURRENCY]);
        assert.deepEqual(await api.currencies.rates('pk_live'), RATES);
        assert.deepEqual(await api.currencies.rates(), {});
        assert.deepEqual(await api.currencies.fees('USDT-MATIC', 'pk_live'), FEES);
        assert.deepEqual(await api.currencies.fees('A/B'), FEES);
        assert.deepEqual(lines(backend), [
          'GET /provider/v1/currencies',
          'GET /provider/v2/currencies/rates?apiKey=pk_live',
          'GET /provider/v2/currencies/rates',
          'GET /provider/v1/currencies/fees/USDT-MATIC?apiKey=pk_live',
          'GET /provider/v1/currencies/fees/A%2FB',
        ]);
      },
    );
  });

  it('a fee read the calculator no longer needs, or an order read of a screen gone, is abandoned when its signal aborts', async () => {
    await withBackend(
      () => 'hang',
      async (backend) => {
        // A minute's limit: only the abort can end these calls within the test's time.
        const api = createResources(backend.client({ timings: { requestTimeoutMs: 60_000, orderCreationTimeoutMs: 60_000, statusLongPollTimeoutMs: 60_000, readRetryBaseMs: 10 } }));
        const abort = new AbortController();
        const fees = api.currencies.fees('BTC', undefined, abort.signal);
        const order = api.orders.get('order-1', abort.signal);
        await waitFor(() => backend.received.length === 2, 'the fee and order reads');
        abort.abort();
        await assert.rejects(fees, (error: unknown) => error instanceof Error && error.name === 'AbortError');
        await assert.rejects(order, (error: unknown) => error instanceof Error && error.name === 'AbortError');
        assert.equal(backend.received.length, 2);
      },
    );
  });

  it('countries, their states, languages and the detected country', async () => {
    const states = [{ code: 'CA', name: 'California' }];
    const language = { id: 1, code: 'de', locale: 'de_DE', name: 'Deutsch' };
    await withBackend(
      routes({
        'GET /provider/v1/countries': { result: [COUNTRY] },
        'GET /provider/v1/countries/U%20S/states': { result: states },
        'GET /provider/v1/languages': { result: [language] },
        'GET /provider/v1/customers/current/country': { result: COUNTRY },
      }),
      async (backend) => {
        const api = createResources(backend.client());
        assert.deepEqual(await api.countries.list(), [COUNTRY]);
        assert.deepEqual(await api.countries.states('U S'), states);
        assert.deepEqual(await api.languages.list(), [language]);
        assert.deepEqual(await api.customers.detectedCountry(), COUNTRY);
        assert.equal(backend.received.length, 4);
      },
    );
  });

  it('the merchant check: buying on the provider API with the page’s origin, selling on the widget API without one when there is none', async () => {
    await withBackend(
      routes({
        'POST /provider/v1/merchants/validate-widget': { result: { merchantName: 'Shop' } },
        'POST /widget/v1/offramp/merchants/validate-widget': { result: { merchantName: 'Sell shop' } },
      }),
      async (backend) => {
        const api = createResources(backend.client());
        assert.deepEqual(await api.merchants.validateWidget(LAUNCH, 'buy', 'https://shop.example'), { merchantName: 'Shop' });
        assert.deepEqual(await api.merchants.validateWidget(LAUNCH, 'sell', null), { merchantName: 'Sell shop' });
        assert.deepEqual(
          backend.received.map(({ method, path, body }) => ({ method, path, body })),
          [
            { method: 'POST', path: '/provider/v1/merchants/validate-widget', body: { ...LAUNCH, pageOrigin: 'https://shop.example' } },
            { method: 'POST', path: '/widget/v1/offramp/merchants/validate-widget', body: LAUNCH },
          ],
        );
      },
    );
  });

  it('the merchant check only asks: a reset on the way is sent again, and answers', async () => {
    let calls = 0;
    await withBackend(
      () => (++calls === 1 ? 'reset' : { result: { merchantName: 'Shop' } }),
      async (backend) => {
        assert.deepEqual(await createResources(backend.client()).merchants.validateWidget(LAUNCH, 'buy', null), { merchantName: 'Shop' });
        assert.equal(backend.received.length, 2);
      },
    );
  });

  it('a merchant check refused as invalid is MerchantValidationFailed with the backend’s payload; another refusal stays the backend’s error', async () => {
    const payload = { signature: ['Does not match'] };
    for (const code of ['validation_error', 'merchant_validation_failer']) {
      await withBackend(
        () => ({ error: { code, message: 'Invalid', payload } }),
        async (backend) => {
          const error = await createResources(backend.client()).merchants.validateWidget(LAUNCH, 'buy', null).catch((e: unknown) => e);
          assert.ok(error instanceof MerchantValidationFailed, code);
          assert.deepEqual(error.payload, payload);
        },
      );
    }
    await withBackend(
      () => ({ status: 403, error: { code: 'customer_is_blocked', message: 'Blocked' } }),
      async (backend) => {
        const error = await createResources(backend.client()).merchants.validateWidget(LAUNCH, 'buy', null).catch((e: unknown) => e);
        assert.ok(error instanceof ApiError && error.code === 'customer_is_blocked');
      },
    );
  });

  it("an order's public summary is asked once (tracking retries by its own rule), and the order itself by its id", async () => {
    const tracking = { toWallet: 'w', fromCurrency: 'EUR', toCurrency: 'BTC', fromAmount: 10, toAmount: 0.1, status: 'complete' };
    await withBackend(
      routes({
        'GET /provider/v1/orders/o%2F1/track': 'reset',
        'GET /provider/v1/orders/o2/track': { result: tracking },
        'GET /provider/v1/orders/order-1': { result: buyOrder() },
      }),
      async (backend) => {
        const api = createResources(backend.client());
        await assert.rejects(api.orders.track('o/1'), NetworkError);
        assert.deepEqual(lines(backend), ['GET /provider/v1/orders/o%2F1/track']);
        assert.deepEqual(await api.orders.track('o2'), tracking);
        assert.deepEqual(await api.orders.get('order-1'), buyOrder());
      },
    );
  });

  it('an order that is gone, another customer’s, or a blocked customer’s reads as none; another failure is thrown', async () => {
    for (const [status, code] of READ_AS_NONE) {
      await withBackend(
        () => ({ status, error: { code, message: 'No' } }),
        async (backend) => {
          assert.equal(await createResources(backend.client()).orders.get('order-1'), null, code);
        },
      );
    }
    await withBackend(
      () => ({ status: 400, error: { code: 'validation_error', message: 'Bad id' } }),
      async (backend) => {
        await assert.rejects(createResources(backend.client()).orders.get('order-1'), (error: unknown) => error instanceof ApiError && error.code === 'validation_error');
      },
    );
  });

  it('the amount submitted goes to the widget API’s analytics as the event', async () => {
    await withBackend(
      routes({ 'POST /widget/v1/analytics/amount-submitted': { result: null } }),
      async (backend) => {
        const event = { payAmount: 100, payCurrency: 'EUR', cryptoAmount: 99, cryptoCurrency: 'USDT-MATIC', flow: 'buy' } as const;
        await createResources(backend.client()).analytics.amountSubmitted(event);
        assert.deepEqual(backend.received.map(({ method, path, body }) => ({ method, path, body })), [{ method: 'POST', path: '/widget/v1/analytics/amount-submitted', body: event }]);
      },
    );
  });

  it('the current customer: with the widget’s session, or with another session’s token in its place; none reads as null', async () => {
    const replies: Answer[] = [{ result: customer() }, { result: null }];
    await withBackend(
      () => replies.shift() ?? { result: null },
      async (backend) => {
        const api = createResources(backend.client({ token: () => 'widget-session' }));
        assert.deepEqual(await api.customers.current(), customer());
        assert.equal(await api.customers.current('share-session'), null);
        assert.deepEqual(lines(backend), ['GET /provider/v1/customers/current', 'GET /provider/v1/customers/current']);
        assert.deepEqual(
          backend.received.map((request) => request.headers.authorization),
          ['Bearer widget-session', 'Bearer share-session'],
        );
      },
    );
  });

  it('signing in without a code, signing out and choosing a language are posts of their bodies', async () => {
    await withBackend(
      routes({
        'POST /provider/v1/customers/sign-in-without-confirmation': { result: customer() },
        'POST /provider/v1/customers/current/sign-out': { result: null },
        'POST /provider/v1/customers/current/language': { result: 'de' },
      }),
      async (backend) => {
        const api = createResources(backend.client());
        assert.deepEqual(await api.customers.signInWithoutConfirmation({ email: 'ada@example.com', shareToken: 'share' }), customer());
        await api.customers.signOut();
        assert.equal(await api.customers.setLanguage('de'), 'de');
        assert.deepEqual(
          backend.received.map(({ method, path, body }) => ({ method, path, body })),
          [
            { method: 'POST', path: '/provider/v1/customers/sign-in-without-confirmation', body: { email: 'ada@example.com', shareToken: 'share' } },
            { method: 'POST', path: '/provider/v1/customers/current/sign-out', body: undefined },
            { method: 'POST', path: '/provider/v1/customers/current/language', body: { language: 'de' } },
          ],
        );
      },
    );
  });
});

describe("the customer's own calls (accountResources.ts)", () => {
  const input = { refcode: 'ref-1', email: 'ada@example.com', agreed: true, newsletter: false };

  it('sign-up names the agreements the way of its flow: buying on the provider API, selling on the widget API', async () => {
    const issued = { newPasswordCanBeCreatedAt: '2026-01-01T00:01:00.000Z' };
    await withBackend(
      routes({ 'POST /provider/v1/customers/sign-up': { result: issued }, 'POST /widget/v1/offramp/customers/sign-up': { result: issued } }),
      async (backend) => {
        const api = createAccountResources(backend.client());
        assert.deepEqual(await api.customers.signUp(input, 'buy'), issued);
        assert.deepEqual(await api.customers.signUp(input, 'sell'), issued);
        assert.deepEqual(
          backend.received.map(({ method, path, body }) => ({ method, path, body })),
          [
            { method: 'POST', path: '/provider/v1/customers/sign-up', body: { refcode: 'ref-1', email: 'ada@example.com', acceptTheRules: true, subscribeOnMailing: false } },
            { method: 'POST', path: '/widget/v1/offramp/customers/sign-up', body: { refcode: 'ref-1', email: 'ada@example.com', legalAgreement: true, newsletterAgreement: false } },
          ],
        );
      },
    );
  });

  it('a sign-up answered "too early" (429) counts as sent, the next code allowed now; another refusal is thrown', async () => {
    await withBackend(
      () => ({ status: 429, error: { code: 'password_issue_too_early', message: 'Wait' } }),
      async (backend) => {
        const before = Date.now();
        const issued = await createAccountResources(backend.client()).customers.signUp(input, 'buy');
        const at = Date.parse(issued.newPasswordCanBeCreatedAt);
        assert.ok(at >= before && at <= Date.now(), issued.newPasswordCanBeCreatedAt);
      },
    );
    await withBackend(
      () => ({ status: 400, error: { code: 'validation_error', message: 'Bad e-mail' } }),
      async (backend) => {
        await assert.rejects(createAccountResources(backend.client()).customers.signUp(input, 'sell'), (error: unknown) => error instanceof ApiError && error.code === 'validation_error');
      },
    );
  });

  it('codes, sign-in, verification, light KYC, the billing address, a saved card’s deletion and the retry event', async () => {
    const issued = { newPasswordCanBeCreatedAt: '2026-01-01T00:01:00.000Z' };
    const kycToken = { token: 'kyc-token', directLink: null };
    const address = { phone: '+4915112345678', countryCode: 'DE', state: '', city: 'Berlin', address: 'Street 1', postalCode: '10115' };
    await withBackend(
      routes({
        'POST /provider/v1/customers/resend-password': { result: issued },
        'POST /provider/v1/customers/sign-in': { result: customer() },
        'POST /provider/v1/customers/current/kyc': { result: kycToken },
        'POST /provider/v1/customers/current/billing-address': { result: customer({ city: 'Berlin' }) },
        'POST /provider/v1/customers/current/kyc/light': { result: customer({ firstName: 'Ada' }) },
        'DELETE /provider/v1/customers/current/cards/card%201': { result: null },
        'POST /widget/v1/analytics/kyc-retry': { result: null },
      }),
      async (backend) => {
        const api = createAccountResources(backend.client());
        assert.deepEqual(await api.customers.resendPassword('ada@example.com'), issued);
        assert.deepEqual(await api.customers.signIn({ email: 'ada@example.com', password: '123456', shareToken: null }), customer());
        assert.deepEqual(await api.customers.startKyc({ resetKYC: false }), kycToken);
        assert.deepEqual(await api.customers.saveBillingAddress(address), customer({ city: 'Berlin' }));
        assert.deepEqual(await api.customers.lightKyc({ firstName: 'Ada', lastName: 'Lovelace', countryCode: 'GB' }), customer({ firstName: 'Ada' }));
        await api.customers.deleteCard('card 1');
        await api.analytics.kycRetry({ flow: 'sell', rejectLabels: ['BAD_PHOTO'] });
        assert.deepEqual(
          backend.received.map(({ method, path, body }) => ({ method, path, body })),
          [
            { method: 'POST', path: '/provider/v1/customers/resend-password', body: { email: 'ada@example.com' } },
            { method: 'POST', path: '/provider/v1/customers/sign-in', body: { email: 'ada@example.com', password: '123456', shareToken: null } },
            { method: 'POST', path: '/provider/v1/customers/current/kyc', body: { resetKYC: false } },
            { method: 'POST', path: '/provider/v1/customers/current/billing-address', body: address },
            { method: 'POST', path: '/provider/v1/customers/current/kyc/light', body: { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'GB' } },
            { method: 'DELETE', path: '/provider/v1/customers/current/cards/card%201', body: undefined },
            { method: 'POST', path: '/widget/v1/analytics/kyc-retry', body: { flow: 'sell', rejectLabels: ['BAD_PHOTO'] } },
          ],
        );
      },
    );
  });
});

describe("the buy order's calls (orderResources.ts)", () => {
  const payload = { paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: 'w', merchantData: null, fromAmount: 100 } as const;

  it('creation and payment carry their idempotency key; payment goes to provider v2 with its body', async () => {
    await withBackend(
      routes({
        'POST /provider/v1/orders': { result: buyOrder() },
        'POST /provider/v2/orders/order-1/processing': { result: buyOrder({ status: 'processing_started' }) },
      }),
      async (backend) => {
        const api = createOrderResources(backend.client());
        assert.deepEqual(await api.create(payload, 'key-create'), buyOrder());
        assert.deepEqual(await api.process('order-1', { body: {} }, 'key-pay'), buyOrder({ status: 'processing_started' }));
        assert.deepEqual(
          backend.received.map(({ method, path, body, headers }) => ({ method, path, body, key: headers['idempotency-key'] })),
          [
            { method: 'POST', path: '/provider/v1/orders', body: payload, key: 'key-create' },
            { method: 'POST', path: '/provider/v2/orders/order-1/processing', body: {}, key: 'key-pay' },
          ],
        );
      },
    );
  });

  it('a card payment goes through the vault’s transport: the path under the API root, POST, the key and JSON headers; nothing by the widget’s own way', async () => {
    await withBackend(
      () => ({ result: null }),
      async (backend) => {
        const sent: unknown[] = [];
        const api = createOrderResources(backend.client({ locale: () => 'de' }));
        const order = await api.process(
          'order 1',
          {
            transport: async (request) => {
              sent.push(request);
              return { status: 200, data: JSON.stringify({ result: buyOrder({ status: 'processing_started' }) }) };
            },
          },
          'key-pay',
        );
        assert.equal(order.status, 'processing_started');
        assert.deepEqual(sent, [
          {
            path: '/provider/v2/orders/order%201/processing',
            method: 'POST',
            headers: { 'Idempotency-Key': 'key-pay', 'Accept-Language': 'de', 'Content-Type': 'application/json' },
            timeoutMs: 2_000,
          },
        ]);
        assert.equal(backend.received.length, 0);
      },
    );
  });

  it("a cardless provider's data, the provider's authentication, continue, reserve and the processing status", async () => {
    const wallet = { agreement: { agreement: true }, card: { phone: '+4915112345678' }, billingAddress: { countryCode: 'DE', address: 'Street 1', city: 'Berlin', postalCode: '10115' } };
    const auth = { smsCode: true, card2fa: false, authUrl: null, displayType: null };
    await withBackend(
      routes({
        'POST /provider/v1/orders/o1/wallet-info': { result: buyOrder({ status: 'processing_started' }) },
        'GET /provider/v1/orders/o1/processing/auth': { result: auth },
        'POST /provider/v1/orders/o1/processing/auth': { result: buyOrder({ status: 'auth_complete' }) },
        'POST /provider/v1/orders/o1/continue': { result: buyOrder({ status: 'reserved' }) },
        'POST /provider/v1/orders/o1/processing/reserve': { result: buyOrder({ reservationExpiresAt: '2026-01-01T00:15:00.000Z' }) },
        'GET /provider/v1/orders/o1/processing/status': { result: { status: 'auth_requested' } },
      }),
      async (backend) => {
        const api = createOrderResources(backend.client());
        assert.equal((await api.submitWalletInfo('o1', wallet)).status, 'processing_started');
        assert.deepEqual(await api.authData('o1'), auth);
        assert.equal((await api.sendAuth('o1', { smsCode: '123456' })).status, 'auth_complete');
        assert.equal((await api.continue('o1')).status, 'reserved');
        assert.equal((await api.reserve('o1')).reservationExpiresAt, '2026-01-01T00:15:00.000Z');
        assert.deepEqual(await api.processingStatus('o1'), { status: 'auth_requested' });
        assert.deepEqual(
          backend.received.map(({ method, path, body }) => ({ method, path, body })),
          [
            { method: 'POST', path: '/provider/v1/orders/o1/wallet-info', body: wallet },
            { method: 'GET', path: '/provider/v1/orders/o1/processing/auth', body: undefined },
            { method: 'POST', path: '/provider/v1/orders/o1/processing/auth', body: { smsCode: '123456' } },
            { method: 'POST', path: '/provider/v1/orders/o1/continue', body: undefined },
            { method: 'POST', path: '/provider/v1/orders/o1/processing/reserve', body: undefined },
            { method: 'GET', path: '/provider/v1/orders/o1/processing/status', body: undefined },
          ],
        );
      },
    );
  });

  it('creation may take its own 30 s and the status long poll its 180 s, where a plain read times out at 10 s (here 0.2 s)', async () => {
    const slow = (answer: Answer) => later(600, answer);
    await withBackend(
      routes({
        'POST /provider/v1/orders': slow({ result: buyOrder() }),
        'GET /provider/v1/orders/o1/processing/status': slow({ result: { status: 'complete' } }),
        'GET /provider/v1/orders/o1/processing/auth': slow({ result: {} }),
        'POST /widget/v1/offramp/orders': slow({ result: sellOrder() }),
      }),
      async (backend) => {
        const client = backend.client({ timings: { requestTimeoutMs: 200, orderCreationTimeoutMs: 10_000, statusLongPollTimeoutMs: 10_000, readRetryBaseMs: 10_000 } });
        const api = createOrderResources(client);
        assert.deepEqual(await api.create(payload, 'key'), buyOrder());
        assert.deepEqual(await api.processingStatus('o1'), { status: 'complete' });
        assert.deepEqual(await createSellResources(client).createOrder({ fromCurrency: 'BTC', toCurrency: 'EUR', fromAmount: 0.01 }, 'key'), sellOrder());
        await assert.rejects(api.authData('o1'), TimeoutError);
      },
    );
  });

  it('the status long poll is abandoned when the processing screen closes', async () => {
    await withBackend(
      () => 'hang',
      async (backend) => {
        const abort = new AbortController();
        const client = backend.client({ timings: { requestTimeoutMs: 60_000, orderCreationTimeoutMs: 60_000, statusLongPollTimeoutMs: 60_000, readRetryBaseMs: 10 } });
        const status = createOrderResources(client).processingStatus('o1', abort.signal);
        await waitFor(() => backend.received.length === 1, 'the long poll');
        abort.abort();
        await assert.rejects(status, (error: unknown) => error instanceof Error && error.name === 'AbortError');
      },
    );
  });
});

describe("the off-ramp's calls (sellResources.ts)", () => {
  it('rates and fees on the widget API: the fees of a crypto, for the customer’s country when known', async () => {
    await withBackend(
      routes({
        'GET /widget/v1/offramp/currencies/rates?apiKey=pk_live': { result: RATES },
        'GET /widget/v1/offramp/currencies/fees/BTC/D%20E': { result: FEES },
        'GET /widget/v1/offramp/currencies/fees/BTC': { result: FEES },
      }),
      async (backend) => {
        const api = createSellResources(backend.client());
        assert.deepEqual(await api.rates('pk_live'), RATES);
        assert.deepEqual(await api.fees('BTC', 'D E'), FEES);
        assert.deepEqual(await api.fees('BTC', null), FEES);
        assert.deepEqual(lines(backend), [
          'GET /widget/v1/offramp/currencies/rates?apiKey=pk_live',
          'GET /widget/v1/offramp/currencies/fees/BTC/D%20E',
          'GET /widget/v1/offramp/currencies/fees/BTC',
        ]);
      },
    );
  });

  it('a sell order: created with its idempotency key, read, processed with a saved card, reserved', async () => {
    const body = { fromCurrency: 'BTC', toCurrency: 'EUR', toAmount: 600 };
    await withBackend(
      routes({
        'POST /widget/v1/offramp/orders': { result: sellOrder() },
        'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder() },
        'POST /widget/v1/offramp/orders/sell-1/processing': { result: sellOrder({ status: 'processing_started' }) },
        'POST /widget/v1/orders/sell-1/processing/reserve': { result: sellOrder({ reservationExpiresAt: '2026-01-01T00:15:00.000Z' }) },
      }),
      async (backend) => {
        const api = createSellResources(backend.client());
        assert.deepEqual(await api.createOrder(body, 'sell-key'), sellOrder());
        assert.deepEqual(await api.getOrder('sell-1'), sellOrder());
        assert.equal((await api.process('sell-1', { body: { id: 'sell-1', data: { id: 'payout-1' } } })).status, 'processing_started');
        assert.equal((await api.reserve('sell-1')).reservationExpiresAt, '2026-01-01T00:15:00.000Z');
        assert.deepEqual(
          backend.received.map(({ method, path, body, headers }) => ({ method, path, body, key: headers['idempotency-key'] })),
          [
            { method: 'POST', path: '/widget/v1/offramp/orders', body, key: 'sell-key' },
            { method: 'GET', path: '/widget/v1/offramp/orders/sell-1', body: undefined, key: undefined },
            { method: 'POST', path: '/widget/v1/offramp/orders/sell-1/processing', body: { id: 'sell-1', data: { id: 'payout-1' } }, key: undefined },
            { method: 'POST', path: '/widget/v1/orders/sell-1/processing/reserve', body: undefined, key: undefined },
          ],
        );
      },
    );
  });

  it('a new payout card goes through the vault’s transport, to the off-ramp’s processing path', async () => {
    await withBackend(
      () => ({ result: null }),
      async (backend) => {
        const paths: string[] = [];
        const order = await createSellResources(backend.client()).process('sell-1', {
          transport: async (request) => {
            paths.push(`${request.method} ${request.path}`);
            return { status: 200, data: JSON.stringify({ result: sellOrder({ status: 'processing_started' }) }) };
          },
        });
        assert.equal(order.status, 'processing_started');
        assert.deepEqual(paths, ['POST /widget/v1/offramp/orders/sell-1/processing']);
        assert.equal(backend.received.length, 0);
      },
    );
  });

  it('a sell order that is gone, another customer’s, or a blocked customer’s reads as none; another failure is thrown', async () => {
    for (const [status, code] of READ_AS_NONE) {
      await withBackend(
        () => ({ status, error: { code, message: 'No' } }),
        async (backend) => {
          assert.equal(await createSellResources(backend.client()).getOrder('sell-1'), null, code);
        },
      );
    }
    await withBackend(
      () => ({ status: 400, error: { code: 'validation_error', message: 'Bad id' } }),
      async (backend) => {
        await assert.rejects(createSellResources(backend.client()).getOrder('sell-1'), ApiError);
      },
    );
  });

  it('payout cards are listed and deleted on the widget API', async () => {
    await withBackend(
      routes({
        'GET /widget/v1/offramp/customers/cards': { result: [PAYOUT_CARD] },
        'DELETE /widget/v1/offramp/customers/cards/payout%201': { result: null },
      }),
      async (backend) => {
        const api = createSellResources(backend.client());
        assert.deepEqual(await api.cards(), [PAYOUT_CARD]);
        await api.deleteCard('payout 1');
        assert.deepEqual(lines(backend), ['GET /widget/v1/offramp/customers/cards', 'DELETE /widget/v1/offramp/customers/cards/payout%201']);
      },
    );
  });
});

describe('replies of the wrong shape (schemas.ts)', () => {
  it('a merchant check without the merchant’s name, a code reply without its time, a verification reply without its token, an unknown processing status', async () => {
    await withBackend(
      () => ({ result: { status: 'paid_maybe' } }),
      async (backend) => {
        const client = backend.client();
        await assert.rejects(createResources(client).merchants.validateWidget(LAUNCH, 'buy', null), ResponseShapeError);
        await assert.rejects(createAccountResources(client).customers.resendPassword('ada@example.com'), ResponseShapeError);
        await assert.rejects(createAccountResources(client).customers.startKyc({ resetKYC: false }), ResponseShapeError);
        await assert.rejects(createOrderResources(client).processingStatus('o1'), ResponseShapeError);
      },
    );
  });
});
