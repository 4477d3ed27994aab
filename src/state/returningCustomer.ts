/**
 * A returning customer's memory (`domain/returningCustomer.ts`), for the signed-in customer and the
 * merchant of this launch: read when a purchase starts, written when the customer goes on with a choice.
 * Nothing is kept without a signed-in customer; signing out removes it all (CUSTOMER_STORAGE_KEYS).
 */
import { validate } from 'superstruct';
import type { PaymentType } from '../domain/constants';
import type { User } from '../domain/entities';
import { type Remembered, RememberedSchema, rememberedKey } from '../domain/returningCustomer';
import { type KeyValueStore, readJson } from './storage';
import { type View, exposed } from './view';

export type ReturningCustomer = ReturnType<typeof createReturningCustomer>;

export function createReturningCustomer(deps: { local: KeyValueStore; user: View<User | null>; merchantApiKey: () => string | null }) {
  function key(customer: User | null = deps.user.peek()): string | null {
    return customer ? rememberedKey(customer.id, deps.merchantApiKey()) : null;
  }

  function read(customer?: User | null): Remembered {
    const at = key(customer);
    if (!at) return {};
    const [error, remembered] = validate(readJson(deps.local, at), RememberedSchema);
    return error ? {} : remembered;
  }

  function write(change: (remembered: Remembered) => Remembered) {
    const at = key();
    if (at) deps.local.set(at, JSON.stringify(change(read())));
  }

  return exposed({
    /** The payment method this customer last bought with (the calculator starts with it when the pair offers it). */
    paymentType(customer?: User | null): PaymentType | null {
      return read(customer).paymentType ?? null;
    },
    /** The address this customer last used for `currency` (its ticker with network). */
    wallet(currency: string): string | null {
      return read().wallets?.[currency] ?? null;
    },
    /** Every address this customer used before (the look-alike check compares with them: issue 45). */
    wallets(): string[] {
      return Object.values(read().wallets ?? {});
    },
    /** The saved card this customer last paid with. */
    cardId(): string | null {
      return read().cardId ?? null;
    },
    /** A purchase went on: its payment method, and the address typed for its currency (a merchant's fixed one is not the customer's). */
    rememberPurchase(purchase: { paymentType: PaymentType | null; currency: string; wallet: string | null }) {
      write((remembered) => ({
        ...remembered,
        ...(purchase.paymentType ? { paymentType: purchase.paymentType } : {}),
        ...(purchase.wallet ? { wallets: { ...remembered.wallets, [purchase.currency]: purchase.wallet } } : {}),
      }));
    },
    /** A payment went with a saved card. */
    rememberCard(cardId: string) {
      write((remembered) => ({ ...remembered, cardId }));
    },
  });
}
