/** The sandbox's memory: customers and their tokens (orders and cards join in later issues). */
import { randomUUID } from 'node:crypto';
import type { Controls } from './controls';

export type Customer = {
  id: number;
  email: string;
  token: string;
  firstName: string | null;
  lastName: string | null;
  language: string;
  kycStatus: 'none' | 'pending' | 'review' | 'retry' | 'reject' | 'complete' | 'timeout' | 'error' | 'light';
  isBlocked: boolean;
  blockReason: string | null;
  hasCompleteOrders: boolean;
};

export function createStore(controls: Controls) {
  const customers: Customer[] = [];
  return {
    controls,
    /** A signed-in customer for tests (the e-mail code login arrives with the login issue). */
    createCustomer(input: Partial<Customer> & { email: string }): Customer {
      const customer: Customer = {
        id: customers.length + 1,
        token: randomUUID(),
        firstName: null,
        lastName: null,
        language: 'en',
        kycStatus: 'none',
        isBlocked: false,
        blockReason: null,
        hasCompleteOrders: false,
        ...input,
      };
      customers.push(customer);
      return customer;
    },
    customerByToken(token: string | null): Customer | undefined {
      return token ? customers.find((c) => c.token === token) : undefined;
    },
    publicCustomer(c: Customer) {
      return {
        id: c.id,
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: null,
        country: null,
        state: null,
        city: null,
        postalCode: null,
        address: null,
        isBlocked: c.isBlocked,
        blockReason: c.blockReason,
        hasCompleteOrders: c.hasCompleteOrders,
        language: c.language,
        kyc: { status: c.kycStatus, rejectLabels: null },
      };
    },
  };
}

export type Store = ReturnType<typeof createStore>;
