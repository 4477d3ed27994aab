/**
 * Buy orders as the backend keeps them: creation rules (realistic validation), provider choice, pricing,
 * settling after payment, and their reply shape. Their routes: routes/orders.ts.
 */
import { randomUUID } from 'node:crypto';
import { payForReceive, receiveForPay } from '../src/domain/calculator';
import { type Rate, validationNetworkOf } from '../src/domain/currencies';
import { type Fees, amountAfterFees, feeAmount, feesInPayCurrency } from '../src/domain/fees';
import { isAddressFormatValid, nearAddressAccepted, validatorFor } from '../src/domain/walletAddress';
import type { Customer } from './customers';
import { CURRENCIES, feeReply, rateReplies } from './data/currencies';
import { NEAR_ACCOUNTS } from './data/nearAccounts';
import type { Refusal } from './http';
import { later } from './later';

export type Order = {
  id: string;
  customerId: number;
  status: string;
  paymentProviderId: string;
  paymentProviderFailureReason: string | null;
  fromCurrency: string;
  toCurrency: string;
  fromAmount: number;
  toAmount: number;
  toWallet: string;
  paymentType: string;
  merchantOrderId: string | null;
  merchantPayload: Record<string, unknown> | null;
  reservationExpiresAt: string;
  createdAt: string;
  baseAmount: number;
  /** spec 1 §3: the rate the order was priced at, and its fees in the pay currency. */
  exchangeRate: { multiplier: number; divisor: number };
  fees: { providerFee: { amount: number; currency: string }; networkFeeFiat: { amount: number; currency: string } };
  blockchainNetworkTxId: string | null;
  /** What the QR encodes (better_bro): the sandbox's payment page for this order. */
  qrCodeUrl: string | null;
  /** Provider authentication asked of the customer while auth_requested. */
  auth: { kind: 'sms' | 'bank' | 'url'; displayType: 'iframe' | 'new_tab' | 'redirect' } | null;
};

/** The code the sandbox provider accepts for SMS and BANK authentication. */
export const SANDBOX_AUTH_CODE = '123456';

/** Light-KYC customers may buy up to 900 EUR worth (spec 1 §9 promo), here measured in USD: 980. */
export const LIGHT_KYC_LIMIT_USD = 980;
export const RESERVATION_MS = 15 * 60_000;

const WALLET_PROVIDER_BY_PAYMENT_TYPE: Record<string, string> = {
  google_pay: 'google_pay_pne',
  blik: 'blik_pne',
  skrill: 'skrill_pne',
};

/** Card orders paid in this fiat go to better_bro, which has the customer pay by QR (as a backend routes a market). */
export const BETTER_BRO_FIAT = 'BRL';

/**
 * The provider the backend picks for an order (the widget only reads it): a wallet payment type has its
 * own; a card order goes to better_bro when paid in Brazilian reals, else to the card provider card_pne.
 */
export function providerFor(paymentType: string, fromCurrency: string): string {
  if (paymentType !== 'card') return WALLET_PROVIDER_BY_PAYMENT_TYPE[paymentType] ?? 'card_pne';
  return fromCurrency === BETTER_BRO_FIAT ? 'better_bro' : 'card_pne';
}

export type CreateOrderBody = {
  paymentType?: unknown;
  fromCurrency?: unknown;
  toCurrency?: unknown;
  toWallet?: unknown;
  fromAmount?: unknown;
  toAmount?: unknown;
  merchantData?: unknown;
};

export type CreateOrderOutcome = { ok: true; order: Order } | Refusal;

/**
 * The widget's own address rules (spec 1 §5, src/domain): the currency's format, and for NEAR an account
 * that exists on chain or the 64-character address accepted without it.
 */
function walletValid(currency: { ticker: string; viewedTicker: string; blockchainNetwork: string | null }, wallet: string): boolean {
  const validator = (() => {
    try {
      return validatorFor({ ...currency, validationNetwork: validationNetworkOf(currency) });
    } catch {
      return null;
    }
  })();
  if (validator === 'near') return nearAddressAccepted(NEAR_ACCOUNTS.has(wallet), wallet);
  return validator !== null && isAddressFormatValid(validator, wallet);
}

