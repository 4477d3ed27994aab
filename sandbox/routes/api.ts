/**
 * The backend calls of spec 1 §7 used by the widget so far, under the provider API (/provider/v1, v2)
 * and widget backend (/widget/v1, v2) bases. Every reply uses the `result` / `error` envelope.
 */
import type { IncomingMessage } from 'node:http';
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { COUNTRIES, LANGUAGES } from '../data/countries';
import { CURRENCIES, currencyReplies, feeReply, rateReplies } from '../data/currencies';
import { MERCHANTS, signatureMatches } from '../data/merchants';
import { type CardBehaviour, cardBehaviour, checkCardEntry, newSavedCard } from '../cards';
import { readJsonBody, sendError, sendResult } from '../http';
import { type Order, SANDBOX_AUTH_CODE, createOrder, expireIfDue, orderReply, settleAfterPayment } from '../orders';
import { SELL_ROUTES } from '../sell';
import { type Customer, type Store, identityFor } from '../store';
import { type Handler, type RouteTable, bearer, signedIn } from './common';
import { later } from '../later';

const KNOWN_TICKERS = new Set(CURRENCIES.map((c) => c.tickerWithNetwork));

const validateWidget: Handler = async ({ req, res }) => {
  const body = await readJsonBody(req);
  const { apiKey, signature, payload } = body;
  const merchant = MERCHANTS.find((m) => m.apiKey === apiKey);
  if (typeof apiKey !== 'string' || !merchant) {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { apiKey: ['Unknown api key'] });
  }
  if (typeof payload !== 'string' || typeof signature !== 'string' || !signatureMatches(merchant.secret, payload, signature)) {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { signature: ['Signature does not match the payload'] });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { payload: ['Payload is not valid JSON'] });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return sendError(res, 'validation_error', 'Merchant parameters invalid', { payload: ['Payload must be a JSON object'] });
  }
  const fields = parsed as Record<string, unknown>;
  const problems: Record<string, string[]> = {};
  for (const field of ['fromCurrency', 'toCurrency']) {
    const ticker = fields[field];
    if (ticker !== undefined && (typeof ticker !== 'string' || !KNOWN_TICKERS.has(ticker))) {
      problems[field] = [`Unknown currency ${String(ticker)}`];
    }
  }
  for (const field of ['fromAmount', 'toAmount']) {
    const amount = fields[field];
    if (amount !== undefined && !(Number(amount) > 0)) problems[field] = ['Must be a positive number'];
  }
  if (Object.keys(problems).length > 0) return sendError(res, 'validation_error', 'Merchant parameters invalid', problems);
  sendResult(res, { merchantName: merchant.name });
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-up (new or returning customer) and resend both issue a one-time code to the sandbox mailbox. */
const issueCode: Handler = async ({ req, res, store, path }) => {
  const body = await readJsonBody(req);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email)) return sendError(res, 'validation_error', 'E-mail is not valid', { email: ['E-mail is not valid'] });
  if (path === 'customers/sign-up' && body.acceptTheRules !== true) {
    return sendError(res, 'validation_error', 'You should agree with our terms', { acceptTheRules: ['You should agree with our terms'] });
  }
  if (path === 'customers/sign-up' && !store.customerByEmail(email)) {
    store.createCustomer({ email, ...identityFor(email), refcode: typeof body.refcode === 'string' ? body.refcode : null });
  }
  const issued = store.issueCode(email);
  const next = new Date(issued.nextAt).toISOString();
  if (!issued.ok) {
    const seconds = Math.ceil((issued.nextAt - Date.now()) / 1000);
    return sendError(res, 'password_issue_too_early', `Too many codes. Next code can be issued in ${seconds} seconds`, { newPasswordCanBeCreatedAt: next });
  }
  sendResult(res, { newPasswordCanBeCreatedAt: next });
};

const signIn: Handler = async ({ req, res, store }) => {
  const body = await readJsonBody(req);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const customer = store.customerByEmail(email);
  const outcome = customer && typeof body.password === 'string' ? store.takeCode(email, body.password) : 'wrong';
  // The spec names no codes for a spent code: ours are password_expired and password_attempts_exceeded.
  if (outcome === 'expired') return sendError(res, 'password_expired', 'The code has expired', { password: ['The code has expired'] });
  if (outcome === 'attemptsExceeded') {
    return sendError(res, 'password_attempts_exceeded', 'Too many wrong codes', { password: ['Too many wrong codes'] });
  }
  if (!customer || outcome !== 'ok') {
    return sendError(res, 'validation_error', 'The code is wrong or has expired', { password: ['The code is wrong or has expired'] });
  }
  sendResult(res, store.publicCustomer(customer));
};

