import { useSignals } from '@preact/signals-react/runtime';
import { createContext, useContext } from 'react';
import type { WidgetModel } from './widget';

export const WidgetContext = createContext<WidgetModel | null>(null);

/**
 * Every component that reads a signal starts with this: it subscribes the component to the signals it
 * reads (no Babel transform in our build) and re-renders it when the language changes.
 */
export function useWidget() {
  useSignals();
  const model = useContext(WidgetContext);
  if (!model) throw new Error('useWidget outside <WidgetContext>');
  model.language.value; // subscribe: texts change with the language
  return { model, t: model.i18n.t };
}
