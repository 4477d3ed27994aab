/** The sandbox's memory: customers, their tokens and one-time codes, orders and saved cards. */
import type { IdempotentReplies } from './idempotency';
import { randomInt, randomUUID } from 'node:crypto';
import { COUNTRIES } from './data/countries';
import type { Controls } from './controls';
import { type SavedCard, savedCardReply } from './cards';
import type { Order } from './orders';
import type { PayoutCard, SellOrder } from './sell';
import { createShareTokens } from './shareTokens';
import { createSignInThrottle } from './signInThrottle';
import type { Vault } from './vault';

export type Customer = {
  id: number;
  email: string;
  token: string;
  firstName: string | null;
  lastName: string | null;
  countryCode: string | null;
  phone: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
  language: string;
  kycStatus: 'none' | 'pending' | 'review' | 'retry' | 'reject' | 'complete' | 'timeout' | 'error' | 'light';
  isBlocked: boolean;
  blockReason: string | null;
  hasCompleteOrders: boolean;
  refcode: string | null;
  /** What the last start of verification sent (the provider's applicant is filled in with it). */
  kycApplicant: { resetKYC: boolean; phone: string | null; countryCode: string | null } | null;
};

export type KycStatus = Customer['kycStatus'];
export const KYC_STATUSES: KycStatus[] = ['none', 'light', 'pending', 'review', 'retry', 'reject', 'timeout', 'error', 'complete'];


/**
 * Test identities: an e-mail `kyc-<status>@sandbox.test` starts with that KYC status, `blocked@sandbox.test`
 * is blocked; any other e-mail is a new customer with status none.
 */
export function identityFor(email: string): Partial<Customer> {
  if (email === 'blocked@sandbox.test') return { isBlocked: true, blockReason: 'Suspicious activity on the account' };
  const match = /^kyc-([a-z]+)@sandbox\.test$/.exec(email);
  const status = match?.[1] as KycStatus | undefined;
  if (!status || !KYC_STATUSES.includes(status)) return {};
  if (status !== 'complete') return { kycStatus: status };
  // A verified customer with an address from identity verification.
  return {
    kycStatus: status,
    hasCompleteOrders: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
    countryCode: 'GB',
    phone: '+447911123456',
    city: 'London',
    address: '221B Baker Street',
    postalCode: 'NW1 6XE',
  };
}

/** Wrong tries a one-time code takes before it is spent (ours: the spec names no limit). */
export const CODE_MAX_WRONG_ATTEMPTS = 5;

