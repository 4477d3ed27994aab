/**
 * Signing the widget's launch parameters, whatever computes the HMAC: WebCrypto (server/index.ts, every
 * runtime) or Node's crypto (server/node.ts, faster where it exists). Both give the same bytes.
 */
import type { MerchantPayload } from '../elements/payload.js';

/** What the page needs: the payload is the exact string that was signed (use it byte for byte). */
export type LaunchParams = { apiKey: string; signature: string; payload: string };

/** Hex HMAC-SHA256 of `text` with `secret`. */
export type HmacSha256Hex = (secret: string, text: string) => string | Promise<string>;

export async function signWith(hmac: HmacSha256Hex, { apiKey, secret, payload }: { apiKey: string; secret: string; payload: MerchantPayload }): Promise<LaunchParams> {
  // An unset variable (`process.env.SECRET ?? ''`) signs nothing the backend accepts: said here, in every runtime alike.
  for (const [name, value] of [['apiKey', apiKey], ['secret', secret]] as const) {
    if (typeof value !== 'string' || value === '') throw new TypeError(`signLaunchParams needs the merchant's ${name}: it is ${value === '' ? 'empty' : typeof value}`);
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new TypeError('signLaunchParams signs a payload object your server built, never a string or value taken from a request');
  }
  const text = JSON.stringify(payload);
  return { apiKey, payload: text, signature: await hmac(secret, text) };
}