/**
 * spec 1 §7 `POST customers/sign-in-without-confirmation` (body not shown; ours: email and shareToken):
 * the merchant of the request (X-Merchant-Data) vouches for the e-mail with its share token, so the
 * customer is signed in (a new one is signed up) without a one-time code.
 */
const signInWithoutConfirmation: Handler = async ({ req, res, store }) => {
  const body = await readJsonBody(req);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const merchant = merchantOfRequest(req);
  const given = typeof body.shareToken === 'string' ? body.shareToken : '';
  if (!merchant || !email || !signatureMatches(merchant.secret, `share:${email}`, given)) {
    return sendError(res, 'validation_error', 'The share token is not valid', { shareToken: ['The share token is not valid'] });
  }
  const customer = store.customerByEmail(email) ?? store.createCustomer({ email, ...identityFor(email) });
  sendResult(res, store.publicCustomer(customer));
};

/** The merchant a request names in X-Merchant-Data (its api key), if its signature holds. */
function merchantOfRequest(req: IncomingMessage) {
  try {
    const data = JSON.parse(String(req.headers['x-merchant-data'] ?? 'null')) as { apiKey?: unknown; signature?: unknown; payload?: unknown } | null;
    const merchant = MERCHANTS.find((m) => m.apiKey === data?.apiKey);
    if (!merchant || typeof data?.payload !== 'string' || typeof data.signature !== 'string') return null;
    return signatureMatches(merchant.secret, data.payload, data.signature) ? merchant : null;
  } catch {
    return null;
  }
}

const lightKyc = signedIn(async ({ req, res, store }, customer) => {
  const body = await readJsonBody(req);
  const problems: Record<string, string[]> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (typeof body[field] !== 'string' || body[field].trim() === '') problems[field] = ['Required'];
  }
  const country = COUNTRIES.find((c) => c.isoAlpha2 === body.countryCode);
  if (!country) problems.countryCode = ['Choose country'];
  if (Object.keys(problems).length > 0) return sendError(res, 'validation_error', 'Please check the form', problems);
  customer.firstName = String(body.firstName).trim();
  customer.lastName = String(body.lastName).trim();
  customer.countryCode = country?.isoAlpha2 ?? null;
  if (customer.kycStatus === 'none') customer.kycStatus = 'light';
  sendResult(res, store.publicCustomer(customer));
});

/** The phone's calling code is the country's (+44 is Great Britain's, whichever island the number is on). */
function phoneMatchesCountry(phone: string, countryCode: string): boolean {
  try {
    return parsePhoneNumberFromString(phone)?.countryCallingCode === getCountryCallingCode(countryCode as CountryCode);
  } catch {
    return false;
  }
}

/**
 * Starts (or resets) the identity check and returns the provider's access token and a direct link. The
 * applicant takes the phone and country sent; a country verification does not serve is UNSUPPORTED_COUNTRY,
 * a phone of another country WRONG_PHONE_COUNTRY_CODE (spec 1 §8 KYC error codes).
 */
const startKyc = signedIn(async ({ req, res, store }, customer) => {
  const body = await readJsonBody(req);
  const phone = typeof body.phone === 'string' ? body.phone : null;
  const countryCode = typeof body.countryCode === 'string' ? body.countryCode.toUpperCase() : null;
  if (countryCode && COUNTRIES.find((c) => c.isoAlpha2 === countryCode)?.available === false) {
    return sendError(res, 'UNSUPPORTED_COUNTRY', 'Verification is not available for this country', { countryCode: [countryCode] });
  }
  if (phone && countryCode && !phoneMatchesCountry(phone, countryCode)) {
    return sendError(res, 'WRONG_PHONE_COUNTRY_CODE', "The phone number's country code does not match the country", { phone: [phone] });
  }
  // A session's start (not a token refresh, which sends resetKYC false alone) fills the applicant in.
  if (phone || countryCode || body.resetKYC === true) customer.kycApplicant = { resetKYC: body.resetKYC === true, phone, countryCode };
  if (body.resetKYC === true && customer.kycStatus !== 'reject') customer.kycStatus = 'none';
  const token = store.issueKycToken(customer);
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  sendResult(res, { token, directLink: `${origin}/websdk/websdk.html?_=id_${Buffer.from(token).toString('base64')}` });
});

