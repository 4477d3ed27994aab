import type { ReadonlySignal, Signal } from '@preact/signals-react';

/**
 * A model as screens see it: every signal read-only (`.value =` does not type-check), its fields' `set`
 * and its actions as they are. The hooks of `state/hooks/` hand models out through this.
 */
export type ReadOnly<M> = {
  // A form field (`field.ts`) keeps its `set`: it is how a screen changes an input.
  readonly [K in keyof M]: M[K] extends { set(value: never): void } ? M[K] : M[K] extends Signal<infer T> ? ReadonlySignal<T> : M[K];
};
