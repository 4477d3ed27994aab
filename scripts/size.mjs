// Prints gzip sizes of the element's initial load (the entry, and the module it loads with its static
// imports: the files the entry fetches at once) and of each lazy chunk: the files on disk, found through
// the metafiles the build writes (which must describe them: the build's own tests check it, and this
// script refuses a metafile whose sizes are not those of dist/). Fails only above the budget of the
// initial load, and prints the headroom left under it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, mainAndChunks } from '../esbuild.config.mjs';

// The budget is fixed (docs/testing.md, "The size budget"): a change that adds to the first load takes as
// much off it in the same change, and the number is never raised. 132.4 KB since issue 46: order creation's
// rules that only the later steps use left the first load, paying for our words for the backend's (before
// that, issue 45 moved out the later screens' styles, the close confirmation, the later screens' logo sizes
// and a failed creation's message).
const BUDGET_INITIAL_GZIP_BYTES = 132.4 * 1024;
const root = new URL('..', import.meta.url).pathname;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

function report(metaFile, entryName, mainSource) {
  const meta = JSON.parse(readFileSync(join(root, metaFile), 'utf8'));
  const outputs = meta.outputs;
  const stale = Object.keys(outputs).filter((file) => !existsSync(join(root, file)) || statSync(join(root, file)).size !== outputs[file].bytes);
  if (stale.length > 0) {
    console.error(`${metaFile} does not describe dist/ (${stale.join(', ')}): run npm run build`);
    process.exit(1);
  }
  const gz = (file) => gzipSync(readFileSync(join(root, file))).length;
  const entry = Object.keys(outputs).find((file) => file.endsWith(`${entryName}.js`));
  const initial = new Set([entry, ...firstLoadFiles(meta, entry), ...mainAndChunks(meta, mainSource)]);
  const lazy = Object.keys(outputs).filter((file) => file.endsWith('.js') && !initial.has(file));
  const initialBytes = [...initial].reduce((sum, file) => sum + gz(file), 0);
  console.log(`\n${entryName}: initial load ${kb(initialBytes)} gzip (${initialBytes} bytes) in ${initial.size} file(s)`);
  for (const file of lazy.sort()) console.log(`  lazy ${file.replace(/^dist\//, '').padEnd(58)} ${(gz(file) / 1024).toFixed(1).padStart(6)} KB gzip`);
  return initialBytes;
}

const element = report('dist/meta-element.json', 'crypto-ramp-widget', 'elements/crypto-ramp-widget.tsx');
report('dist/meta-iframe.json', 'iframe', 'src/iframe.tsx');
const iife = gzipSync(readFileSync(join(root, 'dist/element/crypto-ramp-widget.iife.js'))).length;
console.log(`\nIIFE script (everything inlined): ${(iife / 1024).toFixed(1)} KB gzip`);
const headroom = Math.floor(BUDGET_INITIAL_GZIP_BYTES) - element;
console.log(`Budget for the element's initial load: ${kb(BUDGET_INITIAL_GZIP_BYTES)} gzip, fixed; headroom ${kb(headroom)} (${headroom} bytes)`);
if (headroom < 0) {
  console.error(`Initial load ${kb(element)} is ${-headroom} bytes over the budget: take as much off the first load in this change (docs/testing.md, "The size budget").`);
  process.exit(1);
}
