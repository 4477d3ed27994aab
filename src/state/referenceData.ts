/**
 * The lists the address and contact forms choose from (spec 1 §7 `GET countries`, `GET countries/{code}/states`):
 * loaded once per widget, on the first screen that shows them; a failed load is reported and tried again
 * by the next screen that needs it.
 */
import { computed, signal } from '@preact/signals-react';
import type { Resources } from '../api/resources';
import type { Country, State } from '../domain/entities';
import type { View } from './view';

export type ReferenceData = {
  /** Every country as loaded (empty until then). */
  countries: View<readonly Country[]>;
  /** The countries a customer can live in. */
  availableCountries: View<readonly Country[]>;
  /** States by country code, as their own call gave them. */
  states: View<Readonly<Record<string, State[]>>>;
  loadCountries(): void;
  loadStates(code: string): void;
};

export function createReferenceData(deps: { api: Resources; report: (error: unknown) => void }): ReferenceData {
  const countries = signal<readonly Country[]>([]);
  const states = signal<Readonly<Record<string, State[]>>>({});
  /** A load under way or done (a failed one is tried again by the next screen). */
  let requested = false;
  return {
    countries,
    availableCountries: computed(() => countries.value.filter((c) => c.available)),
    states,
    loadCountries() {
      if (requested) return;
      requested = true;
      deps.api.countries.list().then(
        (list) => {
          countries.value = list;
        },
        (error: unknown) => {
          requested = false;
          deps.report(error);
        },
      );
    },
    loadStates(code) {
      if (states.peek()[code]) return;
      void deps.api.countries.states(code).then((list) => {
        states.value = { ...states.peek(), [code]: list };
      }, deps.report);
    },
  };
}