/** Billing address (path not shown by the spec; ours): validated as spec 1 §5 says, then saved. */
const saveBillingAddress = signedIn(async ({ req, res, store }, customer) => {
  const body = await readJsonBody(req);
  const text = (field: string) => (typeof body[field] === 'string' ? String(body[field]).trim() : '');
  const problems: Record<string, string[]> = {};
  const country = COUNTRIES.find((c) => c.isoAlpha2 === text('countryCode'));
  if (!country) problems.countryCode = ['Choose country'];
  if (country && country.states.length > 0 && !country.states.some((s) => s.code === text('state'))) problems.state = ['Choose state'];
  if (text('city') === '' || text('city').length > 50) problems.city = ['Choose city'];
  if (text('address').length < 4 || text('address').length > 50) problems.address = ['Type your street, building, apt'];
  if (text('postalCode').length < 4 || text('postalCode').length > 10) problems.postalCode = ['Type your postal code'];
  if (!/^\+[1-9]\d{6,14}$/.test(text('phone').replace(/[\s()-]/g, ''))) problems.phone = ['Phone number is not valid'];
  if (Object.keys(problems).length > 0) return sendError(res, 'validation_error', 'Please check the address', problems);
  Object.assign(customer, {
    countryCode: country?.isoAlpha2 ?? null,
    state: text('state') || null,
    city: text('city'),
    address: text('address'),
    postalCode: text('postalCode'),
    phone: text('phone').replace(/[\s()-]/g, ''),
  });
  sendResult(res, store.publicCustomer(customer));
});

function ownOrder(store: Store, customer: Customer, id: string | undefined): Order | undefined {
  const order = store.orders.find((o) => o.id === id && o.customerId === customer.id);
  if (order) expireIfDue(order);
  return order;
}

/**
 * POST orders/{id}/processing (provider v2): starts the payment. Idempotent: a repeated Idempotency-Key
 * gets the first reply again and never a second payment. better_bro takes no card and gets a QR to pay;
 * the card provider (card_pne) takes the card body of spec 1 §7, through the vault, and its test cards
 * decide what happens next (sandbox/cards.ts).
 */
const processOrder = signedIn(async ({ req, res, store }, customer, [id]) => {
  const key = req.headers['idempotency-key'];
  const idempotencyKey = typeof key === 'string' && key !== '' ? `${customer.id}:${key}` : null;
  const earlier = idempotencyKey ? store.processed.get(idempotencyKey) : undefined;
  if (earlier) return earlier.ok ? sendResult(res, earlier.reply) : sendError(res, earlier.code, earlier.message, earlier.payload, earlier.status);
  const order = ownOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  if (order.status !== 'reserved') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  const body = await readJsonBody(req);
  const fail = (code: string, message: string, payload: unknown, status = 400) => {
    if (idempotencyKey) store.processed.set(idempotencyKey, { ok: false, code, message, payload, status });
    sendError(res, code, message, payload, status);
  };
  let behaviour: CardBehaviour | null = null;
  if (order.paymentProviderId === 'card_pne') {
    const entry = Array.isArray(body.card) ? (body.card[0] as Record<string, unknown> | undefined) : undefined;
    if (!entry) return fail('validation_error', 'Card details are required', { 'card.number': ['Card number is invalid'] });
    const checked = checkCardEntry(entry, store.cardsOf(customer), store.vault.reveal);
    if (!checked.ok) return fail('validation_error', 'Please check the card details', checked.fields);
    behaviour = cardBehaviour(checked.number);
    if (behaviour.kind === 'limit') return fail('validation_error', behaviour.message, { fromAmount: [behaviour.message] });
    if (behaviour.kind === 'rateChanged') return fail('failed_to_detect_country_by_bin', 'The exchange rate has been updated', null, 409);
    if (checked.mustBeSaved && typeof entry.number === 'string') {
      store.cards.push(newSavedCard(customer.id, entry.number, checked.number, checked.expirationDate, checked.holder));
    }
  }
  order.status = 'processing_started';
  if (order.paymentProviderId === 'better_bro') order.qrCodeUrl = `http://${req.headers.host ?? '127.0.0.1'}/__pay/${order.id}`;
  const reply = orderReply(order);
  if (idempotencyKey) store.processed.set(idempotencyKey, { ok: true, reply });
  store.controls.state.paymentsStarted += 1;
  sendResult(res, reply);
  if (behaviour) later(() => runCardBehaviour(order, behaviour, store.controls.state.settleStepMs), store.controls.state.settleStepMs);
});

