/**
 * The sandbox: a local stand-in for the provider's backend and the third parties, on three origins.
 *   api     http://127.0.0.1:8787  the spec's calls, scenario controls (/__sandbox), error-report ingest
 *   widget  http://127.0.0.1:8788  the iframe page (any path serves it: deep links) and /element/* bundles
 *   demo    http://localhost:8789  merchant host pages and the merchant's signing endpoint
 *   vault   http://127.0.0.1:8790  the card vault (VGS stand-in): secure field frames and its inbound proxy
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { SANDBOX_PORTS } from '../esbuild.config.mjs';
import { luhnValid } from './cards';
import { CONTROL_HANDLERS, controlRead } from './controlHandlers';
import { createControls } from './controls';
import { hostPageCsp, widgetPageCsp } from './csp';
import { signLaunchParams } from '../server/node';
import { DEMO_SHOP, DEMO_SHOP_CART, LOCAL_ORIGINS, MERCHANTS, originAllowed } from './data/merchants';
import { ALLOWED_HEADERS, BadRequest, answerIn, applyCors, readBody, readJsonBody, sendError, sendJson, sendResult } from './http';
import { routeApi } from './routes/api';
import { answerNearRpc } from './thirdParties/nearRpc';
import { settleAfterPayment } from './orders';
import { createStore } from './store';
import { collectScript, createVault, vaultHandler } from './vault';
import { later } from './later';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The release the widget host serves (package.json's version): its entries' versioned paths. */
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export type SandboxOptions = {
  /** The vault's port defaults to the API's plus 3. */
  /** Each 0 (or `ports: 'any'`) is a port the OS chooses; the vault's defaults to the API's + 3. */
  ports?: { api: number; widget: number; demo: number; vault?: number } | 'any';
  host?: string;
  /** Extra allowed CORS origins besides local ones. */
  origins?: string[];
  /** Shortens the scenario's own steps (0 < scale ≤ 1), for tests whose widgets run with the same `time-scale`. */
  timeScale?: number;
};

export type Sandbox = {
  urls: { api: string; widget: string; demo: string; vault: string };
  close(): Promise<void>;
};

