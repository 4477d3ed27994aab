import 'i18next';
import type en from './locales/en.json';
import type enFlow from './locales/en.flow.json';

// A missing or misspelt key is a compile error: the English files are the source of keys.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enFlow };
  }
}