/** What the card provider does after taking the payment, a step later (the widget waits on its spinner). */
function runCardBehaviour(order: Order, behaviour: CardBehaviour, stepMs: number) {
  if (order.status !== 'processing_started') return;
  switch (behaviour.kind) {
    case 'auth':
      order.status = 'auth_requested';
      order.auth = { kind: behaviour.auth, displayType: behaviour.displayType };
      return;
    case 'declined':
      order.status = 'failed';
      order.paymentProviderFailureReason = behaviour.reason;
      return;
    case 'onHold':
      order.status = 'on_hold';
      return;
    case 'expires':
      order.status = 'expired';
      return;
    default:
      settleAfterPayment(order, stepMs);
  }
}

const deleteCard = signedIn(({ res, store }, customer, [id]) => {
  const index = store.cards.findIndex((c) => c.id === id && c.customerId === customer.id);
  if (index < 0) return sendError(res, 'not_found_error', 'Card not found', null, 404);
  store.cards.splice(index, 1);
  sendResult(res, null);
});

/**
 * Order-continue (spec 1 §2 "Light KYC"; path ours): an order held for verification (kyc_waiting) goes on,
 * reserved again, once the customer's KYC allows buying (light or complete).
 */
const continueOrder = signedIn(({ res, store }, customer, [id]) => {
  const order = ownOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  if (order.status !== 'kyc_waiting') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  if (customer.kycStatus !== 'light' && customer.kycStatus !== 'complete') return sendError(res, 'must_pass_kyc', 'Identity verification is required');
  order.status = 'reserved';
  order.reservationExpiresAt = new Date(Date.now() + store.controls.state.reservationMs).toISOString();
  sendResult(res, orderReply(order));
});

const reserveOrder = signedIn(({ res, store }, customer, [id]) => {
  const order = ownOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  if (order.status === 'expired') return sendError(res, 'order_status_cannot_be_changed', 'The order has expired', null, 409);
  // A created order gets its rate reserved; a reserved one has the reservation renewed.
  if (order.status === 'created') order.status = 'reserved';
  if (order.status === 'reserved') order.reservationExpiresAt = new Date(Date.now() + store.controls.state.reservationMs).toISOString();
  sendResult(res, orderReply(order));
});

/**
 * Wallet-info submit for the cardless providers (google_pay_pne, blik_pne, skrill_pne; path not shown by
 * the spec, ours): agreement, phone and billing address; then the wallet payment runs by itself.
 */
const submitWalletInfo = signedIn(async ({ req, res, store }, customer, [id]) => {
  const order = ownOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  if (order.status !== 'reserved') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  const body = await readJsonBody(req);
  const agreement = (body.agreement as { agreement?: unknown } | undefined)?.agreement;
  const phone = String((body.card as { phone?: unknown } | undefined)?.phone ?? '').replace(/[\s()-]/g, '');
  const address = (body.billingAddress ?? {}) as Record<string, unknown>;
  const problems: Record<string, string[]> = {};
  if (agreement !== true) problems['agreement.agreement'] = ['You should agree with our terms'];
  if (!/^\+[1-9]\d{6,14}$/.test(phone)) problems['card.phone'] = ['Phone number is not valid'];
  if (!COUNTRIES.some((c) => c.isoAlpha2 === address.countryCode)) problems['card.countryCode'] = ['Select country'];
  if (String(address.address ?? '').trim().length < 4) problems['card.address'] = ['Type your street, building, apt'];
  if (String(address.city ?? '').trim() === '') problems['card.city'] = ['Choose city'];
  if (String(address.postalCode ?? '').trim().length < 4) problems['card.postalCode'] = ['Type your postal code'];
  if (Object.keys(problems).length > 0) return sendError(res, 'validation_error', 'Please check the form', problems);
  order.status = 'processing_started';
  // The customer approves in their wallet app; the sandbox approves for them after one step.
  later(() => {
    if (order.status === 'processing_started') settleAfterPayment(order, store.controls.state.settleStepMs);
  }, store.controls.state.settleStepMs);
  sendResult(res, orderReply(order));
});

