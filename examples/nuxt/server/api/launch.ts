// GET /api/launch: the widget's launch parameters, signed here on the server for each request. The
// secret stays on the server: the page gets the key, the payload and its signature, never CRW_SECRET.
import { signLaunchParams } from 'crypto-ramp-widget/server';

export default defineEventHandler(async () => {
  const launch = await signLaunchParams({
    apiKey: env('CRW_API_KEY'),
    secret: env('CRW_SECRET'),
    // Built from your own state (the shopper, the cart), never taken from the request.
    payload: { toCurrency: 'BTC' },
  });
  return { ...launch, apiUrl: env('CRW_API_URL'), widgetUrl: env('CRW_WIDGET_URL') };
});

/** Read at run time, so one build serves the sandbox and production. */
function env(name: string): string {
  const value = process.env[name];
  if (!value) throw createError({ statusCode: 500, statusMessage: `${name} is not set` });
  return value;
}
