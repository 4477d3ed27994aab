/**
 * Demo merchants. Their secrets stay on the server side: the demo's merchant endpoint signs with them,
 * the browser never sees one. Signature = hex HMAC-SHA256 of the payload string with the secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MERCHANTS = [
  { name: 'Demo Shop', apiKey: 'pk_sandbox_demo_shop', secret: 'sk_sandbox_demo_shop_secret' },
  { name: 'Arcade Games', apiKey: 'pk_sandbox_arcade', secret: 'sk_sandbox_arcade_secret' },
];

export function signPayload(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function signatureMatches(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(signPayload(secret, payload), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A merchant's share token for a customer whose e-mail the merchant has verified (ours: the spec shows no
 * format): hex HMAC-SHA256 of `share:{email}` with the merchant's secret. With it the customer signs in
 * without a one-time code (`customers/sign-in-without-confirmation`).
 */
export function shareTokenFor(secret: string, email: string): string {
  return signPayload(secret, `share:${email.trim().toLowerCase()}`);
}
