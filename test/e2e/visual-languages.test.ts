// Every language the widget speaks, on a phone (issue 46): the calculator, the wallet step, the card form,
// the confirmation and Done at 360 px in the element, light, each compared with its baseline, its layout
// checked (no word broken, the main button in sight), the root's lang and dir right and axe clean; Arabic
// right to left in both embeds, light and dark. English's screens are the other visual tests'.
import { describe, it } from 'node:test';
import { LANGUAGE_CODES } from '../../src/domain/constants';
import { sandboxAndBrowser } from './environment';
import { languageScreens } from './screenTour';
import { VISUAL_BROWSER_ENV, shootTour } from './visual';

const env = sandboxAndBrowser(VISUAL_BROWSER_ENV);

describe('visual regression in every language: the element at 360 px', () => {
  for (const lang of LANGUAGE_CODES.filter((code) => code !== 'en' && code !== 'ar')) {
    it(`${lang}: calculator, wallet, card form, confirmation, Done`, () => shootTour(env, 'element', languageScreens, { lang, widths: [360], themes: ['light'], audited: true }));
  }
});

describe('Arabic, right to left, in both embeds at 360 px, light and dark', () => {
  for (const embed of ['element', 'iframe'] as const) {
    it(`${embed}: calculator, wallet, card form, confirmation, Done`, () => shootTour(env, embed, languageScreens, { lang: 'ar', widths: [360], themes: ['light', 'dark'], audited: true }));
  }
});
