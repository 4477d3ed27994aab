/** axe-core audits for the end-to-end tests, and the widget's own strings to find what a customer reads. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import i18next, { type TFunction } from 'i18next';
import type { Frame, Page } from 'playwright-core';
import type { LanguageCode } from '../../src/domain/constants';
import { type Strings, widgetResources } from '../strings';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type Violation = { id: string; nodes: string[] };

/** axe-core in `frame` (evaluated through the DevTools protocol: no page CSP applies), on `selector` or the whole document. */
export async function audit(frame: Frame, screen: string, selector: string | null): Promise<void> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  // The page scrolled to its end: a screen taller than the window keeps its main button at the window's
  // bottom edge, over what scrolls under it, which axe would take for a covered target; a customer
  // scrolls to what they want to reach (and a focused control scrolls clear of the button by itself).
  await frame.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const violations = await frame.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const context = selector ? document.querySelector(selector) : document;
      const { violations } = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return violations.map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' > ')) }));
    },
    { selector, tags: WCAG_TAGS },
  );
  assert.deepEqual(violations as Violation[], [], `axe on ${screen}: ${JSON.stringify(violations)}`);
}

/** The widget page's frame inside a merchant page (the iframe embed), found by its origin when asked for. */
export function widgetFrameOf(page: Page, widgetOrigin: string): () => Frame {
  return () => {
    const found = page.frames().find((f) => f.url().startsWith(widgetOrigin));
    if (!found) throw new Error('no widget frame');
    return found;
  };
}

export type Language = 'en' | 'es' | 'pt';
export const LANGUAGES: readonly Language[] = ['en', 'es', 'pt'];

export type Embed = 'iframe' | 'tag';

/**
 * The embed each language's screens are audited in. A language changes the words; the embed changes the
 * document (the widget's own page in a frame, or a shadow root on the merchant's page), its landmarks and
 * its colours' background. So every screen is audited in every language once, and in both embeds: the
 * iframe page in English and Portuguese, the tag in Spanish here and in English in the browser tests
 * (which audit every screen they reach).
 */
export const EMBED_OF: Readonly<Record<Language, Embed>> = { en: 'iframe', es: 'tag', pt: 'iframe' };

/**
 * The widget's strings in `lang`, as the widget shows them (its locale files, its interpolation); `strings`
 * in their place for a language a test serves itself (the pseudo-locale).
 */
export function widgetStrings(lang: LanguageCode, strings: Strings = widgetResources(lang)): TFunction {
  const instance = i18next.createInstance();
  void instance.init({ lng: lang, resources: { [lang]: { translation: strings } }, initAsync: false, interpolation: { escapeValue: false } });
  return instance.t;
}
