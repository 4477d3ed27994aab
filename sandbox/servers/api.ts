/**
 * The API origin: the provider's backend (the spec's calls under /provider and /widget, routes/), the
 * scenario controls (/__sandbox/), and the third parties' stand-ins a backend's origin stands in for here
 * (thirdParties/: identity provider, 3-D Secure, payment page, NEAR RPC, error ingest; the currency logos
 * and the vault's Collect.js).
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { containsClearCardNumber } from '../cards';
import { answerControl } from '../controlHandlers';
import type { Controls, Failure } from '../controls';
import { widgetAncestors } from '../csp';
import { MIME, ROOT, serveFile } from '../files';
import { ALLOWED_HEADERS, BadRequest, answerIn, applyCors, readBody, readJsonBody, sendError, sendResult } from '../http';
import type { SandboxUrls } from '../ports';
import { routeApi } from '../routes/api';
import type { Store } from '../store';
import { ingestErrorReport } from '../thirdParties/errorIngest';
import { createApplicantReviews, serveWebSdk } from '../thirdParties/identityProvider';
import { answerNearRpc } from '../thirdParties/nearRpc';
import { answerPaymentPage } from '../thirdParties/paymentPage';
import { answerThreeDSecure } from '../thirdParties/threeDSecure';
import type { Vault } from '../vault';
import { type HttpReply, answerClientErrors } from './clientErrors';
import { collectScript } from './vault';

/** Request line and headers: Node's default for the API (16 KB). */
const API_MAX_HEADER_BYTES = 16 * 1024;

type ApiOptions = { urls: SandboxUrls; origins: string[]; controls: Controls; store: Store; vault: Vault };
/** What answering a request takes: the sandbox's parts, and the identity reviews under way (per sandbox). */
type ApiContext = ApiOptions & { applicantReviewed: ReturnType<typeof createApplicantReviews> };
/** An answer to one request (awaited: what it throws is the server's to answer). */
type Answer = () => unknown;

export function createApiServer(options: ApiOptions): Server {
  const context = { ...options, applicantReviewed: createApplicantReviews(options.store, options.controls) };
  const server = createServer({ maxHeaderSize: API_MAX_HEADER_BYTES }, (req, res) => {
    void answerApi(req, res, context).catch((error: unknown) => {
      if (res.headersSent) return;
      // Unreadable requests (bad JSON, bad percent-encoding) and oversized bodies are the client's: 400 / 413.
      if (error instanceof BadRequest) return sendError(res, 'api_client_error', error.message, null, error.status);
      if (error instanceof URIError) return sendError(res, 'api_client_error', 'The address is not valid', null, 400);
      console.error('[sandbox] handler failed', error);
      sendError(res, 'unexpected_server_error', 'Sandbox handler failed', null, 500);
    });
  });
  answerClientErrors(server, apiTooLarge);
  return server;
}

async function answerApi(req: IncomingMessage, res: ServerResponse, context: ApiContext) {
  const url = new URL(req.url ?? '/', context.urls.api);
  const { controls, store, vault } = context;
  applyCors(req, res, context.origins, controls.state.refuseIdempotencyHeader ? ALLOWED_HEADERS.replace(', Idempotency-Key', '') : ALLOWED_HEADERS);
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (url.pathname.startsWith('/__sandbox/')) return answerControl(req, res, url.pathname.slice('/__sandbox/'.length), { store, controls, vault });
  const standIn = standInFor(req, res, url, context);
  return standIn ? standIn() : answerProviderApi(req, res, url, context);
}

