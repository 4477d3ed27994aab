/**
 * spec 1 §4 "Language", spec 2 §4: stored code, else the browser's first two letters, else English.
 * A merchant's `lang` attribute sits between the two: the customer's own stored choice wins over it.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './constants';

/** Each language's locale as `GET languages` names it (spec 1 §3: "code en, locale en_US"). */
const USUAL_LOCALE: Readonly<Record<LanguageCode, string>> = { en: 'en_US', es: 'es_ES', pt: 'pt_BR' };
/** A locale a header can carry (`en_US`, `pt-BR`): nothing that could break the header. */
const LOCALE = /^[\w-]{2,16}$/;

export function isLanguageCode(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** The code of the language entry the widget stored for the customer (`lang`, JSON), or null. */
export function storedLanguageCode(entry: unknown): string | null {
  return entry && typeof entry === 'object' && 'code' in entry && typeof entry.code === 'string' ? entry.code : null;
}

export function chooseLanguage(options: {
  requested?: string | null;
  stored?: string | null;
  browser?: string | null;
}): LanguageCode {
  for (const candidate of [options.stored, options.requested, options.browser?.slice(0, 2).toLowerCase()]) {
    if (isLanguageCode(candidate)) return candidate;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * spec 1 §7: the locale a request carries (Accept-Language) for the language on screen: the one the
 * backend gave that language (its `GET languages` entry, or the entry stored with the customer's choice),
 * else the language's usual locale, which is also what calls carry before the backend's list is there.
 */
export function requestLocale(code: LanguageCode, entries: readonly unknown[]): string {
  const locale = (entries.find((entry) => storedLanguageCode(entry) === code) as { locale?: unknown } | undefined)?.locale;
  return typeof locale === 'string' && LOCALE.test(locale) ? locale : USUAL_LOCALE[code];
}
