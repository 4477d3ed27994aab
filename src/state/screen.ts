/**
 * A screen's port: the one way a screen reaches the widget. Each route declares its port (`state/ports/`):
 * the views it may read, the actions it may call (`does`), the actions that move the customer (`moves`,
 * each answering a `Next`), and what opens with the screen and closes when it goes. `useScreen` builds the
 * port from the composed widget when the screen mounts and gives the screen what it declared, as the
 * screen may use it:
 *
 * - a view as its value (read when the screen reads it, so the screen re-renders when it changes), a model
 *   inside a view as the same, all the way down: no signal ever reaches a screen, so none can be written
 *   (the shown object's properties are getters only; test/types/layers.ts keeps the compile errors);
 * - a form field as `{ value, set }`;
 * - a move as an action whose answer goes to the navigation channel (`state/navigation.ts`): a screen
 *   never decides where to go, and a `stay` with a problem is shown by the frame.
 */
import { Signal } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import type { Widget } from './compose';
import { useComposed } from './context';
import type { Field } from './field';
import type { Navigation, Next } from './navigation';
import type { View } from './view';

/** A field as a screen has it: its value now, and how the customer changes it. */
export type Input<T> = { readonly value: T; set(value: T): void };

/** What a screen reads of a view, a field, a model or plain data: values, inputs and actions, never a signal. */
export type Shown<T> = T extends Field<infer V>
  ? Input<V>
  : T extends View<infer V>
    ? Shown<V>
    : T extends (...args: never[]) => unknown
      ? T
      : T extends readonly unknown[]
        ? T
        : T extends object
          ? { readonly [K in keyof T]: Shown<T[K]> }
          : T;

/** A move as a screen calls it: the answer is followed, the screen only waits for it. */
type Moved<M extends Moves> = { readonly [K in keyof M]: (...args: Parameters<M[K]>) => Promise<void> };

/** Actions a screen may call: functions only (a signal or a value declared here does not compile). */
type Actions = { readonly [name: string]: (...args: never[]) => unknown };
/** Moves: actions that answer where to go. */
type Moves = { readonly [name: string]: (...args: never[]) => Next | Promise<Next> };
/** A port that declares no actions, or no moves. */
type None = Record<never, never>;

/** What a route's port declares (see the module's comment). */
export type Declared<V, D extends Actions, M extends Moves> = {
  views?: V;
  does?: D;
  moves?: M;
  /** Opens with the screen (a poll, a form's draft, a model's load); returns the close. */
  open?: () => () => void;
};

/** A route's port: built from the composed widget and the screen's own parameters (its order id, say). */
export type Port<P extends unknown[], V, D extends Actions = None, M extends Moves = None> = (widget: Widget, ...params: P) => Declared<V, D, M>;

/** What the screen of a port gets. */
export type ScreenOf<V, D extends Actions, M extends Moves> = Shown<V> & Readonly<D> & Moved<M>;

/**
 * The screen's port, built once for its mount (a screen whose parameters change is mounted again: the
 * router keys it by them), opened with it and closed when it goes.
 */
export function useScreen<P extends unknown[], V, D extends Actions = None, M extends Moves = None>(port: Port<P, V, D, M>, ...params: P): ScreenOf<V, D, M> {
  const widget = useComposed();
  const [built] = useState(() => {
    const declared = port(widget, ...params);
    return { declared, shown: present(declared, widget.navigation) };
  });
  useEffect(() => built.declared.open?.(), [built]);
  return built.shown;
}

/** The screen's side of a declared port. */
export function present<V, D extends Actions = None, M extends Moves = None>(declared: Declared<V, D, M>, navigation: Pick<Navigation, 'follow'>): ScreenOf<V, D, M> {
  const screen: Record<string, unknown> = {};
  const views = (declared.views ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(views)) Object.defineProperty(screen, key, { enumerable: true, get: () => shown(views[key]) });
  Object.assign(screen, declared.does);
  const moves = (declared.moves ?? {}) as Record<string, (...args: unknown[]) => Next | Promise<Next>>;
  for (const [key, move] of Object.entries(moves)) screen[key] = (...args: unknown[]) => navigation.follow(move(...args));
  return Object.freeze(screen) as ScreenOf<V, D, M>;
}

/** Each model is shown through one object, so a part given it keeps its identity across renders. */
const shownModels = new WeakMap<object, object>();

function shown(value: unknown): unknown {
  if (value instanceof Signal) {
    const field = value as Signal & Partial<Pick<Field<unknown>, 'set'>>;
    return field.set ? { value: field.value, set: field.set } : shown(field.value);
  }
  if (!isModel(value)) return value;
  let model = shownModels.get(value);
  if (!model) {
    const members = value as Record<string, unknown>;
    model = {};
    for (const key of Object.keys(members)) Object.defineProperty(model, key, { enumerable: true, get: () => shown(members[key]) });
    Object.freeze(model);
    shownModels.set(value, model);
  }
  return model;
}

/** A model (a plain object with views or actions in it), as against plain data, which is shown as it is. */
function isModel(value: unknown): value is object {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).some((member) => member instanceof Signal || typeof member === 'function');
}
