/** A form's input, read like a signal and changed only through `set`: screens never assign a signal. */
import { type ReadonlySignal, signal } from '@preact/signals-react';

export type Field<T> = ReadonlySignal<T> & { set(value: T): void };

export function field<T>(initial: T): Field<T> {
  const value = signal(initial);
  return Object.assign(value, {
    set(next: T) {
      value.value = next;
    },
  });
}
