/**
 * The start-up sequence's parts (spec 2 "Start-up sequence"): what each phase needs and what can stop it.
 * The widget model (`widget.ts`) runs the sequence and puts what it brings into its signals.
 *
 *   pre-init   the embed's options and the launch parameters (preInit)
 *   init       one round trip, every call in parallel (initRound)
 *   post-init  the merchant's currencies checked against the backend's (checkedCurrencies)
 *   failed     what the customer reads and the host is told (startupFailureOf)
 */
import type { ApiClient } from '../api/client';
import { MerchantValidationFailed, isApiError, isTransient } from '../api/errors';
import type { Resources } from '../api/resources';
import { type Currency, type Rates, type ServerCurrency, enrichCurrency, siloOf } from '../domain/currencies';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE_ENTRY } from '../domain/entities';
import type { Flow } from '../domain/flow';
import { UndefinedFlowTypeError } from '../domain/flowType';
import { type Merchant, type MerchantPayload, parseLaunchParams } from '../domain/launchParams';
import { settle } from './settle';

export type LaunchInput = { apiKey?: string | null; signature?: string | null; payload?: string | null };

export type StartupFailure =
  | { kind: 'merchant_invalid'; payload: unknown }
  | {
      kind: 'init_failed';
      reason: 'currency_not_found' | 'undefined_flow_type' | 'invalid_configuration' | 'unavailable';
      detail: string;
    };

class InvalidConfigurationError extends Error {
  override name = 'InvalidConfigurationError';
}

class CurrencyNotFoundError extends Error {
  override name = 'CurrencyNotFoundError';
  constructor(readonly ticker: string) {
    super('Currency not found');
  }
}

/**
 * pre-init: the embed's own options and the signed launch parameters, before any call. Throws what stops
 * start-up here: options the embed got wrong, parameters that cannot be the merchant's. (The flow type
 * is the payload's to tell: `flowTypeOf`, once the merchant is known.)
 */
export function preInit(options: { configProblems: readonly string[]; launch: LaunchInput }) {
  if (options.configProblems.length > 0) throw new InvalidConfigurationError(options.configProblems.join('; '));
  const parsed = parseLaunchParams(options.launch);
  if ('problems' in parsed) {
    throw new MerchantValidationFailed(Object.fromEntries(parsed.problems.map((p) => [p.field, [p.message]])));
  }
  return { merchant: parsed.merchant, payload: parsed.merchant?.parsedPayload ?? null };
}

/**
 * init: every start-up call in parallel, one round trip. The merchant check, the currencies and the rates
 * must answer; the country, the languages, the stored order and the fees fall back to the spec's defaults
 * (spec 1 §3), failures without a code reported. Starting on selling, the off-ramp's code and rates come in
 * the same round trip; a stored order to resume brings its model's code.
 */
export async function initRound(
  deps: { api: Resources; client: ApiClient; report: (error: unknown) => void },
  request: {
    merchant: Merchant | null;
    /** The page the widget is shown in, for the merchant check (WidgetConfig.pageOrigin). */
    pageOrigin: string | null;
    flow: Flow;
    signedIn: boolean;
    storedOrderId: string | null;
    expectedReceive: string;
    languageReady: Promise<unknown>;
  },
) {
  const { api, client, report } = deps;
  const { merchant: m, signedIn, storedOrderId } = request;
  const orderUnderWay = signedIn && storedOrderId !== null;
  const readFallingBack = <T,>(read: Promise<T>): Promise<T | null> =>
    read.catch((error: unknown) => {
      if (orderUnderWay && isTransient(error)) throw error;
      report(error);
      return null;
    });
  const [validation, currencies, rates, country, languages, user, activeOrder, fees, sellRates] = await Promise.all([
    m ? api.merchants.validateWidget(m, request.flow, request.pageOrigin) : Promise.resolve(null),
    api.currencies.list(),
    api.currencies.rates(m?.apiKey),
    settle(api.customers.detectedCountry(), report, DEFAULT_COUNTRY),
    settle(api.languages.list(), report, [DEFAULT_LANGUAGE_ENTRY]),
    signedIn ? readFallingBack(api.customers.current()) : Promise.resolve(null),
    orderUnderWay ? readFallingBack(api.orders.get(storedOrderId)) : Promise.resolve(null),
    settle(api.currencies.fees(request.expectedReceive, m?.apiKey), report, null),
    // The off-ramp's rates and the later steps' code ahead of their screens (which load them again if need be).
    request.flow === 'sell' ? settle(import('./flowModels').then((module) => module.loadSellRates(client, m?.apiKey)), report, null) : Promise.resolve(null),
    request.languageReady,
    signedIn && storedOrderId ? settle(import('./flowModels'), report, null) : null,
  ]);
  return { merchantName: validation?.merchantName ?? null, currencies, rates, country, languages, user, activeOrder, fees, sellRates };
}

/**
 * post-init: the buy calculator's currencies with their rates; a currency the merchant named that the
 * backend does not offer stops start-up.
 */
export function checkedCurrencies(payload: MerchantPayload | null, currencies: readonly ServerCurrency[], rates: Rates): Currency[] {
  const enriched = currencies.map((c) => enrichCurrency(c, rates, 'buy', siloOf(payload?.externalData)));
  for (const ticker of [payload?.fromCurrency, payload?.toCurrency]) {
    if (ticker && !enriched.some((c) => c.tickerWithNetwork === ticker)) throw new CurrencyNotFoundError(ticker);
  }
  return enriched;
}

/**
 * What a failed start-up shows (spec 1 §5, spec 2 §5), what the host's `error` event says, and whether it
 * was unexpected (to the error report: only a failure of no known kind is).
 */
export function startupFailureOf(error: unknown) {
  let failure: StartupFailure;
  if (error instanceof MerchantValidationFailed) failure = { kind: 'merchant_invalid', payload: error.payload };
  else if (error instanceof CurrencyNotFoundError) failure = { kind: 'init_failed', reason: 'currency_not_found', detail: error.ticker };
  else if (error instanceof InvalidConfigurationError) failure = { kind: 'init_failed', reason: 'invalid_configuration', detail: error.message };
  else if (error instanceof UndefinedFlowTypeError) failure = { kind: 'init_failed', reason: 'undefined_flow_type', detail: error.message };
  else failure = { kind: 'init_failed', reason: 'unavailable', detail: error instanceof Error ? error.message : String(error) };
  const hostError =
    failure.kind === 'merchant_invalid'
      ? { code: 'merchant_validation_failer', message: 'Merchant parameters invalid', payload: failure.payload }
      : {
          code: isApiError(error) ? error.code : failure.reason,
          message: 'Widget initialization failed',
          payload: { reason: failure.reason, detail: failure.detail },
        };
  return { failure, hostError, unexpected: failure.kind === 'init_failed' && failure.reason === 'unavailable' };
}
