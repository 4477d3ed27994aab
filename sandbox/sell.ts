/**
 * The off-ramp (spec 2 §7, widget backend `/widget/v1/offramp/...`): sell rates and fees, sell orders that
 * wait for the customer's crypto deposit and move on by themselves (or by control), payout cards per
 * customer, and the payout card body through the vault (number and holder as aliases).
 */
import { idempotent } from './idempotency';
import { createHash, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { cardBrand, expiryValid, luhnValid } from './cards';
import { CURRENCIES } from './data/currencies';
import { readJsonBody, sendError, sendResult } from './http';
import { expireIfDue } from './orders';
import { type RouteTable, signedIn } from './routes/common';
import type { Customer, Store } from './store';
import { later } from './later';

const RATE_PRECISION = 100_000_000;
/** Sell pairs with no rate, and one with a rate but no payout provider (converter.noProvider). */
const MISSING_SELL_PAIRS = new Set(['BTC_PLN', 'AURORA_BRL']);
const NO_PROVIDER_SELL_PAIRS = new Set(['BNB-BEP20_BRL']);

/** Sell rates keyed CRYPTO_FIAT: fiat per crypto unit; limits in the crypto (20 to 5,000 USD worth). */
export function sellRateReplies() {
  const rates: Record<string, unknown> = {};
  const fiats = CURRENCIES.filter((c) => !c.isCrypto);
  const cryptos = CURRENCIES.filter((c) => c.isCrypto && c.ticker !== 'DOGE');
  for (const crypto of cryptos) {
    for (const fiat of fiats) {
      const key = `${crypto.tickerWithNetwork}_${fiat.tickerWithNetwork}`;
      if (MISSING_SELL_PAIRS.has(key)) continue;
      const fiatPerCrypto = crypto.usd * fiat.usd * 0.99;
      const round = (value: number) => Number(value.toFixed(crypto.roundOff));
      rates[key] = {
        fromCurrency: crypto.tickerWithNetwork,
        minAmount: round(20 / crypto.usd),
        maxAmount: round(5_000 / crypto.usd),
        availablePaymentTypes: NO_PROVIDER_SELL_PAIRS.has(key) ? [] : ['card'],
        exchangeRate: { multiplier: Math.round(fiatPerCrypto * RATE_PRECISION), divisor: RATE_PRECISION },
      };
    }
  }
  return rates;
}

/** Sell fees: a 1.5 % provider fee (2.5 % for Brazil); the network fee is the spec's fixed default. */
export function sellFeeReply(ticker: string, country: string | undefined) {
  if (!CURRENCIES.some((c) => c.tickerWithNetwork === ticker && c.isCrypto)) return null;
  return {
    providerFee: { type: 'percent', value: country === 'BR' ? 2.5 : 1.5 },
    networkFeeFiat: { type: 'money', amount: 0, currency: 'USD' },
  };
}

export type HoldReason = 'manual_review' | 'proof_of_funds' | 'suspicious' | 'underpaid' | 'overpaid';
export const HOLD_REASONS: HoldReason[] = ['manual_review', 'proof_of_funds', 'suspicious', 'underpaid', 'overpaid'];

export type SellOrder = {
  id: string;
  customerId: number;
  status: string;
  fromCurrency: string;
  toCurrency: string;
  fromAmount: number;
  toAmount: number;
  baseAmount: number;
  exchangeRate: { multiplier: number; divisor: number };
  providerFeeFiat: number;
  toWallet: string;
  qrCode: string;
  type: 'sell' | 'merchant_buy_merchant_wallet';
  reservationExpiresAt: string;
  createdAt: string;
  merchantData: Record<string, unknown> | null;
  holdReason: HoldReason | null;
  payoutCardId: string | null;
};

export type PayoutCard = { id: string; customerId: number; type: string; lastFourDigits: string; holder: string; expirationDate: string };

export function newPayoutCard(customerId: number, number: string, holder: string, expirationDate: string): PayoutCard {
  return { id: randomUUID(), customerId, type: cardBrand(number), lastFourDigits: number.slice(-4), holder, expirationDate };
}

/** A deposit address of the pay currency's network, derived from the order id. */
function depositAddress(network: string | null, id: string): string {
  const hash = createHash('sha256').update(id).digest('hex');
  if (network === 'NEAR') return hash;
  if (network === 'TRC20') return `T${Buffer.from(hash, 'hex').toString('base64').replace(/[^1-9A-HJ-NP-Za-km-z]/g, '').padEnd(33, 'x').slice(0, 33)}`;
  if (network === 'BTC') return `bc1q${hash.slice(0, 38).replace(/[bio1]/g, 'q')}`;
  return `0x${hash.slice(0, 40)}`;
}

function currencyReply(tickerWithNetwork: string) {
  const c = CURRENCIES.find((x) => x.tickerWithNetwork === tickerWithNetwork);
  return { ticker: c?.ticker ?? tickerWithNetwork, tickerWithNetwork, blockchainNetwork: c?.blockchainNetwork ?? null, viewedTicker: c?.viewedTicker ?? tickerWithNetwork };
}

export function sellOrderReply(order: SellOrder) {
  return {
    id: order.id,
    shortId: order.id.slice(0, 8),
    status: order.status,
    fromCurrency: currencyReply(order.fromCurrency),
    toCurrency: currencyReply(order.toCurrency),
    fromAmount: order.fromAmount,
    toAmount: order.toAmount,
    baseAmount: order.baseAmount,
    exchangeRate: order.exchangeRate,
    fees: {
      providerFee: { amount: order.providerFeeFiat, currency: order.toCurrency },
      networkFeeFiat: { amount: 0, currency: order.toCurrency },
    },
    toWallet: order.toWallet,
    type: order.type,
    reservationExpiresAt: order.reservationExpiresAt,
    createdAt: order.createdAt,
    qrCode: order.qrCode,
    paymentProviderId: 'card_payout',
    merchantData: order.merchantData,
    holdReason: order.holdReason,
  };
}

/**
 * After the payout card is given, the order waits for the customer's deposit; the sandbox "receives" it
 * after the deposit delay, then pays out: transfer processing, then complete.
 */
function awaitDeposit(order: SellOrder, store: Store) {
  const { sellDepositMs, settleStepMs } = store.controls.state;
  later(() => {
    if (order.status !== 'processing_started') return;
    order.status = 'transfer_processing_started';
    later(() => {
      if (order.status === 'transfer_processing_started') order.status = 'complete';
    }, settleStepMs);
  }, sellDepositMs);
}

/** spec 2 §5 "Date of birth": dd.mm.yyyy, a real date, not in the future, at least 18, at most 150 years. */
function dateOfBirthProblem(text: string, now = new Date()): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return 'Date of birth is required';
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return 'Date of birth is not valid';
  if (date.getTime() > now.getTime()) return 'Date of birth cannot be in the future';
  const adult = new Date(Date.UTC(year + 18, month - 1, day));
  if (adult.getTime() > now.getTime()) return 'You must be at least 18 years old';
  if (year < now.getUTCFullYear() - 150) return 'Date of birth is not valid';
  return null;
}

