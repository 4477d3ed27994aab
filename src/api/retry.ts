/**
 * Retries for calls that must not double up (spec 1 §7: processing is retried up to 3 times on timeout, with
 * one idempotency key; ours: on every failure of the way, which the same key makes as safe as a timeout).
 */
import { isTransient } from './errors';

/** Runs `task`; after a failure of the way (`isTransient`) runs it again, up to `retries` more times; the last attempt's error stands. */
export async function retryOnTransient<T>(task: () => Promise<T>, retries: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (!isTransient(error) || attempt >= retries) throw error;
    }
  }
}

/** A random idempotency key (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
