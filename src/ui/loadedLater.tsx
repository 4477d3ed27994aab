/**
 * Components whose code loads later (the next steps' screens), loaded like data: never while the device is
 * offline (they wait for it), and again after a failure (domain/retry.ts `loadWithRetries`), together with
 * the later screens' styles. One that stays failed shows the error page in the connection's words; its Try
 * again loads afresh.
 */
import { type Attributes, type ComponentType, lazy } from 'react';
import { loadWithRetries } from '../domain/retry';
import { loadLaterStyles } from './adoptStyles';
import { deviceOnline, pause } from './online';

/** The components whose load failed for good, each with what starts it afresh. */
const failed = new Set<() => void>();

/**
 * A component from `load`. React's `lazy` keeps a failed load for good, and the error page stays until
 * Try again: only then (`loadAfresh`) does the next render load it anew.
 */
export function loadedLater<P>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const renew = () => {
    Lazy = fresh();
  };
  const fresh = () =>
    lazy(() =>
      // With the later screens' styles: no screen of this code is drawn before its styles have arrived.
      loadWithRetries(() => Promise.all([load(), loadLaterStyles()]).then(([module]) => module), deviceOnline, pause).catch((error: unknown) => {
        failed.add(renew);
        throw error;
      }),
    );
  let Lazy = fresh();
  return (props: P) => <Lazy {...(props as P & Attributes)} />;
}

/** Try again after code that did not arrive: each failed component loads afresh at its next render. */
export function loadAfresh(): void {
  for (const renew of failed) renew();
  failed.clear();
}
