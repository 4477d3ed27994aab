/**
 * The card payment flow of the order screen (spec 1 §2 "Card payment flow", §5 "Card forms", §7 "Card
 * payment body"): page 0 chooses a saved card or a new one, page 1 takes the card details (secure vault
 * fields) with the billing address and phone, page 2 confirms with the agreement and pays.
 *
 * A saved card (ours, a departure: see docs/spec-conformance.md) starts chosen — the customer's default,
 * else the one last paid with — and page 0 asks for its security code in place: Proceed goes straight to
 * the confirmation when the billing address and phone on file hold, and to page 1 (where they can be
 * edited) when they do not. A returning customer pays in two steps fewer.
 *
 * A reload keeps the customer where they were with what they typed (issue 39), card data aside: the page,
 * the card chosen, the billing address and phone live in the tab's storage for this order. Card data
 * cannot (it lives in the vault's fields): after a reload past the card's page, a new card's form or a
 * saved card's security code asks again, with a line saying why (`retype`).
 */
import { batch, computed, effect, signal } from '@preact/signals-react';
import { boolean, enums, nullable, string, type } from 'superstruct';
import type { AccountResources } from '../api/accountResources';
import type { SavedCard, User } from '../domain/entities';
import { type BillingAddressField, type CountryWithStates, billingAddressProblems, needsState, stateForCountry } from '../domain/billingAddress';
import { type VaultFieldMessage, type VaultFieldName, vaultFieldMessage } from '../domain/cardFields';
import { NEW_CARD, type PaymentOutcome, pageAfterReload, preferredCard, routeForPaymentOutcome } from '../domain/payment';
import { ROUTES } from '../domain/routes';
import { type Next, type Problem, STAY, go } from './navigation';
import { problemOf } from './problem';
import { isValidPhone, phoneCountryMismatch } from '../domain/phone';
import type { OrderModel } from './order';
import { createPhoneAndCountry } from './phoneAndCountry';
import { BILLING_DETAILS_DRAFT, PAGE_LOAD, createDraft, storedChoice } from './drafts';
import type { KeyValueStore } from './storage';
import { STORAGE_KEYS } from '../domain/constants';
import { field } from './field';
import { createVaultBinding } from './vaultBinding';
import { backFromPayment } from '../domain/routing';
import type { ReturningCustomer } from './returningCustomer';
import { view, exposed, derived } from './view';

export type CardPage = 0 | 1 | 2;

export const NEW_CARD_FIELDS: VaultFieldName[] = ['number', 'expirationDate', 'cvv', 'holder'];
export const SAVED_CARD_FIELDS: VaultFieldName[] = ['cvv'];

type FieldProblem =
  | VaultFieldMessage
  | 'cardForm.billingAddressInvalid'
  | 'billingAddressEditValidate.phoneRequired'
  | 'billingAddressEditValidate.phoneValid'
  | 'billingEdit.mismatch';


/** What a reload keeps of the card payment: its order, page, card and the details typed; nothing secret. */
const KeptPayment = type({
  orderId: string(),
  pageLoad: string(),
  page: enums([0, 1, 2] as const),
  selected: nullable(string()),
  quick: boolean(),
  ...BILLING_DETAILS_DRAFT,
});

