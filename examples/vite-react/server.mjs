// The shop's production server: serves the built app (dist/) and signs the widget's launch at /api/launch.
// The secret stays here; the browser gets only what it needs to start the widget.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { signLaunchParams } from 'crypto-ramp-widget/server';

const DIST = join(import.meta.dirname, 'dist');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** A configuration value the server must have (set in the environment at run time). */
function env(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

async function launch(res) {
  // Sign what this server decided on (here: buy BTC); never sign a payload that came in a request.
  const params = await signLaunchParams({ apiKey: env('CRW_API_KEY'), secret: env('CRW_SECRET'), payload: { toCurrency: 'BTC' } });
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ ...params, apiUrl: env('CRW_API_URL'), widgetUrl: env('CRW_WIDGET_URL') }));
}

async function file(pathname, res) {
  // A file of dist/, or index.html for a path with no extension (the app's own routes).
  let path = join(DIST, normalize(decodeURIComponent(pathname)));
  if (!(await stat(path).catch(() => null))?.isFile()) {
    if (extname(path)) return void res.writeHead(404).end();
    path = join(DIST, 'index.html');
  }
  const body = await readFile(path);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    // Vite names what it builds into assets/ by content: those never change.
    'Cache-Control': path.startsWith(join(DIST, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(body);
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const answer = req.method === 'GET' && pathname === '/api/launch' ? launch(res) : file(pathname, res);
  answer.catch((error) => {
    console.error(error);
    res.writeHead(500).end();
  });
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';
server.listen(port, host, () => console.log(`http://${host}:${port}/`));
