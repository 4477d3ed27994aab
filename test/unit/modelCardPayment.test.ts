/**
 * The card payment of the order screen (spec 1 §2 "Card payment flow", §5 "Card forms", §7 "Card payment
 * body"): which card starts chosen, the pages and what each one checks, the body the vault sends, a saved
 * card's deletion, and what a reload keeps. The real order model and client against a backend on loopback;
 * the vault form is a stand-in that fills its placeholders and sends the request on to that backend.
 */
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { createAccountResources } from '../../src/api/accountResources';
import type { Order, User } from '../../src/domain/entities';
import { ROUTES } from '../../src/domain/routes';
import type { CardVaultForm, VaultState } from '../../src/integrations/cardVault';
import { createCardPayment } from '../../src/state/cardPayment';
import { STAY, go } from '../../src/state/navigation';
import { buyOrderModel } from './buyOrderModel';
import { type Answer, type Received, routes } from './loopbackBackend';
import { memoryStore } from './memoryStore';
import { buyOrder, customer } from './replies';

const PROCESSING = 'POST /provider/v2/orders/order-1/processing';
const CARD_1 = { id: 'card-1', last4: '1111', brand: 'visa' };
const CARD_2 = { id: 'card-2', last4: '2222', brand: 'mastercard' };
const DETAILS = { phone: '+4915112345678', country: { isoAlpha2: 'DE', name: 'Germany' }, city: 'Berlin', address: 'Street 1', postalCode: '10115' };
const COUNTRIES = [
  { isoAlpha2: 'DE', states: [] },
  { isoAlpha2: 'US', states: [{ code: 'CA' }] },
  { isoAlpha2: 'GB', states: null },
];
const VALID: VaultState = {
  number: { isValid: true, isEmpty: false, cardType: 'visa', last4: '4242' },
  expirationDate: { isValid: true, isEmpty: false },
  cvv: { isValid: true, isEmpty: false },
  holder: { isValid: true, isEmpty: false },
};
const EMPTY: VaultState = {
  number: { isValid: false, isEmpty: true },
  expirationDate: { isValid: false, isEmpty: true },
  cvv: { isValid: false, isEmpty: true },
  holder: { isValid: false, isEmpty: true },
};

type Setup = {
  user?: Partial<User>;
  answer?: (request: Received) => Answer | Promise<Answer>;
  lastUsed?: string | null;
  session?: ReturnType<typeof memoryStore>;
  refreshed?: User | null;
  /** The active order (by default one reserved for a card). */
  order?: Order | null;
};

async function cardPayment(t: TestContext, setup: Setup = {}) {
  const order = await buyOrderModel(t, setup.answer ?? routes({ [PROCESSING]: { result: buyOrder({ status: 'processing_started' }) }, 'GET /provider/v1/orders/order-1': { result: buyOrder({ status: 'processing_started' }) } }), {
    initialOrder: setup.order === undefined ? buyOrder() : setup.order,
  });
  const remembered: string[] = [];
  const session = setup.session ?? memoryStore();
  let refreshes = 0;
  const user = customer({ ...DETAILS, ...setup.user });
  const create = () =>
    createCardPayment({
      user,
      orders: order.model,
      api: createAccountResources(order.client),
      refreshUser: async () => {
        refreshes += 1;
        return setup.refreshed === undefined ? user : setup.refreshed;
      },
      session,
      returning: { cardId: () => setup.lastUsed ?? null, rememberCard: (id) => void remembered.push(id) },
      countries: () => COUNTRIES,
    });
  return { ...order, payment: create(), create, session, remembered, refreshes: () => refreshes };
}

/** The vault form: the secure fields' placeholders, sent as the vault would, to the same backend. */
function vaultForm(url: string): CardVaultForm {
  return {
    field: () => undefined,
    unmount: () => undefined,
    async send(request, data) {
      const body = data({ number: 'vault:number', expirationDate: 'vault:expiry', cvv: 'vault:cvv', holder: 'vault:holder' });
      const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: JSON.stringify(body) });
      return { status: response.status, data: await response.text() };
    },
  };
}

