/**
 * The calculator model (spec 1 §4 "Calculator behaviour", §5 "Calculator"; spec 2 "Sell calculator"): its
 * signals, computed values and actions. Buying pays fiat for crypto; selling pays crypto for fiat (and
 * takes no payment type: the payout goes to a card). One per flow and widget instance.
 */
import { batch, computed, signal } from '@preact/signals-react';
import {
  type FixedSide,
  type LimitViolation,
  type Pair,
  availablePaymentTypes,
  type CalculatorLocks,
  choosePair,
  clampToMinimum,
  exchangeRate,
  initialPayAmount,
  limitViolation,
  parseAmount,
  payCurrencyForPaymentType,
  payForReceive,
  initialPaymentType,
  paymentTypeForPair,
  paymentTypesForReceive,
  receiveForPay,
  sanitizeAmountInput,
  worthInEuro,
} from '../domain/calculator';
import { type PaymentType, PROMO_NO_KYC_LIMIT_EUR } from '../domain/constants';
import { type Currency, type Rate, type Rates, byPriority, rateKey } from '../domain/currencies';
import { type Fees, DEFAULT_FEES, feeAmount, feesInPayCurrency } from '../domain/fees';
import { toPlainAmount } from '../domain/money';
import type { PersistedOrderData } from '../domain/persistedOrderData';
import { watch } from './polling';
import { settle } from './settle';
import { view, type View, exposed, derived } from './view';

export type CalculatorSetup = {
  /** buy: fiat → crypto, a payment type required; sell: crypto → fiat. */
  direction: 'buy' | 'sell';
  currencies: Currency[];
  rates: Rates;
  requested: { pay: string; receive: string };
  fixedAmount?: { side: FixedSide; value: number };
  paymentType?: PaymentType;
  locks: CalculatorLocks;
  /** Fees already fetched during start-up, keyed by the ticker they were quoted for. */
  prefetchedFees?: { ticker: string; fees: Fees };
  /** Fees quote for a pair: buying quotes the crypto received, selling the crypto paid. */
  loadFees: (pair: Pair, signal: AbortSignal) => Promise<Fees>;
  /** A fees quote that failed (and was not replaced by a newer one) is reported. */
  report: (error: unknown) => void;
  /**
   * Ours: the quote kept fresh while the calculator shows (`followQuote`): the rates read again, every
   * `everyMs`; `moved` hears a new rate of the pair on screen (the host's quote_updated).
   */
  fresh?: {
    loadRates: () => Promise<Rates>;
    everyMs: number;
    moved: (quote: { payCurrency: string; receiveCurrency: string; rate: number }) => void;
  };
};

/** A quote read again: when, and the amount the rate moved (the side the customer did not fix), if any. */
export type QuoteUpdate = { at: number; moved: FixedSide | null };

export type FeeBreakdown = {
  fees: Fees;
  rate: number;
  providerFee: number;
  networkFee: number;
};