const ownSellOrder = (store: Store, customer: Customer, id: string | undefined) => {
  const order = store.sellOrders.find((o) => o.id === id && o.customerId === customer.id);
  if (order) expireIfDue(order);
  return order;
};

/** POST offramp/orders; a repeated Idempotency-Key is the same order (sandbox/idempotency.ts). */
const createSellOrder = idempotent(signedIn(async ({ req, res, store }, customer) => {
  const body = await readJsonBody(req);
  const from = CURRENCIES.find((c) => c.tickerWithNetwork === body.fromCurrency && c.isCrypto);
  const to = CURRENCIES.find((c) => c.tickerWithNetwork === body.toCurrency && !c.isCrypto);
  const invalid = (field: string, message: string) => sendError(res, 'validation_error', message, { [field]: [message] });
  if (!from) return invalid('fromCurrency', 'Unknown currency');
  if (!to) return invalid('toCurrency', 'Unknown currency');
  const rate = (sellRateReplies() as Record<string, { minAmount: number; maxAmount: number; availablePaymentTypes: string[]; exchangeRate: { multiplier: number; divisor: number } }>)[
    `${from.tickerWithNetwork}_${to.tickerWithNetwork}`
  ];
  if (!rate) return invalid('toCurrency', 'This pair cannot be sold');
  if (rate.availablePaymentTypes.length === 0) return sendError(res, 'no_payment_provider_can_be_used', 'Sorry. We cannot process this order for your region.');
  // spec 2 "Login": a seller whose verification is complete or in review goes on to the payment step.
  if (customer.kycStatus !== 'complete' && customer.kycStatus !== 'review') return sendError(res, 'must_pass_kyc', 'Identity verification is required');
  const perUnit = rate.exchangeRate.multiplier / rate.exchangeRate.divisor;
  // Priced as the sell calculator quoted it: the provider fee of the customer's country, off the gross.
  const feePercent = sellFeeReply(from.tickerWithNetwork, store.controls.state.country)?.providerFee.value ?? 0;
  const fromAmount = body.fromAmount !== undefined ? Number(body.fromAmount) : Number(body.toAmount) / perUnit / (1 - feePercent / 100);
  if (!(fromAmount > 0)) return invalid('fromAmount', 'Amount is required');
  if (fromAmount < rate.minAmount) return invalid('fromAmount', "Order value can't be lower than the limit");
  if (fromAmount > rate.maxAmount) return invalid('fromAmount', "Order value can't be higher than the limit");
  const gross = fromAmount * perUnit;
  const fee = Math.round(gross * feePercent) / 100;
  const id = randomUUID();
  const toWallet = depositAddress(from.blockchainNetwork, id);
  const merchantData = typeof body.merchantData === 'object' && body.merchantData ? (body.merchantData as Record<string, unknown>) : null;
  const order: SellOrder = {
    id,
    customerId: customer.id,
    status: 'reserved',
    fromCurrency: from.tickerWithNetwork,
    toCurrency: to.tickerWithNetwork,
    fromAmount: Number(fromAmount.toFixed(from.roundOff)),
    toAmount: Math.round((gross - fee) * 100) / 100,
    baseAmount: Math.round(gross * 100) / 100,
    exchangeRate: rate.exchangeRate,
    providerFeeFiat: fee,
    toWallet,
    qrCode: (await QRCode.toDataURL(toWallet, { margin: 1, width: 236 })).replace(/^data:image\/png;base64,/, ''),
    type: 'sell',
    reservationExpiresAt: new Date(Date.now() + store.controls.state.reservationMs).toISOString(),
    createdAt: new Date().toISOString(),
    merchantData,
    holdReason: null,
    payoutCardId: null,
  };
  store.sellOrders.push(order);
  sendResult(res, sellOrderReply(order));
}));

