/**
 * One function per call of spec 1 §7 used so far, each with its reply schema: those of the first screen and
 * start-up, the customer's and the order's reads. What follows an order's creation is `orderResources.ts`,
 * loaded with the order's model.
 */
import { any, array, nullable, string } from 'superstruct';
import { CurrencySchema, RatesSchema } from '../domain/currencies';
import { FeesSchema } from '../domain/fees';
import type { Flow } from '../domain/flow';
import type { LaunchParams } from '../domain/launchParams';
import { type ApiClient, segment } from './client';
import { MerchantValidationFailed, isApiError } from './errors';
import { CountrySchema, LanguageSchema, OrderSchema, StateSchema, TrackingSchema, UserSchema } from '../domain/entities';
import { ValidateWidgetSchema } from './schemas';

export function createResources(client: ApiClient) {
  return {
    currencies: {
      list: () => client.request('currencies', array(CurrencySchema)),
      rates: (apiKey?: string) => client.request('currencies/rates', RatesSchema, { base: 'provider/v2', query: { apiKey } }),
      /** Fees for a receive currency; flat amounts come in their own fiat (network fees in USD). */
      fees: (ticker: string, apiKey?: string, signal?: AbortSignal) =>
        client.request(`currencies/fees/${segment(ticker)}`, FeesSchema, {
          query: { apiKey },
          signal,
        }),
    },
    merchants: {
      /**
       * spec 1 §7, spec 2 §7: the merchant check of the flow the widget starts in (the buy one, or the
       * off-ramp's on the widget backend); spec 2 §8: a validation error becomes MerchantValidationFailed.
       */
      validateWidget: async (params: LaunchParams, flow: Flow, pageOrigin: string | null) => {
        try {
          return await client.request(flow === 'sell' ? 'offramp/merchants/validate-widget' : 'merchants/validate-widget', ValidateWidgetSchema, {
            ...(flow === 'sell' ? { base: 'widget/v1' } : {}),
            method: 'POST',
            // It only asks whether the launch is the merchant's: safe to send again.
            repeatable: true,
            // pageOrigin (ours): the merchant check refuses a page the merchant did not allow.
            body: { payload: params.payload, signature: params.signature, apiKey: params.apiKey, ...(pageOrigin ? { pageOrigin } : {}) },
          });
        } catch (error) {
          if (isApiError(error, 'validation_error', 'merchant_validation_failer')) throw new MerchantValidationFailed(error.payload);
          throw error;
        }
      },
    },
    orders: {
      /** spec 2 §7: the public summary of an order, for anyone with its id (a 404 when there is none). */
      // Sent once: tracking retries by the spec's own rule (2 retries, 2 s apart: domain/tracking.ts).
      track: (id: string) => client.request(`orders/${segment(id)}/track`, TrackingSchema, { repeatable: false }),
      /** spec 1 §7: null on not-found, unauthorized or blocked-customer errors. */
      get: (id: string, signal?: AbortSignal) =>
        client.request(`orders/${segment(id)}`, OrderSchema, { signal }).catch((error: unknown) => {
          if (isApiError(error, 'not_found_error', 'authentication_error', 'customer_is_blocked')) return null;
          throw error;
        }),
    },
    analytics: {
      /** spec 1 §7, spec 2 §2: the amount submitted (the spec does not show where it goes; ours). */
      amountSubmitted: (event: { payAmount: number; payCurrency: string; cryptoAmount: number; cryptoCurrency: string; flow: 'buy' | 'sell' }) =>
        client.request('analytics/amount-submitted', any(), { base: 'widget/v1', method: 'POST', body: event }),
    },
    countries: {
      list: () => client.request('countries', array(CountrySchema)),
      states: (code: string) => client.request(`countries/${segment(code)}/states`, array(StateSchema)),
    },
    languages: {
      list: () => client.request('languages', array(LanguageSchema)),
    },
    customers: {
      detectedCountry: () => client.request('customers/current/country', CountrySchema),
      /**
       * The signed-in customer; `token`: a session other than the widget's. spec 1 §7: "returns null on any
       * failure": its callers settle it to null (reporting what is not the backend's answer).
       */
      current: (token?: string) =>
        client.request('customers/current', nullable(UserSchema), token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      /** spec 1 §7 (body not shown; ours): the merchant's share token vouches for the e-mail, no code needed. */
      signInWithoutConfirmation: (body: { email: string; shareToken: string }) =>
        client.request('customers/sign-in-without-confirmation', UserSchema, { method: 'POST', body }),
      signOut: () => client.request('customers/current/sign-out', any(), { method: 'POST' }),
      setLanguage: (language: string) =>
        client.request('customers/current/language', nullable(string()), { method: 'POST', body: { language } }),
    },
  };
}

export type Resources = ReturnType<typeof createResources>;
