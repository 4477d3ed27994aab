/**
 * One i18next instance per widget (never the host page's global one). English is bundled; Spanish and
 * Portuguese are separate chunks loaded when chosen, so the first load carries one locale.
 */
import i18next, { type i18n } from 'i18next';
import type { LanguageCode } from '../domain/constants';
import en from './locales/en.json';

const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: typeof en }>> = {
  es: () => import('./locales/es.json'),
  pt: () => import('./locales/pt.json'),
};

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
  return instance;
}

/** Loads a locale's strings (once) and switches the instance to it. */
export async function activateLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  if (code !== 'en' && !instance.hasResourceBundle(code, 'translation')) {
    const strings = await loaders[code]();
    instance.addResourceBundle(code, 'translation', strings.default);
  }
  await instance.changeLanguage(code);
}
