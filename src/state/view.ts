/**
 * Read-only for real. A model keeps its signals to itself and shows `View`s of them: `view(s)` is a
 * `computed` (assigning its `value` throws at run time) typed without the members a `Signal` has and a view
 * must not (its brand, `subscribe`), so a view is not assignable to a `Signal` and no assignment — direct or
 * through a variable typed `Signal` — compiles (test/types/layers.ts keeps both errors).
 */
import { type Signal, computed } from '@preact/signals-react';

export type View<T> = {
  readonly value: T;
  peek(): T;
};

export function view<T>(source: Signal<T> | View<T>): View<T> {
  return computed(() => source.value);
}

/**
 * What a model may show: views, `computed`s, fields and actions, never a signal (a `Signal` or a
 * `ReadonlySignal`, which TypeScript lets pass where a writable one is asked). Checked, not cast: a model
 * built with a signal in its interface does not compile.
 */
export type Exposed<M> = {
  [K in keyof M]: M[K] extends { brand: unknown; subscribe: unknown } ? never : M[K] extends (...args: never[]) => unknown ? M[K] : M[K] extends object ? Exposed<M[K]> : M[K];
};

/** Declares a model's interface (see `Exposed`); the object is returned as it is. */
export function exposed<M>(model: M & Exposed<M>): M {
  return model;
}

/** A value computed from others, shown as a view. */
export function derived<T>(compute: () => T): View<T> {
  return computed(compute);
}
