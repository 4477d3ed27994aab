// Reading what the build wrote: a file's imports and exports, its source map's mappings, and how many bytes
// of the file each source accounts for. The build's first-load merge reads the later chunks' imports and
// measures the merged module with these (esbuild's metafile cannot: that module is esbuild's own output
// bundled again); the build's tests check every file with them (test/unit/firstLoad.test.ts).
import { parse } from '@babel/parser';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one segment: base64 VLQ, 5 bits a digit, the lowest bit of each number its sign. */
function decodeSegment(text) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    if (digit === -1) throw new Error(`source map: "${char}" is not a base64 digit`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return numbers;
}

/**
 * Every segment of `mappings`, in order: where it starts in the generated file (`line`, `column`, both
 * from 0) and, for a segment that maps, the `source` index and the `originalLine` and `originalColumn`.
 * Each field but the generated line is written relative to the segment before; this returns them absolute.
 */
export function decodeMappings(mappings) {
  const segments = [];
  let source = 0;
  let originalLine = 0;
  let originalColumn = 0;
  mappings.split(';').forEach((text, line) => {
    let column = 0;
    for (const part of text.split(',')) {
      if (part === '') continue;
      const [columnStep, sourceStep, lineStep, originalColumnStep] = decodeSegment(part);
      column += columnStep;
      if (sourceStep === undefined) {
        segments.push({ line, column });
        continue;
      }
      source += sourceStep;
      originalLine += lineStep;
      originalColumn += originalColumnStep;
      segments.push({ line, column, source, originalLine, originalColumn });
    }
  });
  return segments;
}

/**
 * The bytes (UTF-8) of `code` that each of the map's sources accounts for: a segment's text runs to the
 * next segment on its line, or to the line's end. Text no segment maps (esbuild's glue) counts for none.
 */
export function bytesBySource(map, code) {
  const lines = code.split('\n');
  const segments = decodeMappings(map.mappings);
  const bytes = new Map();
  segments.forEach((segment, i) => {
    if (segment.source === undefined) return;
    const next = segments[i + 1];
    const line = lines[segment.line] ?? '';
    const end = next?.line === segment.line ? next.column : line.length;
    const source = map.sources[segment.source];
    bytes.set(source, (bytes.get(source) ?? 0) + Buffer.byteLength(line.slice(segment.column, end)));
  });
  return bytes;
}

/**
 * What a built ES module links to: its static imports (`import …`, `export … from`) with the names each takes
 * (`*` for a whole namespace), its dynamic `import("…")`s of a string, and the names it exports.
 */
export function moduleLinks(code) {
  const { program } = parse(code, { sourceType: 'module' });
  const imports = [];
  const exports = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      imports.push({ path: node.source.value, kind: 'import-statement', names: node.specifiers.map(importedName) });
    } else if (node.type === 'ExportAllDeclaration') {
      imports.push({ path: node.source.value, kind: 'import-statement', names: ['*'] });
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.source) imports.push({ path: node.source.value, kind: 'import-statement', names: node.specifiers.map((s) => nameOf(s.local)) });
      exports.push(...node.specifiers.map((s) => nameOf(s.exported)), ...declaredNames(node.declaration));
    } else if (node.type === 'ExportDefaultDeclaration') {
      exports.push('default');
    }
  }
  for (const path of dynamicImports(program)) imports.push({ path, kind: 'dynamic-import', names: ['*'] });
  return { imports, exports };
}

const nameOf = (node) => node.name ?? node.value;

function importedName(specifier) {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return '*';
  return nameOf(specifier.imported);
}

function declaredNames(declaration) {
  if (!declaration) return [];
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.map((d) => d.id.name);
  return [declaration.id.name];
}

/** The specifiers of every `import("…")` of a string literal under `node`. */
function dynamicImports(node, found = []) {
  if (node.type === 'CallExpression' && node.callee.type === 'Import' && node.arguments[0]?.type === 'StringLiteral') found.push(node.arguments[0].value);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || !value || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (typeof child?.type === 'string') dynamicImports(child, found);
  }
  return found;
}
