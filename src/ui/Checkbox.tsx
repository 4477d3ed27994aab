/** A checkbox bound to a boolean signal, its label beside it (links inside stay clickable). */
import type { Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';

export function Checkbox({ checked, children }: { checked: Signal<boolean>; children: ReactNode }) {
  useSignals();
  return (
    <label className="crw-check">
      <input
        type="checkbox"
        checked={checked.value}
        onChange={(event) => {
          checked.value = event.currentTarget.checked;
        }}
      />
      <span>{children}</span>
    </label>
  );
}
