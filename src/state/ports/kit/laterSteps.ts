/**
 * What the later steps' ports declare alike: a later step's model, an order screen's order, the address
 * fields' choices, a creation's failure, and closing what a port opened.
 */
import { effect, signal } from '@preact/signals-react';
import type { Flow } from '../../../domain/flow';
import { flowStart } from '../../../domain/routes';
import type { Widget } from '../../compose';
import { go } from '../../navigation';
import type { CreationFailure } from '../../order';
import { type View, derived, view } from '../../view';

/**
 * A later step's model (its code loads with that step), asked for when the screen opens and again on
 * `retry`; `opened` runs once it is there. `failed` when its code could not be loaded (reported).
 */
export function laterModel<M>(widget: Widget, current: View<M | null>, ensure: () => Promise<M>, opened?: (model: M) => void) {
  const failed = signal(false);
  let shown = false;
  const load = () => {
    failed.value = false;
    ensure().then(
      (model) => {
        if (shown) opened?.(model);
      },
      (error: unknown) => {
        widget.report(error);
        failed.value = true;
      },
    );
  };
  return {
    model: current,
    failed: view(failed),
    retry: load,
    open(): () => void {
      shown = true;
      load();
      return () => {
        shown = false;
      };
    },
  };
}


/** An order screen's order, buying or selling: being read, here, none (gone, or not the customer's), or the read failed. */
export type OrderStatusOnScreen = 'loading' | 'ready' | 'none' | 'failed';


/**
 * The order of an order screen, buying or selling, from its later model (`laterModel`) and the model's
 * order session: 'failed' when the model's code or the order could not be read, 'none' without an order
 * (the customer then goes to the start of the flow: `open` follows it), the order once it is the one the
 * screen is for (`orderId`, by default the active one).
 */
export function orderOnScreen<M, O extends { id: string }>(
  { navigation }: Widget,
  flow: Flow,
  loaded: { model: View<M | null>; failed: View<boolean> },
  session: (model: M) => { id: View<string | null>; order: View<O | null>; load: View<OrderStatusOnScreen> },
  orderId?: string,
) {
  const order = derived(() => {
    const model = loaded.model.value;
    if (!model) return null;
    const { id, order: current } = session(model);
    return current.value && current.value.id === (orderId ?? id.value) ? current.value : null;
  });
  const status = derived((): OrderStatusOnScreen => {
    if (loaded.failed.value) return 'failed';
    const model = loaded.model.value;
    if (!model) return 'loading';
    if (order.value) return 'ready';
    const load = session(model).load.value;
    return load === 'ready' ? 'loading' : load;
  });
  return {
    order,
    status,
    /** Without an order the customer goes to the start of the flow. */
    open: () =>
      effect(() => {
        if (status.value === 'none') void navigation.follow(go(flowStart(flow), true));
      }),
  };
}


/**
 * The countries and, for the residence country on show, its states, for a form's address fields: the
 * countries loaded (once per widget) when the screen opens, a country's states from their own call when
 * the form shows the state field (the country list's copy serves until they arrive).
 */
export function addressChoices({ reference }: Widget, form: () => { countryCode: View<string>; showsState: View<boolean> } | null) {
  const states = derived(() => {
    const code = form()?.countryCode.value ?? '';
    return reference.states.value[code] ?? reference.availableCountries.value.find((c) => c.isoAlpha2 === code)?.states ?? [];
  });
  return {
    countries: reference.availableCountries,
    states,
    open() {
      reference.loadCountries();
      return effect(() => {
        const shown = form();
        const code = shown?.countryCode.value;
        if (code && shown.showsState.value) reference.loadStates(code);
      });
    },
  };
}


/** Why the last order creation failed (said on the screen the customer is sent back to). */
export function creationFailure({ later }: Widget): View<CreationFailure | null> {
  return derived(() => later.order.value?.failure.value ?? null);
}


/** Run each close, last opened first. */
export function closeAll(...closes: (() => void)[]): () => void {
  return () => {
    for (const close of closes.reverse()) close();
  };
}
