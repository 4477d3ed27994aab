/**
 * The identity provider's stand-in (Sumsub), on the API origin: its WebSDK page (sandbox/kyc/), which the
 * widget frames, and the `applicantReviewed` webhook the page sends when the customer finishes.
 */
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Controls } from '../controls';
import { sendJson } from '../http';
import { later } from '../later';
import { ROOT, serveFile } from '../files';
import type { Store } from '../store';

/** The WebSDK page, framed only by `ancestors` (the widget), as the provider's own page is. */
export function serveWebSdk(res: ServerResponse, ancestors: readonly string[]) {
  res.setHeader('Content-Security-Policy', `frame-ancestors ${ancestors.join(' ')}`);
  return serveFile(res, join(ROOT, 'sandbox/kyc'), '/websdk.html');
}

/**
 * Sumsub's `applicantReviewed` webhook, sent by the stand-in page: the customer's KYC goes pending at
 * once and lands on the outcome after the review delay (so KYC waiting's polling has work to do).
 */
export function createApplicantReviews(store: Store, controls: Controls) {
  /** The latest identity review of each customer, by a count: only the latest lands. */
  const reviewsUnderWay = new Map<number, number>();
  return function applicantReviewed(res: ServerResponse, body: Record<string, unknown>) {
    const customer = store.customerByKycToken(body.accessToken);
    if (!customer) return sendJson(res, { error: 'unknown access token' }, 404);
    const outcome = body.reviewAnswer === 'GREEN' ? 'complete' : body.reviewRejectType === 'FINAL' ? 'reject' : 'retry';
    customer.kycStatus = 'pending';
    // The latest review is the one that lands: one still under way when another arrives is dropped.
    const review = (reviewsUnderWay.get(customer.id) ?? 0) + 1;
    reviewsUnderWay.set(customer.id, review);
    later(() => {
      if (reviewsUnderWay.get(customer.id) !== review) return;
      customer.kycStatus = outcome;
      // Sell orders held for the antifraud check go on once the customer is verified.
      if (outcome === 'complete') {
        for (const order of store.sellOrders) if (order.customerId === customer.id && order.status === 'kyc_waiting') order.status = 'reserved';
      }
    }, controls.state.kycReviewDelayMs);
    sendJson(res, { ok: true, outcome });
  };
}
