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

/**
 * Loads a language's strings (once) and switches the instance to it. `fetched`: the same files as the
 * entry imported them, [core, flow] (src/api/early.ts), used when they are strings modules.
 */
export async function activateLanguage(instance: i18n, code: LanguageCode, fetched?: Promise<readonly [unknown, unknown]> | null): Promise<void> {
  const done = loaded.get(instance);
  if (!done?.has(code)) {
    const [core, flow] = (await stringsModules(fetched, code)) ?? (await Promise.all([code === 'en' ? null : coreLoaders[code](), flowLoaders[code]()]));
    if (core) instance.addResourceBundle(code, 'translation', core.default, true, true);
    instance.addResourceBundle(code, 'translation', flow.default, true, true);
    done?.add(code);
  }
  await instance.changeLanguage(code);
}

type StringsModule = { default: Strings };

/** The entry's imports of a language's files, if they came and are what the loaders would give. */
async function stringsModules(
  fetched: Promise<readonly [unknown, unknown]> | null | undefined,
  code: LanguageCode,
): Promise<readonly [StringsModule | null, StringsModule] | null> {
  const isStrings = (module: unknown): module is StringsModule =>
    typeof module === 'object' && module !== null && typeof (module as Partial<StringsModule>).default === 'object';
  // silent: a failed early import is only retried by the loaders, which report a failure of their own.
  const [core, flow] = (await fetched?.catch(() => null)) ?? [];
  if (!isStrings(flow)) return null;
  if (code === 'en') return core === null ? [null, flow] : null;
  return isStrings(core) ? [core, flow] : null;
}
