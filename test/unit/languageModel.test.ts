/** The widget's language (src/state/language.ts) with the API faked and the real i18n instance and locale files. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type EarlyStrings, sendEarly, type EarlyReplies } from '../../src/api/early';
import type { Resources } from '../../src/api/resources';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { createI18n } from '../../src/i18n/i18n';
import { createLanguageModel } from '../../src/state/language';
import type { KeyValueStore } from '../../src/state/storage';
import { memoryStore } from './memoryStore';

function model(options: { local?: KeyValueStore; signedIn?: boolean; early?: EarlyReplies } = {}) {
  const told: string[] = [];
  const api = { customers: { setLanguage: async (code: string) => void told.push(code) } } as unknown as Resources;
  const i18n = createI18n();
  const language = createLanguageModel({ i18n, local: options.local ?? memoryStore(), api: () => api, signedIn: () => options.signedIn ?? false, report: () => undefined, early: options.early ?? null, loadLater: (load) => load() });
  return { language, i18n, told };
}

describe('the widget language', () => {
  it("the customer's earlier choice wins over the merchant's lang; its strings are loaded (spec 1 §4)", async () => {
    const { language, i18n } = model({ local: memoryStore({ [STORAGE_KEYS.lang]: JSON.stringify({ code: 'pt' }) }) });
    await language.pick({ requested: 'es', browser: 'en-US' });
    assert.equal(language.language.value, 'pt');
    assert.equal(i18n.language, 'pt');
  });

  it("takes the strings the entry fetched when they are the picked language's strings modules, else loads its own", async () => {
    const fetched = (modules: EarlyStrings['modules']) => sendEarly([], { code: 'es', modules });
    const own = model({ early: fetched(Promise.resolve({ default: { 'frame.loading': 'Traídas' } })) });
    await own.language.pick({ requested: 'es', browser: null });
    assert.equal(own.i18n.t('frame.loading'), 'Traídas');
    const malformed = model({ early: fetched(Promise.resolve(null)) });
    await malformed.language.pick({ requested: 'es', browser: null });
    const failed = model({ early: fetched(Promise.reject(new Error('offline'))) });
    await failed.language.pick({ requested: 'es', browser: null });
    const loaded = model();
    await loaded.language.pick({ requested: 'es', browser: null });
    assert.equal(malformed.i18n.t('frame.loading'), loaded.i18n.t('frame.loading'));
    assert.equal(failed.i18n.t('frame.loading'), loaded.i18n.t('frame.loading'));
    assert.notEqual(loaded.i18n.t('frame.loading'), 'Traídas');
  });

  it("without an earlier choice, the merchant's lang, then the browser's", async () => {
    const requested = model();
    await requested.language.pick({ requested: 'es', browser: 'pt-BR' });
    assert.equal(requested.language.language.value, 'es');
    const browser = model();
    await browser.language.pick({ requested: null, browser: 'pt-BR' });
    assert.equal(browser.language.language.value, 'pt');
  });

  it('a change is stored for next time, and told to the backend only for a signed-in customer', async () => {
    const local = memoryStore();
    const anonymous = model({ local });
    await anonymous.language.change('pt');
    assert.equal(anonymous.language.language.value, 'pt');
    assert.equal(JSON.parse(local.get(STORAGE_KEYS.lang) ?? '{}').code, 'pt');
    assert.deepEqual(anonymous.told, []);
    const signedIn = model({ signedIn: true });
    await signedIn.language.change('es');
    assert.deepEqual(signedIn.told, ['es']);
  });

  it("requests carry the language's locale as the backend names it (spec 1 §7: en_US, not en), the stored entry's until its list is there", async () => {
    const first = model();
    await first.language.pick({ requested: null, browser: 'es-MX' });
    assert.equal(first.language.locale.value, 'es_ES');
    first.language.offer([
      { id: 1, code: 'en', locale: 'en_GB', name: 'English' },
      { id: 2, code: 'es', locale: 'es_MX', name: 'Español' },
    ]);
    assert.equal(first.language.locale.value, 'es_MX');
    await first.language.change('en');
    assert.equal(first.language.locale.value, 'en_GB');

    const local = memoryStore({ [STORAGE_KEYS.lang]: JSON.stringify({ id: 3, code: 'pt', locale: 'pt_PT', name: 'Português' }) });
    const returning = model({ local });
    await returning.language.pick({ requested: 'es', browser: 'en-US' });
    assert.equal(returning.language.locale.value, 'pt_PT');
    // A stored locale no header can carry is not sent.
    const broken = model({ local: memoryStore({ [STORAGE_KEYS.lang]: JSON.stringify({ code: 'pt', locale: 'pt\r\nX-Evil: 1' }) }) });
    await broken.language.pick({ requested: null, browser: null });
    assert.equal(broken.language.locale.value, 'pt_BR');
  });

  it("issue 46: the backend's list decides what the backend is told, not what the widget speaks: a language it does not list is shown, and told as English", async () => {
    const french = model({ signedIn: true });
    await french.language.pick({ requested: null, browser: 'fr-FR' });
    assert.equal(french.language.language.value, 'fr');
    assert.equal(french.i18n.t('frame.loading'), 'Chargement…');
    // Before the backend's list: English for a language beyond the spec's three.
    assert.equal(french.language.locale.value, 'en_US');
    french.language.offer([
      { id: 1, code: 'en', locale: 'en_US', name: 'English' },
      { id: 2, code: 'es', locale: 'es_ES', name: 'Español' },
    ]);
    assert.equal(french.language.locale.value, 'en_US');
    await french.language.change('de');
    assert.equal(french.i18n.t('frame.back'), 'Zurück');
    assert.deepEqual(french.told, ['en']);
    await french.language.change('es');
    assert.deepEqual(french.told, ['en', 'es']);
    assert.equal(french.language.locale.value, 'es_ES');
    // A backend that lists French is told French.
    french.language.offer([{ id: 4, code: 'fr', locale: 'fr_FR', name: 'Français' }]);
    await french.language.change('fr');
    assert.equal(french.language.locale.value, 'fr_FR');
    assert.deepEqual(french.told, ['en', 'es', 'fr']);
  });
});
