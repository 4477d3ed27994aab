// What makes dist/ a release a CDN serves as it is: a `.br` and a `.gz` beside every JS, CSS and HTML
// file (compressed once, at build time, at the best level), and dist/integrity.json with the SRI hash
// (sha384) of every entry, for merchants' `<script integrity>`. Run by the build after esbuild.
import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSED = /\.(js|css|html)$/;

/** The entries a merchant's page loads by name (everything else is a hashed chunk they import; the iframe page's entry is inline). */
export const ENTRIES = ['element/crypto-ramp-widget.js', 'element/crypto-ramp-widget.iife.js'];

/** The SRI value of a file's bytes: `sha384-{base64}`. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `{file}.br` and `{file}.gz` beside every JS, CSS and HTML file under `dist`. */
export async function compressAll(dist) {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  const files = (await filesUnder(dist)).filter((file) => COMPRESSED.test(file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzipped(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

/** dist/integrity.json: `{ version, files: { "element/crypto-ramp-widget.js": "sha384-…", … } }`. */
export async function writeIntegrity(dist, version) {
  const files = {};
  for (const entry of ENTRIES) files[entry] = integrityOf(await readFile(join(dist, entry)));
  await writeFile(join(dist, 'integrity.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  return files;
}

/** A CSP source for an inline element's text: `'sha256-{base64}'`. */
export function cspHashOf(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The iframe page's entry put inline, where its `<!-- crw:entry -->` stands: start-up's calls leave as the
 * page's HTML is parsed, not a round trip later. dist/widget/csp.json lists the hashes of the page's
 * inline script and style, which the page's Content-Security-Policy allows by name (docs/security.md).
 */
export async function inlineIframeEntry(dist) {
  const page = join(dist, 'widget/index.html');
  const html = await readFile(page, 'utf8');
  const entry = (await readFile(join(dist, 'widget/assets/iframe.js'), 'utf8')).trim();
  // What would end the script element early or change how it is parsed (esbuild writes neither).
  if (/<\/script|<!--/i.test(entry)) throw new Error('widget/assets/iframe.js: cannot be put inline (it contains </script or <!--)');
  if (!html.includes('<!-- crw:entry -->')) throw new Error('widget/index.html: <!-- crw:entry --> is missing');
  // A classic script (built as one): run as the parser reaches it in the page's head, before the rest of the
  // page is parsed or painted, where a module script would wait for both.
  const inlined = html.replace('<!-- crw:entry -->', () => `<script>${entry}</script>`);
  const styles = [...inlined.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => cspHashOf(match[1]));
  const csp = { 'script-src': [cspHashOf(entry)], 'style-src': styles };
  await writeFile(page, inlined);
  await writeFile(join(dist, 'widget/csp.json'), `${JSON.stringify(csp, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  await writeIntegrity(dist, version);
  await inlineIframeEntry(dist);
  const count = await compressAll(dist);
  console.log(`${relative(process.cwd(), dist)}: ${count} files compressed (.br, .gz), integrity.json for ${ENTRIES.length} entries`);
}
