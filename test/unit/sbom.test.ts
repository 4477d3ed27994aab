/**
 * The SBOM of what dist/ bundles (`scripts/sbom.mjs`): the packages read from esbuild's metafiles (scoped,
 * nested under another package's node_modules, the project's own files left out, tree-shaken and disabled
 * modules too), their CycloneDX 1.5 form, and, when a build is there, the real dist/sbom.cdx.json.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

type Metafile = { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> };
type Package = { name: string; version: string; license?: string };
type Component = { type: string; 'bom-ref': string; group?: string; name: string; version: string; purl: string; licenses?: object[] };
type Bom = {
  bomFormat: string;
  specVersion: string;
  serialNumber: string;
  metadata: { timestamp: string; tools: { components: object[] }; component: Component };
  components: Component[];
};
/** What scripts/sbom.mjs exports (a plain .mjs script: its types are stated here, where they are used). */
type SbomScript = {
  packageOf(path: string): { name: string; dir: string } | null;
  bundledPackages(metafiles: Metafile[], readPackageJson: (dir: string) => object): Package[];
  cycloneDx(input: { project: Package; packages: Package[]; timestamp?: string }): Bom;
};
// Imported by a path held in a variable, so that TypeScript takes the types above instead of looking for a declaration file.
const SCRIPT: string = '../../scripts/sbom.mjs';
const { bundledPackages, cycloneDx, packageOf }: SbomScript = await import(SCRIPT);

/** A metafile with one output whose inputs put the given bytes in it. */
const metafile = (inputs: Record<string, number>): Metafile => ({
  outputs: {
    'dist/element/chunks/chunk-A.js': {
      inputs: Object.fromEntries(Object.entries(inputs).map(([path, bytesInOutput]) => [path, { bytesInOutput }])),
    },
  },
});

const MANIFESTS: Record<string, object> = {
  'node_modules/react': { name: 'react', version: '19.3.1', license: 'MIT' },
  'node_modules/@near-js/crypto': { name: '@near-js/crypto', version: '2.5.1', license: 'ISC' },
  'node_modules/@hot-wallet/sdk/node_modules/@near-js/crypto': { name: '@near-js/crypto', version: '1.4.2', license: 'ISC' },
  'node_modules/elliptic/node_modules/bn.js': { name: 'bn.js', version: '4.12.5', license: 'MIT' },
  'node_modules/@near-wallet-selector/core': { name: '@near-wallet-selector/core', version: '10.1.4', license: '(MIT OR Apache-2.0)' },
  'node_modules/@hot-wallet/sdk': { name: '@hot-wallet/sdk', version: '1.0.8' },
};

const readPackageJson = (dir: string) => {
  const manifest = MANIFESTS[dir];
  if (!manifest) throw new Error(`no package.json read expected at ${dir}`);
  return manifest;
};

const FAKE = [
  metafile({
    'src/iframe.tsx': 120,
    'node_modules/react/cjs/react.production.js': 900,
    'node_modules/react/index.js': 40,
    'node_modules/@near-js/crypto/lib/esm/index.js': 300,
    'node_modules/@hot-wallet/sdk/node_modules/@near-js/crypto/lib/commonjs/index.cjs': 200,
    'node_modules/@hot-wallet/sdk/lib/index.js': 500,
    'node_modules/elliptic/node_modules/bn.js/lib/bn.js': 4000,
    '(disabled):node_modules/buffer/index.js': 17,
    'node_modules/is-my-json-valid/index.js': 0,
  }),
  metafile({ 'node_modules/react/index.js': 40, 'node_modules/@near-wallet-selector/core/index.js': 700 }),
];

