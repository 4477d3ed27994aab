/**
 * Demo merchants. Their secrets stay on the server side: the demo's merchant endpoint signs with them,
 * the browser never sees one. Signature = hex HMAC-SHA256 of the payload string with the secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pages on this machine, any port: the sandbox's demo, the tests' runner, a developer's own pages. */
export const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * `allowedOrigins`: the pages each merchant lets use its launch, as a provider's dashboard keeps them
 * (`scheme://host` or `scheme://host:port`; `:*` for any port). The iframe page is served with them as
 * its `frame-ancestors`, and start-up refuses a launch from any other page.
 */
export const MERCHANTS = [
  { name: 'Demo Shop', apiKey: 'pk_sandbox_demo_shop', secret: 'sk_sandbox_demo_shop_secret', allowedOrigins: LOCAL_ORIGINS },
  { name: 'Arcade Games', apiKey: 'pk_sandbox_arcade', secret: 'sk_sandbox_arcade_secret', allowedOrigins: ['https://arcade.example'] },
];

/** Whether a page's origin is one of these (exact, or `scheme://host:*` for any port of that host). */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  return allowed.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === origin;
    const base = pattern.slice(0, -2);
    return origin === base || (origin.startsWith(`${base}:`) && /^\d+$/.test(origin.slice(base.length + 1)));
  });
}

/** The demo shop's own backend configuration: its one merchant (what a real shop keeps in its environment). */
export const DEMO_SHOP = MERCHANTS[0] as (typeof MERCHANTS)[number];

/** The demo shop's cart, its server's state: what its launch signs (a shop builds this from its own data). */
export const DEMO_SHOP_CART = { toCurrency: 'USDT-MATIC' } as const;

/** The merchant's signature of a payload string, as the backend checks it (and the package's helper makes it). */
export function signPayload(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * Why a launch's signature does not match, for the developer (the sandbox only: a real backend says no
 * more than that it does not): the string the backend signed, exactly as it arrived, and the key it signed
 * with (the sandbox's keys are published test keys). The widget prints it to the console in the sandbox.
 */
export function signatureHint(merchant: { apiKey: string; secret: string }, payload: string, signature: string): string {
  const shape = /^[0-9a-fA-F]{64}$/.test(signature)
    ? 'The signature is 64 hex characters but not the one the sandbox computes'
    : `A signature is 64 hex characters; this one is ${signature.length} characters${/^[0-9a-fA-F]*$/.test(signature) ? '' : ' and not all hex'}`;
  return `${shape}. The sandbox signs the payload string exactly as the widget sent it, ${JSON.stringify(payload)} (${payload.length} characters), with HMAC-SHA256 and the secret key of ${merchant.apiKey}, ${merchant.secret}, written as hex. Sign that same string on your server (a payload serialized again can differ in key order or spaces), with that key.`;
}

/**
 * Exactly 64 hex characters, compared in constant time. (Node's hex decoding stops at the first character
 * that is not hex, so `<signature>zz` or a trailing space would decode to the same bytes: refused first.)
 */
export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signPayload(secret, payload), 'hex'));
}

