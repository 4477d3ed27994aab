/**
 * `crypto-ramp-widget/server` in a bundle for the browser (the `browser` export condition): signing takes
 * the merchant's secret, which a page gives away. Loading this module in a page fails, saying so.
 */
import type { signLaunchParams as Signer } from './index.js';

const WHY = 'crypto-ramp-widget/server signs with your secret key: sign on your server (or an edge function), never in a page';

export const signLaunchParams: typeof Signer = () => Promise.reject(new Error(WHY));

throw new Error(WHY);
