/**
 * The customer's session (spec 1 §4, §7; spec 2 §2): the signed-in user and the bearer token, kept in the
 * tab's storage (shared by the widgets of a page); a reload of the user; the sell login's look for a
 * session begun elsewhere in the tab; signing out.
 */
import { batch, signal } from '@preact/signals-react';
import type { Resources } from '../api/resources';
import { CUSTOMER_STORAGE_KEYS, STORAGE_KEYS } from '../domain/constants';
import type { User } from '../domain/entities';
import type { KeyValueStore } from './storage';
import { settle } from './settle';
import { view, exposed } from './view';

export function createSession(deps: {
  /** The tab's storage (sessionStorage, prefixed inside the element). */
  store: KeyValueStore;
  /** The API, once it exists (its client reads this session's token). */
  api: () => Resources;
  report: (error: unknown) => void;
}) {
  const token = signal<string | null>(deps.store.get(STORAGE_KEYS.authenticationToken));
  const user = signal<User | null>(null);

  /** spec 1 §4: "A change of user stores the token, or clears it if the user is null." */
  function setUser(next: User | null, nextToken?: string) {
    batch(() => {
      user.value = next;
      if (next === null) token.value = null;
      else if (nextToken) token.value = nextToken;
    });
    if (token.value) deps.store.set(STORAGE_KEYS.authenticationToken, token.value);
    else deps.store.remove(STORAGE_KEYS.authenticationToken);
  }

  return exposed({
    token: view(token),
    user: view(user),
    setUser,
    /** Reloads the signed-in user (KYC status polls); null when signed out or unreachable. */
    async refreshUser(): Promise<User | null> {
      if (!token.value) return null;
      const fresh = await settle(deps.api().customers.current(), deps.report, null);
      if (fresh) user.value = fresh;
      return fresh;
    },
    /**
     * spec 2 §2: the sell login polls the current user. A session begun elsewhere in this tab (another
     * widget of the page signing in stores the shared token) signs this widget in too.
     */
    async pollSession(): Promise<User | null> {
      const stored = deps.store.get(STORAGE_KEYS.authenticationToken);
      if (!stored) return null;
      const fresh = await settle(deps.api().customers.current(stored), deps.report, null);
      if (fresh) setUser(fresh, stored);
      return fresh;
    },
    /** Signs out here whatever the backend answers (its session ends with the token's lifetime); drafts go too. */
    async signOut() {
      await deps.api().customers.signOut().catch(deps.report);
      setUser(null);
      // Nothing typed by this customer stays for the next one on this tab, in any widget of the page.
      deps.store.removeEverywhere(CUSTOMER_STORAGE_KEYS.session);
    },
  });
}
