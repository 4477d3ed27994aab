/** Customers: sign-up and sign-in by one-time code, the session, light and full KYC, billing address, saved cards. */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { callingCode, isValidPhone, phoneCallingCode } from '../../src/domain/phone';
import { addressProblems } from '../addresses';
import { COUNTRIES, LANGUAGES } from '../data/countries';
import { MERCHANTS, signatureMatches } from '../data/merchants';
import { readJsonBody, sendError, sendResult } from '../http';
import { identityFor } from '../customers';
import type { Store } from '../store';
import { type Handler, type RouteTable, bearer, signedIn } from './common';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-up (new or returning customer) and resend both issue a one-time code to the sandbox mailbox. */
const issueCode: Handler = async ({ req, res, store, path }) => {
  const body = await readJsonBody(req);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email)) return sendError(res, 'validation_error', 'E-mail is not valid', { email: ['E-mail is not valid'] });
  const signUp = path.endsWith('customers/sign-up');
  // The buy sign-up names its agreement acceptTheRules (spec 1 §7); the off-ramp's, legalAgreement (spec 2 §3).
  const agreement = path.startsWith('offramp/') ? 'legalAgreement' : 'acceptTheRules';
  if (signUp) {
    // Kept as sent (the agreements by their names in this flow), for a test to read back (`sign-ups`).
    const names = path.startsWith('offramp/') ? ['legalAgreement', 'newsletterAgreement'] : ['acceptTheRules', 'subscribeOnMailing'];
    const agreements = Object.fromEntries(names.filter((name) => name in body).map((name) => [name, body[name]]));
    store.controls.recordSignUp({ path, email, refcode: typeof body.refcode === 'string' ? body.refcode : null, agreements });
  }
  if (signUp && body[agreement] !== true) {
    return sendError(res, 'validation_error', 'You should agree with our terms', { [agreement]: ['You should agree with our terms'] });
  }
  if (signUp && !store.customerByEmail(email)) {
    store.createCustomer({ email, ...identityFor(email), refcode: typeof body.refcode === 'string' ? body.refcode : null });
  }
  const issued = store.mailbox.issueCode(email);
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
  if (refusedAsThrottled(req, res, store, email)) return;
  const customer = store.customerByEmail(email);
  const client = clientAddress(req);
  const merchant = merchantOfRequest(req);
  const outcome = customer && typeof body.password === 'string' ? store.mailbox.takeCode(email, body.password, client) : 'wrong';
  if (outcome === 'ok') {
    store.signInThrottle.succeeded(email);
    // Signed in with a code through this merchant's launch: the merchant may vouch for them from now on.
    if (merchant) store.noteServed(email, merchant.apiKey);
  } else store.signInThrottle.failed(client, email, merchant !== null);
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
 * A client over the sign-in throttle (signInThrottle.ts) is refused before its attempt is looked at, a right
 * code too: 429 with the spec's error envelope, when to try again in `payload.retryAfter` and `Retry-After`.
 */
function refusedAsThrottled(req: IncomingMessage, res: ServerResponse, store: Store, email: string): boolean {
  const until = store.signInThrottle.blockedUntil(clientAddress(req), email);
  if (until === null) return false;
  res.setHeader('Retry-After', String(Math.ceil((until - Date.now()) / 1000)));
  sendError(res, 'too_many_sign_in_attempts', 'Too many sign-in attempts. Please try again later', { retryAfter: new Date(until).toISOString() }, 429);
  return true;
}

/**
 * The client's address as this server sees it. (Behind a proxy, a backend takes it from the proxy it
 * trusts, never from a header any client can send.)
 */
function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * spec 1 §7 `POST customers/sign-in-without-confirmation` (body not shown; ours: email and shareToken):
 * the merchant of the request (X-Merchant-Data) vouches for the e-mail with a share token its server was
 * issued for this customer (see shareTokens.ts), so the customer is signed in (a new one is signed up)
 * without a one-time code. Anything else, a launch signature included, is refused.
 */
