// Every build of the widget: the element as split ESM and as one IIFE script, and the iframe page.
// Configuration comes from the environment (CRW_API_URL, CRW_ENVIRONMENT, CRW_ERROR_DSN, CRW_VAULT_*): switching from
// the sandbox to the real provider is a rebuild with other values, not a code change.
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bytesBySource, moduleLinks } from './scripts/builtFiles.mjs';

export const SANDBOX_PORTS = { api: 8787, widget: 8788, demo: 8789, vault: 8790 };

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
    // CRW_PIN_API_URL=1: an `api-url` attribute naming another backend stops start-up (docs/security.md).
    __CRW_API_URL_PINNED__: JSON.stringify(env.CRW_PIN_API_URL === '1'),
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

/** A stylesheet's text, minified: what the bundles import and the iframe page's HTML carries. */
async function minifiedCss(path) {
  const { code } = await esbuild.transform(await readFile(path, 'utf8'), { loader: 'css', minify: true });
  return code.trim();
}

/** CSS is imported as a (minified) string: the widget injects it into its own shadow root or page. */
const cssAsMinifiedText = {
  name: 'css-as-minified-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async (args) => ({ contents: await minifiedCss(args.path), loader: 'text' }));
  },
};

/**
 * js-sha256 (inside the NEAR wallets' code) reaches Node's crypto through `eval("require('crypto')")` when it
 * finds `process.versions.node`: never in a browser, but every merchant's bundler warns about a direct eval.
 * The browser builds take it without its Node branch.
 */
const sha256WithoutNodeBranch = {
  name: 'js-sha256-without-node-branch',
  setup(build) {
    build.onLoad({ filter: /[\\/]js-sha256[\\/]src[\\/]sha256\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const contents = source.replace(/var NODE_JS = [^;]+;/, 'var NODE_JS = false;').replace(/eval\("require\('[a-z]+'\)(\.Buffer)?"\)/g, 'undefined');
      if (contents === source || contents.includes('eval(')) throw new Error(`js-sha256 changed: ${args.path} needs a look`);
      return { contents, loader: 'js' };
    });
  },
};

export const common = {
  bundle: true,
  jsx: 'automatic',
  plugins: [cssAsMinifiedText, sha256WithoutNodeBranch],
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  // near-api-js reaches Node's util through is-my-json-valid; it is tree-shaken away in the browser.
  external: ['util'],
};

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The package's modules that a server, an edge function, a worker or a page may import: no platform's own
 * modules assumed; packages resolved by their ESM `module` field, then `main`.
 */
const anyRuntime = { platform: 'neutral', mainFields: ['module', 'main'] };

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

/** The output built from `source` (first) and the chunks it imports statically: the module an entry loads. */
export function mainAndChunks(metafile, source) {
  const main = Object.keys(metafile.outputs).find((file) => metafile.outputs[file].entryPoint === source);
  return [main, ...firstLoadFiles(metafile, main)];
}

/**
 * The two embeds' code, each split by esbuild with its first load merged into one module (splitBuild)
 * under `{dir}/chunks/`, and fetched by an entry of a few KB (`{dir}/{entry}`): the element's and the
 * iframe page's. `name` names the main module's file.
 */
const EMBEDS = {
  element: { source: 'elements/crypto-ramp-widget.tsx', name: 'widget', dir: 'element', entry: 'elements/entry.ts', entryFile: 'crypto-ramp-widget.js' },
  // The iframe page's entry runs inline in its HTML (scripts/release.mjs), whatever the page's path: it names
  // its files from the site's root.
  // A classic script: it runs where the parser meets it, before the page's first paint.
  iframe: { source: 'src/iframe.tsx', name: 'page', dir: 'widget/assets', entry: 'src/iframeEntry.ts', entryFile: 'iframe.js', base: '/assets/', entryFormat: 'iife' },
};

/**
 * One embed (`element` or `iframe`) built under `dist` (a folder of the package root): its code split and
 * merged, its entry, and `{dist}/meta-{embed}.json`, the metafile of both as the files are on disk, which
 * the size, SBOM and start-up scripts read. Returns the first load's files (the main module first).
 */
