/**
 * Where the customer goes next, through one channel. Every action a screen calls answers with a `Next`:
 * go to a route of the table (chosen by a rule of `src/domain`), or stay, with the problem to say (an i18n
 * key, and the backend's own words when it gave some) or none when the model's view already says it. The
 * screen's port hands each answer to `follow`; a model that learns on its own that the customer must move
 * on (a poll saw the review end, a session begun elsewhere) and start-up's resume of a flow use the same
 * `follow`. The router in `app.tsx` makes the move; the frame shows the problem.
 */
import { computed, signal } from '@preact/signals-react';
import type { ParseKeys } from 'i18next';
import type { Route } from '../domain/routes';
import type { View } from './view';

/** An i18n key of ours (a misspelt one is a compile error). */
export type TextKey = ParseKeys;

/** Why the customer stays: our words, and the backend's when it gave some for this case. */
export type Problem = { key: TextKey; serverText?: string | null };

/**
 * `resume`: start-up resuming a flow (an order, the restored steps): never on a public page, and, when
 * 'fromRoot', only for a customer who starts at the root (a reload elsewhere stays there).
 */
export type Next = { go: Route; replace?: boolean; resume?: 'always' | 'fromRoot' } | { stay: Problem | null };

/** Stay: the model's own view already says why (its field errors, its failure), or there is nothing to say. */
export const STAY: Next = { stay: null };

export function go(route: Route, replace = false): Next {
  return replace ? { go: route, replace } : { go: route };
}

/** Stay and say why. */
export function stay(key: TextKey, serverText?: string | null): Next {
  return { stay: serverText ? { key, serverText } : { key } };
}

/** A move the router is asked to make. */
export type Move = Extract<Next, { go: Route }>;

export type Navigation = {
  /** The move asked for, until the router has made it. */
  move: View<Move | null>;
  /** What the last action that kept the customer here had to say, until the customer moves or acts again. */
  problem: View<Problem | null>;
  /** The one way to move on: an action's answer, or a model's own (one already there is followed at once). */
  follow(next: Next | Promise<Next>): Promise<void>;
  /** The router made the move (or declined a resume). */
  moved(): void;
  /** Another screen shows: what was said on the last one goes (a move asked for meanwhile stays asked). */
  arrived(): void;
};

export function createNavigation(report: (error: unknown) => void): Navigation {
  const move = signal<Move | null>(null);
  const problem = signal<Problem | null>(null);
  return {
    move: computed(() => move.value),
    problem: computed(() => problem.value),
    follow(next) {
      const settle = (settled: Next) => {
        if ('go' in settled) move.value = settled;
        else problem.value = settled.stay;
      };
      problem.value = null;
      if (!(next instanceof Promise)) return Promise.resolve(settle(next));
      return next.then(settle, (error: unknown) => {
        // An action that failed instead of answering: reported, and the customer is told, never left guessing.
        report(error);
        settle(stay('errors.actionFailed'));
      });
    },
    moved() {
      move.value = null;
    },
    arrived() {
      problem.value = null;
    },
  };
}
