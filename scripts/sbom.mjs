// The software bill of materials of what the widget ships: every third-party package whose code esbuild put
// into dist/ (the element's and the iframe page's builds), as CycloneDX 1.5 JSON in dist/sbom.cdx.json.
// Those packages are all devDependencies (the bundle carries them, the merchant installs none), so a
// merchant's `npm audit` never sees them; a scanner fed this file does.
// Not `npm sbom`: it lists the whole install (about 960 packages, test tooling included) and refuses to run
// while any peer range is unmet (ESBOMPROBLEMS: TypeScript 7 against @solana's ^5), which is the case here.
// The IIFE build has no metafile: it is the element without the NEAR wallets, a subset of the ESM build's
// packages. dist/server bundles no third-party code.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const METAFILES = ['dist/meta-element.json', 'dist/meta-iframe.json'];
const OUTPUT = 'dist/sbom.cdx.json';
const NODE_MODULES = 'node_modules/';

/**
 * The package a bundled file belongs to: its name (two segments when scoped) and its folder under the
 * innermost node_modules, since a nested copy is a package of its own, often another version. Null for the
 * project's own files and for modules esbuild disabled (`(disabled):…`, a browser-field `false`: none of
 * their code ships).
 */
export function packageOf(path) {
  if (path.startsWith('(disabled):')) return null;
  const at = path.lastIndexOf(NODE_MODULES);
  if (at === -1) return null;
  const [first, second] = path.slice(at + NODE_MODULES.length).split('/');
  const name = first.startsWith('@') ? `${first}/${second}` : first;
  return { name, dir: path.slice(0, at + NODE_MODULES.length) + name };
}

/**
 * The distinct packages ({ name, version, license }) with code in the outputs of the given esbuild
 * metafiles, sorted by name and version; `readPackageJson(dir)` reads a package's own package.json.
 * Only inputs that put bytes in an output count: esbuild also parses packages it then tree-shakes away
 * entirely (is-my-json-valid, @sentry/replay, …), and those do not ship.
 */
export function bundledPackages(metafiles, readPackageJson) {
  const dirs = new Map();
  for (const metafile of metafiles) {
    for (const output of Object.values(metafile.outputs)) {
      for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
        const found = bytesInOutput > 0 ? packageOf(path) : null;
        if (found) dirs.set(found.dir, found.name);
      }
    }
  }
  const packages = new Map();
  for (const [dir, name] of dirs) {
    const manifest = readPackageJson(dir);
    // The manifest's name, not the folder's: an aliased install (`npm:…`) is known to advisories by its own.
    const found = { name: manifest.name ?? name, version: manifest.version, license: licenseOf(manifest) };
    packages.set(`${found.name}@${found.version}`, found);
  }
  return [...packages.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** The manifest's license: the SPDX string, or the `type` of the old `{ type, url }` form. */
function licenseOf(manifest) {
  return typeof manifest.license === 'string' ? manifest.license : manifest.license?.type;
}

/**
 * The SPDX ids that go out as such. CycloneDX validates `license.id` against the SPDX list, which this
 * script does not carry; any other license goes out by name (e.g. UNLICENSED), still valid.
 */
const SPDX_IDS = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'CC-BY-4.0',
  'ISC',
  'MIT',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'WTFPL',
  'Zlib',
]);

/** A CycloneDX licence choice: an SPDX id, an SPDX expression (`MIT OR Apache-2.0`), or a name. */
function cycloneDxLicense(license) {
  if (SPDX_IDS.has(license)) return { license: { id: license } };
  if (/ (OR|AND|WITH) /.test(license)) return { expression: license };
  return { license: { name: license } };
}

/** The npm package URL: the scope's `@` is percent-encoded (`pkg:npm/%40scope/name@1.0.0`). */
function purlOf(name, version) {
  return `pkg:npm/${name.split('/').map(encodeURIComponent).join('/')}@${encodeURIComponent(version)}`;
}

/** A package as a CycloneDX component; a scoped package's scope is its `group`, as CycloneDX's npm tools do. */
function component({ name, version, license }) {
  const [group, localName] = name.startsWith('@') ? name.split('/') : [undefined, name];
  const purl = purlOf(name, version);
  return {
    type: 'library',
    'bom-ref': purl,
    ...(group && { group }),
    name: localName,
    version,
    purl,
    ...(license && { licenses: [cycloneDxLicense(license)] }),
  };
}

/**
 * The CycloneDX 1.5 document for `project` (this package.json) bundling `packages`. A new serial number
 * each time, as the specification asks of every BOM generated, even with unchanged contents.
 */
export function cycloneDx({ project, packages, timestamp = new Date().toISOString(), serial = randomUUID() }) {
  const components = packages.map(component).sort((a, b) => (a.purl < b.purl ? -1 : a.purl > b.purl ? 1 : 0));
  return {
    $schema: 'http://cyclonedx.org/schema/bom-1.5.schema.json',
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    serialNumber: `urn:uuid:${serial}`,
    version: 1,
    metadata: {
      timestamp,
      tools: { components: [{ type: 'application', name: `${project.name} scripts/sbom.mjs`, version: project.version }] },
      component: component({ name: project.name, version: project.version, license: licenseOf(project) }),
    },
    components,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // esbuild names inputs relative to the directory it ran in: the package root, as `npm run build` does.
  const root = fileURLToPath(new URL('..', import.meta.url));
  const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
  const packages = bundledPackages(METAFILES.map(readJson), (dir) => readJson(`${dir}/package.json`));
  const bom = cycloneDx({ project: readJson('package.json'), packages });
  writeFileSync(join(root, OUTPUT), `${JSON.stringify(bom, null, 2)}\n`);
  console.log(`${OUTPUT}: ${bom.components.length} bundled packages`);
}
