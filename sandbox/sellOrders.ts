/**
 * Sell orders (the off-ramp, spec 2 §7) as the backend keeps them: creation rules and pricing, a deposit
 * address and its QR, payout cards and their checks (number and holder arrive as vault aliases), the wait
 * for the customer's crypto deposit, and their reply shape. Their routes: routes/sellOrders.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { cardBrand, expiryValid, luhnValid } from './cards';
import type { Customer } from './customers';
import { CURRENCIES, sellFeeReply, sellRateReplies } from './data/currencies';
import type { Refusal } from './http';
import { later } from './later';

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

export type CreateSellOrderBody = { fromCurrency?: unknown; toCurrency?: unknown; fromAmount?: unknown; toAmount?: unknown; merchantData?: unknown };

export type CreateSellOrderOutcome = { ok: true; order: SellOrder } | Refusal;

const invalid = (field: string, message: string): Refusal => ({ ok: false, code: 'validation_error', message, payload: { [field]: [message] }, status: 400 });
const refused = (code: string, message: string): Refusal => ({ ok: false, code, message, payload: null, status: 400 });

/**
 * A sell order for the customer, priced as the sell calculator quoted it (the provider fee of the
 * customer's `country`, off the gross), reserved for `reservationMs`; or why the backend refuses it.
 */
export async function createSellOrder(customer: Customer, body: CreateSellOrderBody, settings: { reservationMs: number; country: string }): Promise<CreateSellOrderOutcome> {
  const from = CURRENCIES.find((c) => c.tickerWithNetwork === body.fromCurrency && c.isCrypto);
  const to = CURRENCIES.find((c) => c.tickerWithNetwork === body.toCurrency && !c.isCrypto);
  if (!from) return invalid('fromCurrency', 'Unknown currency');
  if (!to) return invalid('toCurrency', 'Unknown currency');
  const rate = sellRateReplies()[`${from.tickerWithNetwork}_${to.tickerWithNetwork}`];
  if (!rate) return invalid('toCurrency', 'This pair cannot be sold');
  if (rate.availablePaymentTypes.length === 0) return refused('no_payment_provider_can_be_used', 'Sorry. We cannot process this order for your region.');
  // spec 2 "Login": a seller whose verification is complete or in review goes on to the payment step.
  if (customer.kycStatus !== 'complete' && customer.kycStatus !== 'review') return refused('must_pass_kyc', 'Identity verification is required');
  const perUnit = rate.exchangeRate.multiplier / rate.exchangeRate.divisor;
  const feePercent = sellFeeReply(from.tickerWithNetwork, settings.country)?.providerFee.value ?? 0;
  const fromAmount = body.fromAmount !== undefined ? Number(body.fromAmount) : Number(body.toAmount) / perUnit / (1 - feePercent / 100);
  if (!(fromAmount > 0)) return invalid('fromAmount', 'Amount is required');
  if (fromAmount < rate.minAmount) return invalid('fromAmount', "Order value can't be lower than the limit");
  if (fromAmount > rate.maxAmount) return invalid('fromAmount', "Order value can't be higher than the limit");
  const gross = fromAmount * perUnit;
  const fee = Math.round(gross * feePercent) / 100;
  const id = randomUUID();
  const toWallet = depositAddress(from.blockchainNetwork, id);
  return {
    ok: true,
    order: {
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
      reservationExpiresAt: new Date(Date.now() + settings.reservationMs).toISOString(),
      createdAt: new Date().toISOString(),
      merchantData: typeof body.merchantData === 'object' && body.merchantData ? (body.merchantData as Record<string, unknown>) : null,
      holdReason: null,
      payoutCardId: null,
    },
  };
}

/** A deposit address of the pay currency's network, derived from the order id. */
function depositAddress(network: string | null, id: string): string {
  const hash = createHash('sha256').update(id).digest('hex');
  if (network === 'NEAR') return hash;
  if (network === 'TRC20') return `T${Buffer.from(hash, 'hex').toString('base64').replace(/[^1-9A-HJ-NP-Za-km-z]/g, '').padEnd(33, 'x').slice(0, 33)}`;
  if (network === 'BTC') return `bc1q${hash.slice(0, 38).replace(/[bio1]/g, 'q')}`;
  return `0x${hash.slice(0, 40)}`;
}

/**
 * After the payout card is given, the order waits for the customer's deposit; the sandbox "receives" it
 * after the deposit delay, then pays out: transfer processing, then complete.
 */
export function awaitDeposit(order: SellOrder, steps: { sellDepositMs: number; settleStepMs: number }) {
  later(() => {
    if (order.status !== 'processing_started') return;
    order.status = 'transfer_processing_started';
    later(() => {
      if (order.status === 'transfer_processing_started') order.status = 'complete';
    }, steps.settleStepMs);
  }, steps.sellDepositMs);
}

export function newPayoutCard(customerId: number, number: string, holder: string, expirationDate: string): PayoutCard {
  return { id: randomUUID(), customerId, type: cardBrand(number), lastFourDigits: number.slice(-4), holder, expirationDate };
}

export type CheckedPayoutCard = { ok: true; number: string; expirationDate: string; holder: string } | { ok: false; fields: Record<string, string[]> };

/**
 * The checks of a new payout card (spec 2 §5), with the spec's field keys (card.number, …). `reveal` turns
 * a vault alias into the value it stands for.
 */
export function checkPayoutCard(entry: Record<string, unknown>, reveal: (value: string) => string): CheckedPayoutCard {
  const text = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string).trim() : '');
  const number = reveal(text('number'));
  const expirationDate = reveal(text('expirationDate'));
  const holder = reveal(text('holder'));
  const fields: Record<string, string[]> = {};
  if (!luhnValid(number)) fields['card.number'] = ['Card number is invalid'];
  if (!expiryValid(expirationDate)) fields['card.expirationDate'] = ['Invalid Date'];
  if (holder === '') fields['card.holder'] = ['Cardholder name is invalid'];
  const birth = dateOfBirthProblem(text('dateOfBirth'));
  if (birth) fields['card.dateOfBirth'] = [birth];
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, number, expirationDate, holder };
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

export const payoutCardReply = (card: PayoutCard) => ({ id: card.id, type: card.type, lastFourDigits: card.lastFourDigits });
