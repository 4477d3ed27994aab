/** Words for a failure: the one way a model turns a failed call into what the customer reads. */
import { ApiError, UnreadableReplyError, isTransient } from '../api/errors';
import type { Problem, TextKey } from './navigation';

/**
 * What the customer reads of a failed call: the backend's words when it gave some (the message it gave for
 * `field`, when the caller names one, else its message), else ours: `fallback`, or the connection's when the
 * way to the backend failed (offline, a reset, a proxy's page, a timeout). Never a parser's or a status code.
 */
export function problemOf(error: unknown, fallback: TextKey, field?: string): Problem {
  const fieldWords = field !== undefined && error instanceof ApiError ? error.fieldErrors()[field] : undefined;
  return { key: isTransient(error) ? 'errors.connection' : fallback, serverText: fieldWords ?? backendWords(error) };
}

/**
 * What the backend said about this failure, in the customer's language (spec 1 §8 shows the server's
 * messages), or null when the failure is not the backend's answer (the client's own texts are technical).
 */
export function backendWords(error: unknown): string | null {
  if (!(error instanceof ApiError) || error instanceof UnreadableReplyError) return null;
  return error.message.trim() === '' ? null : error.message;
}
