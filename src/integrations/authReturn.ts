/**
 * Our `/close_on_success` and `/close_on_failure` pages (spec 1 §2), in a tab the widget opened for the
 * provider's page: success tells the widget (its opener, same origin) that the provider sent the tab back
 * (`authWindow.ts` listens), and the tab closes. Apart from `authWindow.ts`, as the pages work before
 * start-up, in the first load.
 */
import { CONTRACT_VERSION, MESSAGE_SOURCE } from '../host/protocol';

export function announceReturn(opener: Window): void {
  opener.postMessage({ source: MESSAGE_SOURCE, version: CONTRACT_VERSION, type: 'load', data: {} }, window.location.origin);
}

/**
 * Back in the tab the widget opened: tells the opener on success, then closes the tab. False when there is
 * no opener (a tab opened some other way, or its opener gone): such a tab cannot close itself.
 */
export function returnToOpener(outcome: 'success' | 'failure'): boolean {
  const opener = window.opener as Window | null;
  if (!opener) return false;
  if (outcome === 'success') announceReturn(opener);
  window.close();
  return true;
}
