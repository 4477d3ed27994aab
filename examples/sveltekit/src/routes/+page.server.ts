// Runs on the server only, for each request: signs the widget's launch. The page gets the key, the
// payload and its signature, never CRW_SECRET.
import { CRW_API_KEY, CRW_API_URL, CRW_SECRET, CRW_WIDGET_URL } from '$app/env/private';
import { signLaunchParams } from 'crypto-ramp-widget/server';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async () => {
  const launch = await signLaunchParams({
    apiKey: CRW_API_KEY,
    secret: CRW_SECRET,
    // Built from your own state (the shopper, the cart), never taken from the request.
    payload: { toCurrency: 'BTC' },
  });
  return { launch, apiUrl: CRW_API_URL, widgetUrl: CRW_WIDGET_URL };
};
