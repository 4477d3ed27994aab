/** Currencies and rates (spec 1 §3, §4; spec 2 §3): what the client adds, availability, convertibility, search. */
import {
  type Infer,
  array,
  boolean,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
} from 'superstruct';
import { DEFAULT_COUNTRY_FIAT } from './constants';

export const CurrencySchema = type({
  id: number(),
  name: string(),
  symbol: optional(nullable(string())),
  ticker: string(),
  viewedTicker: string(),
  decimals: number(),
  roundOff: number(),
  isCrypto: boolean(),
  isBestConditions: optional(boolean()),
  priority: optional(number()),
  description: optional(nullable(string())),
  blockchainNetwork: nullable(string()),
  logoUrl: optional(nullable(string())),
  tooltipDescription: optional(nullable(string())),
  discountDescription: optional(nullable(string())),
  feeValue: optional(nullable(number())),
  tickerWithNetwork: string(),
});
export type ServerCurrency = Infer<typeof CurrencySchema>;

export const RateSchema = type({
  fromCurrency: string(),
  minAmount: number(),
  maxAmount: number(),
  availablePaymentTypes: array(string()),
  exchangeRate: object({ divisor: number(), multiplier: number() }),
});
export type Rate = Infer<typeof RateSchema>;
export const RatesSchema = record(string(), RateSchema);
export type Rates = Record<string, Rate>;

export type Currency = ServerCurrency & {
  /** Only USDT on TRC20 carries one, mapped to the tron network (spec 1 §3). */
  validationNetwork: string | null;
  blockchainNetworkShort: string | null;
  blockchainNetworkFull: string | null;
  /** The translated full name's key, for networks the strings know (else show blockchainNetworkFull). */
  networkNameKey: NetworkNameKey | null;
  /** True when any rate key contains this currency's ticker-with-network beside an underscore. */
  available: boolean;
};

export type Flow = 'buy' | 'sell';

/**
 * Display names of networks; sell and buy variants differ (spec 1 §3, spec 2 §1). The short names are
 * brands, shown as they are; the full names are translated (i18n `networks.*`, `networksSell.*`), these
 * English ones are the fallback for a network the strings do not know.
 */
const NETWORK_NAMES = {
  MATIC: { short: 'Polygon', full: 'Polygon network' },
  TRC20: { short: 'TRC20', full: 'Tron (TRC20)', sellFull: 'TRON network (TRC20)' },
  ERC20: { short: 'ERC20', full: 'Ethereum (ERC20)', sellFull: 'Ethereum network (ERC20)' },
  BTC: { short: 'Bitcoin', full: 'Bitcoin network' },
  NEAR: { short: 'NEAR', full: 'NEAR main network', sellFull: 'NEAR Protocol' },
  AURORA: { short: 'Aurora', full: 'Aurora main network' },
  BEP20: { short: 'BEP20', full: 'BNB Smart Chain (BEP20)', sellFull: 'BNB Smart Chain' },
} as const satisfies Record<string, { short: string; full: string; sellFull?: string }>;

export type KnownNetwork = keyof typeof NETWORK_NAMES;

/**
 * spec 1 §3: the NEAR network's silo variants (Powergold, Hyperbolic, DevNet; else main), named by the
 * merchant payload's externalData, a JSON string (ours: its `silo` field, the spec shows no name).
 */
export const NEAR_SILOS = ['Powergold', 'Hyperbolic', 'DevNet'] as const;
export type NearSilo = (typeof NEAR_SILOS)[number];

export function siloOf(externalData: string | undefined): NearSilo | null {
  if (!externalData) return null;
  try {
    const data: unknown = JSON.parse(externalData);
    const named = data && typeof data === 'object' && 'silo' in data ? String(data.silo).toLowerCase() : '';
    return NEAR_SILOS.find((silo) => silo.toLowerCase() === named) ?? null;
  } catch {
    return null;
  }
}

type NetworkVariant = KnownNetwork | `NEAR_${NearSilo}`;
/** The i18n key of a network's full name in a flow. */
export type NetworkNameKey = `networks.${NetworkVariant}` | `networksSell.${NetworkVariant}`;

function isKnownNetwork(network: string | null): network is KnownNetwork {
  return network !== null && network in NETWORK_NAMES;
}

export function rateKey(from: string, to: string): string {
  return `${from}_${to}`;
}

/** spec 1 §3: the available flag is true when any rate key contains the ticker-with-network joined by an underscore. */
export function isAvailableInRates(tickerWithNetwork: string, rates: Rates): boolean {
  return Object.keys(rates).some((key) => key.split('_').includes(tickerWithNetwork));
}

