/**
 * The sandbox's shape, read by the TypeScript compiler (its API, `typescript/unstable/sync`): no import
 * cycle among its modules (type-only imports included: a cycle of types still ties the modules into one)
 * and no function longer than SANDBOX_FUNCTION_MAX_LINES, so each stand-in server and each resource
 * stays a module a reader can take in.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Node, type SourceFile, isFunctionLikeDeclaration, isPropertyAssignment, isVariableDeclaration } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SANDBOX_FUNCTION_MAX_LINES = 80;

/** Parsed files by path relative to the project (`sandbox/…/x.ts`). */
type Sources = ReadonlyMap<string, SourceFile>;

const compiler = new API({ cwd: ROOT });
after(() => compiler.close());

/** The project's `sandbox/` files, as its tsconfig.json compiles them. */
function sandboxSources(root: string): Sources {
  const project = compiler.updateSnapshot({ openProjects: [join(root, 'tsconfig.json')] }).getProject(join(root, 'tsconfig.json'));
  assert.ok(project, `no project at ${root}`);
  const sources = new Map<string, SourceFile>();
  for (const name of project.program.getSourceFileNames()) {
    const path = relative(root, name).split('\\').join('/');
    const file = path.startsWith('sandbox/') && path.endsWith('.ts') ? project.program.getSourceFile(name) : undefined;
    if (file) sources.set(path, file);
  }
  return sources;
}

/** Each module's imports among the given sources: imports and re-exports (type-only too) and dynamic imports. */
function importGraph(sources: Sources): Map<string, string[]> {
  const resolve = (from: string, specifier: string) => {
    const base = join(dirname(from), specifier).split('\\').join('/');
    return [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => sources.has(candidate));
  };
  const graph = new Map<string, string[]>();
  for (const [path, file] of sources) {
    // The compiler lists every module specifier a file names, import() calls included.
    const specifiers = file.imports.map((literal) => literal.getText(file).slice(1, -1)).filter((specifier) => specifier.startsWith('.'));
    graph.set(path, specifiers.map((specifier) => resolve(path, specifier)).filter((target): target is string => target !== undefined));
  }
  return graph;
}

/** Every import cycle, each once, as the chain of modules that closes it (`a.ts > b.ts > a.ts`). */
function importCycles(sources: Sources): string[] {
  const graph = importGraph(sources);
  const cycles = new Set<string>();
  const done = new Set<string>();
  const walk = (module: string, chain: string[]) => {
    const seen = chain.indexOf(module);
    if (seen >= 0) {
      const loop = chain.slice(seen);
      // One spelling per cycle, whichever module it was entered by: from its first module by name.
      const start = loop.indexOf([...loop].sort()[0] ?? module);
      cycles.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(' > '));
      return;
    }
    if (done.has(module)) return;
    for (const next of graph.get(module) ?? []) walk(next, [...chain, module]);
    done.add(module);
  };
  for (const module of graph.keys()) walk(module, []);
  return [...cycles];
}

/** Functions of every kind (declarations, arrows, methods, accessors) over `maxLines`, as `file:line name (n lines)`. */
function longFunctions(sources: Sources, maxLines: number): string[] {
  const found: string[] = [];
  for (const [path, file] of sources) {
    const starts = file.getLineStarts();
    const lineOf = (position: number) => starts.filter((start) => start <= position).length;
    const visit = (node: Node): void => {
      if (isFunctionLikeDeclaration(node) && node.body) {
        const [first, last] = [lineOf(node.getStart(file)), lineOf(node.getEnd())];
        if (last - first + 1 > maxLines) found.push(`${path}:${first} ${functionName(node, file)} (${last - first + 1} lines)`);
      }
      node.forEachChild(visit);
    };
    visit(file);
  }
  return found;
}

/** A function's own name, or the one it is given (`const x = () => …`, a property), or `(anonymous)`. */
function functionName(node: Node, file: SourceFile): string {
  const own = (node as { name?: Node }).name;
  if (own) return own.getText(file);
  const parent = node.parent;
  if (isVariableDeclaration(parent) || isPropertyAssignment(parent)) return parent.name.getText(file);
  return '(anonymous)';
}

/** The check run on a small project of these files (and a tsconfig that compiles them). */
function fixture(files: Record<string, string>): Sources {
  const root = mkdtempSync(join(tmpdir(), 'sandbox-structure-'));
  try {
    for (const [path, text] of Object.entries({ 'tsconfig.json': '{ "include": ["sandbox"] }', ...files })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return sandboxSources(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the sandbox structure check', () => {
  it('finds a cycle that closes through type-only imports, and names it once', () => {
    const files = {
      'sandbox/store.ts': "import type { Order } from './orders';\nexport type Store = { orders: Order[] };\n",
      'sandbox/orders.ts': "import { helper } from './routes/common';\nexport type Order = { id: string };\nhelper();\n",
      'sandbox/routes/common.ts': "import type { Store } from '../store';\nexport const helper = (store?: Store) => store;\n",
      'sandbox/http.ts': 'export const ok = 1;\n',
    };
    assert.deepEqual(importCycles(fixture(files)), ['sandbox/orders.ts > sandbox/routes/common.ts > sandbox/store.ts > sandbox/orders.ts']);
    assert.deepEqual(importCycles(fixture({ ...files, 'sandbox/store.ts': 'export type Store = { orders: unknown[] };\n' })), []);
  });

  it('counts a re-export and a dynamic import as imports too', () => {
    const files = { 'sandbox/a.ts': "export { b } from './b';\n", 'sandbox/b/index.ts': "export const b = () => import('../a');\n" };
    assert.deepEqual(importCycles(fixture(files)), ['sandbox/a.ts > sandbox/b/index.ts > sandbox/a.ts']);
  });

  it('measures functions of every kind, nested ones too, from their first line to their last', () => {
    const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const files = {
      'sandbox/long.ts': `export function long() {\n${body(81)}\n}\nexport const fits = () => {\n${body(80)}\n};\n`,
      'sandbox/nested.ts': `export const table = {\n  handler: async () => {\n${body(81)}\n  },\n};\nclass Store {\n  reset() {\n${body(82)}\n  }\n}\nnew Store();\n`,
    };
    assert.deepEqual(longFunctions(fixture(files), 80), ['sandbox/long.ts:1 long (81 lines)', 'sandbox/nested.ts:2 handler (81 lines)', 'sandbox/nested.ts:85 reset (82 lines)']);
  });
});

describe('the sandbox: modules a reader can take in', () => {
  const sources = sandboxSources(ROOT);

  it('has no import cycle, type-only imports included', () => {
    assert.ok(sources.has('sandbox/server.ts'), 'the sandbox is read');
    assert.deepEqual(importCycles(sources), []);
  });

  it(`has no function longer than ${SANDBOX_FUNCTION_MAX_LINES} lines`, () => {
    assert.deepEqual(longFunctions(sources, SANDBOX_FUNCTION_MAX_LINES), []);
  });
});
