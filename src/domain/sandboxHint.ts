/**
 * The sandbox backend's hint beside a refused launch, on its own: the integration doctor prints it
 * (state/diagnostics.ts), while the rest of what a failed start-up shows (startupFailure.ts) loads with the
 * failure's screen; neither is in the first load.
 */

/** The sandbox backend's word to the developer beside a refused launch (why a signature does not match). */
export const SANDBOX_HINT = 'sandboxHint';

/**
 * The sandbox's explanation of a refused launch, if it gave one: the widget prints it to the console in
 * the sandbox environment only (a production backend gives none, and the customer never sees it).
 */
export function sandboxHintOf(payload: unknown): string | null {
  const hint: unknown = payload && typeof payload === 'object' ? Reflect.get(payload, SANDBOX_HINT) : null;
  return typeof hint === 'string' ? hint : null;
}
