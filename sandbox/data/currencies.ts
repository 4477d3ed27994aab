/**
 * Sandbox fixtures: 5 fiat and 9 crypto currencies across networks, with buy and sell rates, limits and fees, and
 * their logos, served by the sandbox itself (`/static/logos/{ticker}.svg`, sandbox/static/logos/).
 */

type CurrencyFixture = {
  id: number;
  name: string;
  ticker: string;
  viewedTicker: string;
  tickerWithNetwork: string;
  blockchainNetwork: string | null;
  isCrypto: boolean;
  decimals: number;
  roundOff: number;
  priority: number;
  symbol: string | null;
  /** USD value of one unit (crypto) or units per USD (fiat). */
  usd: number;
  feeValue?: number;
  /** Exercises the widget's monogram: no logoUrl at all, or one that does not load (a 404). */
  logo?: 'none' | 'broken';
};

export const CURRENCIES: CurrencyFixture[] = [
  { id: 1, name: 'US Dollar', ticker: 'USD', viewedTicker: 'USD', tickerWithNetwork: 'USD', blockchainNetwork: null, isCrypto: false, decimals: 2, roundOff: 2, priority: 100, symbol: '$', usd: 1 },
  { id: 2, name: 'Euro', ticker: 'EUR', viewedTicker: 'EUR', tickerWithNetwork: 'EUR', blockchainNetwork: null, isCrypto: false, decimals: 2, roundOff: 2, priority: 90, symbol: '€', usd: 0.92 },
  { id: 3, name: 'British Pound', ticker: 'GBP', viewedTicker: 'GBP', tickerWithNetwork: 'GBP', blockchainNetwork: null, isCrypto: false, decimals: 2, roundOff: 2, priority: 80, symbol: '£', usd: 0.79 },
  { id: 4, name: 'Brazilian Real', ticker: 'BRL', viewedTicker: 'BRL', tickerWithNetwork: 'BRL', blockchainNetwork: null, isCrypto: false, decimals: 2, roundOff: 2, priority: 70, symbol: 'R$', usd: 5.1 },
  { id: 5, name: 'Polish Zloty', ticker: 'PLN', viewedTicker: 'PLN', tickerWithNetwork: 'PLN', blockchainNetwork: null, isCrypto: false, decimals: 2, roundOff: 2, priority: 60, symbol: 'zł', usd: 3.95 },
  { id: 11, name: 'Tether USD', ticker: 'USDT', viewedTicker: 'USDT', tickerWithNetwork: 'USDT-MATIC', blockchainNetwork: 'MATIC', isCrypto: true, decimals: 6, roundOff: 2, priority: 100, symbol: null, usd: 1 },
  { id: 12, name: 'Tether USD', ticker: 'USDT', viewedTicker: 'USDT', tickerWithNetwork: 'USDT-TRC20', blockchainNetwork: 'TRC20', isCrypto: true, decimals: 6, roundOff: 2, priority: 95, symbol: null, usd: 1 },
  { id: 13, name: 'Bitcoin', ticker: 'BTC', viewedTicker: 'BTC', tickerWithNetwork: 'BTC', blockchainNetwork: 'BTC', isCrypto: true, decimals: 8, roundOff: 8, priority: 90, symbol: '₿', usd: 65_000 },
  { id: 14, name: 'Ethereum', ticker: 'ETH', viewedTicker: 'ETH', tickerWithNetwork: 'ETH', blockchainNetwork: 'ERC20', isCrypto: true, decimals: 18, roundOff: 6, priority: 85, symbol: 'Ξ', usd: 3_200 },
  { id: 15, name: 'NEAR Protocol', ticker: 'NEAR', viewedTicker: 'NEAR', tickerWithNetwork: 'NEAR', blockchainNetwork: 'NEAR', isCrypto: true, decimals: 24, roundOff: 4, priority: 80, symbol: null, usd: 5.2, feeValue: 0.2 },
  { id: 16, name: 'USD Coin', ticker: 'USDC', viewedTicker: 'USDC', tickerWithNetwork: 'USDC-NEAR', blockchainNetwork: 'NEAR', isCrypto: true, decimals: 6, roundOff: 2, priority: 75, symbol: null, usd: 1 },
  { id: 17, name: 'Aurora', ticker: 'AURORA', viewedTicker: 'AURORA', tickerWithNetwork: 'AURORA', blockchainNetwork: 'AURORA', isCrypto: true, decimals: 18, roundOff: 4, priority: 70, symbol: null, usd: 0.18, logo: 'broken' },
  { id: 18, name: 'BNB', ticker: 'BNB', viewedTicker: 'BNB', tickerWithNetwork: 'BNB-BEP20', blockchainNetwork: 'BEP20', isCrypto: true, decimals: 18, roundOff: 6, priority: 65, symbol: null, usd: 580 },
  // No rate uses it: listed as 'unavailable for your region'.
  { id: 19, name: 'Dogecoin', ticker: 'DOGE', viewedTicker: 'DOGE', tickerWithNetwork: 'DOGE', blockchainNetwork: 'DOGE', isCrypto: true, decimals: 8, roundOff: 4, priority: 10, symbol: null, usd: 0.15, logo: 'none' },
];