/**
 * POST orders/{id}/processing/reserve on the widget backend (spec 2 §7): a created sell order gets its rate
 * reserved, a reserved one its reservation renewed; an expired or processed one cannot be.
 */
const reserveSellOrder = signedIn(({ res, store }, customer, [id]) => {
  const order = ownSellOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  if (order.status !== 'reserved' && order.status !== 'created') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  order.status = 'reserved';
  order.reservationExpiresAt = new Date(Date.now() + store.controls.state.reservationMs).toISOString();
  sendResult(res, sellOrderReply(order));
});

/**
 * POST offramp/orders/{id}/processing (spec 2 §7): a saved payout card as `{id: <order id>, data: {id:
 * <card id>}}`, or a new one through the vault as `{card: [{number, expirationDate, holder, dateOfBirth,
 * mustBeSaved}]}`. The order then waits for the deposit.
 */
const processSellOrder = idempotent(signedIn(async ({ req, res, store }, customer, [id]) => {
  const order = ownSellOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  if (order.status !== 'reserved' && order.status !== 'created') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  const body = await readJsonBody(req);
  const saved = savedCardChoice(body);
  if (saved && saved.orderId !== order.id) return sendError(res, 'validation_error', 'The order does not match', { id: ['Order is invalid'] });
  const entry = (Array.isArray(body.card) ? body.card[0] : undefined) as Record<string, unknown> | undefined;
  if (!saved && !entry) return sendError(res, 'validation_error', 'A payout card is required', { 'card.number': ['Card number is invalid'] });
  const text = (key: string) => (entry && typeof entry[key] === 'string' ? (entry[key] as string).trim() : '');
  let card = saved ? store.payoutCards.find((c) => c.id === saved.cardId && c.customerId === customer.id) : undefined;
  if (saved && !card) return sendError(res, 'validation_error', 'Card not found', { 'card.number': ['Card number is invalid'] });
  if (!card) {
    const number = store.vault.reveal(text('number'));
    const expirationDate = store.vault.reveal(text('expirationDate'));
    const holder = store.vault.reveal(text('holder'));
    const problems: Record<string, string[]> = {};
    if (!luhnValid(number)) problems['card.number'] = ['Card number is invalid'];
    if (!expiryValid(expirationDate)) problems['card.expirationDate'] = ['Invalid Date'];
    if (holder === '') problems['card.holder'] = ['Cardholder name is invalid'];
    const birth = dateOfBirthProblem(text('dateOfBirth'));
    if (birth) problems['card.dateOfBirth'] = [birth];
    if (Object.keys(problems).length > 0) return sendError(res, 'validation_error', 'Please check the card details', problems);
    card = newPayoutCard(customer.id, number, holder, expirationDate);
    if (entry?.mustBeSaved === true) store.payoutCards.push(card);
  }
  order.payoutCardId = card.id;
  order.status = 'processing_started';
  order.reservationExpiresAt = new Date(Date.now() + store.controls.state.reservationMs).toISOString();
  awaitDeposit(order, store);
  sendResult(res, sellOrderReply(order));
}));