/** The third party's stand-in a path is for, if any (the provider API otherwise). */
function standInFor(req: IncomingMessage, res: ServerResponse, url: URL, context: ApiContext): Answer | null {
  const { pathname } = url;
  const { controls, store, urls, origins, applicantReviewed } = context;
  const after = (prefix: string) => pathname.slice(prefix.length);
  if (/^\/api\/\d+\/envelope\/?$/.test(pathname)) return () => ingestErrorReport(req, res, controls);
  if (pathname === '/near-rpc' && req.method === 'POST') return async () => answerNearRpc(res, await readJsonBody(req));
  // The identity provider's stand-in: its WebSDK page, and its review webhook.
  if (pathname === '/websdk/websdk.html') return () => serveWebSdk(res, widgetAncestors(urls.widget, origins));
  if (pathname === '/__sumsub/applicant-reviewed' && req.method === 'POST') return async () => applicantReviewed(res, await readJsonBody(req));
  if (pathname.startsWith('/__pay/')) return () => answerPaymentPage(req, res, after('/__pay/'), store);
  if (pathname.startsWith('/__acs/')) {
    return () => answerThreeDSecure(req, res, after('/__acs/'), url.searchParams, { store, widgetOrigin: urls.widget, ancestors: widgetAncestors(urls.widget, origins) });
  }
  if (pathname.startsWith('/static/logos/')) return () => serveLogo(res, after('/static/logos'));
  if (pathname === '/vault/collect.js') {
    return async () => {
      res.writeHead(200, { 'Content-Type': MIME['.js'], 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
      res.end(await collectScript(urls.vault));
    };
  }
  return null;
}

/**
 * The spec's calls, under the provider API (/provider/v1, v2) and widget backend (/widget/v1) bases: each
 * logged, delayed by the latency control, and answered by an injected failure if one is set for its path.
 */
async function answerProviderApi(req: IncomingMessage, res: ServerResponse, url: URL, { controls, store, urls, origins }: ApiContext) {
  const match = /^\/(provider|widget)\/(v1|v2)\/(.*)$/.exec(url.pathname);
  if (!match) return sendError(res, 'not_found_error', 'Not found', null, 404);
  const [, service, version, path = ''] = match;
  const base = `${service}/${version}`;
  answerIn(res, req.headers['accept-language']);
  // Card data must reach the provider API only as vault aliases: count any that arrives in clear, on any route.
  if (req.method === 'POST' && containsClearCardNumber(await readBody(req))) controls.state.clearCardData += 1;
  controls.log({
    method: req.method ?? 'GET',
    path,
    acceptLanguage: req.headers['accept-language'] ?? null,
    // A merchant's secret key (the share-token call) is not kept, even here.
    authorization: path === 'merchants/share-tokens' ? null : (req.headers.authorization ?? null),
    merchantData: (req.headers['x-merchant-data'] as string | undefined) ?? null,
    idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
    at: Date.now(),
  });
  if (controls.state.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, controls.state.latencyMs));
  if (await answeredAsFailed(res, controls.takeFailure(path))) return;
  const route = routeApi(req.method ?? 'GET', base, path);
  if (!route) return sendError(res, 'not_found_error', `No route for ${req.method} ${base}/${path}`, null, 404);
  const [handler, params] = route;
  await handler({ req, res, base, path, query: url.searchParams, store, apiOrigin: urls.api, widgetOrigin: urls.widget, configuredOrigins: origins }, params);
}

/** An injected failure (the `fail` control): answered with it, or, for a delay, only late. */
async function answeredAsFailed(res: ServerResponse, failure: Failure | null): Promise<boolean> {
  switch (failure?.mode) {
    case undefined:
      return false;
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, failure.ms));
      return false;
    case 'raw':
      res.writeHead(failure.status, { 'Content-Type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
      return true;
    case 'malformed':
      sendResult(res, { unexpected: true });
      return true;
    case 'result':
      sendResult(res, failure.payload);
      return true;
    case 'error':
      sendError(res, failure.code, failure.message, failure.payload, failure.status);
      return true;
  }
}

/**
 * The currency logos of the fixtures (sandbox/static/logos/, image/svg+xml), as a backend's logo host serves
 * them: images for any page (a COEP page too); opened as a document, an SVG runs nothing.
 */
function serveLogo(res: ServerResponse, pathname: string) {
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return serveFile(res, join(ROOT, 'sandbox/static/logos'), pathname);
}

/** Headers too large to read: the spec's error envelope; any origin may read it (the request's own origin is unknown here). */
function apiTooLarge(): HttpReply {
  return {
    status: 431,
    type: 'application/json; charset=utf-8',
    headers: 'Access-Control-Allow-Origin: *\r\n',
    body: JSON.stringify({
      error: { code: 'api_client_error', message: `Request headers over ${API_MAX_HEADER_BYTES} bytes (X-Merchant-Data too large?)`, payload: null },
    }),
  };
}
