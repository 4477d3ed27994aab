// The architecture rules of docs/architecture.md, checked on every source file (.ts, .tsx, .mts, .js, .jsx,
// .mjs) of src/, elements/, sandbox/, server/ and demo/:
//  - the layer table, what a screen may import, the router kept out of screens, and no import cycle among
//    values: dependency-cruiser, with the rules of .dependency-cruiser.cjs (every import counts: static,
//    re-export, dynamic, `require`, types only);
//  - what an import graph cannot show, read here from the syntax:
//    - a name imported through re-exports counts where it is defined (`export … from`, `export *`, an
//      import exported again, `export const x = imported`), and the same rules judge that import, so
//      re-exporting the API from a state file does not launder it;
//    - a port module (src/state/ports/, not its kit/) exports only its screens' hooks (`use…`) and types;
//    - no dynamic import of a computed path in src/ or elements/ (no tool can follow it);
//    - screens and shared components assign no signal (`.value =`, `['value'] =`, `Object.assign`,
//      `Reflect.set`, `Object.defineProperty`) and reach no API, dependencies or configuration (`api`,
//      `deps`, `formDeps`, `config`, member or destructured); screens set no timers and run no polls;
//    - no route path outside the route table (src/domain/routes.ts): the segments are read from the table,
//      and a path built with `+`, `join` or a template counts;
//    - no silent fallback in src/ or elements/: a `.catch(…)` (or a `.then` rejection handler) that drops
//      its error; a fallback goes through `settle(promise, report, fallback)` (src/state/settle.ts), and the
//      rare failure that is truly another's to report says why on the line before (`// silent: …`).
// Zero exceptions: a finding fails `npm test`. `checkArchitecture(root)` is what the fixtures test.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';
import { cruise } from 'dependency-cruiser';

const FOLDERS = ['src', 'elements', 'sandbox', 'server', 'demo'];
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const ROUTE_TABLE = 'src/domain/routes.ts';
const PORTS = 'src/state/ports/';
const PORTS_KIT = 'src/state/ports/kit/';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const ruleNamed = new Map(config.forbidden.map((rule) => [rule.name, rule]));
/** The layer rules (`layer-{name}`), which also say which layer a file is in. */
const LAYER_RULES = config.forbidden.filter((rule) => /^layer-[a-z0-9]+$/.test(rule.name));

/** Names a screen or shared component may not reach: the widget's insides. */
const INSIDES = new Set(['api', 'deps', 'formDeps', 'config']);
/** Calls a screen or shared component may not make: timers, polls, writes around the signal's setter. */
const FORBIDDEN_CALLS = new Set(['setTimeout', 'setInterval', 'poll', 'watch']);
const WRITES_AROUND = [
  ['Object', 'assign'],
  ['Object', 'defineProperty'],
  ['Reflect', 'set'],
];

/** The findings of the architecture rules for the source tree under `root` (empty when they hold). */
export async function checkArchitecture(root) {
  return [...(await dependencyFindings(root)), ...syntaxFindings(root)];
}

/** dependency-cruiser's violations of .dependency-cruiser.cjs, one line each (a cycle once). */
async function dependencyFindings(root) {
  const folders = FOLDERS.filter((folder) => existsSync(join(root, folder)));
  const { output } = await cruise(folders, { ...config.options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } });
  const findings = new Set();
  for (const { from, to, rule, cycle } of output.summary.violations) {
    if (cycle) {
      findings.add(`import cycle: ${[...new Set([from, ...cycle.map((step) => step.name)])].sort().join(' → ')}`);
    } else {
      const { comment, to: target } = ruleNamed.get(rule.name);
      const what = target.couldNotResolve ? `imports ${to}, which is not there` : `${layerOf(from)} may not import ${layerOf(to) ?? packageOf(to)} (${to})`;
      findings.add(`${from}: ${what}; ${comment}`);
    }
  }
  return [...findings];
}

/** The layer of a file (a path from the root), by the layer rule whose `from` it matches. */
function layerOf(path) {
  return LAYER_RULES.find((rule) => matchesAny(rule.from.path, path))?.name.slice('layer-'.length) ?? null;
}

