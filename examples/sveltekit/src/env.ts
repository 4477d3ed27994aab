// The environment this app reads (https://svelte.dev/docs/kit/environment-variables), imported from
// `$app/env/private`: server code only, SvelteKit refuses it in code for the browser. Read when the
// server starts, never built into the code; each one must be set, and SvelteKit checks that when the
// server starts and when `vite build` analyses the app.
import { defineEnvVars } from '@sveltejs/kit/env';

export const variables = defineEnvVars({
  CRW_API_KEY: { description: "The merchant's public key" },
  CRW_SECRET: { description: "The merchant's secret: it signs launches and never leaves the server" },
  CRW_API_URL: { description: "The provider's API" },
  CRW_WIDGET_URL: { description: "The provider's widget page" },
});