export async function buildEmbed(embed, { dist = 'dist', minify = true } = {}) {
  const { source, name, dir, entry, entryFile, base = './', entryFormat = 'esm' } = EMBEDS[embed];
  const outdir = `${dist}/${dir}`;
  const define = defines();
  const split = await splitBuild(
    { ...common, define, minify, entryPoints: { [name]: `${root}${source}` }, outdir: `${root}${outdir}`, format: 'esm', sourcemap: SOURCE_MAPS },
    source,
  );
  const files = mainAndChunks(split.metafile, source);
  // The entry: a few KB that sends start-up's calls and fetches the whole first load at once.
  const fromEntry = (file) => `${base}${relative(outdir, file)}`;
  const built = await esbuild.build({
    ...common,
    plugins: [...common.plugins, firstLoadModule(files.map(fromEntry), stringsFiles(split.metafile, fromEntry)), noPageModule],
    define,
    minify,
    entryPoints: [`${root}${entry}`],
    outfile: `${root}${outdir}/${entryFile}`,
    format: entryFormat,
    sourcemap: SOURCE_MAPS,
    metafile: true,
  });
  // The entry's imports are left as written (`./chunks/…`, `/assets/chunks/…`): named here by their paths, as the other outputs' are.
  const entryOutput = built.metafile.outputs[`${outdir}/${entryFile}`];
  entryOutput.imports = entryOutput.imports.map(({ path, kind }) => ({ path: join(outdir, path.slice(base.length)), kind }));
  await writeFile(`${root}${dist}/meta-${embed}.json`, JSON.stringify(merged(split.metafile, built.metafile)));
  return files;
}