/** Provider authentication data (spec 1 §3): smsCode, card2fa, authUrl, displayType. */
const getAuth = signedIn(({ req, res, store }, customer, [id]) => {
  const order = ownOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  const auth = order.status === 'auth_requested' ? order.auth : null;
  sendResult(res, {
    smsCode: auth?.kind === 'sms',
    card2fa: auth?.kind === 'bank',
    authUrl: auth?.kind === 'url' ? `http://${req.headers.host ?? '127.0.0.1'}/__acs/${order.id}` : null,
    displayType: auth?.kind === 'url' ? auth.displayType : null,
  });
});

/** Sends the SMS or BANK code; the right one moves the payment on. */
const sendAuth = signedIn(async ({ req, res, store }, customer, [id]) => {
  const order = ownOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  if (order.status !== 'auth_requested') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  const body = await readJsonBody(req);
  const field = order.auth?.kind === 'bank' ? 'card2fa' : 'smsCode';
  if (body[field] !== SANDBOX_AUTH_CODE) return sendError(res, 'validation_error', 'Invalid code', { [field]: ['The code is not right'] });
  order.auth = null;
  settleAfterPayment(order, store.controls.state.settleStepMs);
  sendResult(res, orderReply(order));
});

const ROUTES: RouteTable = [
  ['GET', 'provider/v1', /^orders\/([^/]+)\/processing\/auth$/, getAuth],
  ['POST', 'provider/v1', /^orders\/([^/]+)\/processing\/auth$/, sendAuth],
  ['POST', 'provider/v1', /^orders\/([^/]+)\/wallet-info$/, submitWalletInfo],
  ['POST', 'provider/v2', /^orders\/([^/]+)\/processing$/, processOrder],
  ['POST', 'provider/v1', /^orders\/([^/]+)\/processing\/reserve$/, reserveOrder],
  ['POST', 'provider/v1', /^orders\/([^/]+)\/continue$/, continueOrder],
  ['DELETE', 'provider/v1', /^customers\/current\/cards\/([^/]+)$/, deleteCard],
  ['POST', 'provider/v1', /^customers\/current\/billing-address$/, saveBillingAddress],
  ['POST', 'provider/v1', /^customers\/current\/kyc$/, startKyc],
  ['POST', 'provider/v1', /^customers\/current\/kyc\/light$/, lightKyc],
  [
    'POST',
    'provider/v1',
    /^orders$/,
    signedIn(async ({ req, res, store }, customer) => {
      const outcome = createOrder(customer, await readJsonBody(req), store.orders, store.controls.state.reservationMs);
      if (!outcome.ok) return sendError(res, outcome.code, outcome.message, outcome.payload, outcome.status);
      store.orders.push(outcome.order);
      sendResult(res, orderReply(outcome.order));
    }),
  ],
  [
    'GET',
    'provider/v1',
    /^orders\/([^/]+)\/processing\/status$/,
    signedIn(async ({ res, store }, customer, [id]) => {
      const order = store.orders.find((o) => o.id === id && o.customerId === customer.id);
      if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
      // A long poll: answers when the status changes, or after 20 s (`statusHoldMs`) with the status as it is.
      const initial = order.status;
      const started = Date.now();
      while (order.status === initial && Date.now() - started < store.controls.state.statusHoldMs && !res.destroyed) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      sendResult(res, { status: order.status });
    }),
  ],
  [
    'GET',
    'provider/v1',
    /^orders\/([^/]+)\/track$/,
    // spec 2 §7: public, no sign-in: anyone with the order id sees its summary.
    ({ res, store }, [id]) => {
      const order = store.orders.find((o) => o.id === id);
      if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
      expireIfDue(order);
      const { toWallet, fromCurrency, toCurrency, baseAmount, fromAmount, toAmount, status } = order;
      sendResult(res, { toWallet, fromCurrency, toCurrency, baseAmount, fromAmount, toAmount, status });
    },
  ],
  [
    'GET',
    'provider/v1',
    /^orders\/([^/]+)$/,
    signedIn(({ res, store }, customer, [id]) => {
      const order = ownOrder(store, customer, id);
      return order ? sendResult(res, orderReply(order)) : sendError(res, 'not_found_error', 'Order not found', null, 404);
    }),
  ],
  ['POST', 'provider/v1', /^customers\/sign-up$/, issueCode],
  ['POST', 'provider/v1', /^customers\/resend-password$/, issueCode],
  ['POST', 'provider/v1', /^customers\/sign-in$/, signIn],
  ['POST', 'provider/v1', /^customers\/sign-in-without-confirmation$/, signInWithoutConfirmation],
  [
    'POST',
    'provider/v1',
    /^customers\/current\/sign-out$/,
    ({ req, res, store }) => {
      store.signOut(bearer(req));
      sendResult(res, null);
    },
  ],
  ['GET', 'provider/v1', /^currencies$/, ({ res }) => sendResult(res, currencyReplies())],
  ['GET', 'provider/v2', /^currencies\/rates$/, ({ res }) => sendResult(res, rateReplies())],
  [
    'GET',
    'provider/v1',
    /^currencies\/fees\/([^/]+)$/,
    ({ res }, [ticker = '']) => {
      const fees = feeReply(decodeURIComponent(ticker));
      return fees ? sendResult(res, fees) : sendError(res, 'not_found_error', 'Currency not found', null, 404);
    },
  ],
  ['POST', 'provider/v1', /^merchants\/validate-widget$/, validateWidget],
  ['POST', 'widget/v1', /^offramp\/merchants\/validate-widget$/, validateWidget],
  [
    'POST',
    'widget/v1',
    /^analytics\/amount-submitted$/,
    async ({ req, res, store }) => {
      store.controls.recordAnalytics(await readJsonBody(req));
      sendResult(res, null);
    },
  ],
  [
    'POST',
    'widget/v1',
    /^analytics\/kyc-retry$/,
    async ({ req, res, store }) => {
      store.controls.recordAnalytics({ event: 'kyc_retry', ...(await readJsonBody(req)) });
      sendResult(res, null);
    },
  ],
  ['GET', 'provider/v1', /^countries$/, ({ res }) => sendResult(res, COUNTRIES)],
  [
    'GET',
    'provider/v1',
    /^countries\/([^/]+)\/states$/,
    ({ res }, [code = '']) => {
      const country = COUNTRIES.find((c) => c.isoAlpha2 === decodeURIComponent(code).toUpperCase());
      return country ? sendResult(res, country.states) : sendError(res, 'not_found_error', 'Country not found', null, 404);
    },
  ],
  ['GET', 'provider/v1', /^languages$/, ({ res }) => sendResult(res, LANGUAGES)],
  [
    'GET',
    'provider/v1',
    /^customers\/current\/country$/,
    ({ res, store }) => sendResult(res, COUNTRIES.find((c) => c.isoAlpha2 === store.controls.state.country) ?? COUNTRIES[0]),
  ],
  [
    'GET',
    'provider/v1',
    /^customers\/current$/,
    ({ req, res, store }) => {
      const customer = store.customerByToken(bearer(req));
      return customer ? sendResult(res, store.publicCustomer(customer)) : sendError(res, 'authentication_error', 'Unauthorized', null, 401);
    },
  ],
  [
    'POST',
    'provider/v1',
    /^customers\/current\/language$/,
    async ({ req, res, store }) => {
      const customer = store.customerByToken(bearer(req));
      if (!customer) return sendError(res, 'authentication_error', 'Unauthorized', null, 401);
      const { language } = await readJsonBody(req);
      if (typeof language !== 'string' || !LANGUAGES.some((l) => l.code === language)) {
        return sendError(res, 'validation_error', 'Unknown language', { language: ['Unknown language'] });
      }
      customer.language = language;
      sendResult(res, language);
    },
  ],
];

/** Finds the handler for a call; null when no route matches. */
export function routeApi(method: string, base: string, path: string): [Handler, string[]] | null {
  for (const [routeMethod, routeBase, pattern, handler] of [...ROUTES, ...SELL_ROUTES]) {
    if (routeMethod !== method || routeBase !== base) continue;
    const match = pattern.exec(path);
    if (match) return [handler, match.slice(1)];
  }
  return null;
}
