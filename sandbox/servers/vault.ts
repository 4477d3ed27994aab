/**
 * The card vault's server (VGS stand-in, its own origin): the secure field frames, and the inbound proxy.
 * The proxy takes only the routes it is configured for (card and payout card processing), swaps every card
 * field it protects for aliases (sandbox/vault.ts), then forwards the request to the provider API, as a VGS
 * inbound route with those filters would; the provider reveals the aliases. Collect.js itself comes from
 * the API origin (`/vault/collect.js`), as VGS serves it from its CDN.
 */
import { readFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { join } from 'node:path';
import { ROOT } from '../files';
import { BadRequest, applyCors, readBody, sendError } from '../http';
import type { SandboxUrls } from '../ports';
import type { Vault } from '../vault';

/** The inbound routes the vault is configured for: nothing else goes through it. */
const VAULT_ROUTES = [/^\/provider\/v2\/orders\/[^/]+\/processing$/, /^\/widget\/v1\/offramp\/orders\/[^/]+\/processing$/];

const FORWARDED_HEADERS = ['authorization', 'accept-language', 'x-merchant-data', 'content-type', 'idempotency-key'];

type VaultContext = { urls: SandboxUrls; origins: string[]; vault: Vault };

export function createVaultServer(context: VaultContext): Server {
  return createServer((req, res) => {
    void answerVault(req, res, context).catch((error: unknown) => {
      if (res.headersSent) return;
      // A body it cannot read (over the size limit) is the client's, in the API's envelope.
      if (error instanceof BadRequest) return sendError(res, 'api_client_error', error.message, null, error.status);
      res.writeHead(500).end();
    });
  });
}

/** Secure field pages and the inbound proxy to the API. */
async function answerVault(req: IncomingMessage, res: ServerResponse, { urls, origins, vault }: VaultContext) {
  const url = new URL(req.url ?? '/', 'http://vault.invalid');
  if (url.pathname === '/field.html') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(await readFile(join(ROOT, 'sandbox/vault/field.html')));
    return;
  }
  applyCors(req, res, origins);
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  if (req.method !== 'POST') return sendError(res, 'not_found_error', 'Not found', null, 404);
  if (!VAULT_ROUTES.some((route) => route.test(url.pathname))) return sendError(res, 'api_client_error', 'The vault has no route for this path', null, 403);
  const text = await readBody(req);
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch {
    return sendError(res, 'validation_error', 'The vault expects JSON', null, 400);
  }
  vault.received.push({ path: url.pathname, at: Date.now() });
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const upstream = await fetch(`${urls.api}${url.pathname}`, { method: 'POST', headers, body: JSON.stringify(vault.redact(body)) }).catch(() => null);
  if (!upstream) return sendError(res, 'api_server_error', 'The vault could not reach the provider', null, 502);
  res.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' });
  res.end(await upstream.text());
}

/** Collect.js as served to pages: the stand-in script with the vault's origin filled in. */
export async function collectScript(vaultOrigin: string): Promise<string> {
  const source = await readFile(join(ROOT, 'sandbox/vault/collect.js'), 'utf8');
  return source.replaceAll('__VAULT_ORIGIN__', vaultOrigin);
}