describe('the card that starts chosen, and the first page', () => {
  it('without saved cards: the card form, a new card, the details on file', async (t) => {
    const { payment } = await cardPayment(t);
    assert.equal(payment.page.value, 1);
    assert.equal(payment.selected.value, 'new');
    assert.equal(payment.savedCard.value, null);
    assert.deepEqual(payment.vaultFields.value, ['number', 'expirationDate', 'cvv', 'holder']);
    assert.equal(payment.international.value, '+4915112345678');
    assert.equal(payment.countryCode.value, 'DE');
    assert.equal(payment.city.value, 'Berlin');
    assert.equal(payment.address.value, 'Street 1');
    assert.equal(payment.postalCode.value, '10115');
    assert.deepEqual(payment.problems.value, {}, 'nothing said before the customer tries');
    assert.equal(payment.saveCard.value, true, 'saving the card is ticked by default');
    assert.equal(payment.agreementAttempted.value, false);
  });

  it('without an active order nothing is kept for a reload', async (t) => {
    const session = memoryStore();
    const { payment } = await cardPayment(t, { order: null, session });
    payment.city.set('Hamburg');
    assert.equal(session.get('card-payment'), null);
  });

  it('a customer with nothing on file starts with empty details', async (t) => {
    const { payment } = await cardPayment(t, { user: { phone: null, country: null, city: null, address: null, postalCode: null, state: null } });
    assert.deepEqual(
      [payment.phone.value, payment.countryCode.value, payment.state.value, payment.city.value, payment.address.value, payment.postalCode.value],
      ['', '', '', '', '', ''],
    );
  });

  it('saved cards: the list, the default card chosen, else the one last paid with, else the first', async (t) => {
    const withDefault = await cardPayment(t, { user: { cards: [CARD_1, { ...CARD_2, isDefault: true }] }, lastUsed: 'card-1' });
    assert.equal(withDefault.payment.page.value, 0);
    assert.equal(withDefault.payment.selected.value, 'card-2');
    assert.deepEqual(withDefault.payment.vaultFields.value, ['cvv']);
    assert.deepEqual(withDefault.payment.cardPreview.value, { brand: 'mastercard', last4: '2222' });
    const lastUsed = await cardPayment(t, { user: { cards: [CARD_1, CARD_2] }, lastUsed: 'card-2' });
    assert.equal(lastUsed.payment.selected.value, 'card-2');
    const first = await cardPayment(t, { user: { cards: [CARD_1, CARD_2] } });
    assert.equal(first.payment.selected.value, 'card-1');
  });

  it('a new card’s preview is what the vault reports of its number', async (t) => {
    const { payment } = await cardPayment(t);
    assert.deepEqual(payment.cardPreview.value, { brand: null, last4: '' });
    payment.reportVaultState(VALID);
    assert.deepEqual(payment.cardPreview.value, { brand: 'visa', last4: '4242' });
  });
});

