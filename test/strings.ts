/**
 * The widget's strings as the widget holds them, for tests: English's two files (its first screen's,
 * bundled, and the later screens') merged as i18next merges them, every other language's one file.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES, type LanguageCode } from '../src/domain/constants';

export type Strings = { [key: string]: string | Strings };

/** A file of src/i18n/locales by its name without `.json`. */
export function localeFile(name: string): Strings {
  return JSON.parse(readFileSync(new URL(`../src/i18n/locales/${name}.json`, import.meta.url), 'utf8')) as Strings;
}

/** `b`'s strings over `a`'s, group by group (i18next's deep `addResourceBundle`). */
export function mergedStrings(a: Strings, b: Strings): Strings {
  const out: Strings = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const there = out[key];
    out[key] = typeof there === 'object' && typeof value === 'object' ? mergedStrings(there, value) : value;
  }
  return out;
}

/** Every string of `code` the widget can show. */
export function widgetResources(code: LanguageCode): Strings {
  return code === 'en' ? mergedStrings(localeFile('en'), localeFile('en.flow')) : localeFile(code);
}

/** Each string's key path ('walletAddress.title') with its text. */
export function stringEntries(tree: Strings, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([name, value]) => (typeof value === 'object' ? stringEntries(value, `${prefix}${name}.`) : [[`${prefix}${name}`, value] as [string, string]]));
}

export { LANGUAGE_CODES };
