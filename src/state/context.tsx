/**
 * The widget's composed models (`compose.ts`), given to its tree by `app.tsx`. Only the hooks of
 * `state/hooks/` read it: a screen gets what its feature's hooks give, never the whole widget.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { createContext, useContext, useEffect, useState } from 'react';
import type { Widget } from './compose';

export const WidgetContext = createContext<Widget | null>(null);

/** The widget, with the calling component subscribed to the signals it reads (no Babel transform in our build). */
export function useComposed(): Widget {
  useSignals();
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('A widget hook outside <WidgetContext>');
  widget.language.language.value; // subscribe: texts change with the language
  return widget;
}

/**
 * A later step's model (its code loads with that step), asked for when the screen opens and again on
 * `retry`; `opened` runs once it is there. `failed` when its code could not be loaded (reported);
 * `attempt` counts the tries, for what the screen opens on the model to start again with them.
 */
export function useLaterModel<M>(ensure: () => Promise<M>, opened?: (model: M) => void) {
  const { report } = useComposed();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [open] = useState(() => opened);
  useEffect(() => {
    if (attempt < 0) return;
    setFailed(false);
    ensure().then(open, (error: unknown) => {
      report(error);
      setFailed(true);
    });
  }, [ensure, open, report, attempt]);
  return { failed, attempt, retry: () => setAttempt((n) => n + 1) };
}
