/**
 * Locations for the two embeds. The element uses a memory location (the host page's URL never changes);
 * the iframe page uses the browser location and keeps its query string (the launch parameters) on every
 * navigation, pushed or replaced (spec 1 §2). Both remember where the customer was across a reload.
 */
import { useCallback, useEffect } from 'react';
import type { BaseLocationHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';
import { ROUTES } from './domain/routes';

export function withQuery(to: string, search: string): string {
  if (to.includes('?') || search === '' || search === '?') return to;
  return `${to}${search.startsWith('?') ? search : `?${search}`}`;
}

/** A start screen: where a page or an element opens when nothing says otherwise. */
const isStart = (path: string) => path === ROUTES.root || path === ROUTES.buy || path === ROUTES.sell;

/** A page opened at `start` returns to `stored`: any screen from the root, only selling's from the sell start. */
function returnsTo(start: string, stored: string | null): boolean {
  if (!stored?.startsWith('/') || isStart(stored)) return false;
  return start !== ROUTES.sell || stored.startsWith(`${ROUTES.sell}/`);
}

/**
 * The iframe page's location: the browser's, keeping the query string, and remembered in `remember` like
 * the element's. A host page's reload loads the frame's `src` again, at its start screen: the page then
 * returns to where the customer was (the login code step, say), as the element does.
 */
export function createFrameLocation(remember: { get(): string | null; set(path: string): void }): BaseLocationHook {
  const stored = remember.get();
  if (stored && isStart(window.location.pathname) && returnsTo(window.location.pathname, stored)) {
    window.history.replaceState(window.history.state, '', withQuery(stored, window.location.search));
  }
  return () => {
    const [location] = useBrowserLocation();
    const navigate = useCallback(
      (to: string, options?: { replace?: boolean }) => browserNavigate(withQuery(to, window.location.search), options),
      [],
    );
    useEffect(() => remember.set(location), [location]);
    return [location, navigate];
  };
}

/** A memory location that remembers its path in the given store, so a reload returns to the same screen. */
export function createMemoryLocation(remember: { get(): string | null; set(path: string): void }): BaseLocationHook {
  const stored = remember.get();
  const { hook } = memoryLocation({ path: stored?.startsWith('/') ? stored : ROUTES.root });
  return () => {
    const [location, navigate] = hook();
    useEffect(() => remember.set(location), [location]);
    return [location, navigate];
  };
}
