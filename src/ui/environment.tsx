/**
 * What the shared components need of the widget they are in, and nothing more: its texts, its language,
 * the currencies it knows, and the frame's header actions. `app.tsx` provides it from the widget's models
 * (one per widget instance); the components never import a model.
 */
import type { Readable } from './readable';
import { useSignals } from '@preact/signals-react/runtime';
import type { i18n } from 'i18next';
import { createContext, useContext } from 'react';
import type { LanguageCode } from '../domain/constants';
import type { Currency } from '../domain/currencies';

export type UiEnvironment = {
  t: i18n['t'];
  language: Readable<LanguageCode>;
  changeLanguage(code: LanguageCode): Promise<void>;
  /** The merchant's name for the brand line, once the merchant check gave one. */
  merchantName: Readable<string | null>;
  /** With a merchant the host can close the widget; standalone, a help link takes the close button's place. */
  closable: Readable<boolean>;
  /** Whether the backend can be reached now (state/connection.ts): the frame says when not; the step waits. */
  connection: Readable<'online' | 'offline' | 'unreachable'>;
  /** A payment is under way: closing asks the customer first. */
  paymentUnderWay: Readable<boolean>;
  /** Why the customer stays where an action left them (its words), until they move or act again. */
  problem: Readable<string | null>;
  /** Tells the host the customer closed the widget. */
  exit(): void;
  /** Counts a screen shown; true from the second one on (the first never takes the focus from the host page). */
  noteScreenShown(): boolean;
  /** A currency the widget lists, by its ticker with network (undefined for one it does not know). */
  knownCurrency(tickerWithNetwork: string): Currency | undefined;
};

export const UiContext = createContext<UiEnvironment | null>(null);

/**
 * Every shared component that reads a signal starts with this: it subscribes the component to the signals
 * it reads (no Babel transform in our build) and re-renders it when the language changes.
 */
export function useUi(): UiEnvironment {
  useSignals();
  const environment = useContext(UiContext);
  if (!environment) throw new Error('useUi outside <UiContext>');
  environment.language.value; // subscribe: texts change with the language
  return environment;
}