describe('the SBOM of the bundle', () => {
  it("names a file's package by the innermost node_modules, scoped packages by two segments", () => {
    assert.equal(packageOf('src/iframe.tsx'), null);
    assert.equal(packageOf('(disabled):node_modules/buffer/index.js'), null);
    assert.deepEqual(packageOf('node_modules/react/index.js'), { name: 'react', dir: 'node_modules/react' });
    assert.deepEqual(packageOf('node_modules/@hot-wallet/sdk/node_modules/@near-js/crypto/lib/index.cjs'), {
      name: '@near-js/crypto',
      dir: 'node_modules/@hot-wallet/sdk/node_modules/@near-js/crypto',
    });
  });

  it('lists each package with code in an output once, at the version of its own copy', () => {
    assert.deepEqual(bundledPackages(FAKE, readPackageJson), [
      { name: '@hot-wallet/sdk', version: '1.0.8', license: undefined },
      { name: '@near-js/crypto', version: '1.4.2', license: 'ISC' },
      { name: '@near-js/crypto', version: '2.5.1', license: 'ISC' },
      { name: '@near-wallet-selector/core', version: '10.1.4', license: '(MIT OR Apache-2.0)' },
      { name: 'bn.js', version: '4.12.5', license: 'MIT' },
      { name: 'react', version: '19.3.1', license: 'MIT' },
    ]);
  });

  it('writes CycloneDX 1.5 components sorted by purl, the scope as group and %40 in the purl', () => {
    const project = { name: 'crypto-ramp-widget', version: '0.2.0', license: 'UNLICENSED' };
    const bom = cycloneDx({ project, packages: bundledPackages(FAKE, readPackageJson), timestamp: '2026-01-02T03:04:05.000Z' });
    assert.equal(bom.bomFormat, 'CycloneDX');
    assert.equal(bom.specVersion, '1.5');
    assert.match(bom.serialNumber, /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.equal(bom.metadata.timestamp, '2026-01-02T03:04:05.000Z');
    assert.equal(bom.metadata.tools.components.length, 1);
    assert.deepEqual(bom.metadata.component, {
      type: 'library',
      'bom-ref': 'pkg:npm/crypto-ramp-widget@0.2.0',
      name: 'crypto-ramp-widget',
      version: '0.2.0',
      purl: 'pkg:npm/crypto-ramp-widget@0.2.0',
      licenses: [{ license: { name: 'UNLICENSED' } }],
    });
    assert.deepEqual(
      bom.components.map((component) => component.purl),
      [
        'pkg:npm/%40hot-wallet/sdk@1.0.8',
        'pkg:npm/%40near-js/crypto@1.4.2',
        'pkg:npm/%40near-js/crypto@2.5.1',
        'pkg:npm/%40near-wallet-selector/core@10.1.4',
        'pkg:npm/bn.js@4.12.5',
        'pkg:npm/react@19.3.1',
      ],
    );
    assert.deepEqual(bom.components[1], {
      type: 'library',
      'bom-ref': 'pkg:npm/%40near-js/crypto@1.4.2',
      group: '@near-js',
      name: 'crypto',
      version: '1.4.2',
      purl: 'pkg:npm/%40near-js/crypto@1.4.2',
      licenses: [{ license: { id: 'ISC' } }],
    });
    assert.equal(bom.components[0]?.licenses, undefined, 'a package without a license field has none');
    assert.deepEqual(bom.components[3]?.licenses, [{ expression: '(MIT OR Apache-2.0)' }]);
  });

  const built = join(root, 'dist/sbom.cdx.json');
  it('ships in dist/ every package the build bundled, react, react-dom and i18next among them', { skip: !existsSync(built) && 'no build in dist/' }, () => {
    const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
    const bom: Bom = read('dist/sbom.cdx.json');
    const listed = new Set(bom.components.map((c) => `${c.group ? `${c.group}/` : ''}${c.name}@${c.version}`));
    const names = new Set([...listed].map((id) => id.slice(0, id.lastIndexOf('@'))));
    for (const name of ['react', 'react-dom', 'i18next']) assert.ok(names.has(name), `${name} is in the SBOM`);
    const metafiles: Metafile[] = [read('dist/meta-element.json'), read('dist/meta-iframe.json')];
    const bundled = bundledPackages(metafiles, (dir) => read(`${dir}/package.json`));
    for (const { name, version } of bundled) assert.ok(listed.has(`${name}@${version}`), `${name}@${version} is in the SBOM`);
    assert.equal(listed.size, bundled.length);
    // Each package named in the metafiles' outputs, checked without the script's own parsing.
    for (const metafile of metafiles) {
      for (const output of Object.values(metafile.outputs)) {
        for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
          const match = /^node_modules\/(?:.*\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(path);
          if (match?.[1] && bytesInOutput > 0) assert.ok(names.has(match[1]), `${match[1]} (${path}) is in the SBOM`);
        }
      }
    }
  });
});
