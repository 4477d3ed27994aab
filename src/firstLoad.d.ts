/**
 * The module the build writes for each entry (esbuild.config.mjs `firstLoadModule`): imports written out
 * in full, so a merchant's bundler follows them as the browser does.
 */
declare module 'crw:first-load' {
  /** Imports the widget's main module (first in the result) and every chunk it imports, at once. */
  export function firstLoad(): Promise<unknown[]>;
  /**
   * Each language's strings module: English's later screens' (its first screen's are bundled), every
   * other language whole.
   */
  export const strings: Readonly<Record<string, () => Promise<unknown>>>;
}
