/**
 * The sandbox's memory, one per sandbox: customers (customers.ts) and their one-time codes (mailbox.ts),
 * share tokens and the sign-in throttle, buy orders (orders.ts), saved cards, sell orders and payout cards
 * (sellOrders.ts), and the replies kept by idempotency key (idempotency.ts). Reset by the `reset` control.
 */
import type { Controls } from './controls';
import type { SavedCard } from './cards';
import { type Customer, createCustomers, customerReply } from './customers';
import { createMailbox } from './mailbox';
import type { Order } from './orders';
import type { PayoutCard, SellOrder } from './sellOrders';
import { createShareTokens } from './shareTokens';
import { createSignInThrottle } from './signInThrottle';
import type { Vault } from './vault';

/** A reply as sent: what the same idempotency key gets again. */
export type StoredReply = { status: number; body: string };
/** Replies by idempotency scope (customer, method, path and key), with when the first call came. */
export type IdempotentReplies = Map<string, { at: number; reply: Promise<StoredReply> }>;

export function createStore(controls: Controls, vault: Vault) {
  /** Saved cards of every customer, oldest first; a customer's newest is the default. */
  const cards: SavedCard[] = [];
  const orders: Order[] = [];
  const sellOrders: SellOrder[] = [];
  const payoutCards: PayoutCard[] = [];
  const idempotentReplies: IdempotentReplies = new Map();
  /** Share tokens merchants' servers hold for their customers. */
  const shareTokens = createShareTokens();
  const customers = createCustomers(shareTokens);
  const mailbox = createMailbox(controls);
  /** Failed sign-in attempts per e-mail and per client address. */
  const signInThrottle = createSignInThrottle();
  const cardsOf = (customer: Customer): SavedCard[] => cards.filter((c) => c.customerId === customer.id);
  return {
    controls,
    vault,
    shareTokens,
    signInThrottle,
    mailbox,
    orders,
    cards,
    sellOrders,
    payoutCards,
    idempotentReplies,
    ...customers,
    cardsOf,
    /** The customer as the API shows it, with their saved cards. */
    publicCustomer: (customer: Customer) => customerReply(customer, cardsOf(customer)),
    reset() {
      orders.splice(0);
      cards.splice(0);
      sellOrders.splice(0);
      payoutCards.splice(0);
      customers.forgetCustomers();
      idempotentReplies.clear();
      mailbox.clear();
      shareTokens.clear();
      signInThrottle.clear();
    },
  };
}

export type Store = ReturnType<typeof createStore>;
