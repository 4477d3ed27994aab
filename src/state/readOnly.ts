import type { ReadonlySignal, Signal } from '@preact/signals-react';

/**
 * A model as its users see it: every signal read-only (`.value =` does not type-check), its fields' `set`
 * and its actions as they are. Each model's factory returns itself through `readOnly`, so this is its
 * declared interface for screens and for the other models alike.
 */
export type ReadOnly<M> = {
  // A form field (`field.ts`) keeps its `set`: it is how a screen changes an input.
  readonly [K in keyof M]: M[K] extends { set(value: never): void } ? M[K] : M[K] extends Signal<infer T> ? ReadonlySignal<T> : M[K];
};

/**
 * Declares a model's interface as every user of it sees it, other models included: its signals read-only,
 * its actions the one way to change it. The object is returned as it is.
 */
export function readOnly<M>(model: M): ReadOnly<M> {
  return model as ReadOnly<M>;
}
