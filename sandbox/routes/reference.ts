/** Reference data and the merchant check: currencies, buy and sell rates and fees, countries, languages, validate-widget, analytics. */
import { COUNTRIES, LANGUAGES } from '../data/countries';
import { CURRENCIES, currencyReplies, feeReply, rateReplies, sellFeeReply, sellRateReplies } from '../data/currencies';
import { MERCHANTS, originAllowed, signatureHint, signatureMatches } from '../data/merchants';
import { readJsonBody, sendError, sendResult } from '../http';
import type { Handler, RouteTable } from './common';

const KNOWN_TICKERS = new Set(CURRENCIES.map((c) => c.tickerWithNetwork));

const validateWidget: Handler = async ({ req, res, widgetOrigin, configuredOrigins }) => {
  const body = await readJsonBody(req);
  const { apiKey, signature, payload } = body;
  const merchant = MERCHANTS.find((m) => m.apiKey === apiKey);
  if (typeof apiKey !== 'string' || !merchant) {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { apiKey: ['Unknown api key'] });
  }
  if (typeof payload !== 'string' || typeof signature !== 'string' || !signatureMatches(merchant.secret, payload, signature)) {
    const hint = typeof payload === 'string' && typeof signature === 'string' ? { sandboxHint: signatureHint(merchant, payload, signature) } : {};
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { signature: ['Signature does not match the payload'], ...hint });
  }
  // The page the launch is used from (ours): the element's calls carry it as their Origin (a browser's
  // word); the iframe page's calls come from its own origin and name the page it is framed in.
  // A launch that names no page is refused (it fails closed): a page whose parent is opaque (a `data:` or
  // sandboxed frame) is named "null" by the widget, which no merchant allows.
  const requestOrigin = typeof req.headers.origin === 'string' ? req.headers.origin : null;
  const pageOrigin = requestOrigin === widgetOrigin || requestOrigin === null ? (typeof body.pageOrigin === 'string' ? body.pageOrigin : null) : requestOrigin;
  const allowed = [...merchant.allowedOrigins, ...configuredOrigins, widgetOrigin];
  if (pageOrigin === null) {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { origin: ['The launch names no page: the widget says which page it is on'] });
  }
  if (!originAllowed(pageOrigin, allowed)) {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { origin: [`The merchant does not allow pages of ${pageOrigin}`] });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { payload: ['Payload is not valid JSON'] });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { payload: ['Payload must be a JSON object'] });
  }
  const fields = parsed as Record<string, unknown>;
  const problems: Record<string, string[]> = {};
  for (const field of ['fromCurrency', 'toCurrency']) {
    const ticker = fields[field];
    if (ticker !== undefined && (typeof ticker !== 'string' || !KNOWN_TICKERS.has(ticker))) {
      problems[field] = [`Unknown currency ${String(ticker)}`];
    }
  }
  for (const field of ['fromAmount', 'toAmount']) {
    const amount = fields[field];
    if (amount !== undefined && !(Number(amount) > 0)) problems[field] = ['Must be a positive number'];
  }
  if (Object.keys(problems).length > 0) return sendError(res, 'validation_error', 'Merchant parameters invalid', problems);
  sendResult(res, { merchantName: merchant.name });
};

export const REFERENCE_ROUTES: RouteTable = [
  ['GET', 'provider/v1', /^currencies$/, ({ res, apiOrigin }) => sendResult(res, currencyReplies(apiOrigin))],
  ['GET', 'provider/v2', /^currencies\/rates$/, ({ res, store }) => sendResult(res, rateReplies(store.controls.state.rateFactor))],
  [
    'GET',
    'provider/v1',
    /^currencies\/fees\/([^/]+)$/,
    ({ res }, [ticker = '']) => {
      const fees = feeReply(decodeURIComponent(ticker));
      return fees ? sendResult(res, fees) : sendError(res, 'not_found_error', 'Currency not found', null, 404);
    },
  ],
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
  ['POST', 'provider/v1', /^merchants\/validate-widget$/, validateWidget],
  ['POST', 'widget/v1', /^offramp\/merchants\/validate-widget$/, validateWidget],
  [
    'POST',
    'widget/v1',
    /^analytics\/amount-submitted$/,
    async ({ req, res, store }) => {
      store.controls.recordAnalytics(await readJsonBody(req));
      sendResult(res, null);
    },
  ],
  [
    'POST',
    'widget/v1',
    /^analytics\/kyc-retry$/,
    async ({ req, res, store }) => {
      store.controls.recordAnalytics({ event: 'kyc_retry', ...(await readJsonBody(req)) });
      sendResult(res, null);
    },
  ],
  ['GET', 'provider/v1', /^countries$/, ({ res }) => sendResult(res, COUNTRIES)],
  [
    'GET',
    'provider/v1',
    /^countries\/([^/]+)\/states$/,
    ({ res }, [code = '']) => {
      const country = COUNTRIES.find((c) => c.isoAlpha2 === decodeURIComponent(code).toUpperCase());
      return country ? sendResult(res, country.states) : sendError(res, 'not_found_error', 'Country not found', null, 404);
    },
  ],
  ['GET', 'provider/v1', /^languages$/, ({ res }) => sendResult(res, LANGUAGES)],
  [
    'GET',
    'provider/v1',
    /^customers\/current\/country$/,
    ({ res, store }) => sendResult(res, COUNTRIES.find((c) => c.isoAlpha2 === store.controls.state.country) ?? COUNTRIES[0]),
  ],
];
