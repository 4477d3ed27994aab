// Every build of the widget: the element as split ESM and as one IIFE script, and the iframe page.
// Configuration comes from the environment (CRW_API_URL, CRW_ENVIRONMENT, CRW_ERROR_DSN, CRW_VAULT_*): switching from
// the sandbox to the real provider is a rebuild with other values, not a code change.
import { mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

export const SANDBOX_PORTS = { api: 8787, widget: 8788, demo: 8789 };

/**
 * A production build (CRW_ENVIRONMENT=production) sends cards to the vault spec 2 §7 pins: the provider's
 * vault id, the live environment, through its custom vault host. It refuses to build without them rather
 * than fall back to a sandbox vault; `live` is its default environment (a regional `live-eu-1` may be set).
 */
export function productionVaultProblems(env = process.env) {
  if (env.CRW_ENVIRONMENT !== 'production') return [];
  const problems = [];
  if (!env.CRW_VAULT_ID) problems.push('CRW_VAULT_ID (the provider\'s VGS vault id, tnt…)');
  if (!env.CRW_VAULT_CNAME) problems.push('CRW_VAULT_CNAME (the custom vault host cards go through)');
  if (env.CRW_VAULT_ENVIRONMENT && !env.CRW_VAULT_ENVIRONMENT.startsWith('live')) {
    problems.push(`CRW_VAULT_ENVIRONMENT live (or a regional live-…), not ${env.CRW_VAULT_ENVIRONMENT}`);
  }
  return problems;
}

export function defines(env = process.env) {
  const vaultProblems = productionVaultProblems(env);
  if (vaultProblems.length > 0) throw new Error(`A production build needs ${vaultProblems.join(' and ')}.`);
  const production = env.CRW_ENVIRONMENT === 'production';
  const apiUrl = env.CRW_API_URL ?? `http://127.0.0.1:${SANDBOX_PORTS.api}`;
  return {
    'process.env.NODE_ENV': JSON.stringify(env.NODE_ENV === 'development' ? 'development' : 'production'),
    __CRW_API_URL__: JSON.stringify(apiUrl),
    __CRW_ENVIRONMENT__: JSON.stringify(env.CRW_ENVIRONMENT ?? 'sandbox'),
    // Sentry-style DSN (used only in production mode). Empty: the backend's own error-report ingest at the
    // API the widget is pointed at (the sandbox's), as for the NEAR RPC below.
    __CRW_ERROR_DSN__: JSON.stringify(env.CRW_ERROR_DSN ?? ''),
    // Empty: the backend's NEAR stand-in at {apiUrl}/near-rpc. Production: a NEAR mainnet RPC URL.
    __CRW_NEAR_RPC_URL__: JSON.stringify(env.CRW_NEAR_RPC_URL ?? ''),
    // The iframe page's address: tracking links from inside the element point there.
    __CRW_WIDGET_URL__: JSON.stringify(env.CRW_WIDGET_URL ?? `http://127.0.0.1:${SANDBOX_PORTS.widget}`),
    // Empty vault id: the backend's Collect-compatible stand-in (the sandbox). Production: the VGS vault id
    // (tnt…), its environment (live by default) and the custom vault host (CNAME), all required.
    __CRW_VAULT_ID__: JSON.stringify(env.CRW_VAULT_ID ?? ''),
    __CRW_VAULT_ENVIRONMENT__: JSON.stringify(env.CRW_VAULT_ENVIRONMENT ?? (production ? 'live' : 'sandbox')),
    __CRW_VAULT_CNAME__: JSON.stringify(env.CRW_VAULT_CNAME ?? ''),
    // The split builds load the NEAR wallet selector on demand; the one-file IIFE build leaves it out.
    __CRW_NEAR_WALLETS__: 'true',
    // Some wallet packages (HOT) read Node's `global`: in the browser it is globalThis.
    global: 'globalThis',
  };
}

/** CSS is imported as a (minified) string: the widget injects it into its own shadow root or page. */
const cssAsMinifiedText = {
  name: 'css-as-minified-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      const { code } = await esbuild.transform(await readFile(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: code, loader: 'text' };
    });
  },
};

export const common = {
  bundle: true,
  jsx: 'automatic',
  plugins: [cssAsMinifiedText],
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  // near-api-js reaches Node's util through is-my-json-valid; it is tree-shaken away in the browser.
  external: ['util'],
};

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Source maps are written beside each file but not linked from it: the link comment costs every customer
 * about 1 KB gzip of the first load (one per chunk); error reporting and a developer load them by name.
 */
const SOURCE_MAPS = 'external';

/** The chunks an entry imports statically, directly or through each other (its first load), entry excluded. */
export function firstLoadFiles(metafile, entry) {
  const found = new Set();
  const visit = (file) => {
    for (const { path, kind } of metafile.outputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' || found.has(path)) continue;
      found.add(path);
      visit(path);
    }
  };
  visit(entry);
  return [...found].sort();
}

