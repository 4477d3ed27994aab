/**
 * Where the customer goes next. Every action a screen calls answers with a `Next`: go to a route of the
 * table (chosen by a rule of `src/domain`), or stay, with the problem to say (an i18n key, and the
 * backend's own words when it gave some) or none when the model's view already says it. A model that
 * learns on its own that the customer must move on (a poll saw the review end, a session begun elsewhere)
 * asks the widget's navigation, which the router in `app.tsx` follows.
 */
import { type ReadonlySignal, signal } from '@preact/signals-react';
import type { Route } from '../domain/routes';
import type { ParseKeys } from 'i18next';

/** An i18n key of ours (a misspelt one is a compile error). */
export type TextKey = ParseKeys;

/** Why the customer stays: our words, and the backend's when it gave some for this case. */
export type Problem = { key: TextKey; serverText?: string | null };

export type Next = { go: Route; replace?: boolean } | { stay: Problem | null };

export const STAY: Next = { stay: null };

export function go(route: Route, replace = false): Next {
  return replace ? { go: route, replace } : { go: route };
}

export type Navigation = {
  /** A move a model asked for, until the router has made it. */
  request: ReadonlySignal<{ to: Route; replace: boolean } | null>;
  go(to: Route, replace?: boolean): void;
  follow(next: Next): void;
  /** The router made the move. */
  done(): void;
};

export function createNavigation(): Navigation {
  const request = signal<{ to: Route; replace: boolean } | null>(null);
  return {
    request,
    go(to, replace = false) {
      request.value = { to, replace };
    },
    follow(next) {
      if ('go' in next) request.value = { to: next.go, replace: next.replace === true };
    },
    done() {
      request.value = null;
    },
  };
}
