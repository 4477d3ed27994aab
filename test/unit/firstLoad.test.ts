/**
 * The build's first-load merge (esbuild.config.mjs `splitBuild`), on a real build of both embeds written to
 * a folder of its own under dist/: every module in one file only, each stub giving exactly what the later
 * chunks take from it, every source map resolving, and the metafile (which the size budget, the SBOM and
 * the start-up benchmark read) describing the files as they are on disk.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildEmbed, type Metafile } from '../../esbuild.config.mjs';
import { bytesBySource, decodeMappings, moduleLinks, type SourceMap } from '../../scripts/builtFiles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
mkdirSync(join(root, 'dist'), { recursive: true });
const dist = relative(root, mkdtempSync(join(root, 'dist', '.first-load-test-')));

const EMBEDS = [
  { embed: 'element', dir: `${dist}/element`, entry: `${dist}/element/crypto-ramp-widget.js` },
  { embed: 'iframe', dir: `${dist}/widget/assets`, entry: `${dist}/widget/assets/iframe.js` },
] as const;

const firstLoads = new Map<string, string[]>();
before(async () => {
  const built = await Promise.all(EMBEDS.map(({ embed }) => buildEmbed(embed, { dist })));
  for (const [i, { embed }] of EMBEDS.entries()) firstLoads.set(embed, built[i] ?? []);
});
after(() => rmSync(join(root, dist), { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const readMap = (file: string): SourceMap => JSON.parse(read(`${file}.map`));
const hasMap = (file: string) => existsSync(join(root, `${file}.map`));

/** Every file under `dir` (a path from the package root), by its path from the package root. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(join(root, file)).isFile());
}

/** A built file's imports and exports, read once (some files are hundreds of KB). */
const linksRead = new Map<string, ReturnType<typeof moduleLinks>>();
function links(file: string) {
  const found = linksRead.get(file) ?? moduleLinks(read(file));
  linksRead.set(file, found);
  return found;
}

/**
 * A built module's imports, each as `kind path` with the path from the package root (the iframe page's
 * inline entry names its files from the site's root, where `/assets/` is dist/widget/assets).
 */
function importsOf(file: string) {
  const { imports } = links(file);
  const resolved = (path: string) => (path.startsWith('/assets/') ? join(dist, 'widget', path) : join(dirname(file), path));
  return imports.map(({ kind, path }) => `${kind} ${resolved(path)}`).sort();
}

/**
 * Whether a source a map names (at `path`) is there: our files on disk; a package's source inside its
 * installed package (a package's own map may name files it does not ship: superstruct's src/*.ts); a
 * plugin's virtual module (`crw:first-load`) by its text in the map.
 */
function resolves(source: string, path: string, content: string | null | undefined) {
  if (/^[a-z]+:/.test(source)) return typeof content === 'string';
  const inPackage = /^(.*\/node_modules\/(@[^/]+\/)?[^/]+)\//.exec(path);
  return existsSync(inPackage?.[1] ?? path);
}

/**
 * The modules a built file holds code of, by its source map: a source that is itself a built file (a
 * chunk bundled again without its map) stands for the modules that file holds.
 */
function modulesIn(file: string): string[] {
  return [...bytesBySource(readMap(file), read(file))].flatMap(([source, bytes]) => {
    const path = relative(root, join(root, dirname(file), source));
    if (bytes === 0) return [];
    return path.startsWith(`${dist}/`) && hasMap(path) ? modulesIn(path) : [path];
  });
}

/** What a file of the split build takes from another: the names of its static imports of `target`. */
function namesTaken(file: string, target: string): string[] {
  return links(file)
    .imports.filter(({ kind, path }) => kind === 'import-statement' && join(dirname(file), path) === target)
    .flatMap(({ names }) => names);
}

