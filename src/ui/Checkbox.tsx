/** A checkbox bound to a form's boolean field, its label beside it (links inside stay clickable). */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';

/** What the checkbox reads and changes: a form's field as a screen has it (the form decides what a change does). */
type Toggle = { readonly value: boolean; set(value: boolean): void };

export function Checkbox({ checked, children }: { checked: Toggle; children: ReactNode }) {
  useSignals();
  return (
    <label className="crw-check">
      <input
        type="checkbox"
        checked={checked.value}
        onChange={(event) => checked.set(event.currentTarget.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
