/**
 * One i18next instance per widget (never the host page's global one). Each language has two files:
 * the core strings (frame, calculator, start-up errors), and the flow strings of every other screen. The
 * first load carries English core only; the rest are chunks fetched during start-up, beside the API
 * calls, so no screen renders before its strings are there.
 */
import i18next, { type i18n } from 'i18next';
import en from './locales/en.json';

type Strings = Record<string, unknown>;
/** The languages we ship strings for (the domain's LANGUAGE_CODES must be these: the compiler checks each call). */
type LanguageCode = 'en' | 'es' | 'pt';

const coreLoaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Strings }>> = {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
};
const flowLoaders: Record<LanguageCode, () => Promise<{ default: Strings }>> = {
  en: () => import('./locales/en.flow.json'),
  es: () => import('./locales/es.flow.json'),
  pt: () => import('./locales/pt.flow.json'),
};

const loaded = new WeakMap<i18n, Set<LanguageCode>>();

export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  loaded.set(instance, new Set());
  return instance;
}

/** Loads a language's strings (once) and switches the instance to it. */
export async function activateLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  const done = loaded.get(instance);
  if (!done?.has(code)) {
    const [core, flow] = await Promise.all([code === 'en' ? null : coreLoaders[code](), flowLoaders[code]()]);
    if (core) instance.addResourceBundle(code, 'translation', core.default, true, true);
    instance.addResourceBundle(code, 'translation', flow.default, true, true);
    done?.add(code);
  }
  await instance.changeLanguage(code);
}
