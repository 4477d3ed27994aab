/**
 * `crypto-ramp-widget/server`: signing the widget's launch parameters on the merchant's server. The secret
 * never goes to a browser: sign here, send the three values to the page, put them on the element
 * (`api-key`, `signature`, `payload`) or in the iframe's query string as they are.
 *
 * This build signs with WebCrypto, which every server runtime has (Node, Deno, Bun, Cloudflare Workers,
 * Vercel Edge); under Node the package's export conditions give server/node.ts, same output, Node's crypto.
 */
import type { MerchantPayload } from '../elements/payload.js';
import { type LaunchParams, signWith } from './sign.js';

export type { LaunchParams, MerchantPayload };

const encoder = new TextEncoder();

async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Signs the launch of one purchase your server decided on. Build `payload` on the server from your own
 * state (the signed-in shopper, the cart, your own wallet rules), with your one merchant's key and secret
 * from your configuration. Never sign a payload, or pick a merchant, that came in a request: an endpoint
 * that signs what it is sent lets any page launch the widget in your name with its own wallet locked in.
 *
 * The payload object is serialized once with JSON.stringify; that string is both signed (hex HMAC-SHA256
 * with the secret) and returned, to be used byte for byte. A string is refused: it is what a request brings.
 */
export function signLaunchParams(params: { apiKey: string; secret: string; payload: MerchantPayload }): Promise<LaunchParams> {
  return signWith(hmacSha256Hex, params);
}
