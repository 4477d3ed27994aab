/** Words for a failure: the one way a model turns a failed call into what the customer reads. */
import { ApiError, UnreadableReplyError, isTransient } from '../api/errors';
import type { Problem, TextKey } from './navigation';

/**
 * What the customer reads of a failed call: the backend's words when it gave some (`serverText`, by default
 * its message; a field's when the caller picks one), else ours: `fallback`, or the connection's when the way
 * to the backend failed (offline, a reset, a proxy's page, a timeout). Never a parser's or a status code.
 */
export function problemOf(error: unknown, fallback: TextKey, serverText: string | null = backendWords(error)): Problem {
  return { key: isTransient(error) ? 'errors.connection' : fallback, serverText };
}

/**
 * What the backend said about this failure, in the customer's language (spec 1 §8 shows the server's
 * messages), or null when the failure is not the backend's answer (the client's own texts are technical).
 */
export function backendWords(error: unknown): string | null {
  if (!(error instanceof ApiError) || error instanceof UnreadableReplyError) return null;
  return error.message.trim() === '' ? null : error.message;
}