/** The iframe page's routes that close the window they are in (spec 1 §1): never shown in a frame. */
const CLOSING_PAGES = new Set(['/close_on_success', '/close_on_failure']);

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const ports = options.ports === 'any' ? { api: 0, widget: 0, demo: 0, vault: 0 } : (options.ports ?? SANDBOX_PORTS);
  const host = options.host ?? '127.0.0.1';
  const origins = options.origins ?? (process.env.SANDBOX_ORIGINS?.split(',').filter(Boolean) ?? []);
  /** Filled in once the servers listen (a port 0 is the one the OS chose). */
  const urls = { api: '', widget: '', demo: '', vault: '' };
  const controls = createControls(options.timeScale ?? 1);
  const vault = createVault();
  const store = createStore(controls, vault);
  /** The latest identity review of each customer, by a count: only the latest lands. */
  const reviewsUnderWay = new Map<number, number>();

  const api = createServer({ maxHeaderSize: API_MAX_HEADER_BYTES }, (req, res) => {
    void handleApi(req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      // Unreadable requests (bad JSON, bad percent-encoding) and oversized bodies are the client's: 400 / 413.
      if (error instanceof BadRequest) return sendError(res, 'api_client_error', error.message, null, error.status);
      if (error instanceof URIError) return sendError(res, 'api_client_error', 'The address is not valid', null, 400);
      console.error('[sandbox] handler failed', error);
      sendError(res, 'unexpected_server_error', 'Sandbox handler failed', null, 500);
    });
  });

  async function handleApi(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', urls.api);
    applyCors(req, res, origins, controls.state.refuseIdempotencyHeader ? ALLOWED_HEADERS.replace(', Idempotency-Key', '') : ALLOWED_HEADERS);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith('/__sandbox/')) return handleControl(req, res, url.pathname.slice('/__sandbox/'.length));
    if (/^\/api\/\d+\/envelope\/?$/.test(url.pathname)) return ingestErrorReport(req, res);
    if (url.pathname === '/near-rpc' && req.method === 'POST') return answerNearRpc(res, await readJsonBody(req));
    // The identity provider's stand-in: its WebSDK page, and its review webhook.
    if (url.pathname === '/websdk/websdk.html') {
      // Framed only by the widget, as the provider's own page is.
      res.setHeader('Content-Security-Policy', `frame-ancestors ${widgetAncestors().join(' ')}`);
      return serveFile(res, join(ROOT, 'sandbox/kyc'), '/websdk.html');
    }
    if (url.pathname === '/__sumsub/applicant-reviewed' && req.method === 'POST') return applicantReviewed(res, await readJsonBody(req));
    if (url.pathname.startsWith('/__pay/')) return payByQr(req, res, url.pathname.slice('/__pay/'.length));
    if (url.pathname.startsWith('/__acs/')) return threeDSecure(req, res, url.pathname.slice('/__acs/'.length), url.searchParams);
    if (url.pathname.startsWith('/static/logos/')) return serveLogo(res, url.pathname.slice('/static/logos'.length));
    if (url.pathname === '/vault/collect.js') {
      res.writeHead(200, { 'Content-Type': MIME['.js'], 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
      return void res.end(await collectScript(ROOT, urls.vault));
    }

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

    const failure = controls.takeFailure(path);
    if (failure?.mode === 'delay') await new Promise((resolve) => setTimeout(resolve, failure.ms));
    else if (failure) {
      switch (failure.mode) {
        case 'raw':
          res.writeHead(failure.status, { 'Content-Type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
          return;
        case 'malformed':
          return sendResult(res, { unexpected: true });
        case 'result':
          return sendResult(res, failure.payload);
        case 'error':
          return sendError(res, failure.code, failure.message, failure.payload, failure.status);
      }
    }
    const route = routeApi(req.method ?? 'GET', base, path);
    if (!route) return sendError(res, 'not_found_error', `No route for ${req.method} ${base}/${path}`, null, 404);
    const [handler, params] = route;
    await handler({ req, res, base, path, query: url.searchParams, store, apiOrigin: urls.api, widgetOrigin: urls.widget, configuredOrigins: origins }, params);
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, action: string) {
    const body = req.method === 'POST' ? await readJsonBody(req) : {};
    const handler = Object.hasOwn(CONTROL_HANDLERS, action) ? CONTROL_HANDLERS[action] : undefined;
    const reply = handler ? handler({ body, store, controls, vault }) : controlRead(action, store);
    if (!reply) return sendJson(res, { error: `unknown control ${action}` }, 404);
    sendJson(res, reply.body, reply.status);
  }

  /**
   * Sumsub's `applicantReviewed` webhook, sent by the stand-in page: the customer's KYC goes pending at
   * once and lands on the outcome after the review delay (so KYC waiting's polling has work to do).
   */
  function applicantReviewed(res: ServerResponse, body: Record<string, unknown>) {
    const customer = store.customerByKycToken(body.accessToken);
    if (!customer) return sendJson(res, { error: 'unknown access token' }, 404);
    const outcome = body.reviewAnswer === 'GREEN' ? 'complete' : body.reviewRejectType === 'FINAL' ? 'reject' : 'retry';
    customer.kycStatus = 'pending';
    // The latest review is the one that lands: one still under way when another arrives is dropped.
    const review = (reviewsUnderWay.get(customer.id) ?? 0) + 1;
    reviewsUnderWay.set(customer.id, review);
    later(() => {
      if (reviewsUnderWay.get(customer.id) !== review) return;
      customer.kycStatus = outcome;
      // Sell orders held for the antifraud check go on once the customer is verified.
      if (outcome === 'complete') {
        for (const order of store.sellOrders) if (order.customerId === customer.id && order.status === 'kyc_waiting') order.status = 'reserved';
      }
    }, controls.state.kycReviewDelayMs);
    sendJson(res, { ok: true, outcome });
  }

  /**
   * What the QR of a better_bro order opens: a stand-in of the provider's payment page. Paying moves the
   * order on by itself (transfer, blockchain, complete).
   */
  function payByQr(req: IncomingMessage, res: ServerResponse, id: string) {
    const order = store.orders.find((o) => o.id === id);
    if (!order) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such order');
    if (req.method === 'POST' && order.status === 'processing_started') settleAfterPayment(order, controls.state.settleStepMs);
    // A page of its own on the customer's phone: never in a frame.
    res.writeHead(200, { 'Content-Type': MIME['.html'], 'Content-Security-Policy': "frame-ancestors 'none'" });
    res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Pay order</title>
      <body style="font:15px system-ui;padding:24px">
      <h1>Sandbox payment</h1><p>Order ${order.id}: ${order.fromAmount} ${order.fromCurrency}, status <b>${order.status}</b>.</p>
      <form method="post"><button type="submit">Pay ${order.fromAmount} ${order.fromCurrency}</button></form></body>`);
  }

  /**
   * A 3-D Secure stand-in (the card issuer's ACS page): Complete or Fail. The outcome reaches the backend
   * at once; the page then tells the window that showed it (its parent or opener, at that window's
   * origin); a tab opened by the iframe page is sent back to its /close_on_success or /close_on_failure.
   */
  /** A value as a script literal inside HTML (no `</script>` can close the script early). */
  const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

  async function threeDSecure(req: IncomingMessage, res: ServerResponse, id: string, query: URLSearchParams) {
    const order = store.orders.find((o) => o.id === id);
    if (!order) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such order');
    // A redirect (the widget page left for this one) names where to come back: only the widget page.
    const returnUrl = query.get('returnUrl') ?? '';
    const returnTo = returnUrl.startsWith(`${urls.widget}/`) ? returnUrl : null;
    let outcome: string | null = null;
    /** The origin of the window that showed this page, carried through the form post. */
    let returnOrigin = '';
    if (req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      outcome = form.get('outcome') === 'complete' ? 'complete' : 'fail';
      returnOrigin = /^https?:\/\/[\w.:-]+$/.test(form.get('returnOrigin') ?? '') ? (form.get('returnOrigin') ?? '') : '';
      if (order.status === 'auth_requested') {
        order.auth = null;
        if (outcome === 'complete') settleAfterPayment(order, controls.state.settleStepMs);
        else {
          order.status = 'failed';
          order.paymentProviderFailureReason = 'The card issuer declined the authentication';
        }
      }
    }
    res.writeHead(200, { 'Content-Type': MIME['.html'], 'Content-Security-Policy': `frame-ancestors ${widgetAncestors().join(' ')}` });
    res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>3-D Secure</title>
      <body style="font:15px system-ui;padding:16px"><h1 style="font-size:17px">Sandbox 3-D Secure</h1>
      <p>Authenticate the payment of ${order.fromAmount} ${order.fromCurrency}.</p>
      ${outcome ? `<p id="outcome">Authentication ${outcome === 'complete' ? 'completed' : 'failed'}.</p>` : `<form method="post">
        <input type="hidden" name="returnOrigin" id="return-origin">
        <button name="outcome" value="complete">Complete</button> <button name="outcome" value="fail">Fail</button></form>`}
      <script>
        ${
          outcome
            ? `
        const target = window.opener || (window.parent !== window ? window.parent : null);
        const origin = ${JSON.stringify(returnOrigin)};
        // A tab opened by the iframe page returns to its /close_on_success or /close_on_failure page, as a
        // provider redirects to the return URLs it was given; anywhere else the page tells its opener itself.
        if (${inScript(returnTo)}) location.replace(${inScript(returnTo)});
        else if (window.opener && origin === ${JSON.stringify(urls.widget)}) location.replace(origin + '${outcome === 'complete' ? '/close_on_success' : '/close_on_failure'}');
        else if (target && origin) target.postMessage({ source: 'crypto-ramp-widget', type: 'authentication_completed', data: { outcome: '${outcome}' } }, origin);`
            : `
        // Remember who showed this page (parent or opener) before the form post replaces the referrer.
        document.getElementById('return-origin').value = (location.ancestorOrigins && location.ancestorOrigins[0]) || (document.referrer ? new URL(document.referrer).origin : '');`
        }
      </script></body>`);
  }

  /** Sentry's envelope endpoint: newline-separated JSON, text/plain (no preflight). Keeps `event` items. */
  async function ingestErrorReport(req: IncomingMessage, res: ServerResponse) {
    const text = await readBody(req);
    const lines = text.split('\n').filter(Boolean);
    const events: unknown[] = [];
    for (let i = 1; i < lines.length; i += 2) {
      try {
        const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
        if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}'));
      } catch {
        // A malformed item is ignored, as Sentry would.
      }
    }
    if (events.length > 0) controls.recordErrorReport(events);
    if (!res.hasHeader('Access-Control-Allow-Origin')) res.setHeader('Access-Control-Allow-Origin', '*');
    sendJson(res, {});
  }

  // Long launch parameters reach the page, whose own check shows 'Merchant parameters invalid'.
  const widget = createServer({ maxHeaderSize: WIDGET_PAGE_MAX_HEADER_BYTES }, (req, res) => {
    void serveWidget(req, res).catch(() => res.writeHead(500).end());
  });

  async function serveWidget(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', urls.widget);
    // Bundles are public static files, loaded cross-origin by merchant pages as module scripts.
    res.setHeader('Access-Control-Allow-Origin', '*');
    const release = { acceptEncoding: req.headers['accept-encoding'] };
    // The element's files under the release's version (/v0.2.0/element/…), its major's moving alias
    // (/v0/element/…) and, for development, unversioned.
    const element = new RegExp(`^(?:/v${VERSION.replaceAll('.', '\\.')}|/v${VERSION.split('.')[0]})?(/element/.*)$`).exec(url.pathname);
    if (element?.[1]) return serveFile(res, join(ROOT, 'dist/element'), element[1].slice('/element'.length), release);
    // Another release's files are not here (this host serves one build).
    if (/^\/v\d+(\.\d+\.\d+)?\/element\//.test(url.pathname)) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    if (url.pathname.startsWith('/assets/')) return serveFile(res, join(ROOT, 'dist/widget/assets'), url.pathname.slice('/assets'.length), release);
    // Every other path is the iframe page: deep links such as /orders/{id}/public load it. Framed only by
    // the launching merchant's pages; the pages that close a window are never framed.
    const ancestors = CLOSING_PAGES.has(url.pathname) ? ["'none'"] : merchantAncestors(url.searchParams.get('apiKey'));
    const html = await readFile(join(ROOT, 'dist/widget/index.html'), 'utf8').catch(() => null);
    if (html === null) return res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Run `npm run build` first.');
    const page = Buffer.from(html.replace('<head>', `<head>\n    <meta name="crw-api-url" content="${urls.api}" />`));
    // Named per server (its backend's address), so compressed here rather than at build time.
    const encoding = chosenEncoding(req.headers['accept-encoding']);
    res.writeHead(200, {
      'Content-Type': MIME['.html'],
      'Cache-Control': 'no-store',
      'Content-Security-Policy': widgetPageCsp(urls, ancestors),
      // A bank's page, the identity provider, the vault: told the widget's origin, never its address.
      'Referrer-Policy': 'strict-origin',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(encoding === 'br' ? brotliCompressSync(page) : encoding === 'gzip' ? gzipSync(page) : page);
  }

  /** Any merchant's allowed pages and those configured for the sandbox: where some launch may show. */
  function anyMerchantPages(): string[] {
    return [...new Set([...MERCHANTS.flatMap((m) => m.allowedOrigins), ...origins])];
  }

  /**
   * Who may frame what the widget itself frames (the 3-D Secure page, the identity check): the iframe page,
   * or an element on any merchant's allowed page.
   */
  function widgetAncestors(): string[] {
    return [urls.widget, ...anyMerchantPages()];
  }

  /**
   * The pages that may frame a launch of this merchant: its allowed origins (sandbox/data/merchants.ts),
   * plus those configured for the sandbox; with no merchant (or one it does not know, whose page then
   * says so), this machine's pages and the configured ones.
   */
  function merchantAncestors(apiKey: string | null): string[] {
    const merchant = MERCHANTS.find((m) => m.apiKey === apiKey);
    return [...(merchant?.allowedOrigins ?? LOCAL_ORIGINS), ...origins];
  }

  const demo = createServer((req, res) => {
    void serveDemo(req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      // A body it cannot read (bad JSON, over the size limit) is the client's: 400 / 413, as the API answers.
      if (error instanceof BadRequest) return sendJson(res, { error: error.message }, error.status);
      res.writeHead(500).end();
    });
  });

  async function serveDemo(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', urls.demo);
    // Local pages (the tests' runner) may call the signing endpoint too.
    applyCors(req, res, origins);
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (url.pathname === '/merchant/launch' && req.method === 'POST') {
      // The demo shop's own backend, as a merchant's should be: one merchant (its configuration), and a
      // payload built here from the shop's own state (its cart), never taken from the request.
      const body = await readJsonBody(req);
      if ('payload' in body || 'apiKey' in body) {
        return sendJson(res, { error: 'The shop signs the purchase it built itself: it takes no payload and no merchant from a request.' }, 400);
      }
      return sendJson(res, await signLaunchParams({ apiKey: DEMO_SHOP.apiKey, secret: DEMO_SHOP.secret, payload: DEMO_SHOP_CART }));
    }
    if (url.pathname === '/config.json') {
      // Whether each merchant's check lets its launches run on this page (the playground labels those it refuses).
      const page = req.headers.host ? `http://${req.headers.host}` : urls.demo;
      const merchants = MERCHANTS.map(({ name, apiKey, allowedOrigins }) => ({ name, apiKey, allowedOrigins, allowsThisPage: originAllowed(page, [...allowedOrigins, ...origins]) }));
      return sendJson(res, { ...urls, merchants, release: elementRelease() });
    }
    // Merchant pages of the tests (strict CSP, shadow-DOM apps, several widgets), under the strict policy.
    if (url.pathname.startsWith('/test-hosts/')) {
      res.setHeader('Content-Security-Policy', hostPageCsp(urls));
      return serveFile(res, join(ROOT, 'test/hosts'), url.pathname.slice('/test-hosts'.length));
    }
    // The React and Vue pages' scripts, bundled by the build.
    if (url.pathname.startsWith('/build/')) return serveFile(res, join(ROOT, 'dist/demo'), url.pathname.slice('/build'.length));
    // The playground: with the custom tag (/, /tag.html) or the iframe (/iframe.html).
    const pages: Record<string, string> = { '/': '/shop.html', '/index.html': '/shop.html', '/tag.html': '/shop.html', '/iframe.html': '/shop.html' };
    const path = pages[url.pathname] ?? url.pathname;
    return serveFile(res, join(ROOT, 'demo'), path);
  }

  let handleVault: ReturnType<typeof vaultHandler> | null = null;
  const vaultServer = createServer((req, res) => {
    void (handleVault ?? Promise.reject)(req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      // A body it cannot read (over the size limit) is the client's, in the API's envelope.
      if (error instanceof BadRequest) return sendError(res, 'api_client_error', error.message, null, error.status);
      res.writeHead(500).end();
    });
  });

  const servers: [Server, number][] = [
    [api, ports.api],
    [widget, ports.widget],
    [demo, ports.demo],
    [vaultServer, ports.vault ?? (ports.api === 0 ? 0 : ports.api + 3)],
  ];
  api.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket, apiTooLarge));
  // The page saying so is framed only where the iframe page may be: some merchant's allowed pages.
  widget.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerClientError(error, socket, (raw) => widgetPageTooLarge(raw, anyMerchantPages())));
  await Promise.all(servers.map(([server, port]) => listen(server, port, host)));
  const portOf = (server: Server) => (server.address() as AddressInfo).port;
  urls.api = `http://127.0.0.1:${portOf(api)}`;
  urls.widget = `http://127.0.0.1:${portOf(widget)}`;
  urls.demo = `http://localhost:${portOf(demo)}`;
  urls.vault = `http://127.0.0.1:${portOf(vaultServer)}`;
  handleVault = vaultHandler({ root: ROOT, apiUrl: urls.api, vault, origins });
  return {
    urls,
    close: () => Promise.all(servers.map(([server]) => closeServer(server))).then(() => undefined),
  };
}

