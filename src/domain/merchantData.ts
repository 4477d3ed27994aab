/**
 * The merchant's launch data as it travels: the X-Merchant-Data header of every call (spec 1 §7) carries
 * `{ apiKey, signature, payload }` as JSON, with the payload exactly as signed. Its size is bounded so that
 * every server on the way accepts it (Node answers headers over 16 KB with a bare 431; nginx keeps one
 * header line in an 8 KB buffer): over the limit, start-up stops with 'Merchant parameters invalid'.
 */
import { MAX_MERCHANT_DATA_BYTES } from './constants.js';

export type MerchantLaunchData = { apiKey: string; signature: string; payload: string };

/**
 * Header values must be ISO-8859-1, or fetch throws: non-ASCII characters in the JSON (an e-mail with
 * an accent, say) become \u escapes, which any JSON parser reads back as the same text.
 */
export function asciiJson(json: string): string {
  return json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The launch data alone (a merchant carries more: its parsed payload, its name): what travels. */
export function launchData(data: MerchantLaunchData): MerchantLaunchData {
  return { apiKey: data.apiKey, signature: data.signature, payload: data.payload };
}

/** The X-Merchant-Data header value, byte for byte as sent (ASCII: one byte per character). */
export function merchantDataHeader(data: MerchantLaunchData): string {
  return asciiJson(JSON.stringify(launchData(data)));
}

/** The problem with the launch data's size, or null when it fits. */
export function merchantDataSizeProblem(data: MerchantLaunchData): string | null {
  const bytes = merchantDataHeader(data).length;
  return bytes > MAX_MERCHANT_DATA_BYTES
    ? `The signed launch data is ${bytes} bytes as sent; the limit is ${MAX_MERCHANT_DATA_BYTES} bytes`
    : null;
}