export async function buildAll({ minify = true } = {}) {
  await rm(`${root}dist`, { recursive: true, force: true });
  const define = defines();
  const [, , iframeFiles] = await Promise.all([
    buildEmbed('element', { minify }),
    esbuild.build({
      ...common,
      minify,
      define: { ...define, __CRW_NEAR_WALLETS__: 'false' },
      entryPoints: [`${root}elements/script.ts`],
      outfile: `${root}dist/element/crypto-ramp-widget.iife.js`,
      format: 'iife',
      sourcemap: SOURCE_MAPS,
    }),
    buildEmbed('iframe', { minify }),
  ]);
  await Promise.all([
    // The element entry's exports where there is no page (servers, edge functions, workers): no DOM at import.
    esbuild.build({
      ...common,
      minify,
      ...anyRuntime,
      entryPoints: [`${root}elements/noPage.ts`],
      outfile: `${root}dist/element/no-page.js`,
      format: 'esm',
    }),
    // The package's server helper (`crypto-ramp-widget/server`): WebCrypto for every runtime, Node's crypto under
    // Node, and for a page a module that refuses (signing takes the secret).
    esbuild.build({
      entryPoints: { index: `${root}server/index.ts`, node: `${root}server/node.ts`, browser: `${root}server/browser.ts` },
      outdir: `${root}dist/server`,
      bundle: true,
      ...anyRuntime,
      external: ['node:crypto'],
      format: 'esm',
      target: 'es2022',
    }),
    // `crypto-ramp-widget/react` (a client component over the element) and the other frameworks' typings
    // (`/vue`, `/preact`, `/solid`, `/svelte`: types, an empty module each): React and the element stay the merchant's imports.
    esbuild.build({
      ...common,
      plugins: [],
      minify: false,
      ...anyRuntime,
      entryPoints: {
        'react/index': `${root}elements/react.tsx`,
        'vue/index': `${root}elements/vue.ts`,
        'preact/index': `${root}elements/preact.ts`,
        'solid/index': `${root}elements/solid.ts`,
        'svelte/index': `${root}elements/svelte.ts`,
      },
      outdir: `${root}dist`,
      external: ['react', 'react/*', 'crypto-ramp-widget'],
      format: 'esm',
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
  // `crypto-ramp-widget/iife` defines the element and exports nothing: its types say so (tsc emits the others).
  await mkdir(`${root}dist/types/elements`, { recursive: true });
  await writeFile(`${root}dist/types/elements/script.d.ts`, '/** The one-file script: defines <crypto-ramp-widget> in a page; exports nothing. */\nexport {};\n');
  await writeFile(`${root}dist/widget/index.html`, await iframePage(iframeFiles, define));
}

/**
 * The iframe page's HTML (its entry is put inline by scripts/release.mjs): the backend's connection opened
 * from the head; every file of the first load named, so the browser fetches them beside the entry's calls;
 * and the first screen's styles, which draw the start-up frame in the page's markup before any code has
 * arrived. The template's comments are for its readers, not sent to every customer.
 */
async function iframePage(iframeFiles, define) {
  const apiOrigin = new URL(JSON.parse(define.__CRW_API_URL__)).origin;
  const fill = {
    // The entry's calls carry credentials: the connection opened for them is the credentialed one.
    preconnect: `<link rel="preconnect" href="${apiOrigin}" crossorigin="use-credentials" />`,
    styles: `<style>${await minifiedCss(`${root}src/ui/styles.css`)}</style>`,
    preloads: iframeFiles.map((file) => `<link rel="modulepreload" href="/${relative('dist/widget', file)}" />`).join('\n    '),
  };
  let page = await readFile(`${root}src/iframe.html`, 'utf8');
  for (const [name, html] of Object.entries(fill)) {
    if (!page.includes(`<!-- crw:${name} -->`)) throw new Error(`src/iframe.html: <!-- crw:${name} --> is missing`);
    page = page.replace(`<!-- crw:${name} -->`, () => html);
  }
  return page.replace(/\n\s*<!--(?! crw:entry -->)[\s\S]*?-->/g, '');
}

/**
 * A code-split build whose first load is one file: the main module (built from `source`) with every chunk
 * it imports statically merged into it. esbuild splits out each group of modules the main module shares with
 * a different set of later chunks: 15 small files the browser fetched at once, over HTTP/1.1's 6 connections
 * per host, each compressed on its own. esbuild has no option to keep them together (no manual chunks), so
 * its output is bundled again: the later chunks still import those files by name, and each becomes a stub
 * of a few bytes that re-exports, from the merged module, the names the later chunks take from it; every
 * module keeps one instance. test/unit/firstLoad.test.ts checks that on a real build.
 *
 * Every file is written under `chunks/{build id}/`, the id a hash of all of them: the merged main module
 * and its stubs name each other, so no file name could follow its own content alone; a directory per build
 * keeps each name's content fixed, so all of them can be cached as immutable.
 */
async function splitBuild(options, source) {
  const building = 'chunks/_build';
  const { metafile } = await esbuild.build({ ...options, splitting: true, entryNames: `${building}/[name]-[hash]`, chunkNames: `${building}/[name]-[hash]`, metafile: true });
  await mergeFirstLoad(metafile, source, options.minify);
  // The build's directory is named by its files (chunks name each other relatively, so none names it).
  const dir = `${options.outdir}/${building}`;
  const hash = createHash('sha256');
  for (const name of (await readdir(dir)).sort()) hash.update(name).update(await readFile(`${dir}/${name}`));
  const id = hash.digest('hex').slice(0, 10);
  await rename(dir, `${options.outdir}/chunks/${id}`);
  const moved = (path) => path.replace(`/${building}/`, `/chunks/${id}/`);
  const outputs = Object.entries(metafile.outputs).map(([file, output]) => [moved(file), { ...output, imports: output.imports.map((entry) => ({ ...entry, path: moved(entry.path) })) }]);
  return { metafile: { ...metafile, outputs: Object.fromEntries(outputs) } };
}

/**
 * Merges the main module and the chunks it imports statically into the main module's file, makes each of
 * those chunks a stub (or removes it when no later chunk imports it), and rewrites the metafile's outputs
 * to describe the files as they now are.
 */
async function mergeFirstLoad(metafile, source, minify) {
  const { outputs } = metafile;
  const [main, ...imported] = mainAndChunks(metafile, source);
  // esbuild's own helpers (a chunk of no module: __commonJS, __toESM) stay a file of their own: every chunk
  // imports them, the strings chunks the entry fetches beside this module too, which must not wait for it.
  const chunks = imported.filter((file) => Object.keys(outputs[file].inputs).length > 0);
  const merging = new Set([main, ...chunks]);
  const wanted = await namesTakenLater(outputs, merging);
  const mainName = `./${basename(main)}`;
  const alias = (index, name) => `c${index}_${name}`;
  // Each file names its source map, so the merged map reaches the sources.
  for (const file of merging) await appendFile(`${root}${file}`, `\n//# sourceMappingURL=${basename(file)}.map\n`);
  const merged = await esbuild.build({
    stdin: {
      contents: [
        `export * from ${JSON.stringify(mainName)};`,
        ...chunks.map((file, i) => {
          const names = wanted.get(file) ?? [];
          return names.length === 0 ? '' : `export { ${names.map((name) => `${name} as ${alias(i, name)}`).join(', ')} } from ${JSON.stringify(`./${basename(file)}`)};`;
        }),
      ].join('\n'),
      resolveDir: `${root}${dirname(main)}`,
      sourcefile: 'first-load.js',
    },
    bundle: true,
    format: 'esm',
    target: common.target,
    minify,
    legalComments: 'none',
    sourcemap: SOURCE_MAPS,
    outfile: `${root}${main}`,
    allowOverwrite: true,
    write: false,
    metafile: true,
    // Every statement of the built files stays (the package's sideEffects list speaks of merchants' bundles).
    ignoreAnnotations: true,
    plugins: [
      {
        name: 'first-load-only',
        setup(build) {
          // The main module's and its chunks' code is merged; what they load later stays where it is.
          build.onResolve({ filter: /^\.\// }, (args) => (merging.has(relative(root, join(args.resolveDir, args.path))) ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  const written = (ending) => merged.outputFiles.find((file) => file.path.endsWith(ending));
  const [code, map] = [written('.js'), written('.js.map')];
  for (const file of [code, map]) await writeFile(file.path, file.contents);
  for (const [i, file] of chunks.entries()) {
    const names = wanted.get(file);
    await rm(`${root}${file}.map`, { force: true });
    delete outputs[`${file}.map`];
    if (!names) {
      await rm(`${root}${file}`);
      delete outputs[file];
      continue;
    }
    // A chunk the later files import for its side effects only (no names) is still imported: its stub is too.
    const stub =
      names.length === 0
        ? `import${JSON.stringify(mainName)};\n`
        : `export{${names.map((name) => `${alias(i, name)} as ${name}`).join(',')}}from${JSON.stringify(mainName)};\n`;
    await writeFile(`${root}${file}`, stub);
    outputs[file] = { imports: [{ path: main, kind: 'import-statement' }], exports: names, inputs: {}, bytes: Buffer.byteLength(stub) };
  }
  outputs[main] = { ...outputs[main], ...mergedOutput(merged.metafile.outputs[main], main, JSON.parse(map.text), code.text) };
  outputs[`${main}.map`] = { imports: [], exports: [], inputs: {}, bytes: map.contents.length };
}

/**
 * The names the files built beside the main module, but not merged into it, import from each merged chunk
 * they import: what its stub must still give them (none for a chunk imported for its side effects only, such
 * as a package's module that patches React when loaded). Sorted, so that the stub's text follows the names
 * alone. A merged chunk no later file imports has no entry.
 */
async function namesTakenLater(outputs, merging) {
  const wanted = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (merging.has(file) || !output.imports.some((entry) => merging.has(entry.path))) continue;
    for (const { path, names } of moduleLinks(await readFile(`${root}${file}`, 'utf8')).imports) {
      const target = join(dirname(file), path);
      if (!merging.has(target)) continue;
      const taken = wanted.get(target) ?? new Set();
      wanted.set(target, taken);
      for (const name of names.includes('*') ? outputs[target].exports : names) taken.add(name);
    }
  }
  return new Map([...wanted].map(([file, names]) => [file, [...names].sort()]));
}

/**
 * The merged module's metafile output: its bytes, exports and imports as esbuild wrote them (the imports'
 * paths made the build's own), and for inputs the sources its source map names, each with the bytes it
 * accounts for in the file (what ships of it: code tree-shaken in the merge is gone).
 */
function mergedOutput(output, main, map, code) {
  const inputs = {};
  for (const [source, bytesInOutput] of bytesBySource(map, code)) {
    inputs[relative(root, join(root, dirname(main), source))] = { bytesInOutput };
  }
  const imports = output.imports.map(({ path, kind }) => ({ path: join(dirname(main), path), kind }));
  return { bytes: Buffer.byteLength(code), exports: output.exports, imports, inputs };
}

/** The element entry loads elements/noPage.ts as the file built beside it (dist/element/no-page.js), never inline. */
const noPageModule = {
  name: 'no-page',
  setup(build) {
    build.onResolve({ filter: /^\.\/noPage$/ }, () => ({ path: './no-page.js', external: true }));
  },
};

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
      build.onResolve({ filter: /^(\.|\/assets)\/chunks\//, namespace: 'crw' }, (args) => ({ path: args.path, external: true }));
      build.onLoad({ filter: /.*/, namespace: 'crw' }, () => ({
        contents: `export const firstLoad = () => ${imports(files)};
export const strings = {${Object.entries(strings).map(([code, file]) => `${JSON.stringify(code)}: () => import(${JSON.stringify(file)})`).join(', ')}};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Each language's strings chunks, as `named` names them: `core` (src/i18n/locales/{code}.json; null for
 * English, in the first load) and `flow` ({code}.flow.json).
 */
function stringsFiles(metafile, named) {
  const files = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const inputs = Object.keys(output.inputs);
    const [, code, flow] = /^src\/i18n\/locales\/(\w+)(\.flow)?\.json$/.exec(inputs[0] ?? '') ?? [];
    if (!code || !file.endsWith('.js') || inputs.length !== 1) continue;
    // English's later screens (its first screen's are bundled); every other language whole.
    if (code === 'en' ? flow : !flow) files[code] = named(file);
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