describe('moving through the pages', () => {
  it('a saved card with its security code and good details goes straight to the confirmation, and back returns to the list', async (t) => {
    const { payment } = await cardPayment(t, { user: { cards: [CARD_1] } });
    payment.reportVaultState({ cvv: { isValid: false, isEmpty: true } });
    payment.proceedFromList();
    assert.equal(payment.page.value, 0, 'the security code is missing');
    assert.equal(payment.problems.value.cvv, 'cardValidate.cvv');
    payment.reportVaultState({ cvv: { isValid: true, isEmpty: false } });
    payment.proceedFromList();
    assert.equal(payment.page.value, 2);
    assert.deepEqual(payment.back(), STAY);
    assert.equal(payment.page.value, 0);
  });

  it('a saved card whose details on file do not hold opens the details page; back from the confirmation returns there', async (t) => {
    const { payment } = await cardPayment(t, { user: { cards: [CARD_1], address: null } });
    payment.reportVaultState({ cvv: { isValid: true, isEmpty: false } });
    payment.proceedFromList();
    assert.equal(payment.page.value, 1);
    assert.equal(payment.problems.value.billingAddress, 'cardForm.billingAddressInvalid');
    payment.address.set('Street 1');
    assert.equal(payment.proceedFromDetails(), true);
    assert.equal(payment.page.value, 2);
    payment.back();
    assert.equal(payment.page.value, 1);
    assert.deepEqual(payment.back(), STAY);
    assert.equal(payment.page.value, 0);
  });

  it('a new card chosen on the list opens the card form, nothing said yet; Edit details opens it for a saved card', async (t) => {
    const { payment } = await cardPayment(t, { user: { cards: [CARD_1] } });
    payment.reportVaultState({});
    payment.proceedFromList();
    assert.ok(Object.keys(payment.problems.value).length > 0);
    payment.choose('new');
    assert.deepEqual(payment.problems.value, {}, 'a new choice says nothing yet');
    payment.proceedFromList();
    assert.equal(payment.page.value, 1);
    assert.deepEqual(payment.problems.value, {});
    payment.back();
    payment.choose('card-1');
    payment.editDetails();
    assert.equal(payment.page.value, 1);
    payment.reportVaultState({ cvv: { isValid: true, isEmpty: false } });
    assert.equal(payment.proceedFromDetails(), true);
    payment.back();
    assert.equal(payment.page.value, 1, 'the confirmation goes back to the details it came from');
  });

  it('a new card’s confirmation goes back to the card form, even with saved cards on the list', async (t) => {
    const { payment } = await cardPayment(t, { user: { cards: [CARD_1] } });
    payment.choose('new');
    payment.proceedFromList();
    payment.reportVaultState(VALID);
    assert.equal(payment.proceedFromDetails(), true);
    payment.back();
    assert.equal(payment.page.value, 1);
  });

  it('the details page says what is wrong with each field, and goes on only when all is right', async (t) => {
    const { payment } = await cardPayment(t, { user: { city: null } });
    payment.reportVaultState(EMPTY);
    payment.changePhone('');
    assert.equal(payment.proceedFromDetails(), false);
    assert.equal(payment.page.value, 1);
    assert.deepEqual(payment.problems.value, {
      number: 'cardValidate.number',
      expirationDate: 'cardValidate.expireDate',
      cvv: 'cardValidate.cvv',
      holder: 'cardValidate.cardholder',
      billingAddress: 'cardForm.billingAddressInvalid',
      phone: 'billingAddressEditValidate.phoneRequired',
    });
    payment.reportVaultState(VALID);
    payment.city.set('Berlin');
    payment.changePhone('+');
    assert.deepEqual(payment.problems.value, { phone: 'billingAddressEditValidate.phoneRequired' }, 'a prefix alone is no number');
    payment.changePhone('+49 123');
    assert.deepEqual(payment.problems.value, { phone: 'billingAddressEditValidate.phoneValid' });
    payment.changePhone('+14155552671');
    assert.deepEqual(payment.problems.value, { phone: 'billingEdit.mismatch' });
    payment.changePhone('+4915112345678');
    assert.equal(payment.proceedFromDetails(), true);
    assert.equal(payment.page.value, 2);
  });

  it('back from the first page leaves the payment: to user info, or to light KYC for a lightly verified customer', async (t) => {
    const full = await cardPayment(t);
    assert.deepEqual(full.payment.back(), go(ROUTES.userInfo));
    const light = await cardPayment(t, { user: { kyc: { status: 'light' }, cards: [CARD_1] } });
    assert.deepEqual(light.payment.back(), go(ROUTES.lightKyc));
  });
});

describe('the billing address edit', () => {
  it('a draft of the address that changes nothing until saved; a new country drops a state it does not have', async (t) => {
    const { payment } = await cardPayment(t, { user: { country: { isoAlpha2: 'US', name: 'United States' }, state: 'CA', phone: '+14155552671' } });
    const draft = payment.addressDraft();
    assert.deepEqual(draft.values(), { countryCode: 'US', state: 'CA', city: 'Berlin', address: 'Street 1', postalCode: '10115' });
    assert.equal(draft.showsState.value, true);
    draft.changeCountry('GB');
    draft.city.set('London');
    assert.equal(draft.showsState.value, false);
    assert.deepEqual(draft.values(), { countryCode: 'GB', state: '', city: 'London', address: 'Street 1', postalCode: '10115' });
    assert.equal(payment.countryCode.value, 'US', 'not saved yet');
    payment.setAddress(draft.values());
    assert.deepEqual(
      [payment.countryCode.value, payment.state.value, payment.city.value, payment.address.value, payment.postalCode.value],
      ['GB', '', 'London', 'Street 1', '10115'],
    );
  });
});

