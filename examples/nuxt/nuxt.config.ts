// https://nuxt.com/docs/api/nuxt-config
export default defineNuxtConfig({
  compatibilityDate: '2026-11-28',
  vue: {
    compilerOptions: {
      // <crypto-ramp-widget> is a custom element, not a Vue component: Vue renders the tag as it is
      // (its attributes in the server's HTML, its listeners in the browser).
      isCustomElement: (tag) => tag === 'crypto-ramp-widget',
    },
  },
});
