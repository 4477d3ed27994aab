/**
 * What the buy and the sell order models share (spec 2 §4, "Order events to the host"): the active order's
 * id, kept per merchant signature so a reload resumes it; the order as last read; and the host event of
 * each status change of that order, told once. Errors without a code that a read swallows are reported.
 */
import { batch, signal } from '@preact/signals-react';
import { type OrderStatus, hostEventForStatusChange } from '../domain/orderStatus';
import type { HostBridge } from '../host/bridge';
import type { KeyValueStore } from './storage';

export function createActiveOrder<O extends { id: string; status: OrderStatus }>(deps: {
  local: KeyValueStore;
  /** Storage key of the active order id: one per merchant signature. */
  storageKey: string;
  initial: O | null;
  bridge: HostBridge;
  report: (error: unknown) => void;
}) {
  const id = signal<string | null>(deps.local.get(deps.storageKey));
  const order = signal<O | null>(deps.initial);
  return {
    id,
    order,
    setId(next: string | null) {
      id.value = next;
      if (next) deps.local.set(deps.storageKey, next);
      else deps.local.remove(deps.storageKey);
    },
    /** Takes a fresh copy (`alongside` changes in the same batch); a status change of the same order tells the host once. */
    update(next: O | null, alongside?: () => void) {
      const previous = order.peek();
      batch(() => {
        order.value = next;
        alongside?.();
      });
      if (next && previous?.id === next.id) {
        const event = hostEventForStatusChange(previous.status, next.status);
        if (event) deps.bridge.emit(event, { orderId: next.id });
      }
    },
    /** A read whose failure leaves what the customer sees as it is: errors without a code are reported. */
    orNull(error: unknown): null {
      deps.report(error);
      return null;
    },
  };
}
