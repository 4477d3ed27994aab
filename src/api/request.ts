/**
 * A call as it goes on the wire: its URL, method, headers and body, built the one way the client sends it
 * (spec 1 §7: Accept-Language, the bearer token, X-Merchant-Data) and the start-up module predicts it.
 */
export type ApiBase = 'provider/v1' | 'provider/v2' | 'widget/v1' | 'widget/v2';

export type WireRequest = { url: string; method: 'GET' | 'POST' | 'DELETE'; headers: Record<string, string>; body: string | undefined };

/** What every call carries: where the backend is, the customer's language, the session, the merchant. */
export type CallContext = { apiUrl: string; locale: string; token: string | null; merchantData: string | null };

export type CallOptions = {
  base?: ApiBase;
  method?: WireRequest['method'];
  body?: unknown;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
};

export function wireRequest(context: CallContext, path: string, options: CallOptions = {}): WireRequest {
  const { base = 'provider/v1', method = 'GET', body, query } = options;
  const headers: Record<string, string> = { ...options.headers, 'Accept-Language': context.locale };
  if (context.token && !headers.Authorization) headers.Authorization = `Bearer ${context.token}`;
  if (context.merchantData) headers['X-Merchant-Data'] = context.merchantData;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return { url: `${context.apiUrl.replace(/\/$/, '')}/${base}/${path}${queryString(query)}`, method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

/**
 * A value as one path segment. A lone surrogate (text cut in the middle of a character) becomes U+FFFD
 * first, as `String.prototype.toWellFormed` does: `encodeURIComponent` would throw on it.
 */
export function segment(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

export function queryString(query: CallOptions['query']): string {
  if (!query) return '';
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries)}`;
}

/** Two requests are the same call when this is equal: method, URL, headers (in any order) and body. */
export function requestKey(request: WireRequest): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name.toLowerCase()}:${value}`)
    .sort();
  return JSON.stringify([request.method, request.url, headers, request.body ?? null]);
}