/** A package's name from a path in node_modules, or a module name as written (`wouter/memory-location`). */
function packageOf(path) {
  const [, name] = /(?:^|node_modules\/)((?:@[^/]+\/)?[^/]+)/.exec(path) ?? [];
  return name ?? path;
}

/** Whether `text` matches one of the patterns, `$1`… standing for what `from`'s pattern captured. */
function matchesAny(patterns, text, captured = []) {
  return [patterns].flat().some((pattern) => new RegExp(pattern.replace(/\$(\d)/g, (_, i) => (captured[i - 1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).test(text));
}

/**
 * Whether a rule of the config forbids `from` to import a value of `to` (paths from the root): what
 * dependency-cruiser would say of that import, for a name that came to `from` through re-exports. The rules
 * about one import use `path` and `pathNot`; `dependencyTypesNot: ['type-only']` never spares a value.
 */
function forbidsValue(rule, from, to) {
  const { path = '.', pathNot, dependencyTypesNot, ...other } = rule.to;
  if (Object.keys(other).length > 0) return false; // a rule about cycles, not one import
  const match = [rule.from.path].flat().map((pattern) => new RegExp(pattern).exec(from)).find(Boolean);
  if (!match || (rule.from.pathNot && matchesAny(rule.from.pathNot, from))) return false;
  const captured = match.slice(1);
  return matchesAny(path, to, captured) && !(pathNot && matchesAny(pathNot, to, captured));
}

function syntaxFindings(root) {
  const rel = (file) => relative(root, file).split('\\').join('/');

  function* sources(dir) {
    let names;
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) yield* sources(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) yield path;
    }
  }

  function resolveImport(from, specifier) {
    if (!specifier.startsWith('.')) return null;
    const base = resolve(dirname(from), specifier);
    const bare = base.replace(/\.(js|mjs)$/, '');
    for (const candidate of [base, ...['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'].map((ext) => `${bare}${ext}`), join(base, 'index.ts'), join(base, 'index.tsx')]) {
      try {
        if (statSync(candidate).isFile()) return candidate;
      } catch {}
    }
    return base; // a CSS or JSON file, or a path the type checker reports
  }

  const files = FOLDERS.flatMap((folder) => [...sources(join(root, folder))]);
  const parsed = new Map();
  const lines = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    lines.set(file, text.split('\n'));
    parsed.set(file, parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false }));
  }
  const modules = new Map([...parsed].map(([file, ast]) => [file, moduleOf(file, ast, resolveImport)]));

  /** The file that defines the value `name` exported by `file` (through re-exports and re-exported imports). */
  function originOf(file, name, seen = new Set()) {
    const key = `${file}#${name}`;
    if (seen.has(key)) return file;
    seen.add(key);
    const module = modules.get(file);
    if (!module) return file; // outside the scanned folders (a package, a CSS file)
    const entry = module.exports.get(name);
    if (entry?.kind === 'reexport') return originOf(entry.target, entry.name, seen);
    if (entry?.kind === 'binding') {
      const imported = module.bindings.get(entry.name);
      if (!imported) return file;
      // `export const x = namespace.member` exports the member of the module imported whole.
      return originOf(imported.target, imported.name === '*' && entry.member ? entry.member : imported.name, seen);
    }
    if (entry) return file;
    for (const target of module.star) {
      const found = modules.get(target)?.exports.has(name) ? originOf(target, name, seen) : null;
      if (found) return found;
    }
    return file;
  }

  /** The route table's paths and segments, as the table names them. */
  const routeSegments = new Set();
  const routeTable = join(root, ROUTE_TABLE);
  const tableAst = parsed.get(routeTable);
  if (tableAst) {
    const collect = (node) => {
      if (!node || typeof node.type !== 'string') return;
      const texts = node.type === 'StringLiteral' ? [node.value] : node.type === 'TemplateLiteral' ? node.quasis.map((q) => q.value.cooked) : [];
      for (const text of texts) for (const segment of text.split('/')) if (/^[a-z_]+$/.test(segment) && text.includes('/')) routeSegments.add(segment);
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc') continue;
        if (Array.isArray(value)) value.forEach(collect);
        else if (value && typeof value === 'object') collect(value);
      }
    };
    collect(tableAst.program);
    // The sell order screens are path segments too (`/sell/order/{id}/card_select`).
    for (const node of tableAst.program.body) {
      const d = node.declaration;
      if (d?.type !== 'VariableDeclaration') continue;
      for (const v of d.declarations) {
        const init = v.init?.type === 'TSAsExpression' ? v.init.expression : v.init;
        if (v.id.name === 'SELL_ORDER_SCREENS' && init?.type === 'ArrayExpression') for (const e of init.elements) if (e?.type === 'StringLiteral') routeSegments.add(e.value);
      }
    }
  }
  const startsWithSegment = (text) => {
    const match = /^\/([a-z_]+)(\/|$)/.exec(text);
    return match !== null && routeSegments.has(match[1]);
  };

  const findings = [];
  for (const [file, ast] of parsed) {
    const from = layerOf(rel(file));
    const where = rel(file);
    const module = modules.get(file);

    // Where each value name really comes from: a re-export does not change what is imported.
    for (const { specifier, target, names } of module.valueImports) {
      for (const name of names) {
        const origin = originOf(target, name);
        if (origin === target || !modules.has(origin)) continue;
        const broken = config.forbidden.find((rule) => forbidsValue(rule, where, rel(origin)));
        if (broken) findings.push(`${where}: ${name} (through ${specifier}) comes from ${rel(origin)}; ${from} may not import ${layerOf(rel(origin))} (${broken.comment})`);
      }
    }

    // A port module hands its screens their hooks and types, nothing else (what ports share is in kit/).
    if (where.startsWith(PORTS) && !where.startsWith(PORTS_KIT)) {
      for (const [name, entry] of module.exports) {
        if (entry.kind !== 'type' && !/^use[A-Z]/.test(name)) findings.push(`${where}: exports ${name}; a port module exports only its screens' hooks (use…) and types`);
      }
      for (const target of module.star) findings.push(`${where}: re-exports everything of ${rel(target)}; a port module exports only its screens' hooks (use…) and types`);
    }

    const strings = [];
    const shared = from === 'screens' || from === 'ui';
    const ours = where.startsWith('src/') || where.startsWith('elements/');
    const walk = (node, parent, grandparent) => {
      if (!node || typeof node.type !== 'string') return;
      const silent = ours ? silentHandler(node) : null;
      if (silent) {
        // The reason may stand on the line before the call or before the handler.
        const line = node.callee.property.loc.start.line;
        const said = [line, silent.handler.loc.start.line].some((at) => [at - 1, at].some((n) => /\/\/ silent: \S/.test(lines.get(file)[n - 1] ?? '')));
        if (!said) findings.push(`${where}:${line}: .${silent.method}(…) drops its error; settle(promise, report, fallback) reports it (or say why on the line before: // silent: …)`);
      }
      if (ours && computedImport(node)) findings.push(`${where}:${node.loc.start.line}: a dynamic import of a computed path; name the module (the layer rules cannot follow it)`);
      if (node.type === 'StringLiteral') strings.push({ node, parent, grandparent });
      if (node.type === 'TemplateLiteral' && node.quasis.length > 0) strings.push({ node: { value: node.quasis[0].value.cooked, loc: node.loc }, parent, template: true });
      if (shared) checkScreenNode(node, where, from);
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
        if (Array.isArray(value)) for (const child of value) walk(child, node, parent);
        else if (value && typeof value === 'object') walk(value, node, parent);
      }
    };
    walk(ast.program, null, null);

    if (ours && where !== ROUTE_TABLE) {
      for (const { node, parent, grandparent, template } of strings) {
        const text = node.value;
        if (typeof text !== 'string') continue;
        const line = node.loc.start.line;
        if (startsWithSegment(text) || (!template && text === '/' && isRouteUse(node, parent))) {
          findings.push(`${where}:${line}: route path ${JSON.stringify(text)} outside the route table (${ROUTE_TABLE})`);
        } else if (!template && routeSegments.has(text) && isPathPiece(parent, grandparent)) {
          findings.push(`${where}:${line}: route segment ${JSON.stringify(text)} built into a path outside the route table (${ROUTE_TABLE})`);
        }
      }
    }
  }

  function checkScreenNode(node, where, from) {
    const line = node.loc?.start.line;
    const what = from === 'screens' ? 'a screen' : 'a shared component';
    // `x.value = …`, `x['value'] = …`, `x.value++`: a write to a signal.
    const target = node.type === 'AssignmentExpression' ? node.left : node.type === 'UpdateExpression' ? node.argument : null;
    if (target?.type === 'MemberExpression' && memberName(target) === 'value') {
      findings.push(`${where}:${line}: ${what} assigns a signal's value; call the model's action (or a field's set)`);
    }
    if (node.type === 'CallExpression' && node.callee.type === 'MemberExpression') {
      const [object, property] = [node.callee.object.name, memberName(node.callee)];
      if (WRITES_AROUND.some(([o, p]) => o === object && p === property)) findings.push(`${where}:${line}: ${what} calls ${object}.${property}, a write around a model's actions`);
    }
    if (from === 'screens' && node.type === 'CallExpression' && node.callee.type === 'Identifier' && FORBIDDEN_CALLS.has(node.callee.name)) {
      findings.push(`${where}:${line}: ${what} calls ${node.callee.name}; timers and polls belong to models (open/close)`);
    }
    if (node.type === 'MemberExpression' && INSIDES.has(memberName(node) ?? '')) {
      findings.push(`${where}:${line}: ${what} reaches ${memberName(node)}; use its port`);
    }
    if (node.type === 'ObjectPattern') {
      for (const property of node.properties) {
        const key = property.key?.name ?? property.key?.value;
        if (property.type === 'ObjectProperty' && INSIDES.has(key)) findings.push(`${where}:${line}: ${what} takes ${key} apart; use its port`);
      }
    }
  }

  return findings;
}

