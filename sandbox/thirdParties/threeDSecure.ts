/**
 * A 3-D Secure stand-in (the card issuer's ACS page, `/__acs/{id}` on the API origin): Complete or Fail.
 * The outcome reaches the backend at once; the page then tells the window that showed it (its parent or
 * opener, at that window's origin); a tab opened by the iframe page is sent back to its /close_on_success
 * or /close_on_failure.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MIME, sendText } from '../files';
import { readBody } from '../http';
import { type Order, settleAfterPayment } from '../orders';
import type { Store } from '../store';

/** What the customer answered on the page, and the origin of the window that showed it (carried through the form post). */
type Answer = { outcome: 'complete' | 'fail'; returnOrigin: string };

/** `ancestors`: who may frame the page (the widget); `widgetOrigin`: the iframe page's, the only place to come back to. */
export async function answerThreeDSecure(
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  query: URLSearchParams,
  context: { store: Store; widgetOrigin: string; ancestors: readonly string[] },
) {
  const order = context.store.orders.find((o) => o.id === id);
  if (!order) return sendText(res, 404, 'No such order');
  // A redirect (the widget page left for this one) names where to come back: only the widget page.
  const returnUrl = query.get('returnUrl') ?? '';
  const returnTo = returnUrl.startsWith(`${context.widgetOrigin}/`) ? returnUrl : null;
  const answer = req.method === 'POST' ? authenticate(order, new URLSearchParams(await readBody(req)), context.store.controls.state.settleStepMs) : null;
  res.writeHead(200, { 'Content-Type': MIME['.html'], 'Content-Security-Policy': `frame-ancestors ${context.ancestors.join(' ')}` });
  res.end(acsPage(order, answer, returnTo, context.widgetOrigin));
}

/** The form's answer, told to the backend: a completed authentication settles the payment, a failed one fails the order. */
function authenticate(order: Order, form: URLSearchParams, settleStepMs: number): Answer {
  const outcome = form.get('outcome') === 'complete' ? 'complete' : 'fail';
  const returnOrigin = /^https?:\/\/[\w.:-]+$/.test(form.get('returnOrigin') ?? '') ? (form.get('returnOrigin') ?? '') : '';
  if (order.status === 'auth_requested') {
    order.auth = null;
    if (outcome === 'complete') settleAfterPayment(order, settleStepMs);
    else {
      order.status = 'failed';
      order.paymentProviderFailureReason = 'The card issuer declined the authentication';
    }
  }
  return { outcome, returnOrigin };
}

/** A value as a script literal inside HTML (no `</script>` can close the script early). */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page: the form, or once answered the outcome and a script that takes the customer back. */
function acsPage(order: Order, answer: Answer | null, returnTo: string | null, widgetOrigin: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>3-D Secure</title>
      <body style="font:15px system-ui;padding:16px"><h1 style="font-size:17px">Sandbox 3-D Secure</h1>
      <p>Authenticate the payment of ${order.fromAmount} ${order.fromCurrency}.</p>
      ${answer ? `<p id="outcome">Authentication ${answer.outcome === 'complete' ? 'completed' : 'failed'}.</p>` : `<form method="post">
        <input type="hidden" name="returnOrigin" id="return-origin">
        <button name="outcome" value="complete">Complete</button> <button name="outcome" value="fail">Fail</button></form>`}
      <script>
        ${answer ? returnScript(answer, returnTo, widgetOrigin) : REMEMBER_WHO_SHOWED}
      </script></body>`;
}

function returnScript({ outcome, returnOrigin }: Answer, returnTo: string | null, widgetOrigin: string): string {
  return `
        const target = window.opener || (window.parent !== window ? window.parent : null);
        const origin = ${JSON.stringify(returnOrigin)};
        // A tab opened by the iframe page returns to its /close_on_success or /close_on_failure page, as a
        // provider redirects to the return URLs it was given; anywhere else the page tells its opener itself.
        if (${inScript(returnTo)}) location.replace(${inScript(returnTo)});
        else if (window.opener && origin === ${JSON.stringify(widgetOrigin)}) location.replace(origin + '${outcome === 'complete' ? '/close_on_success' : '/close_on_failure'}');
        else if (target && origin) target.postMessage({ source: 'crypto-ramp-widget', type: 'authentication_completed', data: { outcome: '${outcome}' } }, origin);`;
}

const REMEMBER_WHO_SHOWED = `
        // Remember who showed this page (parent or opener) before the form post replaces the referrer.
        document.getElementById('return-origin').value = (location.ancestorOrigins && location.ancestorOrigins[0]) || (document.referrer ? new URL(document.referrer).origin : '');`;