export function createStore(controls: Controls, vault: Vault) {
  const customers: Customer[] = [];
  const orders: Order[] = [];
  /** Saved cards of every customer, oldest first; a customer's newest is the default. */
  const cards: SavedCard[] = [];
  /** Sell orders and payout cards (the off-ramp). */
  const sellOrders: SellOrder[] = [];
  const payoutCards: PayoutCard[] = [];
  /** Replies by idempotency key (sandbox/idempotency.ts): the same key twice is one order or payment. */
  const idempotentReplies: IdempotentReplies = new Map();
  /** Identity-check access tokens → customer id. */
  const kycTokens = new Map<string, number>();
  /** One-time codes per e-mail, newest last: the sandbox mailbox. */
  /** Codes by e-mail, each with its wrong tries by client address (a stranger's tries never spend a customer's code). */
  const mailbox = new Map<string, { code: string; sentAt: number; wrongAttempts: Map<string, number> }[]>();
  /** Share tokens merchants' servers hold for their customers. */
  const shareTokens = createShareTokens();
  /** Which merchants each customer (by e-mail) has signed in through with a code: the ones that may vouch for them. */
  const servedBy = new Map<string, Set<string>>();
  /** Failed sign-in attempts per e-mail and per client address. */
  const signInThrottle = createSignInThrottle();
  return {
    controls,
    shareTokens,
    signInThrottle,
    vault,
    mailbox,
    orders,
    cards,
    sellOrders,
    payoutCards,
    idempotentReplies,
    cardsOf(customer: Customer): SavedCard[] {
      return cards.filter((c) => c.customerId === customer.id);
    },
    customerByEmail(email: string): Customer | undefined {
      return customers.find((c) => c.email === email);
    },
    reset() {
      customers.splice(0);
      orders.splice(0);
      cards.splice(0);
      sellOrders.splice(0);
      payoutCards.splice(0);
      kycTokens.clear();
      idempotentReplies.clear();
      mailbox.clear();
      shareTokens.clear();
      servedBy.clear();
      signInThrottle.clear();
    },
    /** The customer signed in with a code through this merchant's launch: from now on it may vouch for them. */
    noteServed(email: string, apiKey: string) {
      servedBy.set(email, new Set([...(servedBy.get(email) ?? []), apiKey]));
    },
    /** Whether the customer has signed in through this merchant with a code. */
    served(email: string, apiKey: string): boolean {
      return servedBy.get(email)?.has(apiKey) ?? false;
    },
    /** Issues a code unless the last one is younger than the resend interval; returns when the next may be. */
    issueCode(email: string, now = Date.now()): { ok: boolean; nextAt: number } {
      const interval = controls.state.codeIntervalMs;
      const sent = mailbox.get(email) ?? [];
      const last = sent.at(-1);
      if (last && now - last.sentAt < interval) return { ok: false, nextAt: last.sentAt + interval };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      mailbox.set(email, [...sent, { code, sentAt: now, wrongAttempts: new Map() }]);
      console.log(`[sandbox mailbox] ${email}: ${code}`);
      return { ok: true, nextAt: now + interval };
    },
    /**
     * The latest code is the valid one; using it consumes it. A code lives CODE_TTL_MS and takes
     * CODE_MAX_WRONG_ATTEMPTS wrong tries from a client address, then it is spent for that address (the
     * customer asks for a new one); another address's tries do not spend it for the customer.
     */
    takeCode(email: string, code: string, client: string, now = Date.now()): 'ok' | 'wrong' | 'expired' | 'attemptsExceeded' {
      const latest = mailbox.get(email)?.at(-1);
      if (!latest) return 'wrong';
      if (now - latest.sentAt >= controls.state.codeTtlMs) return 'expired';
      const tries = latest.wrongAttempts.get(client) ?? 0;
      if (tries >= CODE_MAX_WRONG_ATTEMPTS) return 'attemptsExceeded';
      if (latest.code !== code) {
        latest.wrongAttempts.set(client, tries + 1);
        return tries + 1 >= CODE_MAX_WRONG_ATTEMPTS ? 'attemptsExceeded' : 'wrong';
      }
      mailbox.set(email, []);
      return 'ok';
    },
    /** A signed-in customer for tests (the e-mail code login arrives with the login issue). */
    createCustomer(input: Partial<Customer> & { email: string }): Customer {
      const customer: Customer = {
        id: customers.length + 1,
        token: randomUUID(),
        firstName: null,
        lastName: null,
        countryCode: null,
        phone: null,
        state: null,
        city: null,
        address: null,
        postalCode: null,
        language: 'en',
        kycStatus: 'none',
        isBlocked: false,
        blockReason: null,
        hasCompleteOrders: false,
        refcode: null,
        kycApplicant: null,
        ...input,
      };
      customers.push(customer);
      return customer;
    },
    /** A fresh identity-check access token for the customer. */
    issueKycToken(customer: Customer): string {
      const token = `sbx-${randomUUID()}`;
      kycTokens.set(token, customer.id);
      return token;
    },
    customerByKycToken(token: unknown): Customer | undefined {
      const id = typeof token === 'string' ? kycTokens.get(token) : undefined;
      return customers.find((c) => c.id === id);
    },
    signOut(token: string | null) {
      const customer = this.customerByToken(token);
      if (!customer) return;
      customer.token = randomUUID();
      shareTokens.revokeFor(customer.email);
    },
    customerByToken(token: string | null): Customer | undefined {
      return token ? customers.find((c) => c.token === token) : undefined;
    },
    publicCustomer(c: Customer) {
      const own = cards.filter((card) => card.customerId === c.id);
      return {
        id: c.id,
        email: c.email,
        token: c.token,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone,
        country: c.countryCode ? { isoAlpha2: c.countryCode, name: COUNTRIES.find((k) => k.isoAlpha2 === c.countryCode)?.name ?? c.countryCode } : null,
        state: c.state,
        city: c.city,
        postalCode: c.postalCode,
        address: c.address,
        isBlocked: c.isBlocked,
        blockReason: c.blockReason,
        hasCompleteOrders: c.hasCompleteOrders,
        language: c.language,
        cards: own.map((card, index) => savedCardReply(card, index === own.length - 1)),
        kyc: {
          status: c.kycStatus,
          rejectLabels:
            c.kycStatus === 'reject' || c.kycStatus === 'retry' ? { DOCUMENT: 'The document photo is blurry', SELFIE: 'The selfie does not match the document' } : null,
        },
      };
    },
  };
}

export type Store = ReturnType<typeof createStore>;
