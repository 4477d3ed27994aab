/**
 * The files the sandbox's servers serve from this repository (the build's dist/, the demo, the tests'
 * merchant pages, the stand-ins' pages and the fixtures' logos), as a static host would.
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The release the widget host serves (package.json's version): its entries' versioned paths. */
export const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A plain-text answer (not found, bad request, a page that cannot be shown yet). */
export function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain' }).end(text);
}

/**
 * How the widget host serves the release as a CDN would (dist/ as the build wrote it): the precompressed
 * `.br` or `.gz` beside a file when the browser takes it, and hashed files (chunks) cached for a year.
 */
export type Release = { acceptEncoding: string | undefined };

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
export async function serveFile(res: ServerResponse, dir: string, pathname: string, release?: Release) {
  // A file has one name: an encoded slash or backslash, or a `.` or `..` segment once decoded, is a second
  // route to some file (`/assets/..%2findex.html` was the iframe page without its policy), so not found.
  if (/%2f|%5c/i.test(pathname)) return sendText(res, 404, 'Not found');
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return sendText(res, 400, 'Bad request');
  }
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return sendText(res, 404, 'Not found');
  const root = normalize(dir);
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(`${root}${sep}`)) return res.writeHead(403).end();
  if (file.endsWith('.map') && process.env.SANDBOX_SOURCE_MAPS !== '1') return sendText(res, 404, 'Not found');
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return sendText(res, 404, 'Not found');
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