describe('Buy now', () => {
  it('not without the agreement ticked, nor without the vault’s fields', async (t) => {
    const { payment, lines, model, reports } = await cardPayment(t);
    assert.equal(await payment.buy(), 'notAgreed');
    assert.equal(payment.agreementAttempted.value, true);
    assert.deepEqual(await payment.buyNow(), STAY);
    payment.agreement.set(true);
    assert.deepEqual(await payment.buy(), { kind: 'message', message: null });
    assert.deepEqual(lines(), []);
    assert.equal(model.paymentFailure.value, null, 'no payment was attempted');
    assert.deepEqual(reports, []);
  });

  it('a saved card: the vault sends its id and security code with the details trimmed, and the card is remembered', async (t) => {
    const { payment, backend, remembered } = await cardPayment(t, { user: { cards: [CARD_1] } });
    payment.attachVault(vaultForm(backend.url));
    payment.city.set('  Berlin ');
    payment.address.set(' Street 1  ');
    payment.postalCode.set(' 10115 ');
    payment.agreement.set(true);
    assert.equal(await payment.buy(), null);
    const sent = backend.received.find((request) => `${request.method} ${request.path}` === PROCESSING);
    assert.deepEqual(sent?.body, {
      card: [{ address: 'Street 1', city: 'Berlin', countryCode: 'DE', postalCode: '10115', phone: '+4915112345678', id: 'card-1', cvv: 'vault:cvv' }],
    });
    assert.match(String(sent?.headers['idempotency-key']), /^[0-9a-f]{32}$/);
    assert.deepEqual(remembered, ['card-1']);
  });

  it('a new card: the vault sends the card, whether to save it, and the state where there is one', async (t) => {
    const session = memoryStore();
    const { payment, backend, remembered } = await cardPayment(t, { user: { country: { isoAlpha2: 'US', name: 'United States' }, state: ' CA ', phone: '+14155552671' }, session });
    payment.attachVault(vaultForm(backend.url));
    payment.saveCard.set(false);
    payment.agreement.set(true);
    assert.deepEqual(await payment.buyNow(), STAY, 'the order screen follows the order');
    const sent = backend.received.find((request) => `${request.method} ${request.path}` === PROCESSING);
    assert.deepEqual(sent?.body, {
      card: [
        {
          address: 'Street 1',
          city: 'Berlin',
          countryCode: 'US',
          postalCode: '10115',
          phone: '+14155552671',
          number: 'vault:number',
          expirationDate: 'vault:expiry',
          holder: 'vault:holder',
          cvv: 'vault:cvv',
          mustBeSaved: false,
          state: 'CA',
        },
      ],
    });
    assert.deepEqual(remembered, [], 'a typed card is not a saved one');
    assert.equal(session.get('save-card'), 'false', 'the choice survives a reload');
  });

  it('a state of blanks is no state', async (t) => {
    const { payment, backend } = await cardPayment(t, { user: { country: { isoAlpha2: 'US', name: 'United States' }, state: 'CA', phone: '+14155552671' } });
    payment.attachVault(vaultForm(backend.url));
    payment.state.set('   ');
    payment.agreement.set(true);
    await payment.buy();
    const sent = backend.received.find((request) => `${request.method} ${request.path}` === PROCESSING)?.body as { card: Record<string, unknown>[] };
    assert.equal('state' in (sent.card[0] ?? {}), false);
  });

  it('the card a failed payment went out with is set aside for the next attempt: the saved card, or a typed one', async (t) => {
    for (const [cards, setAside] of [
      [[CARD_1, CARD_2], 'card-1'],
      [[], 'new'],
    ] as const) {
      const created = buyOrder({ id: 'order-2' });
      const { payment, backend, model, remembered } = await cardPayment(t, {
        user: { cards: [...cards] },
        answer: routes({
          [PROCESSING]: { result: buyOrder({ status: 'failed' }) },
          'POST /provider/v1/orders': { result: created },
          'GET /provider/v1/orders/order-2': { result: created },
        }),
      });
      payment.attachVault(vaultForm(backend.url));
      payment.agreement.set(true);
      await payment.buy();
      await model.again(null);
      assert.equal(model.declinedCard.value, setAside);
      assert.deepEqual(remembered, cards.length > 0 ? ['card-1'] : []);
    }
  });

  it('card fields the provider refused: back to the details page, each message by its field', async (t) => {
    const { payment, backend, remembered } = await cardPayment(t, {
      user: { cards: [CARD_1] },
      answer: () => ({ status: 400, error: { code: 'validation_error', message: 'Invalid', payload: { 'card.cvv': ['Wrong code'] } } }),
    });
    payment.attachVault(vaultForm(backend.url));
    payment.reportVaultState({ cvv: { isValid: true, isEmpty: false } });
    payment.proceedFromList();
    assert.equal(payment.page.value, 2);
    payment.agreement.set(true);
    assert.deepEqual(await payment.buyNow(), STAY);
    assert.equal(payment.page.value, 1);
    assert.deepEqual(payment.serverFields.value, { cvv: 'Wrong code' });
    assert.deepEqual(remembered, [], 'a refused card is not remembered');
    payment.reportVaultState({ cvv: { isValid: false, isEmpty: true } });
    assert.equal(payment.problems.value.cvv, 'cardValidate.cvv', 'the fields say at once what is wrong');
    payment.reportVaultState({ cvv: { isValid: true, isEmpty: false } });
    assert.equal(payment.proceedFromDetails(), true);
    payment.back();
    assert.equal(payment.page.value, 1, 'no longer the quick way');
  });

  it('where the outcome leads: verification, the limit screen, or staying to say why', async (t) => {
    for (const [answer, next] of [
      [{ status: 400, error: { code: 'must_pass_kyc', message: 'KYC' } }, go(ROUTES.buyKyc)],
      [{ status: 400, error: { code: 'validation_error', message: 'Limit', payload: { fromAmount: ['Yearly limit reached'] } } }, go(ROUTES.limitReached)],
      [{ status: 400, error: { code: 'order_not_created', message: 'Declined' } }, STAY],
    ] as const) {
      const { payment, backend } = await cardPayment(t, { answer: () => answer });
      payment.attachVault(vaultForm(backend.url));
      payment.agreement.set(true);
      assert.deepEqual(await payment.buyNow(), next);
    }
  });
});

