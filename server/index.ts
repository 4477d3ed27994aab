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
 * The hex HMAC-SHA256 of the payload string with the merchant's secret. A payload object is serialized
 * once with JSON.stringify, and that string is both signed and returned.
 */
export function signLaunchParams({ apiKey, secret, payload }: { apiKey: string; secret: string; payload: MerchantPayload | string }): LaunchParams {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return { apiKey, payload: text, signature: createHmac('sha256', secret).update(text).digest('hex') };
}
