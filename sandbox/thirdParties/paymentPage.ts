/**
 * What the QR of a better_bro order opens (`/__pay/{id}` on the API origin): a stand-in of the payment
 * provider's page on the customer's phone. Paying moves the order on by itself (transfer, blockchain,
 * complete).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { settleAfterPayment } from '../orders';
import { MIME, sendText } from '../files';
import type { Store } from '../store';

export function answerPaymentPage(req: IncomingMessage, res: ServerResponse, id: string, store: Store) {
  const order = store.orders.find((o) => o.id === id);
  if (!order) return sendText(res, 404, 'No such order');
  if (req.method === 'POST' && order.status === 'processing_started') settleAfterPayment(order, store.controls.state.settleStepMs);
  // A page of its own on the customer's phone: never in a frame.
  res.writeHead(200, { 'Content-Type': MIME['.html'], 'Content-Security-Policy': "frame-ancestors 'none'" });
  res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Pay order</title>
      <body style="font:15px system-ui;padding:24px">
      <h1>Sandbox payment</h1><p>Order ${order.id}: ${order.fromAmount} ${order.fromCurrency}, status <b>${order.status}</b>.</p>
      <form method="post"><button type="submit">Pay ${order.fromAmount} ${order.fromCurrency}</button></form></body>`);
}