export async function buildAll({ minify = true } = {}) {
  await rm(`${root}dist`, { recursive: true, force: true });
  const define = defines();
  const [elementMain, , iframeMain] = await Promise.all([
    esbuild.build({
      ...common,
      define,
      minify,
      entryPoints: { widget: `${root}elements/crypto-ramp-widget.tsx` },
      outdir: `${root}dist/element`,
      entryNames: 'chunks/[name]-[hash]',
      format: 'esm',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      sourcemap: SOURCE_MAPS,
      metafile: true,
    }),
    esbuild.build({
      ...common,
      minify,
      define: { ...define, __CRW_NEAR_WALLETS__: 'false' },
      entryPoints: [`${root}elements/crypto-ramp-widget.tsx`],
      outfile: `${root}dist/element/crypto-ramp-widget.iife.js`,
      format: 'iife',
      sourcemap: SOURCE_MAPS,
    }),
    esbuild.build({
      ...common,
      define,
      minify,
      entryPoints: { page: `${root}src/iframe.tsx` },
      outdir: `${root}dist/widget/assets`,
      entryNames: 'chunks/[name]-[hash]',
      format: 'esm',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      sourcemap: SOURCE_MAPS,
      metafile: true,
    }),
  ]);
  await Promise.all([
    // The package's server helper (`crypto-ramp-widget/server`): Node only.
    esbuild.build({
      entryPoints: [`${root}server/index.ts`],
      outfile: `${root}dist/server/index.js`,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
    }),
    // The demo's React 19 and Vue 3 merchant pages, from the real packages (dev dependencies).
    esbuild.build({
      ...common,
      minify,
      entryPoints: { react: `${root}demo/react/main.tsx`, vue: `${root}demo/vue/main.ts` },
      outdir: `${root}dist/demo`,
      format: 'esm',
      define: {
        'process.env.NODE_ENV': '"production"',
        __VUE_OPTIONS_API__: 'false',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
    }),
  ]);
  // The entries: a few KB each that send start-up's calls and fetch the whole first load at once.
  const elementFiles = mainAndChunks(elementMain.metafile, 'elements/crypto-ramp-widget.tsx');
  const iframeFiles = mainAndChunks(iframeMain.metafile, 'src/iframe.tsx');
  const entry = (source, outfile, files, metafile, dir) =>
    esbuild.build({
      ...common,
      plugins: [...common.plugins, firstLoadModule(files.map((file) => `./${file.slice(dir.length)}`), stringsFiles(metafile, dir))],
      define,
      minify,
      entryPoints: [`${root}${source}`],
      outfile: `${root}${outfile}`,
      format: 'esm',
      sourcemap: SOURCE_MAPS,
      metafile: true,
    });
  const [elementEntry, iframeEntry] = await Promise.all([
    entry('elements/entry.ts', 'dist/element/crypto-ramp-widget.js', elementFiles, elementMain.metafile, 'dist/element/'),
    entry('src/iframeEntry.ts', 'dist/widget/assets/iframe.js', iframeFiles, iframeMain.metafile, 'dist/widget/assets/'),
  ]);
  await mkdir(`${root}dist/widget`, { recursive: true });
  // The iframe page names every file of its first load after its entry: the browser fetches them beside
  // the entry instead of finding them only once the entry has run.
  const preloads = iframeFiles.map((file) => `\n    <link rel="modulepreload" href="/${file.slice('dist/widget/'.length)}" />`);
  const page = (await readFile(`${root}src/iframe.html`, 'utf8')).replace('</script>', `</script>${preloads.join('')}`);
  await writeFile(`${root}dist/widget/index.html`, page);
  await writeFile(`${root}dist/meta-element.json`, JSON.stringify(merged(elementMain.metafile, elementEntry.metafile)));
  await writeFile(`${root}dist/meta-iframe.json`, JSON.stringify(merged(iframeMain.metafile, iframeEntry.metafile)));
}

/** The output built from `source` and the chunks it imports statically: the module an entry loads. */
function mainAndChunks(metafile, source) {
  const main = Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === source);
  return [main, ...firstLoadFiles(metafile, main)];
}

/**
 * The entries' `crw:first-load` module: the main module and its chunks, and each language's strings, as
 * imports written out in full (`import("./chunks/…")`, left as they are), so the browser fetches them at
 * once and a merchant's bundler that takes the package follows them.
 */
function firstLoadModule(files, strings) {
  const imports = (list) => `Promise.all([${list.map((file) => (file ? `import(${JSON.stringify(file)})` : 'null')).join(', ')}])`;
  return {
    name: 'first-load',
    setup(build) {
      build.onResolve({ filter: /^crw:first-load$/ }, () => ({ path: 'first-load', namespace: 'crw' }));
      build.onResolve({ filter: /^\.\/chunks\//, namespace: 'crw' }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace: 'crw' }, () => ({
        contents: `export const firstLoad = () => ${imports(files)};
export const strings = {${Object.entries(strings).map(([code, { core, flow }]) => `${JSON.stringify(code)}: () => ${imports([core, flow])}`).join(', ')}};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Each language's strings chunks, from `dir`: `core` (src/i18n/locales/{code}.json; null for English, in
 * the first load) and `flow` ({code}.flow.json).
 */
function stringsFiles(metafile, dir) {
  const files = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const inputs = Object.keys(output.inputs);
    const [, code, flow] = /^src\/i18n\/locales\/(\w+)(\.flow)?\.json$/.exec(inputs[0] ?? '') ?? [];
    if (!code || !file.endsWith('.js') || inputs.length !== 1) continue;
    files[code] = { core: null, ...files[code], [flow ? 'flow' : 'core']: `./${file.slice(dir.length)}` };
  }
  return files;
}

/** One metafile for a build and its entry's (the size and SBOM scripts read them together). */
function merged(...metafiles) {
  return {
    inputs: Object.assign({}, ...metafiles.map((m) => m.inputs)),
    outputs: Object.assign({}, ...metafiles.map((m) => m.outputs)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll();
  console.log('built dist/element (ESM + IIFE), dist/widget (iframe page), dist/server and dist/demo');
}
