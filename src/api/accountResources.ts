/**
 * The signed-in customer's own calls after the first screen (spec 1 §7, spec 2 §3, §7): sign-up, codes and
 * sign-in, identity verification, light KYC, the billing address, deleting a saved card and the retry
 * event. Loaded with the screens that make them (their hooks build it from the client), out of the first
 * load; start-up's reads of the customer stay in `resources.ts`.
 */
import { any } from 'superstruct';
import type { Flow } from '../domain/flow';
import type { KycStartBody } from '../domain/kyc';
import { UserSchema } from '../domain/entities';
import { type ApiClient, segment } from './client';
import { ApiError } from './errors';
import { CodeIssuedSchema, KycTokenSchema } from './schemas';

export function createAccountResources(client: ApiClient) {
  return {
    customers: {
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
    },
    analytics: {
      /** spec 1 §4, spec 2 §4: a customer retries verification after a RETRY review (the destination is ours). */
      kycRetry: (event: { flow: Flow; rejectLabels: string[] }) =>
        client.request('analytics/kyc-retry', any(), { base: 'widget/v1', method: 'POST', body: event }),
    },
  };
}

export type AccountResources = ReturnType<typeof createAccountResources>;