for (const { embed, dir, entry } of EMBEDS) {
  describe(`the ${embed}'s first load, as built`, () => {
    // Read once the build is there (the hooks run before the tests, after this body).
    const split = () => filesUnder(`${dir}/chunks`).filter((file) => file.endsWith('.js'));
    const main = () => firstLoads.get(embed)?.[0] ?? '';
    /** The merged chunks' stubs: the only files that import the main module (esbuild's chunks import chunks). */
    const stubs = () => split().filter((file) => importsOf(file).includes(`import-statement ${main()}`));
    const metafile = (): Metafile => JSON.parse(read(`${dist}/meta-${embed}.json`));

    it('is one module and esbuild helpers: no chunk of the main module is fetched beside it', () => {
      const [merged, ...others] = firstLoads.get(embed) ?? [];
      assert.ok(merged?.endsWith('.js'), 'the main module is built');
      for (const file of others) assert.deepEqual(Object.keys(metafile().outputs[file]?.inputs ?? { missing: 1 }), [], `${file} holds no module`);
      assert.ok(others.length <= 1, `at most esbuild's helpers beside it, got ${others.join(', ')}`);
    });

    it('has every module of the source in exactly one file of the split build', () => {
      const files = new Map<string, string[]>();
      for (const file of split().filter(hasMap)) {
        for (const module of modulesIn(file)) files.set(module, [...(files.get(module) ?? []), file]);
      }
      const twice = [...files].filter(([, holders]) => holders.length > 1).map(([module, holders]) => `${module} in ${holders.join(' and ')}`);
      assert.deepEqual(twice, [], 'a module bundled twice has two instances');
      assert.ok(files.size > 100, `the maps name the build's modules (${files.size})`);
      // The metafile says the same: each module with bytes in one output.
      const outputsOf = new Map<string, string[]>();
      for (const [file, output] of Object.entries(metafile().outputs)) {
        if (!file.startsWith(`${dir}/chunks/`)) continue;
        for (const [module, { bytesInOutput }] of Object.entries(output.inputs)) if (bytesInOutput > 0) outputsOf.set(module, [...(outputsOf.get(module) ?? []), file]);
      }
      assert.deepEqual([...outputsOf].filter(([, holders]) => holders.length > 1), []);
    });

    it('has each stub re-export exactly the names the later chunks import from it, which the merged module exports', () => {
      const stubFiles = stubs();
      assert.ok(stubFiles.length > 0, 'the main module had chunks of its own');
      const mainExports = new Set(links(main()).exports);
      const later = split().filter((file) => file !== main() && !stubFiles.includes(file));
      for (const stub of stubFiles) {
        const given = [...links(stub).exports].sort();
        const taken = [...new Set(later.flatMap((file) => namesTaken(file, stub)))].sort();
        assert.deepEqual(given, taken, `${stub} gives what the later chunks take`);
        const fromMain = namesTaken(stub, main());
        assert.deepEqual(fromMain.filter((name) => !mainExports.has(name)), [], `${stub} re-exports names the merged module exports`);
      }
      assert.deepEqual(
        importsOf(main()).filter((line) => stubFiles.some((stub) => line.endsWith(stub))),
        [],
        'the merged module imports none of its own stubs',
      );
    });

    it('has every file a built file imports there, a merged chunk imported for its side effects only too', () => {
      const missing = split().flatMap((file) =>
        links(file)
          .imports.filter(({ path }) => path.startsWith('.') && !existsSync(join(root, dirname(file), path)))
          .map(({ kind, path }) => `${file}: ${kind} ${path}`),
      );
      assert.deepEqual(missing, []);
    });

    it('has every source map resolve: its sources on disk, its mappings inside the file and the sources', () => {
      const mapped = [...split().filter(hasMap), entry];
      assert.ok(mapped.includes(main()), 'the merged module has its map');
      for (const file of mapped) {
        const map = readMap(file);
        const lines = read(file).split('\n');
        const contents = (map.sourcesContent ?? []).map((text) => text?.split('\n') ?? null);
        map.sources.forEach((source, i) => {
          const path = join(root, dirname(file), map.sourceRoot ?? '', source);
          assert.ok(resolves(source, path, map.sourcesContent?.[i]), `${file}.map: ${source} resolves`);
        });
        for (const { line, column, source, originalLine, originalColumn } of decodeMappings(map.mappings)) {
          const at = `${file}.map: a segment at ${line}:${column}`;
          assert.ok(column < (lines[line]?.length ?? -1), `${at} lies inside the file`);
          if (source === undefined || originalLine === undefined || originalColumn === undefined) continue;
          assert.ok(source < map.sources.length, `${at} names a source of the map`);
          const original = contents[source];
          if (original) assert.ok(originalColumn <= (original[originalLine]?.length ?? -1), `${at} points inside ${map.sources[source]}`);
        }
      }
    });

    it('has the metafile describe the files on disk: each one, its bytes and its imports', () => {
      const { outputs } = metafile();
      const onDisk = filesUnder(dir).filter((file) => /\.js(\.map)?$/.test(file));
      assert.deepEqual(Object.keys(outputs).sort(), onDisk.sort(), 'the metafile lists every file built, and no other');
      for (const [file, output] of Object.entries(outputs)) {
        assert.equal(output.bytes, statSync(join(root, file)).size, `${file}: bytes`);
        if (!file.endsWith('.js')) continue;
        const written = output.imports.map(({ kind, path }) => `${kind} ${path}`).sort();
        assert.deepEqual(written, importsOf(file), `${file}: imports`);
        assert.deepEqual([...output.exports].sort(), [...links(file).exports].sort(), `${file}: exports`);
      }
    });

    it("counts for each of the merged module's inputs the bytes its source map gives it (what ships of it)", () => {
      const output = metafile().outputs[main()];
      const shipped = bytesBySource(readMap(main()), read(main()));
      const counted = Object.fromEntries(Object.entries(output?.inputs ?? {}).map(([module, { bytesInOutput }]) => [module, bytesInOutput]));
      const mapped = Object.fromEntries([...shipped].map(([source, bytes]) => [relative(root, join(root, dirname(main()), source)), bytes]));
      assert.deepEqual(counted, mapped);
      // The SBOM names a package by the node_modules folder an input lies in: every input is ours or a package's.
      const strays = Object.keys(counted).filter((module) => !module.includes('node_modules/') && !existsSync(join(root, module)));
      assert.deepEqual(strays, [], 'every input is a file of ours or lies in a package');
      const total = Object.values(mapped).reduce((sum, bytes) => sum + bytes, 0);
      assert.ok(total > 0.95 * (output?.bytes ?? 0), `the sources account for the file (${total} of ${output?.bytes} bytes)`);
    });
  });
}
