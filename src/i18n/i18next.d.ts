import 'i18next';
import type en from './locales/en.json';

// A missing or misspelt key is a compile error: en.json is the source of keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
