/**
 * What the backend answers, in the shapes of src/domain/entities.ts and sellEntities.ts: a buy order, a sell
 * order, a customer, and the smaller replies. Each test takes a copy and changes what it is about.
 */
import type { Order, User } from '../../src/domain/entities';
import type { PayoutCard, SellOrder } from '../../src/domain/sellEntities';

export const WALLET = '0x1111111111111111111111111111111111111111';

export function buyOrder(changes: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    status: 'reserved',
    fromAmount: 100,
    toAmount: 99,
    fromCurrency: 'EUR',
    toCurrency: 'USDT-MATIC',
    toWallet: WALLET,
    paymentProviderId: 'card_provider',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

export function sellOrder(changes: Partial<SellOrder> = {}): SellOrder {
  return {
    id: 'sell-1',
    status: 'reserved',
    fromAmount: 0.01,
    toAmount: 600,
    toWallet: 'deposit-address',
    fromCurrency: { ticker: 'BTC', tickerWithNetwork: 'BTC' },
    toCurrency: { ticker: 'EUR', tickerWithNetwork: 'EUR' },
    ...changes,
  };
}

export function customer(changes: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ada@example.com',
    isBlocked: false,
    hasCompleteOrders: false,
    kyc: { status: 'complete' },
    ...changes,
  };
}

export const PAYOUT_CARD: PayoutCard = { id: 'payout-1', lastFourDigits: '4242' };

export const COUNTRY = { id: 44, name: 'Germany', isoAlpha2: 'DE', isoAlpha3: 'DEU', available: true, defaultCurrency: 'EUR' };

export const FEES = { providerFee: { type: 'percent', value: 1.5 }, networkFeeFiat: { type: 'money', amount: 2, currency: 'USD' } };

export const RATES = {
  'EUR_USDT-MATIC': { fromCurrency: 'EUR', minAmount: 20, maxAmount: 5000, availablePaymentTypes: ['card'], exchangeRate: { multiplier: 99, divisor: 100 } },
};
