// https://nuxt.com/docs/api/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2026-11-01',
  devtools: { enabled: false },
  telemetry: false,
  vue: {
    compilerOptions: {
      // <crypto-ramp-widget> is a custom element, not a Vue component: Vue renders the tag as it is
      // (attributes on the server, listeners in the browser) instead of looking for a component.
      isCustomElement: (tag) => tag === 'crypto-ramp-widget',
    },
  },
});