/** The URL of a currency's logo on the sandbox's API origin (`apiOrigin`), or null when it has none. */
function logoUrlOf(currency: Pick<CurrencyFixture, 'ticker' | 'logo'>, apiOrigin: string): string | null {
  if (currency.logo === 'none') return null;
  return `${apiOrigin}/static/logos/${currency.logo === 'broken' ? `missing-${currency.ticker}` : currency.ticker}.svg`;
}

export function currencyReplies(apiOrigin: string) {
  return CURRENCIES.map(({ usd: _usd, feeValue, logo, ...c }) => ({
    ...c,
    isBestConditions: c.priority >= 95,
    description: null,
    logoUrl: logoUrlOf({ ticker: c.ticker, logo }, apiOrigin),
    tooltipDescription: null,
    discountDescription: feeValue ? `${feeValue * 100}% off fees` : null,
    feeValue: feeValue ?? null,
  }));
}

/** Pairs with no rate at all (so the calculator shows 'X-Y is not available'). */
const MISSING_PAIRS = new Set(['PLN_BTC', 'GBP_NEAR', 'GBP_USDC-NEAR', 'BRL_AURORA', 'PLN_AURORA']);
/** Pairs that have a rate but no payment type (converter.noProvider). */
const NO_PROVIDER_PAIRS = new Set(['BRL_BNB-BEP20']);

const PAYMENT_TYPES_BY_FIAT: Record<string, string[]> = {
  USD: ['google_pay', 'card'],
  EUR: ['google_pay', 'card', 'skrill'],
  GBP: ['google_pay', 'card'],
  BRL: ['card'],
  PLN: ['blik', 'card'],
};

const RATE_PRECISION = 100_000_000;

export function rateReplies(factor = 1) {
  const rates: Record<string, unknown> = {};
  const fiats = CURRENCIES.filter((c) => !c.isCrypto);
  const cryptos = CURRENCIES.filter((c) => c.isCrypto && c.ticker !== 'DOGE');
  for (const fiat of fiats) {
    for (const crypto of cryptos) {
      const key = `${fiat.tickerWithNetwork}_${crypto.tickerWithNetwork}`;
      if (MISSING_PAIRS.has(key)) continue;
      const cryptoPerFiat = 1 / fiat.usd / crypto.usd;
      rates[key] = {
        fromCurrency: fiat.tickerWithNetwork,
        // 20 USD worth at least (BRL: 102, above the default start of 100), 5,000 USD worth at most.
        minAmount: Math.round(20 * fiat.usd),
        maxAmount: Math.round(5_000 * fiat.usd),
        availablePaymentTypes: NO_PROVIDER_PAIRS.has(key) ? [] : PAYMENT_TYPES_BY_FIAT[fiat.ticker],
        exchangeRate: { multiplier: Math.round(cryptoPerFiat * factor * RATE_PRECISION * 1e4) / 1e4, divisor: RATE_PRECISION },
      };
    }
  }
  return rates;
}

const NETWORK_FEE_USD: Record<string, number> = {
  MATIC: 0.05,
  TRC20: 1,
  BTC: 2.5,
  ERC20: 4,
  NEAR: 0.02,
  AURORA: 0.1,
  BEP20: 0.3,
};

/** Provider fee: the greater of 3.5 % and 3.99 USD; network fee: flat USD per network. */
export function feeReply(tickerWithNetwork: string) {
  const currency = CURRENCIES.find((c) => c.tickerWithNetwork === tickerWithNetwork && c.isCrypto);
  if (!currency) return null;
  return {
    providerFee: {
      type: 'max',
      values: [
        { type: 'percent', value: 3.5 },
        { type: 'money', amount: 3.99, currency: 'USD' },
      ],
    },
    networkFeeFiat: { type: 'money', amount: NETWORK_FEE_USD[currency.blockchainNetwork ?? ''] ?? 0, currency: 'USD' },
    ...(currency.feeValue ? { discount: currency.feeValue } : {}),
  };
}

/** Sell pairs with no rate, and one with a rate but no payout provider (converter.noProvider). */
const MISSING_SELL_PAIRS = new Set(['BTC_PLN', 'AURORA_BRL']);
const NO_PROVIDER_SELL_PAIRS = new Set(['BNB-BEP20_BRL']);

/** A sell rate: fiat per crypto unit; limits in the crypto. */
export type SellRate = { fromCurrency: string; minAmount: number; maxAmount: number; availablePaymentTypes: string[]; exchangeRate: { multiplier: number; divisor: number } };

/** Sell rates keyed CRYPTO_FIAT: fiat per crypto unit; limits in the crypto (20 to 5,000 USD worth). */
export function sellRateReplies(): Record<string, SellRate> {
  const rates: Record<string, SellRate> = {};
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
