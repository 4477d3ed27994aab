/**
 * The widget's host (a CDN in production): the element's files under the release's version, the iframe
 * page's assets, and the iframe page itself on every other path, framed only by the launching merchant's
 * pages and told its backend's address.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type InlineHashes, anyMerchantPages, merchantAncestors, widgetPageCsp } from '../csp';
import { MIME, ROOT, VERSION, chosenEncoding, sendText, serveFile } from '../files';
import type { SandboxUrls } from '../ports';
import { type HttpReply, answerClientErrors } from './clientErrors';

/** Request line and headers: four times Node's default (16 KB), for the iframe page's URL. */
const WIDGET_PAGE_MAX_HEADER_BYTES = 64 * 1024;

/** The iframe page's routes that close the window they are in (spec 1 §1): never shown in a frame. */
const CLOSING_PAGES = new Set(['/close_on_success', '/close_on_failure']);

type WidgetContext = { urls: SandboxUrls; origins: string[] };

export function createWidgetServer(context: WidgetContext): Server {
  // Long launch parameters reach the page, whose own check shows 'Merchant parameters invalid'.
  const server = createServer({ maxHeaderSize: WIDGET_PAGE_MAX_HEADER_BYTES }, (req, res) => {
    void serveWidget(req, res, context).catch(() => res.writeHead(500).end());
  });
  // The page saying so is framed only where the iframe page may be: some merchant's allowed pages.
  answerClientErrors(server, (raw) => widgetPageTooLarge(raw, anyMerchantPages(context.origins)));
  return server;
}

async function serveWidget(req: IncomingMessage, res: ServerResponse, context: WidgetContext) {
  const url = new URL(req.url ?? '/', context.urls.widget);
  // Bundles are public static files, loaded cross-origin by merchant pages as module scripts.
  res.setHeader('Access-Control-Allow-Origin', '*');
  const release = { acceptEncoding: req.headers['accept-encoding'] };
  // The element's files under the release's version (/v0.2.0/element/…), its major's moving alias
  // (/v0/element/…) and, for development, unversioned.
  const element = new RegExp(`^(?:/v${VERSION.replaceAll('.', '\\.')}|/v${VERSION.split('.')[0]})?(/element/.*)$`).exec(url.pathname);
  if (element?.[1]) return serveFile(res, join(ROOT, 'dist/element'), element[1].slice('/element'.length), release);
  // Another release's files are not here (this host serves one build).
  if (/^\/v\d+(\.\d+\.\d+)?\/element\//.test(url.pathname)) return sendText(res, 404, 'Not found');
  if (url.pathname.startsWith('/assets/')) return serveFile(res, join(ROOT, 'dist/widget/assets'), url.pathname.slice('/assets'.length), release);
  // Every other path is the iframe page: deep links such as /orders/{id}/public load it. Framed only by
  // the launching merchant's pages; the pages that close a window are never framed.
  const ancestors = CLOSING_PAGES.has(url.pathname) ? ["'none'"] : merchantAncestors(url.searchParams.get('apiKey'), context.origins);
  return serveIframePage(req, res, context.urls, ancestors);
}

async function serveIframePage(req: IncomingMessage, res: ServerResponse, urls: SandboxUrls, ancestors: readonly string[]) {
  const [html, hashes] = await Promise.all([
    readFile(join(ROOT, 'dist/widget/index.html'), 'utf8').catch(() => null),
    readFile(join(ROOT, 'dist/widget/csp.json'), 'utf8').then((text) => JSON.parse(text) as InlineHashes).catch(() => null),
  ]);
  if (html === null || hashes === null) return sendText(res, 503, 'Run `npm run build` first.');
  // This server's backend, named in the page and connected to from its head (a build for production has
  // its own built in: CRW_API_URL).
  const named = html
    .replace('<head>', `<head>\n    <meta name="crw-api-url" content="${urls.api}" />`)
    .replace(/<link rel="preconnect" href="[^"]*"/, `<link rel="preconnect" href="${new URL(urls.api).origin}"`);
  const page = Buffer.from(named);
  // The same bytes for as long as this server runs (one build, one backend): cached, checked again each
  // time by its tag (a new build has new files), and so the page may be kept whole by the back/forward cache.
  const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Cache-Control': 'no-cache',
    ETag: etag,
    'Content-Security-Policy': widgetPageCsp(urls, ancestors, hashes),
    // A bank's page, the identity provider, the vault: told the widget's origin, never its address.
    'Referrer-Policy': 'strict-origin',
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === etag) return void res.writeHead(304, headers).end();
  // Named per server (its backend's address), so compressed here rather than at build time.
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  res.writeHead(200, { 'Content-Type': MIME['.html'], ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}) });
  res.end(encoding === 'br' ? brotliCompressSync(page) : encoding === 'gzip' ? gzipSync(page) : page);
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