export function createOrder(customer: Customer, body: CreateOrderBody, existing: Order[], reservationMs = RESERVATION_MS, rateFactor = 1): CreateOrderOutcome {
  const invalid = (field: string, message: string): CreateOrderOutcome => ({
    ok: false,
    code: 'validation_error',
    message,
    payload: { [field]: [message] },
    status: 400,
  });
  const from = CURRENCIES.find((c) => c.tickerWithNetwork === body.fromCurrency && !c.isCrypto);
  const to = CURRENCIES.find((c) => c.tickerWithNetwork === body.toCurrency && c.isCrypto);
  if (!from) return invalid('fromCurrency', 'Unknown currency');
  if (!to) return invalid('toCurrency', 'Unknown currency');
  const rates = rateReplies(rateFactor) as Record<string, Rate>;
  const rate = rates[`${from.tickerWithNetwork}_${to.tickerWithNetwork}`];
  if (!rate) return invalid('toCurrency', 'This pair cannot be bought');
  const paymentType = typeof body.paymentType === 'string' ? body.paymentType : '';
  if (!rate.availablePaymentTypes.includes(paymentType)) {
    return { ok: false, code: 'no_payment_provider_can_be_used', message: 'Sorry. We cannot process this order for your region.', payload: null, status: 400 };
  }
  const wallet = typeof body.toWallet === 'string' ? body.toWallet : '';
  if (!walletValid(to, wallet)) return invalid('toWallet', 'Address is not valid');

  // Priced as the widget's calculator quoted it: the same rate and the same fees (the spec's formulas in
  // src/domain, rounded to the currencies' roundOff as the calculator shows them), flat fees re-expressed in
  // the pay currency; fees come off the pay side.
  const fees = feesInPayCurrency((feeReply(to.tickerWithNetwork) ?? { providerFee: { type: 'percent', value: 0 }, networkFeeFiat: { type: 'money', amount: 0, currency: 'USD' } }) as Fees, from.tickerWithNetwork, (ticker) => {
    const entry = rates[`${ticker}_${to.tickerWithNetwork}`];
    return entry ? entry.exchangeRate.multiplier / entry.exchangeRate.divisor : undefined;
  });
  const fromAmount = body.fromAmount !== undefined ? Number(body.fromAmount) : payForReceive(Number(body.toAmount), rate, fees, from.roundOff);
  if (!(fromAmount > 0)) return invalid('fromAmount', 'Amount is required');
  if (fromAmount < rate.minAmount) return invalid('fromAmount', `Order value can't be lower than the limit`);
  if (fromAmount > rate.maxAmount) return invalid('fromAmount', `Order value can't be higher than the limit`);
  if (customer.kycStatus === 'light' && fromAmount / from.usd > LIGHT_KYC_LIMIT_USD) {
    return { ok: false, code: 'max_sum_for_light_kyc_exceeded', message: 'The amount is above the limit without verification', payload: null, status: 400 };
  }
  if (customer.kycStatus !== 'light' && customer.kycStatus !== 'complete') {
    return { ok: false, code: 'must_pass_kyc', message: 'Identity verification is required', payload: null, status: 400 };
  }
  const merchantData = (typeof body.merchantData === 'object' && body.merchantData) || null;
  const merchantPayload = parseMerchantPayload(merchantData);
  const merchantOrderId = typeof merchantPayload?.merchantOrderId === 'string' ? merchantPayload.merchantOrderId : null;
  if (merchantOrderId && existing.some((o) => o.merchantOrderId === merchantOrderId)) {
    return { ok: false, code: 'merchant_order_id_not_unique', message: `Order ${merchantOrderId} already exists`, payload: merchantPayload, status: 409 };
  }
  const now = Date.now();
  return {
    ok: true,
    order: {
      id: randomUUID(),
      customerId: customer.id,
      status: 'reserved',
      paymentProviderId: providerFor(paymentType, from.tickerWithNetwork),
      paymentProviderFailureReason: null,
      fromCurrency: from.tickerWithNetwork,
      toCurrency: to.tickerWithNetwork,
      fromAmount: Math.round(fromAmount * 100) / 100,
      toAmount: body.toAmount !== undefined ? Number(body.toAmount) : receiveForPay(fromAmount, rate, fees, to.roundOff),
      toWallet: wallet,
      paymentType,
      merchantOrderId,
      merchantPayload,
      reservationExpiresAt: new Date(now + reservationMs).toISOString(),
      createdAt: new Date(now).toISOString(),
      // The part of the payment that buys crypto: what is left after the fees.
      baseAmount: Math.round(amountAfterFees(fees, fromAmount) * 100) / 100,
      exchangeRate: rate.exchangeRate,
      fees: {
        providerFee: { amount: Math.round(feeAmount(fees.providerFee, fromAmount) * 100) / 100, currency: from.tickerWithNetwork },
        networkFeeFiat: { amount: Math.round(feeAmount(fees.networkFeeFiat, fromAmount) * 100) / 100, currency: from.tickerWithNetwork },
      },
      blockchainNetworkTxId: null,
      qrCodeUrl: null,
      auth: null,
    },
  };
}

/** The market moved while the customer paid: the order is priced again (the same payment buys `factor` as much). */
export function repriceOrder(order: Order, factor: number) {
  const digits = 10 ** (CURRENCIES.find((c) => c.tickerWithNetwork === order.toCurrency)?.roundOff ?? 8);
  order.toAmount = Math.floor(order.toAmount * factor * digits) / digits;
  order.exchangeRate = { ...order.exchangeRate, multiplier: Math.round(order.exchangeRate.multiplier * factor) };
}

function parseMerchantPayload(merchantData: object | null): Record<string, unknown> | null {
  const payload = merchantData && 'payload' in merchantData ? merchantData.payload : null;
  if (typeof payload !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(payload);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function orderReply(order: Order) {
  return {
    id: order.id,
    status: order.status,
    paymentProviderId: order.paymentProviderId,
    paymentProviderFailureReason: order.paymentProviderFailureReason,
    fromCurrency: order.fromCurrency,
    toCurrency: order.toCurrency,
    fromAmount: order.fromAmount,
    toAmount: order.toAmount,
    toWallet: order.toWallet,
    baseAmount: order.baseAmount,
    exchangeRate: order.exchangeRate,
    fees: order.fees,
    blockchainNetworkTxId: order.blockchainNetworkTxId,
    qrCodeUrl: order.qrCodeUrl,
    reservationExpiresAt: order.reservationExpiresAt,
    createdAt: order.createdAt,
    merchant: order.merchantPayload ? { payload: order.merchantPayload } : null,
  };
}

/**
 * After the customer pays, the order moves on by itself, as a provider and a blockchain would:
 * transfer processing, then the transaction submitted, then complete with a transaction id.
 */
export function settleAfterPayment(order: Order, stepMs: number): void {
  order.status = 'transfer_processing_started';
  later(() => {
    if (order.status !== 'transfer_processing_started') return;
    order.status = 'blockchain_transaction_submited';
    later(() => {
      if (order.status !== 'blockchain_transaction_submited') return;
      order.status = 'complete';
      order.blockchainNetworkTxId = `0x${order.id.replace(/-/g, '')}${'0'.repeat(32)}`.slice(0, 66);
    }, stepMs);
  }, stepMs);
}
