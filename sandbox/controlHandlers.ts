/**
 * The scenario controls under /__sandbox/ (tests and the demo), one handler each: what a control does to
 * the sandbox's state and what it answers. `test/sandboxControl.ts` is the typed client of this table.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newSavedCard } from './cards';
import { MERCHANTS, signPayload } from './data/merchants';
import type { Controls } from './controls';
import { identityFor } from './customers';
import { readJsonBody, sendJson } from './http';
import { HOLD_REASONS, newPayoutCard } from './sellOrders';
import type { Store } from './store';
import type { Vault } from './vault';

type Context = { body: Record<string, unknown>; store: Store; controls: Controls; vault: Vault };
type Reply = { status?: number; body: unknown };
type Handler = (context: Context) => Reply;

const OK: Reply = { body: { ok: true } };
const refused = (error: string, status = 400): Reply => ({ status, body: { error } });

type Settings = ReturnType<Controls['defaults']>;
type MsSetting = { [K in keyof Settings]: Settings[K] extends number ? K : never }[keyof Settings];

/** A duration setting: `{ ms }`, or back to the scenario's default without one. */
function duration(setting: MsSetting): Handler {
  return ({ body, controls }) => {
    controls.state[setting] = body.ms === undefined ? controls.defaults()[setting] : Number(body.ms);
    return OK;
  };
}

/** The customer with this e-mail, created with its test identity if new. */
function customerFor(store: Store, email: string, profile: { phone?: string; countryCode?: string; firstName?: string; address?: null } = {}) {
  return store.customerByEmail(email) ?? store.createCustomer({ email, ...identityFor(email), ...profile });
}

