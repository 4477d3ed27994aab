/**
 * spec 1 §4 "Language", spec 2 §4: stored code, else the browser's first two letters, else English.
 * A merchant's `lang` attribute sits between the two: the customer's own stored choice wins over it.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './constants';

/** The spec's languages' locales as `GET languages` names them (spec 1 §3: "code en, locale en_US"). */
const USUAL_LOCALE: Readonly<Partial<Record<LanguageCode, string>>> = { en: 'en_US', es: 'es_ES', pt: 'pt_BR' };
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
 * backend gave that language in its `GET languages` list (`offered`, null until it is there; until then,
 * the entry stored with the customer's choice). The backend's list decides what the backend is told, not
 * what the widget speaks (issue 46): a language it does not list is told as English, and before its list
 * is there the spec's three carry their usual locale, any other English.
 */
export function requestLocale(code: LanguageCode, offered: readonly unknown[] | null, stored: unknown = null): string {
  const entry = (offered ?? [stored]).find((candidate) => storedLanguageCode(candidate) === code) as { locale?: unknown } | undefined;
  const locale = entry?.locale;
  if (typeof locale === 'string' && LOCALE.test(locale)) return locale;
  return (offered && !entry ? undefined : USUAL_LOCALE[code]) ?? 'en_US';
}

/** The language the backend is told the customer chose: theirs when its list has it, else English (issue 46). */
export function languageToldToBackend(code: LanguageCode, offered: readonly unknown[] | null): LanguageCode {
  return offered === null || offered.some((entry) => storedLanguageCode(entry) === code) ? code : DEFAULT_LANGUAGE;
}

/**
 * A language by its own name ("Français", "العربية"), as a language menu lists it: a customer looks for the
 * language they read. The browser's names (Intl.DisplayNames, in every engine the widget supports), with a
 * capital where the language writes one; the code where a browser cannot name it.
 */
export function languageName(code: LanguageCode): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code.toUpperCase();
  }
}

/** The direction a language is written in: Arabic right to left (issue 46), the others left to right. */
export function textDirection(code: string): 'rtl' | 'ltr' {
  return code === 'ar' ? 'rtl' : 'ltr';
}
