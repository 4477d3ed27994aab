// Visual regression: a sale and the screens a customer may start on, in both embeds at 360 and 400 px,
// light and dark; and the densest screens in Spanish (longer words, other wrapping) in the element, light
// only (a language changes the words, not the colours). See visual.ts and screenTour.ts.
import { describe, it } from 'node:test';
import { sandboxAndBrowser } from './environment';
import { denseScreens, sale, startScreens } from './screenTour';
import { VISUAL_BROWSER_ENV, WIDTHS, shootTour } from './visual';

const env = sandboxAndBrowser(VISUAL_BROWSER_ENV);

for (const embed of ['element', 'iframe'] as const) {
  describe(`visual regression: selling and starting in the ${embed}, 360 and 400 px, light and dark`, () => {
    it('a sale', () => shootTour(env, embed, sale));
    it('screens a customer may start on', () => shootTour(env, embed, startScreens));
  });
}

describe('visual regression in Spanish: the element, 360 and 400 px, light', () => {
  it('calculator, card form, confirmation, payout card, deposit', () => shootTour(env, 'element', denseScreens, { lang: 'es', widths: WIDTHS, themes: ['light'] }));
});