/** Request line and headers: Node's default for the API (16 KB); four times that for the iframe page's URL. */
const API_MAX_HEADER_BYTES = 16 * 1024;
const WIDGET_PAGE_MAX_HEADER_BYTES = 64 * 1024;

/**
 * A request the server could not read. Node would answer oversized headers with a bare 431 (no CORS headers,
 * so a browser reports only 'Failed to fetch'); these answer with what happened.
 */
function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex, tooLarge: (raw: string) => HttpReply) {
  if (!socket.writable) return void socket.destroy();
  const reply: HttpReply =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? tooLarge(error.rawPacket?.toString('latin1') ?? '')
      : { status: 400, type: 'text/plain; charset=utf-8', body: 'Bad request' };
  const body = Buffer.from(reply.body, 'utf8');
  const reason = reply.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${reply.status} ${reason}\r\nContent-Type: ${reply.type}\r\nContent-Length: ${body.length}\r\n${reply.headers ?? ''}Connection: close\r\n\r\n${body.toString('latin1')}`,
    'latin1',
  );
}

type HttpReply = { status: number; type: string; body: string; headers?: string };

/** The spec's error envelope; any origin may read it (the request's own origin is unknown here). */
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

/**
 * The iframe page's address was too long to read: a page that says so in the widget's three languages and
 * tells the host page, as the widget would (an `error` message at the parent's origin, never '*').
 */
function widgetPageTooLarge(raw: string, ancestors: readonly string[]): HttpReply {
  const widgetId = /[?&]widgetId=([A-Za-z0-9_-]{1,64})[&\s]/.exec(raw)?.[1] ?? 'unknown';
  const detail = `The widget's address is over ${WIDGET_PAGE_MAX_HEADER_BYTES} bytes: the signed payload is too large.`;
  const message = {
    source: 'crypto-ramp-widget',
    version: 1,
    type: 'error',
    data: { code: 'merchant_validation_failer', message: 'Merchant parameters invalid', payload: { payload: [detail] } },
    widgetId,
  };
  return {
    status: 431,
    type: 'text/html; charset=utf-8',
    headers: `Content-Security-Policy: frame-ancestors ${ancestors.join(' ')}\r\n`,
    body: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Merchant parameters invalid</title>
<body style="font:15px system-ui;margin:16px;color:#1b1d29"><h1 style="font-size:18px">Merchant parameters invalid</h1>
<p>${detail} Please contact the shop.</p>
<p lang="es">Parámetros del comercio no válidos: la carga firmada es demasiado grande. Contacte con la tienda.</p>
<p lang="pt">Parâmetros do comerciante inválidos: a carga assinada é grande demais. Contate a loja.</p>
<script>
  var origin = (location.ancestorOrigins && location.ancestorOrigins[0]) || (document.referrer ? new URL(document.referrer).origin : '');
  if (window.parent !== window && origin && origin !== 'null') window.parent.postMessage(${JSON.stringify(message)}, origin);
</script></body></html>`,
  };
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

/**
 * How the widget host serves the release as a CDN would (dist/ as the build wrote it): the precompressed
 * `.br` or `.gz` beside a file when the browser takes it, and hashed files (chunks) cached for a year.
 */
type Release = { acceptEncoding: string | undefined };

/** A chunk's name carries esbuild's content hash (`name-ABCDEFGH.js`): its bytes never change under it. */
const HASHED_FILE = /-[A-Z0-9]{8}\.(js|css)$/;

/** The encoding to send: brotli, else gzip, when the request takes it (q=0 refuses). */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const taken = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const takes = (name: string) => (taken.get(name) ?? taken.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

/**
 * A file under `dir`, never outside it (whole path segments compared: `dist-other` is not inside `dist`).
 * Source maps are served only when SANDBOX_SOURCE_MAPS=1 (a production-like server does not publish them).
 */
async function serveFile(res: ServerResponse, dir: string, pathname: string, release?: Release) {
  // A file has one name: an encoded slash or backslash, or a `.` or `..` segment once decoded, is a second
  // route to some file (`/assets/..%2findex.html` was the iframe page without its policy), so not found.
  if (/%2f|%5c/i.test(pathname)) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
  }
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  const root = normalize(dir);
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(`${root}${sep}`)) return res.writeHead(403).end();
  if (file.endsWith('.map') && process.env.SANDBOX_SOURCE_MAPS !== '1') return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  const headers: Record<string, string> = { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' };
  if (!release) return res.writeHead(200, headers).end(await readFile(file));
  // Entries keep their names across releases: revalidated (short); hashed chunks: a year, immutable.
  if (HASHED_FILE.test(file)) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
  const encoding = chosenEncoding(release.acceptEncoding);
  const compressed = encoding ? await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null) : null;
  if (/\.(js|css|html)$/.test(file)) headers.Vary = 'Accept-Encoding';
  if (compressed && encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(200, headers).end(compressed ?? (await readFile(file)));
}

/** The element's release as the playground's snippets pin it: its version, and its entry's SRI hash once built. */
function elementRelease(): { version: string; integrity: string | null } {
  try {
    const { files } = JSON.parse(readFileSync(join(ROOT, 'dist/integrity.json'), 'utf8')) as { files: Record<string, string> };
    return { version: VERSION, integrity: files['element/crypto-ramp-widget.js'] ?? null };
  } catch {
    return { version: VERSION, integrity: null };
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * A card-like number (13 to 19 digits passing Luhn) anywhere in a request body's text, vault aliases
 * (`tok_…`) left out: their random part can hold such a run of digits by chance, and they are what the
 * API is meant to receive.
 */
function containsClearCardNumber(text: string): boolean {
  const withoutAliases = text.replace(/\btok_\w+/g, '');
  return (withoutAliases.match(/\d(?:[ -]?\d){12,18}/g) ?? []).some((run) => luhnValid(run.replace(/[ -]/g, '')));
}
