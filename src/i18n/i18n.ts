/**
 * One i18next instance per widget (never the host page's global one). English has two files: the first
 * screen's strings (frame, calculator, a start-up that fails on the way), in the first load, and every
 * other screen's (en.flow.json). Every other language is one file, a chunk fetched during start-up beside
 * the API calls (one import per language: the first load carries the table of them), so no screen
 * renders before its strings are there.
 */
import i18next, { type i18n } from 'i18next';
import en from './locales/en.json';

type Strings = Record<string, unknown>;
/** The languages we ship strings for (the domain's LANGUAGE_CODES must be these: the compiler checks each call). */
type LanguageCode = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'tr' | 'pl' | 'uk' | 'id' | 'vi' | 'ar';

const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Strings }>> = {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
  it: () => import('./locales/it.json'),
  tr: () => import('./locales/tr.json'),
  pl: () => import('./locales/pl.json'),
  uk: () => import('./locales/uk.json'),
  id: () => import('./locales/id.json'),
  vi: () => import('./locales/vi.json'),
  ar: () => import('./locales/ar.json'),
};
const enFlow = () => import('./locales/en.flow.json');

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

/**
 * Loads a language's strings (once) and switches the instance to it. `fetched`: the same file as the
 * entry imported it (src/api/early.ts), used when it is a strings module.
 */
export async function activateLanguage(instance: i18n, code: LanguageCode, fetched?: Promise<unknown> | null): Promise<void> {
  const done = loaded.get(instance);
  if (!done?.has(code)) {
    const strings = (await stringsModule(fetched)) ?? (await (code === 'en' ? enFlow() : loaders[code]()));
    instance.addResourceBundle(code, 'translation', strings.default, true, true);
    done?.add(code);
  }
  await instance.changeLanguage(code);
}

type StringsModule = { default: Strings };

/** The entry's import of a language's file, if it came and is what the loaders would give. */
async function stringsModule(fetched: Promise<unknown> | null | undefined): Promise<StringsModule | null> {
  // silent: a failed early import is only retried by the loaders, which report a failure of their own.
  const strings = await fetched?.catch(() => null);
  return typeof strings === 'object' && strings !== null && typeof (strings as Partial<StringsModule>).default === 'object' ? (strings as StringsModule) : null;
}
