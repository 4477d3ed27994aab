// A server component: it runs only on the server, so the secret stays here. The browser gets the three
// signed values, never CRW_SECRET.
import { signLaunchParams } from 'crypto-ramp-widget/server';
import { connection } from 'next/server';
import { BuyWidget } from './buy-widget';

/** A configuration value the server must have (set in the environment at run time, not at build time). */
function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export default async function Page() {
  // Render per request: the launch is signed with the environment of the running server, not the build's.
  await connection();
  // Sign what your server decided on (here: buy BTC); never sign a payload that came in a request.
  const params = await signLaunchParams({
    apiKey: env('CRW_API_KEY'),
    secret: env('CRW_SECRET'),
    payload: { toCurrency: 'BTC' },
  });
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: 16 }}>
      <h1>Buy Bitcoin</h1>
      <BuyWidget {...params} apiUrl={env('CRW_API_URL')} widgetUrl={env('CRW_WIDGET_URL')} />
    </main>
  );
}
