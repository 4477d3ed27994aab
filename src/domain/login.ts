/** Login rules (spec 1 §5 "Auth code", "Email"; spec 2 §5). */

export const CONFIRMATION_CODE_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL.test(email);
}

/** "exactly 6 digits, non-digits stripped". */
export function confirmationCodeFrom(text: string): string {
  return text.replace(/\D/g, '').slice(0, CONFIRMATION_CODE_LENGTH);
}

/** Whole seconds until `at`, never below zero: the resend countdown. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}
