/**
 * The widget's language: picked at pre-init (the one the customer chose before, else the merchant's
 * `lang`, else the browser's: `chooseLanguage`, spec 1 §4), its strings loaded beside start-up's calls; the
 * languages the backend offers; a change the customer makes, stored for next time and told to the
 * backend when they are signed in.
 */
import type { i18n as I18n } from 'i18next';
import { signal } from '@preact/signals-react';
import type { EarlyReplies } from '../api/early';
import type { Resources } from '../api/resources';
import { DEFAULT_LANGUAGE, type LanguageCode, STORAGE_KEYS } from '../domain/constants';
import { DEFAULT_LANGUAGE_ENTRY, type Language } from '../domain/entities';
import type { ErrorReply } from '../domain/ownWords';
import { chooseLanguage, languageToldToBackend, requestLocale, storedLanguageCode } from '../domain/language';
import { activateLanguage } from '../i18n/i18n';
import type { LoadLater } from './connection';
import { type KeyValueStore, readJson } from './storage';
import { settle } from './settle';
import { view, exposed, derived } from './view';

export function createLanguageModel(deps: {
  i18n: I18n;
  /** The page's lasting storage: the customer's choice, for their next visit. */
  local: KeyValueStore;
  api: () => Resources;
  signedIn: () => boolean;
  report: (error: unknown) => void;
  /** The strings the entry fetched with start-up's calls, if any (src/api/early.ts). */
  early: EarlyReplies | null;
  /** How strings that come later load (after the connection, again after failures: state/connection.ts). */
  loadLater: LoadLater;
}) {
  const language = signal<LanguageCode>('en');
  /** The backend's list (start-up's `languages` call), once it answered. */
  const offered = signal<Language[] | null>(null);
  /**
   * The entry stored with the customer's earlier choice, read at pre-init: its locale serves until the
   * backend's list is there (set before the language, whose change recomputes the locale).
   */
  let stored: unknown = null;
  const languages = derived(() => offered.value ?? [DEFAULT_LANGUAGE_ENTRY]);
  /**
   * Our words for the backend's (domain/ownWords.ts, issue 46), a chunk loaded with any language but
   * English, whose strings arrive with it: the backend answers a language its list lacks in English.
   */
  let ownWords: typeof import('../domain/ownWords') | null = null;
  const withOwnWords = async (code: LanguageCode) => {
    if (code !== DEFAULT_LANGUAGE && !ownWords) ownWords = await import('../domain/ownWords');
  };
  const locale = derived(() => requestLocale(language.value, offered.value, stored));

  return exposed({
    language: view(language),
    languages,
    /** What every request carries as Accept-Language (spec 1 §7): the language's locale, `en_US`. */
    locale,
    /**
     * pre-init: the language of this start, the request locale from the first call on (Accept-Language).
     * Resolves when its strings are there, or could not be loaded (the bundled English then shows). They
     * load like data (domain/retry.ts): after the connection, and again after a failure.
     */
    pick(options: { requested: string | null; browser: string | null }): Promise<void> {
      stored = readJson(deps.local, STORAGE_KEYS.lang);
      language.value = chooseLanguage({ requested: options.requested, stored: storedLanguageCode(stored), browser: options.browser });
      const code = language.peek();
      let fetched = deps.early?.takeStrings(code);
      const load = () => {
        // The entry's early import once; its files again by the loaders after that.
        const early = fetched;
        fetched = null;
        return Promise.all([activateLanguage(deps.i18n, code, early), withOwnWords(code)]).then(() => undefined);
      };
      return settle(deps.loadLater(load), deps.report, undefined);
    },
    /** The languages the backend offers (start-up's `languages` call). */
    offer(list: Language[]) {
      offered.value = list;
    },
    /** An error reply as the customer reads it: in our words where the backend answered in another language. */
    inCustomerWords(reply: ErrorReply): ErrorReply {
      const say = (key: string) => deps.i18n.t(key as never);
      return ownWords ? ownWords.inCustomerWords(reply, { locale: locale.peek(), language: language.peek(), say }) : reply;
    },
    /** The customer's choice: its strings first, then the switch; stored, and told to the backend when signed in. */
    async change(code: LanguageCode) {
      await Promise.all([activateLanguage(deps.i18n, code), withOwnWords(code)]);
      language.value = code;
      const entry = languages.peek().find((l) => l.code === code) ?? { ...DEFAULT_LANGUAGE_ENTRY, code, locale: locale.peek() };
      deps.local.set(STORAGE_KEYS.lang, JSON.stringify(entry));
      if (!deps.signedIn()) return;
      void deps.api().customers.setLanguage(languageToldToBackend(code, offered.peek())).catch(deps.report);
    },
  });
}
