/**
 * Our `/close_on_success` page (spec 1 §2), in a tab the widget opened for the provider's page: it tells
 * the widget (its opener, same origin) that the provider sent the tab back (`authWindow.ts` listens).
 * Apart from `authWindow.ts`, as the page works before start-up, in the first load.
 */
import { CONTRACT_VERSION, MESSAGE_SOURCE } from '../host/protocol';

export function announceReturn(opener: Window): void {
  opener.postMessage({ source: MESSAGE_SOURCE, version: CONTRACT_VERSION, type: 'load', data: {} }, window.location.origin);
}
