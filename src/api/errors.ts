/** The error catalogue of both spec documents (§8), as typed errors. */
import type { StructError } from 'superstruct';
import type { ErrorCode } from '../domain/errorCodes';
import { TRANSIENT_STATUSES } from '../domain/retry';

/** An error reply of the backend, or one the client makes from a failure it can name. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly payload: unknown = null,
    readonly status = 0,
  ) {
    super(message);
  }

  /** Field errors of a validation_error: `{ field: [message, ...] }` or `{ field: message }`. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    if (this.payload && typeof this.payload === 'object') {
      for (const [field, value] of Object.entries(this.payload)) {
        const first = Array.isArray(value) ? value[0] : value;
        if (typeof first === 'string') out[field] = first;
      }
    }
    return out;
  }
}

/**
 * A reply that is not the backend's envelope: a proxy's or gateway's HTML page, an empty or cut body, a bare
 * status. spec 1 §7 names it unexpected_server_error, 'Could not parse server response' (api_server_error or
 * api_client_error for a bare status, as before); its message is the client's, never words for a customer
 * (`backendWords` gives none), and a gateway's "not now" may pass (`isTransient`).
 */
export class UnreadableReplyError extends ApiError {
  override name = 'UnreadableReplyError';
}

/** spec 1 §7: "a timeout is recognised by the error name TimeoutError". */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly url: string) {
    super(`Request timed out: ${url}`);
  }
}

/** The backend could not be reached at all (offline, refused, CORS). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/**
 * A reply that parsed but does not have the shape the spec promises: a bug somewhere, reported. Its message
 * names where the reply differs and what was expected there, never the value found: a reply about the
 * customer carries their name, address and documents, which an error report must not.
 */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
  constructor(path: string, failure: StructError) {
    const places = failure.failures().slice(0, 3).map((one) => `${one.path.length > 0 ? one.path.join('.') : 'the reply'} (expected ${one.type}${one.refinement ? `, ${one.refinement}` : ''})`);
    super(`Unexpected reply from ${path}: ${places.join('; ')}`);
  }
}

/** spec 2 §8: "ValidationError on merchant check becomes MerchantValidationFailed". */
export class MerchantValidationFailed extends Error {
  override name = 'MerchantValidationFailed';
  constructor(readonly payload: unknown) {
    super('Merchant parameters invalid');
  }
}

export function isApiError(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

/**
 * A failure on the way to the backend that may pass by itself: the device or the network (offline, a reset
 * connection), a timeout, a gateway's or proxy's "not now" (502, 503, 504, 408, 429), a cut or empty body. A
 * read is sent again on these (`domain/retry.ts`); the customer reads that the connection is the problem.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  if (!(error instanceof ApiError)) return false;
  if (TRANSIENT_STATUSES.includes(error.status)) return true;
  // Not the backend's envelope with a success status (or none): a body cut on the way, or a portal's page.
  return error instanceof UnreadableReplyError && error.status < 300;
}

/** spec 1 §8: errors without a code are the ones the error-reporting service hears about. */
export function hasErrorCode(error: unknown): boolean {
  return (
    error instanceof ApiError ||
    error instanceof TimeoutError ||
    error instanceof NetworkError ||
    error instanceof MerchantValidationFailed ||
    error instanceof VaultValidationError
  );
}

/** The card vault refused to send: these secure fields are not valid (it checks before sending). */
export class VaultValidationError extends Error {
  override name = 'VaultValidationError';
  constructor(readonly fields: string[]) {
    super(`Card fields are not valid: ${fields.join(', ')}`);
  }

  /** Like ApiError's, without texts: each form says in its own words what is wrong with its field. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(this.fields.map((field) => [field, '']));
  }
}
