/**
 * The widget's composed models (`compose.ts`), given to its tree by `app.tsx`. Only `useScreen`
 * (`screen.ts`) and the router read it: a screen gets what its port declares, never the whole widget.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { createContext, useContext } from 'react';
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