describe('deleting a saved card', () => {
  it('deletes it, then the list as the customer is read again; the chosen card deleted, another is chosen', async (t) => {
    const { payment, lines, refreshes } = await cardPayment(t, {
      user: { cards: [CARD_1, CARD_2] },
      answer: () => ({ result: null }),
      refreshed: customer({ ...DETAILS, cards: [CARD_2] }),
    });
    assert.equal(payment.selected.value, 'card-1');
    const deleting = payment.deleteCard('card-1');
    assert.equal(payment.deleting.value, 'card-1');
    await payment.deleteCard('card-2');
    await deleting;
    assert.deepEqual(lines(), ['DELETE /provider/v1/customers/current/cards/card-1']);
    assert.equal(refreshes(), 1);
    assert.deepEqual(payment.cards.value, [CARD_2]);
    assert.equal(payment.selected.value, 'card-2');
    assert.equal(payment.deleting.value, null);
    assert.equal(payment.page.value, 0);
  });

  it('another card deleted leaves the choice; the customer unread, the card is taken off the list in place', async (t) => {
    const CARD_3 = { id: 'card-3', last4: '3333' };
    const { payment } = await cardPayment(t, { user: { cards: [CARD_1, CARD_2, CARD_3] }, answer: () => ({ result: null }), refreshed: null });
    payment.choose('card-2');
    await payment.deleteCard('card-3');
    assert.deepEqual(payment.cards.value, [CARD_1, CARD_2]);
    assert.equal(payment.selected.value, 'card-2');
  });

  it('the last card deleted: a new card on the card form', async (t) => {
    const { payment } = await cardPayment(t, { user: { cards: [CARD_1] }, answer: () => ({ result: null }), refreshed: customer({ ...DETAILS, cards: [] }) });
    await payment.deleteCard('card-1');
    assert.deepEqual(payment.cards.value, []);
    assert.equal(payment.selected.value, 'new');
    assert.equal(payment.page.value, 1);
  });

  it('a refused deletion says the backend’s words; the list stays', async (t) => {
    const { payment } = await cardPayment(t, { user: { cards: [CARD_1] }, answer: () => ({ status: 400, error: { code: 'validation_error', message: 'Card in use' } }) });
    await payment.deleteCard('card-1');
    assert.deepEqual(payment.deleteError.value, { key: 'problems.failed', serverText: 'Card in use' });
    assert.deepEqual(payment.cards.value, [CARD_1]);
    assert.equal(payment.deleting.value, null);
  });
});