/**
 * A module's imports of values (each with the names it takes) and its exports, for following a name to
 * where it is defined: `export … from` (a re-export), `export *`, an imported name exported again (`export
 * { x }`, `export default x`, `export const y = x` or `= x.member`: a binding), or a name of its own.
 */
function moduleOf(file, ast, resolveImport) {
  const module = { valueImports: [], exports: new Map(), star: [], bindings: new Map() };
  const bindingOf = (expression) => {
    const root = expression?.type === 'MemberExpression' ? expression.object : expression;
    return root?.type === 'Identifier' && module.bindings.has(root.name) ? root.name : null;
  };
  for (const node of ast.program.body) {
    const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
    const target = node.source && resolveImport(file, node.source.value);
    if (node.type === 'ImportDeclaration') {
      const values = typeOnly ? [] : node.specifiers.filter((s) => s.importKind !== 'type');
      for (const s of values) module.bindings.set(s.local.name, { target, name: s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*' });
      const names = values.map((s) => module.bindings.get(s.local.name).name).filter((name) => name !== '*');
      if (names.length > 0) module.valueImports.push({ specifier: node.source.value, target, names });
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      for (const s of node.specifiers) {
        const isType = typeOnly || s.exportKind === 'type';
        module.exports.set(s.exported.name ?? s.exported.value, { kind: isType ? 'type' : 'reexport', target, name: s.local?.name ?? 'default' });
      }
      const names = node.specifiers.filter((s) => !typeOnly && s.exportKind !== 'type').map((s) => s.local?.name ?? 'default');
      if (names.length > 0) module.valueImports.push({ specifier: node.source.value, target, names });
    } else if (node.type === 'ExportNamedDeclaration' && node.declaration) {
      const d = node.declaration;
      const isType = d.type === 'TSTypeAliasDeclaration' || d.type === 'TSInterfaceDeclaration' || d.declare === true;
      if (d.type === 'VariableDeclaration') {
        for (const v of d.declarations) {
          const bound = bindingOf(v.init);
          module.exports.set(v.id.name, bound ? { kind: 'binding', name: bound, member: v.init.property?.name } : { kind: isType ? 'type' : 'local' });
        }
      } else if (d.id?.name) {
        module.exports.set(d.id.name, { kind: isType ? 'type' : 'local' });
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      for (const s of node.specifiers) module.exports.set(s.exported.name ?? s.exported.value, { kind: typeOnly || s.exportKind === 'type' ? 'type' : 'binding', name: s.local.name });
    } else if (node.type === 'ExportAllDeclaration') {
      if (!typeOnly) module.star.push(target);
    } else if (node.type === 'ExportDefaultDeclaration') {
      const bound = bindingOf(node.declaration);
      module.exports.set('default', bound ? { kind: 'binding', name: bound } : { kind: 'local' });
    }
  }
  return module;
}

/** An `import(…)` whose path is not one string: a module no import graph can name. */
function computedImport(node) {
  if (node.type !== 'ImportExpression' && !(node.type === 'CallExpression' && node.callee.type === 'Import')) return false;
  const path = node.source ?? node.arguments[0];
  return path.type !== 'StringLiteral' && !(path.type === 'TemplateLiteral' && path.expressions.length === 0);
}

/** A `.catch` (or a `.then` rejection handler) whose function never looks at the error: the method and the handler. */
function silentHandler(node) {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return null;
  const method = memberName(node.callee);
  const handler = method === 'catch' ? node.arguments[0] : method === 'then' ? node.arguments[1] : null;
  if (handler?.type !== 'ArrowFunctionExpression' && handler?.type !== 'FunctionExpression') return null;
  const [error] = handler.params;
  const dropped = !error || (error.type === 'Identifier' && !mentions(handler.body, error.name));
  return dropped ? { method, handler } : null;
}

/** Whether `name` is read anywhere under `node`. */
function mentions(node, name) {
  if (!node || typeof node.type !== 'string') return false;
  if (node.type === 'Identifier' && node.name === name) return true;
  return Object.entries(node).some(([key, value]) => {
    if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') return false;
    if (Array.isArray(value)) return value.some((child) => mentions(child, name));
    return value !== null && typeof value === 'object' && mentions(value, name);
  });
}

function memberName(node) {
  if (!node.computed) return node.property.name;
  return node.property.type === 'StringLiteral' ? node.property.value : node.property.type === 'TemplateLiteral' && node.property.expressions.length === 0 ? node.property.quasis[0].value.cooked : null;
}

/** A '/' used as a route: navigated to, a redirect's target, returned, or one branch of a choice. */
function isRouteUse(node, parent) {
  if (!parent) return false;
  if (parent.type === 'CallExpression' && parent.arguments[0] === node) {
    const callee = parent.callee.type === 'MemberExpression' ? parent.callee.property : parent.callee;
    return callee.type === 'Identifier' && /^(navigate|setLocation|redirect|go)$/i.test(callee.name);
  }
  if (parent.type === 'JSXAttribute') return parent.name.name === 'to' || parent.name.name === 'href';
  if (parent.type === 'ReturnStatement' || parent.type === 'ArrowFunctionExpression') return true;
  if (parent.type === 'ConditionalExpression') return parent.test !== node;
  if (parent.type === 'ObjectProperty') return parent.value === node && /^(to|route|path|go)$/.test(parent.key.name ?? parent.key.value);
  return false;
}

/** A segment put into a path: an operand of `+`, an element of an array that is joined, a part of a template. */
function isPathPiece(parent, grandparent) {
  if (parent?.type === 'BinaryExpression') return parent.operator === '+';
  if (parent?.type === 'TemplateLiteral') return true;
  return parent?.type === 'ArrayExpression' && grandparent?.type === 'MemberExpression' && memberName(grandparent) === 'join';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const findings = await checkArchitecture(root);
  if (findings.length > 0) {
    console.error(`${findings.length} architecture finding(s):\n${findings.join('\n')}`);
    process.exit(1);
  }
  console.log('architecture: the layer table and no cycles (dependency-cruiser), names followed through re-exports, the ports rule, the route rule, screens that only render, and no silent fallback hold');
}
