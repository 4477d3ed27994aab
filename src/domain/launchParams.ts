/**
 * Launch parameters signed by the merchant (spec 1 §1, §3; spec 2 §1, §3): the shape is checked here,
 * the signature by the backend.
 */
import {
  type Infer,
  enums,
  number,
  object,
  optional,
  refine,
  string,
  type,
  union,
  validate,
} from 'superstruct';
import { PAYMENT_TYPES } from './constants.js';
import { merchantDataSizeProblem } from './merchantData.js';

/** The largest amount a merchant may fix (a sane bound: no currency is bought in larger amounts). */
export const MAX_MERCHANT_AMOUNT = 1_000_000_000;

/**
 * An amount the merchant fixes: a positive decimal number up to MAX_MERCHANT_AMOUNT, as a JSON number or a
 * plain decimal string ("0x10", "1e3", "Infinity" are not amounts).
 */
const positiveAmount = refine(union([number(), string()]), 'positive amount', (value) => {
  if (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value.trim())) return false;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= MAX_MERCHANT_AMOUNT;
});

export const MerchantPayloadSchema = type({
  toWallet: optional(string()),
  fromCurrency: optional(string()),
  fromAmount: optional(positiveAmount),
  toCurrency: optional(string()),
  toAmount: optional(positiveAmount),
  merchantOrderId: optional(string()),
  /** A URL-encoded JSON object. */
  contractCall: optional(string()),
  email: optional(string()),
  shareToken: optional(string()),
  externalData: optional(string()),
  paymentType: optional(enums(PAYMENT_TYPES)),
  /** Sell: the fiat to receive by default (spec 2 §1). */
  defaultCurrency: optional(string()),
});
export type MerchantPayload = Infer<typeof MerchantPayloadSchema>;

export const LaunchParamsSchema = object({
  apiKey: string(),
  signature: string(),
  /** The merchant's JSON payload exactly as signed. */
  payload: string(),
});
export type LaunchParams = Infer<typeof LaunchParamsSchema>;

export type Merchant = LaunchParams & { parsedPayload: MerchantPayload };

export type LaunchParamsProblem = { field: string; message: string };

/**
 * Turns raw launch parameters into a merchant, or explains what is wrong. No api key means no
 * merchant data (spec 1 §1); an api key without a signature, or an unparseable payload, is a problem.
 */
export function parseLaunchParams(raw: {
  apiKey?: string | null;
  signature?: string | null;
  payload?: string | null;
}): { merchant: Merchant | null } | { problems: LaunchParamsProblem[] } {
  const apiKey = raw.apiKey?.trim() ?? '';
  if (apiKey === '') return { merchant: null };
  const problems: LaunchParamsProblem[] = [];
  const signature = raw.signature?.trim() ?? '';
  if (signature === '') problems.push({ field: 'signature', message: 'Signature is required' });
  // The signature covers the exact string: a payload is used byte for byte as given (no trimming).
  const payloadText = raw.payload || '{}';
  // Bounded before anything reads it: an oversized or deeply nested payload is refused as it stands.
  const tooLarge = merchantDataSizeProblem({ apiKey, signature, payload: payloadText });
  if (tooLarge) return { problems: [...problems, { field: 'payload', message: tooLarge }] };
  if (jsonDepth(payloadText) > MAX_PAYLOAD_DEPTH) return { problems: [...problems, { field: 'payload', message: 'Payload is nested too deeply' }] };
  let json: unknown;
  try {
    json = JSON.parse(payloadText);
  } catch {
    problems.push({ field: 'payload', message: 'Payload is not valid JSON' });
  }
  const [error, parsedPayload] = validate(json, MerchantPayloadSchema, { coerce: true });
  if (json !== undefined && error) {
    for (const failure of error.failures()) {
      problems.push({ field: `payload.${failure.path.join('.') || '(root)'}`, message: failure.message });
    }
  }
  if (problems.length > 0 || !parsedPayload) return { problems };
  return { merchant: { apiKey, signature, payload: payloadText, parsedPayload } };
}

/** How deep a merchant payload may nest (its fields are flat; a little room for externalData-like values). */
export const MAX_PAYLOAD_DEPTH = 8;

/** The deepest nesting of objects and arrays in JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

export function payloadNumber(value: number | string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

