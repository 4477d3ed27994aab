// Visual regression, the iframe on the test merchant page (sized to its content): a customer's first steps
// and a card purchase with what it can end in, at 360 and 400 px, light and dark. See visual.ts and
// screenTour.ts.
import { describe, it } from 'node:test';
import { sandboxAndBrowser } from './environment';
import { cardPurchase, firstSteps } from './screenTour';
import { VISUAL_BROWSER_ENV, shootTour } from './visual';

const env = sandboxAndBrowser(VISUAL_BROWSER_ENV);

describe('visual regression: buying in the iframe, 360 and 400 px, light and dark', () => {
  it('first steps', () => shootTour(env, 'iframe', firstSteps));
  it('a card purchase and what it can end in', () => shootTour(env, 'iframe', cardPurchase));
});
