/** Waiting for the device and for time, for code that loads like data (`domain/retry.ts` `loadWithRetries`). */

/** The device is online: at once when it is; else at its next `online` event. */
export function deviceOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => addEventListener('online', () => resolve(), { once: true }));
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
