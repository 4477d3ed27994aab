/** A form's input, read like a view and changed only through `set`: screens never assign a signal. */
import { computed, signal } from '@preact/signals-react';
import type { View } from './view';

export type Field<T> = View<T> & { set(value: T): void };

/** `changed`: told each value set (a draft kept in storage, say). */
export function field<T>(initial: T, changed?: (value: T) => void): Field<T> {
  const value = signal(initial);
  return Object.assign(
    computed(() => value.value),
    {
      set(next: T) {
        value.value = next;
        changed?.(next);
      },
    },
  );
}
