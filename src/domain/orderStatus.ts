/** Order statuses and what follows from them (spec 1 §2 "Order screen", §4, §9; spec 2 §4). */
import type { ORDER_STATUSES } from './entities';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderView = 'failed' | 'qr' | 'processing' | 'providerAuth' | 'progress' | 'expired' | 'cardPayment';

const PROGRESS_STATUSES: OrderStatus[] = ['transfer_processing_started', 'on_hold', 'blockchain_transaction_submited', 'auth_complete', 'complete'];

/**
 * spec 1 §2: failed (or a failure flag) → failed; better_bro in processing_started or auth_requested →
 * QR; processing_started, can_be_processed → processing; auth_requested → provider authentication;
 * transfer_processing_started, on_hold, blockchain_transaction_submited, auth_complete, complete →
 * progress; expired → expired; any other status → the card payment flow.
 */
export function orderView(order: { status: OrderStatus; paymentProviderId: string }, failureFlag = false): OrderView {
  const { status } = order;
  if (status === 'failed' || failureFlag) return 'failed';
  if (order.paymentProviderId === 'better_bro' && (status === 'processing_started' || status === 'auth_requested')) return 'qr';
  if (status === 'processing_started' || status === 'can_be_processed') return 'processing';
  if (status === 'auth_requested') return 'providerAuth';
  if (PROGRESS_STATUSES.includes(status)) return 'progress';
  if (status === 'expired') return 'expired';
  return 'cardPayment';
}

/** spec 1 §4: the order is refreshed every 5 s in these statuses. */
const POLLED_STATUSES: OrderStatus[] = [
  'transfer_processing_started',
  'on_hold',
  'can_be_processed',
  'processing_started',
  'auth_requested',
  'blockchain_transaction_submited',
  'auth_complete',
];

export function shouldPollOrder(status: OrderStatus): boolean {
  return POLLED_STATUSES.includes(status);
}

/** spec 1 §4: progress step by status (0: not started). */
export function progressStep(status: OrderStatus): 0 | 1 | 2 | 3 | 4 {
  switch (status) {
    case 'can_be_processed':
    case 'processing_started':
      return 1;
    case 'transfer_processing_started':
    case 'auth_complete':
    case 'on_hold':
      return 2;
    case 'blockchain_transaction_submited':
      return 3;
    case 'complete':
      return 4;
    default:
      return 0;
  }
}

/** spec 1 §4: warning for every in-progress status including on_hold, error for failed and expired. */
/**
 * After complete, failed or expired nothing changes: the sell order's 3 s polling (spec 2 §4) and public
 * tracking's 2 s polling stop there.
 */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'complete' || status === 'failed' || status === 'expired';
}

export function statusColour(status: OrderStatus): 'warning' | 'error' | 'success' {
  if (status === 'complete') return 'success';
  if (status === 'failed' || status === 'expired') return 'error';
  return 'warning';
}

export type OrderHostEvent = 'operation_pending' | 'operation_fail' | 'operation_success' | 'order_expired';

/**
 * spec 2 "Order events to the host": a status change on an existing order — processing_started gives
 * operation pending, failed gives operation fail, complete gives operation success; ours, expired gives
 * order expired. No change, no event.
 */
export function hostEventForStatusChange(previous: OrderStatus | null, next: OrderStatus): OrderHostEvent | null {
  if (previous === null || previous === next) return null;
  if (next === 'processing_started') return 'operation_pending';
  if (next === 'failed') return 'operation_fail';
  if (next === 'complete') return 'operation_success';
  // Not the spec's (additive to contract version 1): the reservation ran out before payment.
  if (next === 'expired') return 'order_expired';
  return null;
}

/**
 * A payment is under way: started, not yet settled, and possibly waiting on the customer. Closing the
 * widget then asks for confirmation first.
 */
export function paymentUnderWay(status: OrderStatus): boolean {
  return status === 'can_be_processed' || status === 'processing_started' || status === 'auth_requested';
}
