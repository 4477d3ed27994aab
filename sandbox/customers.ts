/**
 * Customers as the backend keeps them: test identities, sessions, identity-check access tokens, which
 * merchants served whom, and the customer as the API shows it. Their routes: routes/customers.ts.
 */
import { randomUUID } from 'node:crypto';
import { type SavedCard, savedCardReply } from './cards';
import { COUNTRIES } from './data/countries';
import type { ShareTokens } from './shareTokens';

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

type KycStatus = Customer['kycStatus'];
const KYC_STATUSES: KycStatus[] = ['none', 'light', 'pending', 'review', 'retry', 'reject', 'timeout', 'error', 'complete'];

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

/** A new customer: nothing known but what `input` says. */
function newCustomer(id: number, input: Partial<Customer> & { email: string }): Customer {
  return {
    id,
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
}

/** The customers, their sessions and identity-check tokens; a sign-out also revokes their share tokens. */
export function createCustomers(shareTokens: ShareTokens) {
  const customers: Customer[] = [];
  /** Identity-check access tokens → customer id. */
  const kycTokens = new Map<string, number>();
  /** Which merchants each customer (by e-mail) has signed in through with a code: the ones that may vouch for them. */
  const servedBy = new Map<string, Set<string>>();
  const customerByToken = (token: string | null): Customer | undefined => (token ? customers.find((c) => c.token === token) : undefined);
  return {
    customerByEmail: (email: string): Customer | undefined => customers.find((c) => c.email === email),
    customerByToken,
    /** A signed-in customer for tests (the e-mail code login arrives with the login issue). */
    createCustomer(input: Partial<Customer> & { email: string }): Customer {
      const customer = newCustomer(customers.length + 1, input);
      customers.push(customer);
      return customer;
    },
    /** The customer signed in with a code through this merchant's launch: from now on it may vouch for them. */
    noteServed(email: string, apiKey: string) {
      servedBy.set(email, new Set([...(servedBy.get(email) ?? []), apiKey]));
    },
    /** Whether the customer has signed in through this merchant with a code. */
    served: (email: string, apiKey: string): boolean => servedBy.get(email)?.has(apiKey) ?? false,
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
      const customer = customerByToken(token);
      if (!customer) return;
      customer.token = randomUUID();
      shareTokens.revokeFor(customer.email);
    },
    forgetCustomers() {
      customers.splice(0);
      kycTokens.clear();
      servedBy.clear();
    },
  };
}

/** The customer as the API shows it (spec 1 §3), with their saved cards (the newest is the default). */
export function customerReply(c: Customer, cards: SavedCard[]) {
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
    cards: cards.map((card, index) => savedCardReply(card, index === cards.length - 1)),
    kyc: {
      status: c.kycStatus,
      rejectLabels: c.kycStatus === 'reject' || c.kycStatus === 'retry' ? { DOCUMENT: 'The document photo is blurry', SELFIE: 'The selfie does not match the document' } : null,
    },
  };
}
