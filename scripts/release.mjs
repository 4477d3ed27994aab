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

/** The entries a page loads by name (everything else is a hashed chunk they import). */
export const ENTRIES = ['element/crypto-ramp-widget.js', 'element/crypto-ramp-widget.iife.js', 'widget/assets/iframe.js'];

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

/** The iframe page loads its entry with the same integrity pin a merchant's tag carries. */
export async function pinIframeEntry(dist, integrity) {
  const page = join(dist, 'widget/index.html');
  const html = await readFile(page, 'utf8');
  const pinned = html.replace('<script type="module" src="/assets/iframe.js">', `<script type="module" src="/assets/iframe.js" integrity="${integrity}">`);
  if (pinned === html) throw new Error('widget/index.html: the entry script tag was not found');
  await writeFile(page, pinned);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const { version } = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
  const integrity = await writeIntegrity(dist, version);
  await pinIframeEntry(dist, integrity['widget/assets/iframe.js']);
  const count = await compressAll(dist);
  console.log(`${relative(process.cwd(), dist)}: ${count} files compressed (.br, .gz), integrity.json for ${ENTRIES.length} entries`);
}
