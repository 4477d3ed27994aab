/**
 * Signing the widget's launch parameters, whatever computes the HMAC: WebCrypto (server/index.ts, every
 * runtime) or Node's crypto (server/node.ts, faster where it exists). Both give the same bytes.
 */
import type { MerchantPayload } from '../elements/payload.js';
import { parseLaunchParams } from '../src/domain/launchParams.js';

/** What the page needs: the payload is the exact string that was signed (use it byte for byte). */
export type LaunchParams = { apiKey: string; signature: string; payload: string };

/** Hex HMAC-SHA256 of `text` with `secret`. */
export type HmacSha256Hex = (secret: string, text: string) => string | Promise<string>;

/** Shorter than any secret the provider issues: a placeholder or a typo, never a key. */
export const MIN_SECRET_LENGTH = 16;

/**
 * Signs `payload` for `apiKey`, after refusing what the widget and the backend would refuse, each with
 * words: an empty key, a secret that is empty or too short (an unset variable, `process.env.SECRET ?? ''`),
 * a payload that is not a plain object your server built, or one the widget refuses at start-up (over
 * 6,144 bytes as sent, nested deeper than 8 levels, a field of the wrong type).
 */
export async function signWith(hmac: HmacSha256Hex, { apiKey, secret, payload }: { apiKey: string; secret: string; payload: MerchantPayload }): Promise<LaunchParams> {
  if (typeof apiKey !== 'string' || apiKey === '') throw new TypeError(`signLaunchParams needs the merchant's apiKey: it is ${apiKey === '' ? 'empty' : typeof apiKey}`);
  if (typeof secret !== 'string' || secret === '') throw new TypeError(`signLaunchParams needs the merchant's secret: it is ${secret === '' ? 'empty' : typeof secret}`);
  if (secret.length < MIN_SECRET_LENGTH) throw new TypeError(`signLaunchParams needs the merchant's secret: this one is ${secret.length} characters, shorter than any the provider issues`);
  const prototype = payload !== null && typeof payload === 'object' ? Object.getPrototypeOf(payload) : undefined;
  if (prototype !== Object.prototype && prototype !== null) {
    throw new TypeError('signLaunchParams signs a plain payload object your server built, never a string, an array, a class instance or a value taken from a request');
  }
  const text = JSON.stringify(payload);
  const signed = { apiKey, payload: text, signature: await hmac(secret, text) };
  // The widget's own rules for a launch (domain/launchParams.ts): what it would refuse is refused here.
  const checked = parseLaunchParams(signed);
  if ('problems' in checked) {
    throw new TypeError(`signLaunchParams: the widget would refuse this launch: ${checked.problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ')}`);
  }
  return signed;
}