export const CONTROL_HANDLERS: Readonly<Record<string, Handler>> = {
  reset: ({ controls, store, vault }) => {
    controls.reset();
    store.reset();
    vault.reset();
    return OK;
  },
  'kyc-review-delay': duration('kycReviewDelayMs'),
  reservation: duration('reservationMs'),
  'settle-step': duration('settleStepMs'),
  'sell-deposit': duration('sellDepositMs'),
  'code-interval': duration('codeIntervalMs'),
  'code-ttl': duration('codeTtlMs'),
  latency: duration('latencyMs'),
  /** `{ factor }`: the market moves (every buy rate times factor; 1 or none: back to the day's rates). */
  rates: ({ body, controls }) => {
    const factor = body.factor === undefined ? 1 : Number(body.factor);
    if (!(factor > 0)) return refused('factor must be a positive number');
    controls.state.rateFactor = factor;
    return OK;
  },
  country: ({ body, controls }) => {
    controls.state.country = String(body.isoAlpha2 ?? 'US').toUpperCase();
    return OK;
  },
  fail: ({ body, controls }) => {
    if (typeof body.path !== 'string') return refused('path is required');
    controls.addFailure(body as Parameters<Controls['addFailure']>[0]);
    return OK;
  },
  'order-reservation': ({ body, store }) => {
    const order = store.orders.find((o) => o.id === body.id);
    if (!order) return refused('no such order', 404);
    order.reservationExpiresAt = new Date(Date.now() + Number(body.ms ?? 0)).toISOString();
    return OK;
  },
  'order-status': ({ body, store }) => {
    const order = store.orders.find((o) => o.id === body.id);
    if (!order || typeof body.status !== 'string') return refused('id and status are required');
    order.status = body.status;
    if (body.auth === 'sms' || body.auth === 'bank' || body.auth === 'url') {
      const displayType = body.displayType === 'new_tab' || body.displayType === 'redirect' ? body.displayType : 'iframe';
      order.auth = { kind: body.auth, displayType };
    }
    if (typeof body.failureReason === 'string') order.paymentProviderFailureReason = body.failureReason;
    if (typeof body.txId === 'string') order.blockchainNetworkTxId = body.txId;
    return OK;
  },
  // A sell order's status, with the on-hold reason (manual_review, proof_of_funds, suspicious, underpaid, overpaid).
  'sell-order-status': ({ body, store }) => {
    const order = store.sellOrders.find((o) => o.id === body.id);
    if (!order || typeof body.status !== 'string') return refused('id and status are required');
    order.status = body.status;
    order.holdReason = HOLD_REASONS.find((reason) => reason === body.holdReason) ?? null;
    return OK;
  },
  // A saved card for a customer (created if new), as if an earlier payment had saved it.
  cards: ({ body, store, vault }) => {
    if (typeof body.email !== 'string' || typeof body.number !== 'string') return refused('email and number are required');
    const customer = customerFor(store, body.email);
    const card = newSavedCard(customer.id, vault.alias(body.number), body.number, String(body.expirationDate ?? '12/39'), String(body.holder ?? 'ADA LOVELACE'));
    store.cards.push(card);
    return { body: { id: card.id } };
  },
  // A saved payout card for a customer (created if new), as if an earlier sale had saved it.
  'payout-cards': ({ body, store }) => {
    if (typeof body.email !== 'string' || typeof body.number !== 'string') return refused('email and number are required');
    const card = newPayoutCard(customerFor(store, body.email).id, body.number, 'ADA LOVELACE', '12/39');
    store.payoutCards.push(card);
    return { body: { id: card.id } };
  },
  // A test identity by its e-mail (made now), with a phone and country of its own if given, or without a
  // street address (`address: null`); its session token.
  customers: ({ body, store }) => {
    if (typeof body.email !== 'string') return refused('email is required');
    const profile = {
      ...(typeof body.phone === 'string' ? { phone: body.phone } : {}),
      ...(typeof body.countryCode === 'string' ? { countryCode: body.countryCode } : {}),
      ...(typeof body.firstName === 'string' ? { firstName: body.firstName } : {}),
      ...(body.address === null ? { address: null } : {}),
    };
    const customer = customerFor(store, body.email, profile);
    return { body: { token: customer.token, customer: store.publicCustomer(customer) } };
  },
  // A test tool, never a merchant's pattern: signs any payload string, exactly as given, for any demo
  // merchant (tests of malformed, oversized or newline-ended payloads, and the demo's playground). A
  // merchant's backend builds the payload from its own state and signs that (the demo's /merchant/launch).
  sign: ({ body }) => {
    const merchant = MERCHANTS.find((m) => m.apiKey === body.apiKey);
    if (!merchant || typeof body.payload !== 'string') return refused('a demo merchant apiKey and a payload string are required');
    return { body: { apiKey: merchant.apiKey, signature: signPayload(merchant.secret, body.payload), payload: body.payload } };
  },
  /**
   * `{ email, apiKey? }`: a share token for this customer, as the backend issues one to the merchant's
   * server (`merchants/share-tokens`, authenticated by the merchant's secret key); the demo shop by default.
   * The customer counts as one that merchant served before (the route asks for a code sign-in through it).
   */
  'share-token': ({ body, store }) => {
    const merchant = body.apiKey === undefined ? MERCHANTS[0] : MERCHANTS.find((m) => m.apiKey === body.apiKey);
    if (!merchant || typeof body.email !== 'string') return refused('an e-mail (and a demo merchant apiKey, if not the demo shop) are required');
    store.noteServed(body.email.trim().toLowerCase(), merchant.apiKey);
    return { body: store.shareTokens.issue(merchant.apiKey, body.email) };
  },
  /**
   * `{ ignore?, refuseHeader? }`: a backend that ignores `Idempotency-Key`, or whose CORS refuses the header
   * (each off again when not given).
   */
  idempotency: ({ body, controls }) => {
    controls.state.ignoreIdempotencyKeys = body.ignore === true;
    controls.state.refuseIdempotencyHeader = body.refuseHeader === true;
    return OK;
  },
  // Reads of what the sandbox saw.
  payments: ({ controls }) => ({ body: { started: controls.state.paymentsStarted } }),
  /** Orders made, buy and sell, and payments started: what a test of one purchase counts. */
  orders: ({ store, controls }) => ({ body: { buy: store.orders.length, sell: store.sellOrders.length, paymentsStarted: controls.state.paymentsStarted } }),
  // Where card data went: the vault's proxy calls, and how often it reached the API in clear.
  'card-data': ({ controls, vault }) => ({ body: { vaultRequests: vault.received, clearAtApi: controls.state.clearCardData } }),
  requests: ({ controls }) => ({ body: controls.state.requests }),
  'error-reports': ({ controls }) => ({ body: controls.state.errorReports }),
  analytics: ({ controls }) => ({ body: controls.state.analytics }),
  'sign-ups': ({ controls }) => ({ body: controls.state.signUps }),
};

/** Answers `/__sandbox/{action}`: a control of the table, or a read with a name in the path; 404 for anything else. */
export async function answerControl(req: IncomingMessage, res: ServerResponse, action: string, context: Omit<Context, 'body'>) {
  const body = req.method === 'POST' ? await readJsonBody(req) : {};
  const handler = Object.hasOwn(CONTROL_HANDLERS, action) ? CONTROL_HANDLERS[action] : undefined;
  const reply = handler ? handler({ ...context, body }) : controlRead(action, context.store);
  if (!reply) return sendJson(res, { error: `unknown control ${action}` }, 404);
  sendJson(res, reply.body, reply.status);
}

/** Reads with a name in the path: `customer/{email}` (the stored customer), `mailbox/{email}` (codes sent). */
function controlRead(action: string, store: Store): Reply | null {
  const stored = /^customer\/(.+)$/.exec(action);
  if (stored) {
    const customer = store.customerByEmail(decodeURIComponent(stored[1] ?? '').toLowerCase());
    return customer ? { body: customer } : refused('no such customer', 404);
  }
  const mailbox = /^mailbox\/(.+)$/.exec(action);
  if (mailbox) {
    const codes = store.mailbox.codesFor(decodeURIComponent(mailbox[1] ?? '').toLowerCase());
    return { body: { codes: codes.map((c) => c.code), latest: codes.at(-1)?.code ?? null } };
  }
  return null;
}
