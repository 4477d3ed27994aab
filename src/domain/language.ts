/**
 * spec 1 §4 "Language", spec 2 §4: stored code, else the browser's first two letters, else English.
 * A merchant's `lang` attribute sits between the two: the customer's own stored choice wins over it.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './constants';

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
