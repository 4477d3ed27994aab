/**
 * The off-ramp's calls (spec 2 §7), on the widget backend, with their reply schemas: loaded with the sell
 * flow, so a buyer's first load carries none of them.
 */
import { any, array } from 'superstruct';
import { RatesSchema } from '../domain/currencies';
import { FeesSchema } from '../domain/fees';
import { type ApiClient, type Transport, segment } from './client';
import { isApiError } from './errors';
import { withIdempotencyKey } from './idempotency';
import { PayoutCardSchema, SellOrderSchema } from '../domain/sellEntities';

export function createSellResources(client: ApiClient) {
  return {
    rates: (apiKey?: string) => client.request('offramp/currencies/rates', RatesSchema, { base: 'widget/v1', query: { apiKey } }),
    fees: (ticker: string, country: string | null, signal?: AbortSignal) =>
      client.request(`offramp/currencies/fees/${segment(ticker)}${country ? `/${segment(country)}` : ''}`, FeesSchema, {
        base: 'widget/v1',
        signal,
      }),
    /** Ours: with an idempotency key, as the buy order's creation (state/pendingCreation.ts). */
    createOrder: (body: { fromCurrency: string; toCurrency: string; fromAmount?: number; toAmount?: number; merchantData?: unknown }, idempotencyKey: string) =>
      withIdempotencyKey(client, idempotencyKey, (headers) =>
        client.request('offramp/orders', SellOrderSchema, { base: 'widget/v1', method: 'POST', body, headers, timeout: 'orderCreation' }),
      ),
    /** A sell order; null when it is missing, or another customer's (as the buy order's `get`). */
    getOrder: (id: string, signal?: AbortSignal) =>
      client.request(`offramp/orders/${segment(id)}`, SellOrderSchema, { base: 'widget/v1', signal }).catch((error: unknown) => {
        if (isApiError(error, 'not_found_error', 'authentication_error', 'customer_is_blocked')) return null;
        throw error;
      }),
    /**
     * Processes the order with a payout card (spec 2 §7): a saved one as `{id, data: {id: <card id>}}`
     * (the spec does not show that call's path: the same processing path), or a new one through the vault
     * as `{card: [{number, expirationDate, holder, dateOfBirth, mustBeSaved}]}`.
     */
    process: (id: string, payment: { body: { id: string; data: { id: string } } } | { transport: Transport }) =>
      client.request(`offramp/orders/${segment(id)}/processing`, SellOrderSchema, {
        base: 'widget/v1',
        method: 'POST',
        ...('transport' in payment ? { transport: payment.transport } : { body: payment.body }),
      }),
    /** spec 2 §7: reserves the order's rate or renews the reservation; the result updates the order. */
    reserve: (id: string) =>
      client.request(`orders/${segment(id)}/processing/reserve`, SellOrderSchema, { base: 'widget/v1', method: 'POST' }),
    cards: () => client.request('offramp/customers/cards', array(PayoutCardSchema), { base: 'widget/v1' }),
    deleteCard: (id: string) => client.request(`offramp/customers/cards/${segment(id)}`, any(), { base: 'widget/v1', method: 'DELETE' }),
  };
}

export type SellResources = ReturnType<typeof createSellResources>;