/** The network whose address rules apply when the blockchain network alone does not say (USDT on TRC20: TRON). */
export function validationNetworkOf(currency: { ticker: string; blockchainNetwork: string | null }): string | null {
  return currency.ticker === 'USDT' && currency.blockchainNetwork === 'TRC20' ? 'TRON' : null;
}

export function enrichCurrency(currency: ServerCurrency, rates: Rates, flow: Flow, silo: NearSilo | null = null): Currency {
  const network = currency.blockchainNetwork;
  const names: { short: string; full: string; sellFull?: string } | undefined = isKnownNetwork(network) ? NETWORK_NAMES[network] : undefined;
  const variant: NetworkVariant | null = isKnownNetwork(network) ? (network === 'NEAR' && silo ? `NEAR_${silo}` : network) : null;
  return {
    ...currency,
    validationNetwork: validationNetworkOf(currency),
    blockchainNetworkShort: names?.short ?? network,
    blockchainNetworkFull: (flow === 'sell' ? names?.sellFull : undefined) ?? names?.full ?? network,
    networkNameKey: variant ? (flow === 'sell' ? `networksSell.${variant}` : `networks.${variant}`) : null,
    available: isAvailableInRates(currency.tickerWithNetwork, rates),
  };
}

/** spec 1 §4: a currency is convertible only if a rate exists for the pair (reversed for the receive side). */
export function isConvertible(rates: Rates, payTicker: string, receiveTicker: string): boolean {
  return rateKey(payTicker, receiveTicker) in rates;
}

/**
 * spec 1 §2: case-insensitive search matching the start of a name word, the ticker or the network.
 */
export function matchesCurrencySearch(currency: Currency, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const words = currency.name.toLowerCase().split(/[\s\-()]+/);
  return (
    words.some((word) => word.startsWith(needle)) ||
    currency.name.toLowerCase().startsWith(needle) ||
    currency.viewedTicker.toLowerCase().startsWith(needle) ||
    currency.ticker.toLowerCase().startsWith(needle) ||
    (currency.blockchainNetwork ?? '').toLowerCase().startsWith(needle) ||
    (currency.blockchainNetworkShort ?? '').toLowerCase().startsWith(needle)
  );
}

export type CurrencyListSection = { available: Currency[]; unavailable: Currency[] };

/**
 * Splits the options of one side of a calculator into convertible and not (spec 1 §2, spec 2 §2):
 * `counterpart` is the currency on the other side; `side` says which way the rate key reads.
 */
export function splitByConvertibility(
  options: Currency[],
  counterpart: Currency | undefined,
  side: 'pay' | 'receive',
  rates: Rates,
): CurrencyListSection {
  const available: Currency[] = [];
  const unavailable: Currency[] = [];
  for (const option of options) {
    const convertible =
      counterpart === undefined
        ? option.available
        : side === 'pay'
          ? isConvertible(rates, option.tickerWithNetwork, counterpart.tickerWithNetwork)
          : isConvertible(rates, counterpart.tickerWithNetwork, option.tickerWithNetwork);
    (convertible ? available : unavailable).push(option);
  }
  return { available, unavailable };
}

/** Currencies sorted as the list shows them: by priority, then name. */
export function byPriority(a: Currency, b: Currency): number {
  return (b.priority ?? 0) - (a.priority ?? 0) || a.name.localeCompare(b.name);
}

/** How a currency is named on screen: its ticker, and for crypto its network's short name ("USDT Polygon"). */
export function displayTicker(currency: Pick<Currency, 'viewedTicker' | 'isCrypto' | 'blockchainNetworkShort' | 'blockchainNetwork'>): string {
  const network = currency.isCrypto ? currency.blockchainNetworkShort : null;
  return network && network !== currency.viewedTicker ? `${currency.viewedTicker} ${network}` : currency.viewedTicker;
}

/**
 * The fiat a calculator starts with (spec 1 §4 "Detected country", spec 2 §1 "defaultCurrency"): the US
 * dollar when the detected country is unavailable; else the merchant's default currency when it is a fiat
 * the backend lists; else the country's own; else `fallback`.
 */
export function startingFiat(input: {
  merchantDefault: string | null | undefined;
  country: { available: boolean; defaultCurrency: string | null } | null;
  currencies: readonly Pick<ServerCurrency, 'tickerWithNetwork' | 'isCrypto'>[];
  fallback: string;
}): string {
  const { merchantDefault, country, currencies, fallback } = input;
  if (country && !country.available) return DEFAULT_COUNTRY_FIAT;
  const isFiat = (ticker: string | null | undefined) => !!ticker && currencies.some((c) => c.tickerWithNetwork === ticker && !c.isCrypto);
  if (isFiat(merchantDefault)) return merchantDefault as string;
  if (country && isFiat(country.defaultCurrency)) return country.defaultCurrency as string;
  return fallback;
}