describe('a reload', () => {
  it('keeps the page, the card chosen and the details typed for this order', async (t) => {
    const { payment, create } = await cardPayment(t, { user: { cards: [CARD_1, CARD_2] } });
    payment.choose('card-2');
    payment.editDetails();
    payment.city.set('Hamburg');
    const after = create();
    assert.equal(after.page.value, 1);
    assert.equal(after.selected.value, 'card-2');
    assert.equal(after.city.value, 'Hamburg');
    assert.equal(after.retype.value, null, 'the same page load: nothing to type again');
  });

  it('past the card’s page, the card data is asked again, with a line saying why', async (t) => {
    const draft = (changes: Record<string, unknown>) =>
      JSON.stringify({ orderId: 'order-1', pageLoad: 'an-earlier-load', page: 2, selected: 'card-1', quick: true, phone: '+4915112345678', countryCode: 'DE', state: '', city: 'Köln', address: 'Street 1', postalCode: '10115', ...changes });
    const saved = await cardPayment(t, { user: { cards: [CARD_1] }, session: memoryStore({ 'card-payment': draft({}) }) });
    assert.equal(saved.payment.page.value, 0);
    assert.equal(saved.payment.retype.value, 'securityCode');
    assert.equal(saved.payment.city.value, 'Köln');
    saved.payment.reportVaultState({ cvv: { isValid: true, isEmpty: false } });
    saved.payment.proceedFromList();
    assert.equal(saved.payment.retype.value, null, 'typed again');

    const incomplete = await cardPayment(t, { user: { cards: [CARD_1] }, session: memoryStore({ 'card-payment': draft({ address: '' }) }) });
    incomplete.payment.reportVaultState({ cvv: { isValid: true, isEmpty: false } });
    incomplete.payment.proceedFromList();
    assert.equal(incomplete.payment.page.value, 1);
    assert.equal(incomplete.payment.retype.value, 'securityCode', 'still said on the details page, until they go on');

    const typed = await cardPayment(t, { user: { cards: [CARD_1] }, session: memoryStore({ 'card-payment': draft({ selected: 'new', quick: false }) }) });
    assert.equal(typed.payment.page.value, 1);
    assert.equal(typed.payment.retype.value, 'card');
    typed.payment.reportVaultState(VALID);
    assert.equal(typed.payment.proceedFromDetails(), true);
    assert.equal(typed.payment.retype.value, null);
  });

  it('a draft of another order, or of a card no longer saved, is not used', async (t) => {
    const draft = (changes: Record<string, unknown>) =>
      JSON.stringify({ orderId: 'order-1', pageLoad: 'x', page: 1, selected: 'card-1', quick: false, phone: '', countryCode: 'DE', state: '', city: 'Köln', address: 'Street 1', postalCode: '10115', ...changes });
    const other = await cardPayment(t, { user: { cards: [CARD_1] }, session: memoryStore({ 'card-payment': draft({ orderId: 'order-0' }) }) });
    assert.equal(other.payment.page.value, 0);
    assert.equal(other.payment.city.value, 'Berlin');
    const gone = await cardPayment(t, { user: { cards: [CARD_2] }, session: memoryStore({ 'card-payment': draft({}) }) });
    assert.equal(gone.payment.selected.value, 'card-2');
    assert.equal(gone.payment.city.value, 'Berlin');
    const otherShape = await cardPayment(t, { user: { cards: [CARD_1] }, session: memoryStore({ 'card-payment': JSON.stringify({ orderId: 'order-1', selected: 'card-1', page: 1, city: 'Köln' }) }) });
    assert.equal(otherShape.payment.page.value, 0, 'a draft another version wrote');
    assert.equal(otherShape.payment.city.value, 'Berlin');
  });
});
