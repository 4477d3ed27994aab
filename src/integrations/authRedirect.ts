/**
 * spec 1 §2 "by redirect": the iframe page leaves for the provider's page, which comes back to the order.
 * The launch query (e-mail, share token, signed payload) stays in the tab's session storage under a random
 * id: the return address names only that id (the iframe page restores the query on return), so none of it
 * reaches the bank.
 */
import { launchQueryKey } from '../domain/constants';
import { authRedirectUrl, authReturnUrl } from '../domain/payment';
import { ROUTES } from '../domain/routes';

/** `keep`: the tab's storage, where the launch query waits for the page's return. */
export function leaveForProvider(url: string, keep: { set(key: string, value: string): void }): void {
  const launchId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  keep.set(launchQueryKey(launchId), window.location.search);
  const apiKey = new URLSearchParams(window.location.search).get('apiKey');
  window.location.assign(authRedirectUrl(url, authReturnUrl(window.location.origin, ROUTES.order, launchId, apiKey)));
}