export function createCardPayment(deps: {
  user: User;
  orders: OrderModel;
  api: AccountResources;
  refreshUser: () => Promise<User | null>;
  session: KeyValueStore;
  /** The saved card this customer last paid with, and where a payment with one is remembered. */
  returning: Pick<ReturningCustomer, 'cardId' | 'rememberCard'>;
  countries: () => readonly CountryWithStates[];
}) {
  const { user } = deps;
  const orderId = deps.orders.session.order.peek()?.id ?? null;
  const draft = createDraft(deps.session, STORAGE_KEYS.cardPaymentDraft, KeptPayment);
  const stored = draft.load();
  const cards = signal<SavedCard[]>(user.cards ?? []);
  const kept = stored && orderId !== null && stored.orderId === orderId && (stored.selected === NEW_CARD || cards.value.some((card) => card.id === stored.selected)) ? stored : null;
  const landing = kept ? pageAfterReload(kept, kept.selected !== NEW_CARD) : null;
  const page = signal<CardPage>(landing?.page ?? (cards.value.length > 0 ? 0 : 1));
  /** After a reload past the card's page: the card data to type again, and why (the screen says so). */
  const retype = signal(kept && kept.pageLoad !== PAGE_LOAD ? (landing?.retype ?? null) : null);
  /** A saved card's id, NEW_CARD, or null when there is nothing to choose (Proceed stays disabled). */
  const selected = signal<string | null>(kept?.selected ?? preferredCard(cards.value, deps.returning.cardId(), deps.orders.declinedCard.peek()) ?? NEW_CARD);
  /** The confirmation was reached from page 0 (a saved card's security code in place): back returns there. */
  const quick = signal(false);
  const deleting = signal<string | null>(null);
  const deleteError = signal<Problem | null>(null);

  const contact = createPhoneAndCountry(
    { phone: kept?.phone ?? user.phone ?? '', countryCode: kept?.countryCode ?? user.country?.isoAlpha2 ?? '', state: kept?.state ?? user.state ?? '' },
    deps.countries,
  );
  const city = field(kept?.city ?? user.city ?? '');
  const address = field(kept?.address ?? user.address ?? '');
  const postalCode = field(kept?.postalCode ?? user.postalCode ?? '');
  // Kept as it changes, for this order (the effect reads only this model's signals: it goes with the model).
  if (orderId !== null) {
    effect(() =>
      draft.save({
        orderId,
        pageLoad: PAGE_LOAD,
        page: page.value,
        selected: selected.value,
        quick: quick.value,
        phone: contact.international.value,
        countryCode: contact.countryCode.value,
        state: contact.state.value,
        city: city.value,
        address: address.value,
        postalCode: postalCode.value,
      }),
    );
  }
  // Ticked by default; the customer's choice survives a reload (a card they chose not to save is never saved).
  const saveCard = storedChoice(deps.session, STORAGE_KEYS.saveCardChoice, true);
  const agreement = field(false);
  const attempted = signal(false);
  const agreementAttempted = signal(false);

  /** The secure fields' form, once loaded, and what its fields report. */
  const binding = createVaultBinding();
  const { vault, vaultState } = binding;
  /** Messages the provider gave per card field (card.number → number, …), shown inline on page 1. */
  const serverFields = signal<Record<string, string>>({});

  const savedCard = derived(() => cards.value.find((card) => card.id === selected.value) ?? null);
  const vaultFields = derived(() => (savedCard.value ? SAVED_CARD_FIELDS : NEW_CARD_FIELDS));
  const addressProblems = derived(() =>
    billingAddressProblems(
      {
        countryCode: contact.countryCode.value,
        state: contact.state.value,
        city: city.value,
        address: address.value,
        postalCode: postalCode.value,
      },
      contact.showsState.value,
    ),
  );
  /** The card brand and last four digits as the vault reports them (new card), or the saved card's. */
  const cardPreview = derived(() => {
    const card = savedCard.value;
    if (card) return { brand: card.brand ?? null, last4: card.last4 };
    const number = vaultState.value.number;
    return { brand: number?.cardType ?? null, last4: number?.last4 ?? '' };
  });

  /** i18n keys of what is wrong on page 1, once the customer tried to go on. */
  const problems = derived(() => {
    if (!attempted.value) return {} as Partial<Record<VaultFieldName | 'billingAddress' | 'phone', FieldProblem>>;
    const found: Partial<Record<VaultFieldName | 'billingAddress' | 'phone', FieldProblem>> = {};
    for (const name of vaultFields.value) {
      const state = vaultState.value[name];
      if (!state?.isValid) found[name] = vaultFieldMessage(name, state, vaultState.value.number?.cardType);
    }
    if (Object.keys(addressProblems.value).length > 0) found.billingAddress = 'cardForm.billingAddressInvalid';
    const phone = contact.international.value;
    if (phone.replace(/\D/g, '') === '') found.phone = 'billingAddressEditValidate.phoneRequired';
    else if (!isValidPhone(phone)) found.phone = 'billingAddressEditValidate.phoneValid';
    else if (phoneCountryMismatch(phone, contact.countryCode.value)) found.phone = 'billingEdit.mismatch';
    return found;
  });

  /** The card payment body's entry (spec 1 §7), with the vault's placeholders for the secure fields. */
  function cardEntry(fields: Record<string, unknown>): Record<string, unknown> {
    const card = savedCard.value;
    const entry: Record<string, unknown> = {
      address: address.value.trim(),
      city: city.value.trim(),
      countryCode: contact.countryCode.value,
      postalCode: postalCode.value.trim(),
      phone: contact.international.value,
      ...(card
        ? { id: card.id, cvv: fields.cvv }
        : { number: fields.number, expirationDate: fields.expirationDate, holder: fields.holder, cvv: fields.cvv, mustBeSaved: saveCard.value }),
    };
    // "An empty state is dropped."
    if (contact.state.value.trim() !== '') entry.state = contact.state.value.trim();
    return entry;
  }

  const model = {
    ...contact,
    city,
    address,
    postalCode,
    cards: view(cards),
    page: view(page),
    retype: view(retype),
    selected: view(selected),
    savedCard,
    deleting: view(deleting),
    deleteError: view(deleteError),
    saveCard,
    agreement,
    agreementAttempted: view(agreementAttempted),
    ...binding,
    vaultFields,
    serverFields: view(serverFields),
    addressProblems,
    problems,
    cardPreview,
    paying: view(deps.orders.paying),
    /** Page 0: a card (or a new one) chosen. */
    choose(id: string) {
      batch(() => {
        selected.value = id;
        serverFields.value = {};
        attempted.value = false;
      });
    },
    /**
     * Page 0's Proceed: a new card opens its form (page 1); a saved card goes on to the confirmation with
     * the security code typed in place, or stays to show what is wrong with it, or opens page 1 when the
     * billing address or phone on file need the customer.
     */
    proceedFromList() {
      if (!selected.value) return;
      if (!savedCard.value) {
        batch(() => {
          attempted.value = false;
          page.value = 1;
        });
        return;
      }
      batch(() => {
        attempted.value = true;
        serverFields.value = {};
      });
      const found = problems.value;
      if (vaultFields.value.some((name) => found[name])) return;
      batch(() => {
        quick.value = Object.keys(found).length === 0;
        page.value = quick.value ? 2 : 1;
        if (quick.value) retype.value = null;
      });
    },
    /** Page 0: the billing address and phone of a saved card's payment, on page 1. */
    editDetails() {
      batch(() => {
        quick.value = false;
        page.value = 1;
      });
    },
    /** Page 1: on to the confirmation when every field is right. */
    proceedFromDetails(): boolean {
      batch(() => {
        attempted.value = true;
        serverFields.value = {};
      });
      if (Object.keys(problems.value).length > 0) return false;
      batch(() => {
        page.value = 2;
        // Typed again: the line about the reload has said its part.
        retype.value = null;
      });
      return true;
    },
    /** Back a page (the confirmation back to where it was reached from), or from the first to the step before payment. */
    back(): Next {
      if (page.value === 2) {
        page.value = quick.value ? 0 : 1;
        return STAY;
      }
      if (page.value === 1 && cards.value.length > 0) {
        page.value = 0;
        return STAY;
      }
      return go(backFromPayment(deps.user));
    },
    /**
     * A draft of the billing address for 'Edit Billing Address' (the payment's own until `setAddress` saves
     * it): a new country drops a state it does not have.
     */
    addressDraft() {
      const countryCode = field(contact.countryCode.peek());
      const state = field(contact.state.peek());
      const draft = {
        countryCode: view(countryCode),
        state,
        city: field(city.peek()),
        address: field(address.peek()),
        postalCode: field(postalCode.peek()),
        showsState: computed(() => needsState(countryCode.value, deps.countries())),
        changeCountry(code: string) {
          batch(() => {
            countryCode.set(code);
            state.set(stateForCountry(code, state.peek(), deps.countries()));
          });
        },
        values(): Record<BillingAddressField, string> {
          return { countryCode: countryCode.value, state: state.value, city: draft.city.value, address: draft.address.value, postalCode: draft.postalCode.value };
        },
      };
      return draft;
    },
    setAddress(next: Record<BillingAddressField, string>) {
      batch(() => {
        contact.changeCountry(next.countryCode);
        contact.state.set(next.state);
        city.set(next.city);
        address.set(next.address);
        postalCode.set(next.postalCode);
      });
    },
    /** Deletes a saved card, then refetches the list (spec 1 §7). */
    async deleteCard(id: string) {
      if (deleting.value) return;
      batch(() => {
        deleting.value = id;
        deleteError.value = null;
      });
      try {
        await deps.api.customers.deleteCard(id);
        const fresh = await deps.refreshUser();
        const list = fresh?.cards ?? cards.value.filter((card) => card.id !== id);
        batch(() => {
          cards.value = list;
          if (selected.value === id) selected.value = preferredCard(list, deps.returning.cardId());
          if (list.length === 0) {
            selected.value = NEW_CARD;
            page.value = 1;
          }
        });
      } catch (error) {
        // The backend's message (in the customer's language), else ours: the connection's, or 'Something went wrong'.
        deleteError.value = problemOf(error, 'problems.failed');
      } finally {
        deleting.value = null;
      }
    },
    /**
     * Page 2: Buy Now. The body goes through the vault, which fills in the card data. Card field errors
     * go back a page, inline (spec 1 §8); other outcomes are the caller's to route.
     */
    async buy(): Promise<PaymentOutcome | null | 'notAgreed'> {
      agreementAttempted.value = true;
      if (!agreement.value) return 'notAgreed';
      const form = vault.value;
      if (!form) return { kind: 'message', message: null };
      const card = savedCard.peek();
      const outcome = await deps.orders.pay(
        { transport: (request) => form.send(request, (fields) => ({ card: [cardEntry(fields)] })) },
        card?.id ?? NEW_CARD,
      );
      if (outcome === null && card) deps.returning.rememberCard(card.id);
      if (outcome?.kind === 'cardFields') {
        batch(() => {
          serverFields.value = outcome.fields;
          attempted.value = true;
          quick.value = false;
          page.value = 1;
        });
      }
      return outcome;
    },
    /** Buy Now, and where it leads (the order screen is where the customer is already: it follows the order). */
    async buyNow(): Promise<Next> {
      const outcome = await model.buy();
      if (outcome === 'notAgreed' || outcome?.kind === 'cardFields') return STAY;
      const route = routeForPaymentOutcome(outcome);
      return route && route !== ROUTES.order ? go(route) : STAY;
    },
  };
  return exposed(model);
}

export type CardPayment = ReturnType<typeof createCardPayment>;
