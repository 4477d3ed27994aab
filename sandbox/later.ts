/**
 * A scenario step that happens later (an order settling, a deposit arriving, a review landing): it never
 * keeps the process alive once the sandbox's servers are closed (tests end at once).
 */
export function later(step: () => void, ms: number): void {
  setTimeout(step, ms).unref();
}
