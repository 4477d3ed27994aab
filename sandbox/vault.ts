/**
 * The card vault stand-in (VGS): its own origin serves the secure fields and an inbound proxy. The proxy
 * takes only the routes it is configured for (card and payout card processing), swaps every card field
 * it protects (`card[].number`, `cvv`, `expirationDate`, `holder`) for aliases, then forwards the request to
 * the provider API, as a VGS inbound route with those filters would; the provider reveals the aliases.
 * Collect.js itself comes from the API origin (`/vault/collect.js`), as VGS serves it from its CDN.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { applyCors, readBody, sendError } from './http';

const ALIASED_KEYS = ['number', 'cvv', 'expirationDate', 'holder'];

/** The inbound routes the vault is configured for: nothing else goes through it. */
const VAULT_ROUTES = [/^\/provider\/v2\/orders\/[^/]+\/processing$/, /^\/widget\/v1\/offramp\/orders\/[^/]+\/processing$/];

export function createVault() {
  const aliases = new Map<string, string>();
  /** Requests that reached the proxy, with the card data as it arrived (for the tests' checks). */
  const received: { path: string; at: number }[] = [];
  function alias(value: string): string {
    const token = `tok_sandbox_${randomBytes(12).toString('hex')}`;
    aliases.set(token, value);
    return token;
  }
  return {
    received,
    alias,
    /** The value behind an alias; any other text is returned as it is. */
    reveal(value: string): string {
      return aliases.get(value) ?? value;
    },
    reset() {
      aliases.clear();
      received.splice(0);
    },
    /** Replaces the card fields of every `card` entry of a JSON body by aliases. */
    redact(body: unknown): unknown {
      if (!body || typeof body !== 'object') return body;
      const copy = { ...(body as Record<string, unknown>) };
      const cards = copy.card;
      if (Array.isArray(cards)) {
        copy.card = cards.map((entry: unknown) => {
          if (!entry || typeof entry !== 'object') return entry;
          const out = { ...(entry as Record<string, unknown>) };
          for (const key of ALIASED_KEYS) if (typeof out[key] === 'string' && out[key] !== '') out[key] = alias(out[key] as string);
          return out;
        });
      }
      return copy;
    },
  };
}

export type Vault = ReturnType<typeof createVault>;

const FORWARDED_HEADERS = ['authorization', 'accept-language', 'x-merchant-data', 'content-type', 'idempotency-key'];

/** The vault origin's handler: secure field pages and the inbound proxy to the API. */
export function vaultHandler(options: { root: string; apiUrl: string; vault: Vault; origins: string[] }) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://vault.invalid');
    if (url.pathname === '/field.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(await readFile(join(options.root, 'sandbox/vault/field.html')));
      return;
    }
    applyCors(req, res, options.origins);
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
    options.vault.received.push({ path: url.pathname, at: Date.now() });
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(`${options.apiUrl}${url.pathname}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(options.vault.redact(body)),
    }).catch(() => null);
    if (!upstream) return sendError(res, 'api_server_error', 'The vault could not reach the provider', null, 502);
    res.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' });
    res.end(await upstream.text());
  };
}

/** Collect.js as served to pages: the stand-in script with the vault's origin filled in. */
export async function collectScript(root: string, vaultOrigin: string): Promise<string> {
  const source = await readFile(join(root, 'sandbox/vault/collect.js'), 'utf8');
  return source.replaceAll('__VAULT_ORIGIN__', vaultOrigin);
}
