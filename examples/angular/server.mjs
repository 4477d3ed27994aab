// The shop's production server (node:http, no framework): the built Angular app from dist/browser/, and
// GET /api/launch, where the widget's launch is signed. The secret stays on this server: the browser gets
// the key, the payload and its signature, nothing else.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signLaunchParams } from 'crypto-ramp-widget/server';

const { CRW_API_KEY, CRW_SECRET, CRW_API_URL, CRW_WIDGET_URL } = process.env;
if (!CRW_API_KEY || !CRW_SECRET) throw new Error('Set CRW_API_KEY and CRW_SECRET (your merchant key and secret)');

const ROOT = fileURLToPath(new URL('./dist/browser/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** GET /api/launch: what the page puts on <crypto-ramp-widget>, signed now for this one page view. */
async function launch() {
  // Sign a payload this server decides (here: buy BTC), never one that came in a request.
  const params = await signLaunchParams({ apiKey: CRW_API_KEY, secret: CRW_SECRET, payload: { toCurrency: 'BTC' } });
  // The provider's API and widget page (unset: the package's defaults).
  return { ...params, apiUrl: CRW_API_URL, widgetUrl: CRW_WIDGET_URL };
}

/** A file of the build, or index.html for the app's own routes; null for a missing asset. */
async function file(pathname) {
  let path;
  try {
    path = join(ROOT, decodeURIComponent(pathname));
  } catch {
    return null; // a malformed %-escape
  }
  if (!path.startsWith(ROOT)) return null;
  if ((await stat(path).catch(() => null))?.isFile()) return path;
  return extname(path) === '' || path.endsWith(sep) ? join(ROOT, 'index.html') : null;
}

const server = createServer(async (request, response) => {
  try {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
    } else if (pathname === '/api/launch') {
      const body = JSON.stringify(await launch());
      // Signed for this page view: no cache keeps it.
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(body);
    } else {
      const path = await file(pathname);
      if (!path) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      // The build's file names carry a content hash (outputHashing: all); index.html does not.
      const cache = path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable';
      const body = await readFile(path);
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': cache });
      response.end(request.method === 'HEAD' ? undefined : body);
    }
  } catch (error) {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
    response.end('Internal error');
  }
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => console.log(`Shop on http://${host}:${port}/`));
