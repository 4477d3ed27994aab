// @ts-check
import node from '@astrojs/node';
import { defineConfig, envField } from 'astro/config';

export default defineConfig({
  // Every page is rendered on request: the widget's launch is signed for each page view.
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  env: {
    // `access: 'secret'` makes Astro read these from the server's environment at run time (never inlined
    // in the build, never sent to the browser); of the four only CRW_SECRET must stay secret.
    schema: {
      CRW_API_KEY: envField.string({ context: 'server', access: 'secret' }),
      CRW_SECRET: envField.string({ context: 'server', access: 'secret' }),
      // The provider's API and widget page (unset: the package's defaults).
      CRW_API_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      CRW_WIDGET_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
  },
});
