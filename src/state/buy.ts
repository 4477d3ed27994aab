/**
 * Buying, up to the order (spec 1 §2 "Calculator", "Wallet address screen", §3, §4): the calculator start-up
 * sets up, the destination wallet, whether the customer went on from the calculator, the promotion plate,
 * the order-creation data kept across reloads, and the creation of the order from all of it.
 */
import { batch, effect, signal } from '@preact/signals-react';
import type { Resources } from '../api/resources';
import { STORAGE_KEYS } from '../domain/constants';
import type { Merchant } from '../domain/launchParams';
import { walletStepOrRoot } from '../domain/routing';
import type { PersistedOrderData } from '../domain/persistedOrderData';
import { ROUTES, type StaticRoute } from '../domain/routes';
import type { CalculatorModel } from './calculator';
import { type Next, STAY, go, stay } from './navigation';
import type { OrderModel } from './order';
import type { KeyValueStore } from './storage';
import { settle } from './settle';
import type { ReturningCustomer } from './returningCustomer';
import { view, type View, exposed } from './view';

export type BuyModel = ReturnType<typeof createBuyModel>;

export function createBuyModel(deps: {
  api: Resources;
  local: KeyValueStore;
  merchant: View<Merchant | null>;
  /** The buy order's model (its code loads with the first order screen). */
  orders: () => Promise<OrderModel>;
  returning: ReturningCustomer;
  report: (error: unknown) => void;
}) {
  const calculator = signal<CalculatorModel | null>(null);
  /** The destination wallet: the merchant's, or what the customer typed (persisted with the order data). */
  const walletAddress = signal('');
  /**
   * How far the customer went with the purchase: still on the calculator, past its Proceed, or confirmed
   * (user info's Confirm and proceed, light KYC's save) with no order come of it yet, so verification
   * asked for on the way is what stands between them and the order.
   */
  const stage = signal<'calculator' | 'proceeded' | 'confirmed'>('calculator');
  const promoHidden = signal(deps.local.get(STORAGE_KEYS.swapWithoutKycHidden) === 'true');
  const creating = signal(false);
  /** The order's code did not come (state/later.ts): the screen says the connection is the problem. */
  const cleanups: (() => void)[] = [];
  /** The merchant fixed the destination wallet. */
  const walletFixed = () => Boolean(deps.merchant.peek()?.parsedPayload.toWallet);

  /** The analytics event of an amount submitted, sent on the side: its failure changes nothing for the customer. */
  function trackAmountSubmitted(calc: CalculatorModel) {
    const pay = calc.pay.peek();
    const receive = calc.receive.peek();
    const payAmount = calc.payValue.peek();
    const receiveAmount = calc.receiveValue.peek();
    if (!pay || !receive || payAmount === null || receiveAmount === null) return;
    const selling = pay.isCrypto;
    void deps.api.analytics
      .amountSubmitted({
        payAmount,
        payCurrency: pay.tickerWithNetwork,
        cryptoAmount: selling ? payAmount : receiveAmount,
        cryptoCurrency: selling ? pay.tickerWithNetwork : receive.tickerWithNetwork,
        flow: selling ? 'sell' : 'buy',
      })
      .catch(deps.report);
  }

  const model = {
    calculator: view(calculator),
    walletAddress: view(walletAddress),
    walletFixed,
    promoHidden: view(promoHidden),
    creating: view(creating),
    /** Start-up's post-init: the calculator, and what the customer had when the widget last closed. */
    setUp(model: CalculatorModel, restored: { proceeded: boolean; confirmed: boolean; address: string }) {
      batch(() => {
        calculator.value = model;
        stage.value = restored.confirmed ? 'confirmed' : restored.proceeded ? 'proceeded' : 'calculator';
        walletAddress.value = restored.address;
      });
      cleanups.push(() => model.dispose());
      // Keep order-creation data across reloads (spec 1 §4); cleared once an order is created.
      cleanups.push(
        effect(() => {
          const snapshot = model.snapshot();
          deps.local.set(
            STORAGE_KEYS.orderCreationData,
            JSON.stringify({
              ...snapshot,
              address: walletAddress.value || null,
              proceeded: stage.value !== 'calculator',
              confirmed: stage.value === 'confirmed',
              savedAt: Date.now(),
            } satisfies PersistedOrderData),
          );
        }),
      );
    },
    /** The calculator's Proceed: the analytics event, then the wallet step. */
    proceed(): Next {
      const calc = calculator.peek();
      if (!calc) return STAY;
      stage.value = 'proceeded';
      trackAmountSubmitted(calc);
      return go(ROUTES.walletAddress);
    },
    /**
     * The wallet step opened: a returning customer finds it filled with the address they last used for the
     * currency bought (an address already there, typed or the merchant's, stays).
     */
    openWalletStep() {
      const receive = calculator.peek()?.receive.peek();
      const remembered = receive ? deps.returning.wallet(receive.tickerWithNetwork) : null;
      if (remembered && walletAddress.peek() === '' && !walletFixed()) walletAddress.value = remembered;
    },
    trackAmountSubmitted,
    /** Back from the wallet step: the calculator. */
    backToCalculator(): Next {
      stage.value = 'calculator';
      return go(ROUTES.root);
    },
    changeWalletAddress(text: string) {
      walletAddress.value = text;
    },
    /** Signing out: the address the customer typed (or was given from memory) goes; a merchant's stays. */
    forgetWallet() {
      if (!walletFixed()) walletAddress.value = '';
    },
    /** Where the steps after the wallet go back to: the wallet step, or the root when the merchant filled it. */
    walletStep(): StaticRoute {
      return walletStepOrRoot(deps.merchant.peek()?.parsedPayload ?? null);
    },
    dismissPromo() {
      promoHidden.value = true;
      deps.local.set(STORAGE_KEYS.swapWithoutKycHidden, 'true');
    },
    /**
     * Creates the order from the calculator, the wallet and the merchant (spec 1 §3) and says where to go
     * (the order model's `failure` says why when the customer stays). Clears the persisted order data.
     */
    async createOrder(): Promise<Next> {
      const calc = calculator.peek();
      if (creating.peek()) return STAY;
      creating.value = true;
      stage.value = 'confirmed';
      try {
        const orders = await deps.orders();
        const { created, next } = calc ? await orders.createFromCalculator(calc, walletAddress.peek(), deps.merchant.peek(), walletFixed() ? null : deps.returning.wallets()) : { created: false, next: go(ROUTES.root) };
        if (created && calc) {
          // spec 1 §4: persisted order-creation data is cleared once the order is created.
          stage.value = 'calculator';
          deps.local.remove(STORAGE_KEYS.orderCreationData);
          const receive = calc.receive.peek();
          if (receive) deps.returning.rememberPurchase({ paymentType: calc.paymentType.peek(), currency: receive.tickerWithNetwork, wallet: walletFixed() ? null : walletAddress.peek() });
        }
        return next;
      } catch (error) {
        // The order's code did not load (after waiting for the connection and asking again): the customer
        // stays and reads that the connection is the problem; pressing again loads it again.
        deps.report(error);
        return stay('errors.connection');
      } finally {
        creating.value = false;
      }
    },
    /**
     * Verification complete (spec 1 §2 "KYC waiting": "Complete goes to user info, or resumes the order"):
     * a purchase the customer had confirmed when verification was asked for (no order came of it) is
     * created now — the order held for it continued, one reserved for it used; otherwise the active order
     * resumes on the screen of its provider and status; with neither, user info, where a customer who had
     * only pressed the calculator's Proceed confirms the purchase.
     */
    async resumeAfterVerification(): Promise<Next> {
      if (stage.peek() === 'confirmed') {
        const next = await model.createOrder();
        return 'go' in next ? next : go(ROUTES.userInfo);
      }
      return (await settle(deps.orders().then((orders) => orders.resume(ROUTES.userInfo)), deps.report, null)) ?? go(ROUTES.userInfo);
    },
    /**
     * Try another card (a failed payment) and Get a new quote (an expired order): a new order for the
     * same purchase, with this launch's merchant.
     */
    async orderAgain(): Promise<Next> {
      const orders = await deps.orders();
      return orders.again(deps.merchant.peek());
    },
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
  return exposed(model);
}