/** A saved card's processing body, `{id, data: {id}}`, or null when the body is another shape. */
function savedCardChoice(body: Record<string, unknown>): { orderId: string; cardId: string } | null {
  const data = body.data as Record<string, unknown> | undefined;
  if (typeof body.id !== 'string' || !data || typeof data !== 'object' || typeof data.id !== 'string') return null;
  return { orderId: body.id, cardId: data.id };
}

const payoutCardReply = (card: PayoutCard) => ({ id: card.id, type: card.type, lastFourDigits: card.lastFourDigits });

export const SELL_ROUTES: RouteTable = [
  ['GET', 'widget/v1', /^offramp\/currencies\/rates$/, ({ res }) => sendResult(res, sellRateReplies())],
  [
    'GET',
    'widget/v1',
    /^offramp\/currencies\/fees\/([^/]+)(?:\/([^/]+))?$/,
    ({ res }, [ticker = '', country]) => {
      const fees = sellFeeReply(decodeURIComponent(ticker), country?.toUpperCase());
      return fees ? sendResult(res, fees) : sendError(res, 'not_found_error', 'Currency not found', null, 404);
    },
  ],
  ['POST', 'widget/v1', /^offramp\/orders$/, createSellOrder],
  ['POST', 'widget/v1', /^offramp\/orders\/([^/]+)\/processing$/, processSellOrder],
  ['POST', 'widget/v1', /^orders\/([^/]+)\/processing\/reserve$/, reserveSellOrder],
  [
    'GET',
    'widget/v1',
    /^offramp\/orders\/([^/]+)$/,
    signedIn(({ res, store }, customer, [id]) => {
      const order = ownSellOrder(store, customer, id);
      return order ? sendResult(res, sellOrderReply(order)) : sendError(res, 'not_found_error', 'Order not found', null, 404);
    }),
  ],
  ['GET', 'widget/v1', /^offramp\/customers\/cards$/, signedIn(({ res, store }, customer) => sendResult(res, store.payoutCards.filter((c) => c.customerId === customer.id).map(payoutCardReply)))],
  [
    'DELETE',
    'widget/v1',
    /^offramp\/customers\/cards\/([^/]+)$/,
    signedIn(({ res, store }, customer, [id]) => {
      const index = store.payoutCards.findIndex((c) => c.id === id && c.customerId === customer.id);
      if (index < 0) return sendError(res, 'not_found_error', 'Card not found', null, 404);
      store.payoutCards.splice(index, 1);
      sendResult(res, null);
    }),
  ],
];