export function createCalculatorModel(setup: CalculatorSetup) {
  const { locks } = setup;
  /** The rates as last read (start-up's, then each fresh quote's). */
  const rateTable = signal<Rates>(setup.rates);
  const selling = setup.direction === 'sell';
  const payOptions = setup.currencies.filter((c) => c.isCrypto === selling).sort(byPriority);
  const receiveOptions = setup.currencies.filter((c) => c.isCrypto !== selling).sort(byPriority);
  /** The crypto of a pair: the ticker fees are quoted for. */
  const feeTicker = (pair: Pair) => (selling ? pair.pay : pair.receive).tickerWithNetwork;

  const pay = signal<Currency | undefined>(undefined);
  const receive = signal<Currency | undefined>(undefined);
  const payText = signal('');
  const receiveText = signal('');
  const fixedSide = signal<FixedSide>('pay');
  const paymentType = signal<PaymentType | null>(null);
  /** The customer's payment type was cleared by a pair that lacks it: the form asks for another. */
  const paymentTypeCleared = signal(false);
  /** Fees as the backend quoted them, for `feesFor`'s receive ticker; null while loading. */
  const quotedFees = signal<Fees | null>(null);
  let feesRequest: AbortController | null = null;
  const quoteUpdate = signal<QuoteUpdate | null>(null);
  let quotedAt = Date.now();

  const rate: View<Rate | undefined> = computed(() =>
    pay.value && receive.value ? rateTable.value[rateKey(pay.value.tickerWithNetwork, receive.value.tickerWithNetwork)] : undefined,
  );
  const fees: View<Fees | null> = computed(() => {
    const quoted = quotedFees.value;
    const payCurrency = pay.value;
    const receiveCurrency = receive.value;
    if (!quoted || !payCurrency || !receiveCurrency) return null;
    return feesInPayCurrency(quoted, payCurrency.tickerWithNetwork, (from) => {
      const entry = rateTable.value[rateKey(from, receiveCurrency.tickerWithNetwork)];
      return entry ? exchangeRate(entry) : undefined;
    });
  });
  const payValue = derived(() => parseAmount(payText.value));
  const receiveValue = derived(() => parseAmount(receiveText.value));
  const violation: View<LimitViolation | null> = computed(() =>
    rate.value && payValue.value !== null ? limitViolation(payValue.value, rate.value) : null,
  );
  /** Types the current pair supports; none means no provider can serve it. */
  const pairPaymentTypes = computed(() => availablePaymentTypes(rate.value));
  /** What the dropdown offers (spec 1 §4: picking one the pair lacks switches the pay currency). */
  const paymentTypes = derived(() =>
    pairPaymentTypes.value.length === 0 || !receive.value
      ? []
      : selling
        ? pairPaymentTypes.value
        : paymentTypesForReceive(receive.value.tickerWithNetwork, payOptions, rateTable.value),
  );
  /** A rate but no provider for it: 'converter.noProvider'. */
  const noProvider = derived(() => rate.value !== undefined && pairPaymentTypes.value.length === 0);
  /** The side that waits for fees shows a loading state (spec 1 §4). */
  const loadingSide = computed<FixedSide | null>(() =>
    fees.value === null && rate.value ? (fixedSide.value === 'pay' ? 'receive' : 'pay') : null,
  );
  const breakdown: View<FeeBreakdown | null> = computed(() => {
    const f = fees.value;
    const r = rate.value;
    const p = payValue.value;
    if (!f || !r || p === null || violation.value) return null;
    return { fees: f, rate: exchangeRate(r), providerFee: feeAmount(f.providerFee, p), networkFee: feeAmount(f.networkFeeFiat, p) };
  });
  /** Ours: the amount is worth more than can be bought or sold without verification (900 euro, spec 1 §2). */
  const aboveVerificationFreeLimit = derived(() => {
    const [fiat, crypto, amount] = selling ? [receive.value, pay.value, receiveValue.value] : [pay.value, receive.value, payValue.value];
    if (!fiat || !crypto || amount === null) return false;
    const euro = worthInEuro({ direction: setup.direction, fiat: fiat.tickerWithNetwork, crypto: crypto.tickerWithNetwork, fiatAmount: amount, rates: rateTable.value });
    return euro !== null && euro > PROMO_NO_KYC_LIMIT_EUR;
  });
  const canProceed = derived(
    () =>
      Boolean(rate.value) &&
      fees.value !== null &&
      payValue.value !== null &&
      payValue.value > 0 &&
      receiveValue.value !== null &&
      receiveValue.value > 0 &&
      violation.value === null &&
      !noProvider.value &&
      (selling || paymentType.value !== null),
  );

  function recalculate() {
    const r = rate.value;
    const f = fees.value;
    const payCurrency = pay.value;
    const receiveCurrency = receive.value;
    if (!r || !f || !payCurrency || !receiveCurrency) return;
    if (fixedSide.value === 'pay') {
      const value = payValue.value;
      receiveText.value = value === null ? '' : toPlainAmount(receiveForPay(value, r, f, receiveCurrency.roundOff), receiveCurrency.roundOff);
    } else {
      const value = receiveValue.value;
      payText.value = value === null ? '' : toPlainAmount(payForReceive(value, r, f, payCurrency.roundOff), payCurrency.roundOff);
    }
  }

  function fetchFees() {
    feesRequest?.abort();
    const payCurrency = pay.value;
    const receiveCurrency = receive.value;
    if (!payCurrency || !receiveCurrency) return;
    const request = new AbortController();
    feesRequest = request;
    const reportUnlessReplaced = (error: unknown) => {
      if (!request.signal.aborted) setup.report(error);
    };
    // spec 1 §3: "Default fallback: provider fee 0 percent, network fee 0 USD".
    settle(setup.loadFees({ pay: payCurrency, receive: receiveCurrency }, request.signal), reportUnlessReplaced, DEFAULT_FEES)
      .then((loaded) => {
        if (request.signal.aborted) return;
        batch(() => {
          quotedFees.value = loaded;
          recalculate();
        });
      });
  }

  /** spec 1 §4: pair change clears an unsupported payment type, clamps to the minimum, refetches fees. */
  function setPair(next: Pair, options: { prefetched?: Fees } = {}) {
    batch(() => {
      pay.value = next.pay;
      receive.value = next.receive;
      const kept = paymentTypeForPair(paymentType.value, rate.value);
      if (paymentType.value !== null && kept === null) paymentTypeCleared.value = true;
      paymentType.value = kept;
      const r = rate.value;
      if (r && fixedSide.value === 'pay' && payValue.value !== null) {
        payText.value = toPlainAmount(clampToMinimum(payValue.value, r, locks.payAmount), next.pay.roundOff);
      }
      quotedFees.value = options.prefetched ?? null;
      if (options.prefetched) recalculate();
    });
    if (!options.prefetched) fetchFees();
  }

  /** Start-up: the merchant's, the restored, else the defaults; `remembered` is the returning customer's last payment method. */
  function initialize(restored: PersistedOrderData | null, remembered: PaymentType | null = null) {
    const requested = restored?.payCurrency && restored.receiveCurrency && !locks.payCurrency && !locks.receiveCurrency
      ? { pay: restored.payCurrency, receive: restored.receiveCurrency }
      : setup.requested;
    const rates = rateTable.peek();
    const pair = choosePair(requested, payOptions, receiveOptions, rates, { pay: locks.payCurrency, receive: locks.receiveCurrency });
    if (!pair) return;
    const r = rates[rateKey(pair.pay.tickerWithNetwork, pair.receive.tickerWithNetwork)];
    batch(() => {
      if (setup.fixedAmount) {
        fixedSide.value = setup.fixedAmount.side;
        const text = String(setup.fixedAmount.value);
        if (setup.fixedAmount.side === 'pay') payText.value = text;
        else receiveText.value = text;
      } else if (restored?.fixedSide && restored.payValue && restored.receiveValue) {
        fixedSide.value = restored.fixedSide;
        payText.value = restored.payValue;
        receiveText.value = restored.receiveValue;
      } else if (r) {
        payText.value = toPlainAmount(initialPayAmount(r), pair.pay.roundOff);
      }
      // The merchant's payment type wins over the customer's restored one, which wins over the one they last
      // bought with (kept only when this pair offers it).
      paymentType.value = initialPaymentType(setup.paymentType ?? restored?.paymentType ?? paymentTypeForPair(remembered, r), r);
      const prefetched = setup.prefetchedFees?.ticker === feeTicker(pair) ? setup.prefetchedFees.fees : undefined;
      setPair(pair, { prefetched });
    });
  }

  /**
   * The quote read again (rates, then the pair's fees), the side the customer fixed kept: says when, and
   * which amount moved; a new rate of the pair tells `fresh.moved`. A failed read keeps the quote as it was.
   */
  async function refreshQuote(signal: AbortSignal): Promise<void> {
    const fresh = setup.fresh;
    const pair = pay.peek() && receive.peek() ? { pay: pay.peek() as Currency, receive: receive.peek() as Currency } : null;
    if (!fresh || !pair) return;
    const [nextRates, nextFees] = await Promise.all([fresh.loadRates(), setup.loadFees(pair, signal)]);
    if (signal.aborted || pay.peek() !== pair.pay || receive.peek() !== pair.receive) return;
    quotedAt = Date.now();
    const before = { rate: rate.peek(), pay: payText.peek(), receive: receiveText.peek() };
    batch(() => {
      rateTable.value = nextRates;
      quotedFees.value = nextFees;
      recalculate();
      const moved = payText.peek() !== before.pay ? 'pay' : receiveText.peek() !== before.receive ? 'receive' : null;
      quoteUpdate.value = { at: quotedAt, moved };
    });
    const after = rate.peek();
    if (after && (!before.rate || exchangeRate(after) !== exchangeRate(before.rate))) {
      fresh.moved({ payCurrency: pair.pay.tickerWithNetwork, receiveCurrency: pair.receive.tickerWithNetwork, rate: exchangeRate(after) });
    }
  }

  const quoteFollower = watch({
    read: refreshQuote,
    afterRead: () => setup.fresh?.everyMs ?? 'done',
    afterFailure: () => setup.fresh?.everyMs ?? 'failed',
    report: setup.report,
  });

  return exposed({
    payOptions,
    receiveOptions,
    rates: view(rateTable),
    locks,
    pay: view(pay),
    receive: view(receive),
    payText: view(payText),
    receiveText: view(receiveText),
    fixedSide: view(fixedSide),
    paymentType: view(paymentType),
    paymentTypeCleared: view(paymentTypeCleared),
    rate,
    fees,
    payValue,
    receiveValue,
    violation,
    paymentTypes,
    noProvider,
    loadingSide: view(loadingSide),
    breakdown,
    canProceed,
    aboveVerificationFreeLimit,
    initialize,

    changePayText(text: string) {
      const currency = pay.value;
      const clean = sanitizeAmountInput(text, currency?.roundOff ?? 2);
      if (clean === null || locks.payAmount) return;
      batch(() => {
        payText.value = clean;
        fixedSide.value = 'pay';
        recalculate();
      });
    },
    changeReceiveText(text: string) {
      const currency = receive.value;
      const clean = sanitizeAmountInput(text, currency?.roundOff ?? 8);
      if (clean === null || locks.receiveAmount) return;
      batch(() => {
        receiveText.value = clean;
        fixedSide.value = 'receive';
        recalculate();
      });
    },
    changePayCurrency(currency: Currency) {
      if (locks.payCurrency || !receive.value) return;
      setPair({ pay: currency, receive: receive.value });
    },
    changeReceiveCurrency(currency: Currency) {
      if (locks.receiveCurrency || !pay.value) return;
      setPair({ pay: pay.value, receive: currency });
    },
    /** spec 1 §4: a payment type the pair does not support switches the pay currency to the first that does. */
    /** Chooses the payment method; returns the new pay currency when the method switched it (spec 1 §4). */
    changePaymentType(type: PaymentType): Currency | null {
      const current = pay.value && receive.value ? { pay: pay.value, receive: receive.value } : undefined;
      if (!current) return null;
      const nextPay = locks.payCurrency ? current.pay : payCurrencyForPaymentType(type, current, payOptions, rateTable.peek());
      if (!nextPay) return null;
      paymentTypeCleared.value = false;
      if (nextPay !== current.pay) {
        paymentType.value = type;
        setPair({ pay: nextPay, receive: current.receive });
        return nextPay;
      }
      paymentType.value = type;
      return null;
    },
    /** The order-creation data worth keeping across a reload. */
    snapshot(): Omit<PersistedOrderData, 'savedAt'> {
      return {
        fixedSide: fixedSide.value,
        payCurrency: pay.value?.tickerWithNetwork,
        receiveCurrency: receive.value?.tickerWithNetwork,
        payValue: payText.value || undefined,
        receiveValue: receiveText.value || undefined,
        paymentType: paymentType.value,
      };
    },
    /** The last fresh quote: when it came, and which amount it moved. */
    quoteUpdate: view(quoteUpdate),
    /**
     * The quote kept fresh while the calculator shows: `resume` (shown, or visible again) reads it when the
     * last read is older than the interval, else when it will be; `pause` (hidden, or gone) stops.
     */
    followQuote: {
      resume() {
        const every = setup.fresh?.everyMs;
        if (every) quoteFollower.start(Math.max(0, quotedAt + every - Date.now()));
      },
      pause: quoteFollower.stop,
    },
    dispose() {
      feesRequest?.abort();
      quoteFollower.stop();
    },
  });
}

export type CalculatorModel = ReturnType<typeof createCalculatorModel>;
