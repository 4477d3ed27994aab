/** One function per call of spec 1 §7 used so far, each with its reply schema. */
import { any, array, nullable, string } from 'superstruct';
import { CurrencySchema, RatesSchema } from '../domain/currencies';
import { FeesSchema } from '../domain/fees';
import type { Flow } from '../domain/flow';
import type { KycStartBody } from '../domain/kyc';
import type { LaunchParams } from '../domain/launchParams';
import type { OrderCreationPayload } from '../domain/orderCreation';
import { type ApiClient, type Transport, segment } from './client';
import { ApiError, MerchantValidationFailed, isApiError } from './errors';
import { AuthDataSchema, CountrySchema, LanguageSchema, OrderSchema, StateSchema, TrackingSchema, UserSchema } from '../domain/entities';
import { CodeIssuedSchema, KycTokenSchema, ProcessingStatusSchema, ValidateWidgetSchema } from './schemas';

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
      create: (body: OrderCreationPayload) =>
        client.request('orders', OrderSchema, { method: 'POST', body, timeout: 'orderCreation' }),
      /**
       * spec 1 §7: starts the payment (provider v2), with a card or none. The idempotency key makes a
       * retried call the same payment. A card payment goes through the vault (`transport`), which fills in
       * the card data; anything else is sent as `body`.
       */
      process: (id: string, payment: { body: { card?: unknown[] } } | { transport: Transport }, idempotencyKey: string) =>
        client.request(`orders/${segment(id)}/processing`, OrderSchema, {
          base: 'provider/v2',
          method: 'POST',
          headers: { 'Idempotency-Key': idempotencyKey },
          ...('transport' in payment ? { transport: payment.transport } : { body: payment.body }),
        }),
      /** The cardless providers' payment data (path not shown by the spec; ours). */
      submitWalletInfo: (
        id: string,
        body: {
          agreement: { agreement: boolean };
          card: { phone: string };
          billingAddress: { countryCode: string; state?: string; address: string; city: string; postalCode: string };
        },
      ) => client.request(`orders/${segment(id)}/wallet-info`, OrderSchema, { method: 'POST', body }),
      /** Provider authentication data (loaded once per order, again after each send). */
      authData: (id: string) => client.request(`orders/${segment(id)}/processing/auth`, AuthDataSchema),
      sendAuth: (id: string, body: { smsCode: string } | { card2fa: string }) =>
        client.request(`orders/${segment(id)}/processing/auth`, OrderSchema, { method: 'POST', body }),
      /** spec 1 §2 "order-continue" (path and method not shown; ours): an order held for verification goes on. */
      continue: (id: string) => client.request(`orders/${segment(id)}/continue`, OrderSchema, { method: 'POST' }),
      /** Reserves or renews the order's rate; the result updates the order. */
      reserve: (id: string) => client.request(`orders/${segment(id)}/processing/reserve`, OrderSchema, { method: 'POST' }),
      /** spec 1 §7: the processing status, a long poll of up to 180 s. */
      processingStatus: (id: string, signal?: AbortSignal) =>
        client.request(`orders/${segment(id)}/processing/status`, ProcessingStatusSchema, {
          timeout: 'statusLongPoll',
          signal,
        }),
      /** spec 2 §7: the public summary of an order, for anyone with its id (a 404 when there is none). */
      track: (id: string) => client.request(`orders/${segment(id)}/track`, TrackingSchema),
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
      /** spec 1 §4, spec 2 §4: a customer retries verification after a RETRY review (the destination is ours). */
      kycRetry: (event: { flow: Flow; rejectLabels: string[] }) =>
        client.request('analytics/kyc-retry', any(), { base: 'widget/v1', method: 'POST', body: event }),
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
      /**
       * Sign-up of the flow the customer is in: the buy one names the agreements `acceptTheRules` and
       * `subscribeOnMailing` (spec 1 §7), the sell one `legalAgreement` and `newsletterAgreement` (spec 2 §3;
       * its path is not shown: ours, on the widget backend beside the off-ramp's other calls). A 429 is
       * treated as success, with the next code allowed now (spec 1 §7, spec 2).
       */
      signUp: (input: { refcode: string | null; email: string; agreed: boolean; newsletter: boolean }, flow: Flow) =>
        (flow === 'sell'
          ? client.request('offramp/customers/sign-up', CodeIssuedSchema, {
              base: 'widget/v1',
              method: 'POST',
              body: { refcode: input.refcode, email: input.email, legalAgreement: input.agreed, newsletterAgreement: input.newsletter },
            })
          : client.request('customers/sign-up', CodeIssuedSchema, {
              method: 'POST',
              body: { refcode: input.refcode, email: input.email, acceptTheRules: input.agreed, subscribeOnMailing: input.newsletter },
            })
        ).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 429) return { newPasswordCanBeCreatedAt: new Date().toISOString() };
          throw error;
        }),
      resendPassword: (email: string) => client.request('customers/resend-password', CodeIssuedSchema, { method: 'POST', body: { email } }),
      signIn: (body: { email: string; password: string; shareToken: string | null }) =>
        client.request('customers/sign-in', UserSchema, { method: 'POST', body }),
      /** spec 1 §7 (body not shown; ours): the merchant's share token vouches for the e-mail, no code needed. */
      signInWithoutConfirmation: (body: { email: string; shareToken: string }) =>
        client.request('customers/sign-in-without-confirmation', UserSchema, { method: 'POST', body }),
      signOut: () => client.request('customers/current/sign-out', any(), { method: 'POST' }),
      /** spec 1 §7: a token fetch sends resetKYC false. */
      startKyc: (body: KycStartBody) =>
        client.request('customers/current/kyc', KycTokenSchema, { method: 'POST', body }),
      /** Saves the billing address (the spec does not show this call's path; ours). */
      saveBillingAddress: (body: { phone: string; countryCode: string; state: string; city: string; address: string; postalCode: string }) =>
        client.request('customers/current/billing-address', UserSchema, { method: 'POST', body }),
      lightKyc: (body: { firstName: string; lastName: string; countryCode: string }) =>
        client.request('customers/current/kyc/light', UserSchema, { method: 'POST', body }),
      /** spec 1 §7: deletes a saved card (the card list, on the customer, is refetched after). */
      deleteCard: (cardId: string) =>
        client.request(`customers/current/cards/${segment(cardId)}`, any(), { method: 'DELETE' }),
      setLanguage: (language: string) =>
        client.request('customers/current/language', nullable(string()), { method: 'POST', body: { language } }),
    },
  };
}

export type Resources = ReturnType<typeof createResources>;
