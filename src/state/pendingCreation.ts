/**
 * Order creation changes something, so the client never sends it twice by itself; but a customer whose
 * answer was lost (a reset after the backend made the order, a gateway's page, a timeout) presses again, or
 * reloads. Each creation carries an `Idempotency-Key` (the backend contract: docs/network.md): the
 * key is kept here, with the purchase's fingerprint, until the backend answers, so the same purchase sent
 * again carries the same key and the backend gives the same order back. An answer (an order, or the
 * backend's refusal) settles it; a changed purchase gets a new key; a key is kept no longer than the
 * order-creation data (spec 1 §4's hour).
 */
import { number, string, type, validate } from 'superstruct';
import { newIdempotencyKey } from '../api/retry';
import { PERSISTED_ORDER_DATA_TTL_S, STORAGE_KEYS } from '../domain/constants';
import type { Flow } from '../domain/flow';
import { payloadFingerprint } from '../domain/fingerprint';
import { type KeyValueStore, readJson } from './storage';

const PendingSchema = type({ key: string(), fingerprint: string(), at: number() });

export function createPendingCreation(store: KeyValueStore, flow: Flow, now: () => number = Date.now) {
  const storageKey = `${STORAGE_KEYS.pendingCreation}:${flow}`;
  /** The same, in memory: a frame whose storage is blocked (third-party storage) still keeps it while it lives. */
  let remembered: { key: string; fingerprint: string; at: number } | null = null;
  return {
    /** The key to send this purchase with: the unsettled one of the same purchase, else a new one (kept at once). */
    keyFor(payload: unknown): string {
      const fingerprint = payloadFingerprint(payload);
      const [, stored] = validate(readJson(store, storageKey), PendingSchema);
      const saved = stored ?? remembered;
      if (saved && saved.fingerprint === fingerprint && now() - saved.at < PERSISTED_ORDER_DATA_TTL_S * 1000) return saved.key;
      remembered = { key: newIdempotencyKey(), fingerprint, at: now() };
      store.set(storageKey, JSON.stringify(remembered));
      return remembered.key;
    },
    /** The backend answered (an order, or its refusal): the next purchase is a new one. */
    settle(): void {
      remembered = null;
      store.remove(storageKey);
    },
  };
}