const signInWithoutConfirmation: Handler = async ({ req, res, store }) => {
  const body = await readJsonBody(req);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const merchant = merchantOfRequest(req);
  const given = typeof body.shareToken === 'string' ? body.shareToken : '';
  if (refusedAsThrottled(req, res, store, email)) return;
  if (!merchant || !email || !store.shareTokens.take(given, merchant.apiKey, email)) {
    store.signInThrottle.failed(clientAddress(req), email, merchant !== null);
    return sendError(res, 'validation_error', 'The share token is not valid', { shareToken: ['The share token is not valid'] });
  }
  const customer = store.customerByEmail(email) ?? store.createCustomer({ email, ...identityFor(email) });
  sendResult(res, store.publicCustomer(customer));
};

/**
 * Ours (the spec shows no issuing call): `POST merchants/share-tokens` with `{email}`, called by the
 * merchant's server with its secret key as the bearer (server to server; the key never reaches a page).
 * Answers `{shareToken, expiresAt}`. Only for a customer who has signed in through this merchant with a
 * code before: a merchant vouches for its own customers, so one breached secret opens no one else's account.
 */
const issueShareToken: Handler = async ({ req, res, store }) => {
  const merchant = merchantBySecret(bearer(req));
  if (!merchant) return sendError(res, 'authentication_error', 'Unauthorized', null, 401);
  const body = await readJsonBody(req);
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email)) return sendError(res, 'validation_error', 'E-mail is not valid', { email: ['E-mail is not valid'] });
  if (!store.served(email, merchant.apiKey)) {
    return sendError(res, 'validation_error', 'This customer has not signed in through your shop', { email: ['This customer has not signed in through your shop with a code yet'] });
  }
  const { shareToken, expiresAt } = store.shareTokens.issue(merchant.apiKey, email);
  sendResult(res, { shareToken, expiresAt: new Date(expiresAt).toISOString() });
};

/** The merchant whose secret key this is, compared in constant time. */
function merchantBySecret(secret: string | null) {
  if (!secret) return undefined;
  const given = Buffer.from(secret);
  return MERCHANTS.find((m) => {
    const own = Buffer.from(m.secret);
    return own.length === given.length && timingSafeEqual(own, given);
  });
}

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
  const code = phoneCallingCode(phone);
  return code !== null && code === callingCode(countryCode);
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
  const country = COUNTRIES.find((c) => c.isoAlpha2 === text('countryCode'));
  const problems = addressProblems({ countryCode: text('countryCode'), state: text('state'), city: text('city'), address: text('address'), postalCode: text('postalCode') });
  if (!isValidPhone(text('phone'))) problems.phone = ['Phone number is not valid'];
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

const deleteCard = signedIn(({ res, store }, customer, [id]) => {
  const index = store.cards.findIndex((c) => c.id === id && c.customerId === customer.id);
  if (index < 0) return sendError(res, 'not_found_error', 'Card not found', null, 404);
  store.cards.splice(index, 1);
  sendResult(res, null);
});

export const CUSTOMERS_ROUTES: RouteTable = [
  ['DELETE', 'provider/v1', /^customers\/current\/cards\/([^/]+)$/, deleteCard],
  ['POST', 'provider/v1', /^customers\/current\/billing-address$/, saveBillingAddress],
  ['POST', 'provider/v1', /^customers\/current\/kyc$/, startKyc],
  ['POST', 'provider/v1', /^customers\/current\/kyc\/light$/, lightKyc],
  ['POST', 'provider/v1', /^customers\/sign-up$/, issueCode],
  ['POST', 'widget/v1', /^offramp\/customers\/sign-up$/, issueCode],
  ['POST', 'provider/v1', /^customers\/resend-password$/, issueCode],
  ['POST', 'provider/v1', /^customers\/sign-in$/, signIn],
  ['POST', 'provider/v1', /^customers\/sign-in-without-confirmation$/, signInWithoutConfirmation],
  ['POST', 'provider/v1', /^merchants\/share-tokens$/, issueShareToken],
  [
    'POST',
    'provider/v1',
    /^customers\/current\/sign-out$/,
    ({ req, res, store }) => {
      store.signOut(bearer(req));
      sendResult(res, null);
    },
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
