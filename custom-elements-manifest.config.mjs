// custom-elements.json (`npm run build` writes it into dist/; package.json names it under `customElements`):
// the element's one description, read from the doc comments of its public declaration (elements/public.ts).
// IDEs, Storybook and other frameworks' typing generators read it; test/e2e/merchant-kit.test.ts checks it
// against the code that ships and the framework typings against it.

/** The declaration describes what the package's entry exports: tools import it from there. */
const SHIPPED_MODULE = 'dist/element/crypto-ramp-widget.js';

export default {
  globs: ['elements/public.ts'],
  outdir: 'dist',
  dependencies: false,
  packagejson: false,
  plugins: [
    {
      name: 'shipped-module',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          module.path = SHIPPED_MODULE;
          // Type-only exports do not exist in the JavaScript module.
          module.exports = module.exports.filter((entry) => ['CryptoRampWidgetElement', 'TAG_NAME', 'isRampMessage'].includes(entry.name));
          for (const entry of module.exports) entry.declaration.module = SHIPPED_MODULE;
          module.exports.push({ kind: 'custom-element-definition', name: 'crypto-ramp-widget', declaration: { name: 'CryptoRampWidgetElement', module: SHIPPED_MODULE } });
          module.declarations = module.declarations.filter((declaration) => module.exports.some((entry) => entry.name === declaration.name));
        }
      },
    },
  ],
};
