/**
 * The demo shop's server (a merchant's own site): the playground and the React and Vue pages, the tests'
 * merchant pages under the strict policy, its configuration, and the shop's backend that signs its launch.
 */
import { readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { signLaunchParams } from '../../server/node';
import { hostPageCsp, leftOutOf } from '../csp';
import { DEMO_SHOP, DEMO_SHOP_CART, MERCHANTS, originAllowed } from '../data/merchants';
import { ROOT, VERSION, serveFile } from '../files';
import { BadRequest, applyCors, readJsonBody, sendJson } from '../http';
import type { SandboxUrls } from '../ports';

type DemoContext = { urls: SandboxUrls; origins: string[] };

/** The playground's pages: with the custom tag (/, /tag.html) or the iframe (/iframe.html). */
const PAGES: Record<string, string> = { '/': '/shop.html', '/index.html': '/shop.html', '/tag.html': '/shop.html', '/iframe.html': '/shop.html' };

export function createDemoServer(context: DemoContext): Server {
  return createServer((req, res) => {
    void serveDemo(req, res, context).catch((error: unknown) => {
      if (res.headersSent) return;
      // A body it cannot read (bad JSON, over the size limit) is the client's: 400 / 413, as the API answers.
      if (error instanceof BadRequest) return sendJson(res, { error: error.message }, error.status);
      res.writeHead(500).end();
    });
  });
}

async function serveDemo(req: IncomingMessage, res: ServerResponse, { urls, origins }: DemoContext) {
  const url = new URL(req.url ?? '/', urls.demo);
  // Local pages (the tests' runner) may call the signing endpoint too.
  applyCors(req, res, origins);
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (url.pathname === '/merchant/launch' && req.method === 'POST') return signShopLaunch(req, res);
  if (url.pathname === '/config.json') {
    // Whether each merchant's check lets its launches run on this page (the playground labels those it refuses).
    const page = req.headers.host ? `http://${req.headers.host}` : urls.demo;
    const merchants = MERCHANTS.map(({ name, apiKey, allowedOrigins }) => ({ name, apiKey, allowedOrigins, allowsThisPage: originAllowed(page, [...allowedOrigins, ...origins]) }));
    return sendJson(res, { ...urls, merchants, release: elementRelease() });
  }
  // Merchant pages of the tests (strict CSP, shadow-DOM apps, several widgets), under the strict policy
  // (`?csp=connect-src:api`: without one server in one directive, a merchant's mistake).
  if (url.pathname.startsWith('/test-hosts/')) {
    res.setHeader('Content-Security-Policy', hostPageCsp(urls, leftOutOf(url.searchParams.get('csp'))));
    return serveFile(res, join(ROOT, 'test/hosts'), url.pathname.slice('/test-hosts'.length));
  }
  // The React and Vue pages' scripts, bundled by the build.
  if (url.pathname.startsWith('/build/')) return serveFile(res, join(ROOT, 'dist/demo'), url.pathname.slice('/build'.length));
  return serveFile(res, join(ROOT, 'demo'), PAGES[url.pathname] ?? url.pathname);
}

/**
 * The demo shop's own backend, as a merchant's should be: one merchant (its configuration), and a payload
 * built here from the shop's own state (its cart), never taken from the request.
 */
async function signShopLaunch(req: IncomingMessage, res: ServerResponse) {
  const body = await readJsonBody(req);
  if ('payload' in body || 'apiKey' in body) {
    return sendJson(res, { error: 'The shop signs the purchase it built itself: it takes no payload and no merchant from a request.' }, 400);
  }
  return sendJson(res, await signLaunchParams({ apiKey: DEMO_SHOP.apiKey, secret: DEMO_SHOP.secret, payload: DEMO_SHOP_CART }));
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
