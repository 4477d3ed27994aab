/**
 * The buy order's calls after the first screen (spec 1 §7): creation, payment, provider authentication, the
 * cardless providers' data, continue, reserve and the processing status. Loaded with the order's model
 * (`state/order.ts`), out of the first load; the order's read and public summary stay in `resources.ts`.
 */
import type { OrderCreationPayload } from '../domain/orderCreation';
import { AuthDataSchema, OrderSchema } from '../domain/entities';
import { type ApiClient, type Transport, segment } from './client';
import { withIdempotencyKey } from './idempotency';
import { ProcessingStatusSchema } from './schemas';

export function createOrderResources(client: ApiClient) {
  return {
    /**
     * spec 1 §7; ours: with an idempotency key (state/pendingCreation.ts), so the same purchase sent again
     * after a lost answer is the same order.
     */
    create: (body: OrderCreationPayload, idempotencyKey: string) =>
      withIdempotencyKey(client, idempotencyKey, (headers) => client.request('orders', OrderSchema, { method: 'POST', body, headers, timeout: 'orderCreation' })),
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
    authData: (id: string, signal?: AbortSignal) => client.request(`orders/${segment(id)}/processing/auth`, AuthDataSchema, { signal }),
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
  };
}

export type OrderResources = ReturnType<typeof createOrderResources>;
