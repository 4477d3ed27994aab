/** The start-up sequence's parts (src/state/startup.ts): what stops it, and what the customer and the host are told. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../src/api/errors';
import type { Rates, ServerCurrency } from '../../src/domain/currencies';
import { checkedCurrencies, preInit, startupFailureOf } from '../../src/state/startup';

const failureOfThrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return startupFailureOf(error);
  }
  assert.fail('expected start-up to stop');
};

describe('start-up (spec 2 "Start-up sequence")', () => {
  it('no api key: no merchant, nothing stops', () => {
    assert.deepEqual(preInit({ configProblems: [], launch: {} }), { merchant: null, payload: null });
  });

  it("an embed's wrong option stops it before any call: 'invalid_configuration', naming the option, not reported", () => {
    const { failure, hostError, unexpected } = failureOfThrown(() => preInit({ configProblems: ['apiUrl: not an address'], launch: {} }));
    assert.deepEqual(failure, { kind: 'init_failed', reason: 'invalid_configuration', detail: 'apiUrl: not an address' });
    assert.equal(hostError.code, 'invalid_configuration');
    assert.equal(unexpected, false);
  });

  it("parameters that cannot be the merchant's: 'Merchant parameters invalid' with the problems, merchant_validation_failer to the host", () => {
    const { failure, hostError } = failureOfThrown(() => preInit({ configProblems: [], launch: { apiKey: 'key', signature: '', payload: '{' } }));
    assert.equal(failure.kind, 'merchant_invalid');
    assert.deepEqual(Object.keys((failure as { payload: object }).payload).sort(), ['payload', 'signature']);
    assert.deepEqual(hostError, { code: 'merchant_validation_failer', message: 'Merchant parameters invalid', payload: (failure as { payload: unknown }).payload });
  });

  it("a currency the merchant names that the backend does not offer: 'currency_not_found' with its ticker", () => {
    const currencies = [{ tickerWithNetwork: 'USD', ticker: 'USD', isCrypto: false }] as unknown as ServerCurrency[];
    const { failure } = failureOfThrown(() => checkedCurrencies({ toCurrency: 'DOGE-DOGE' } as never, currencies, {} as Rates));
    assert.deepEqual(failure, { kind: 'init_failed', reason: 'currency_not_found', detail: 'DOGE-DOGE' });
  });

  it('a backend that refuses: the code it gave to the host; anything else unexpected, to the error report', () => {
    const refused = startupFailureOf(new ApiError('api_server_error', 'Down', null, 500));
    assert.equal(refused.hostError.code, 'api_server_error');
    assert.deepEqual(refused.hostError.payload, { reason: 'unavailable', detail: 'Down' });
    const broken = startupFailureOf(new TypeError('x is undefined'));
    assert.equal(broken.hostError.code, 'unavailable');
    assert.equal(broken.unexpected, true);
  });
});
