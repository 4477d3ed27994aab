/**
 * `crypto-ramp-widget/server`: signing the widget's launch parameters on the merchant's server (Node).
 * The secret never goes to a browser: sign here, send the three values to the page, put them on the
 * element (`api-key`, `signature`, `payload`) or in the iframe's query string as they are.
 */
import { createHmac } from 'node:crypto';
import type { MerchantPayload } from '../elements/public';

export type { MerchantPayload };

/** What the page needs: the payload is the exact string that was signed (use it byte for byte). */
export type LaunchParams = { apiKey: string; signature: string; payload: string };

/**
 * Signs the launch of one purchase your server decided on. Build `payload` on the server from your own
 * state (the signed-in shopper, the cart, your own wallet rules), with your one merchant's key and secret
 * from your configuration. Never sign a payload, or pick a merchant, that came in a request: an endpoint
 * that signs what it is sent lets any page launch the widget in your name with its own wallet locked in.
 *
 * The payload object is serialized once with JSON.stringify; that string is both signed (hex HMAC-SHA256
 * with the secret) and returned, to be used byte for byte. A string is refused: it is what a request brings.
 */
export function signLaunchParams({ apiKey, secret, payload }: { apiKey: string; secret: string; payload: MerchantPayload }): LaunchParams {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new TypeError('signLaunchParams signs a payload object your server built, never a string or value taken from a request');
  }
  const text = JSON.stringify(payload);
  return { apiKey, payload: text, signature: createHmac('sha256', secret).update(text).digest('hex') };
}
