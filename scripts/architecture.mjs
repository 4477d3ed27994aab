// The layer rules of docs/architecture.md, checked on every import (static, re-export, dynamic) of every
// source file (.ts, .tsx, .mts, .js, .jsx, .mjs) of src/, elements/, sandbox/, server/ and demo/:
//  - each layer imports only the layers its row names; a name imported through re-exports counts where it
//    is defined, so re-exporting the API from a state file does not launder it;
//  - a screen imports its own folder, screens/parts/, and of src/state only the hooks modules
//    (src/state/hooks/), which export only hooks (`use…`) and types; a screen never imports the router;
//  - no import cycle among values (type-only imports excepted);
//  - screens and shared components assign no signal (`.value =`, `['value'] =`, `Object.assign`,
//    `Reflect.set`, `Object.defineProperty`) and reach no API, dependencies or configuration (`api`,
//    `deps`, `formDeps`, `config`, member or destructured); screens set no timers and run no polls;
//  - no route path outside the route table (src/domain/routes.ts): the segments are read from the table,
//    and a path built with `+`, `join` or a template counts;
//  - no silent fallback in src/ or elements/: a `.catch(…)` (or a `.then` rejection handler) that drops
//    its error; a fallback goes through `settle(promise, report, fallback)` (src/state/settle.ts), and the
//    rare failure that is truly another's to report says why on the line before (`// silent: …`).
// Zero exceptions: a finding fails `npm test`. `checkArchitecture(root)` is what the fixtures test.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@babel/parser';

const FOLDERS = ['src', 'elements', 'sandbox', 'server', 'demo'];
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
const ROUTE_TABLE = 'src/domain/routes.ts';
const HOOKS = 'src/state/hooks/';

/** What each layer may import (besides its own files), as docs/architecture.md's table says. */
const MAY_IMPORT = {
  domain: [],
  api: ['domain'],
  host: ['domain'],
  i18n: [],
  integrations: ['domain', 'api', 'host'],
  ui: ['i18n', 'domain'],
  state: ['domain', 'api', 'host', 'integrations', 'i18n'],
  screens: ['ui', 'state', 'i18n', 'domain'],
  app: ['screens', 'state', 'ui', 'domain', 'api', 'host', 'integrations', 'i18n'],
  elements: ['app', 'domain', 'host', 'state', 'ui', 'i18n', 'api', 'integrations'],
  sandbox: ['domain', 'server'],
  server: ['domain'],
  demo: ['elements', 'server'],
};

/** Imports of types only that a layer may make besides: the merchant kit's server helper names the payload by the package's public types. */
const MAY_IMPORT_TYPES = { server: ['elements'] };

/** Packages a layer may not import: screens move on through their hooks (`useNavigate` takes only a route). */
const FORBIDDEN_PACKAGES = { screens: ['wouter'] };

/** Names a screen or shared component may not reach: the widget's insides. */
const INSIDES = new Set(['api', 'deps', 'formDeps', 'config']);
/** Calls a screen or shared component may not make: timers, polls, writes around the signal's setter. */
const FORBIDDEN_CALLS = new Set(['setTimeout', 'setInterval', 'poll', 'watch']);
const WRITES_AROUND = [
  ['Object', 'assign'],
  ['Object', 'defineProperty'],
  ['Reflect', 'set'],
];

export function checkArchitecture(root) {
  const rel = (file) => relative(root, file).split('\\').join('/');

  function layerOf(file) {
    const [top, second] = rel(file).split('/');
    if (top === 'src') {
      if (['domain', 'api', 'state', 'host', 'i18n', 'integrations', 'ui', 'screens'].includes(second)) return second;
      return 'app'; // src/app.tsx and the two embeds' entries (Widget, iframe, routing, config, embed options)
    }
    return FOLDERS.includes(top) ? top : null;
  }
  const screenFolderOf = (file) => rel(file).split('/')[2];

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

  /** Each module's imports and exports, for following a name to where it is defined. */
  const modules = new Map();
  for (const [file, ast] of parsed) {
    const module = { imports: [], exports: new Map(), star: [], local: new Set(), bindings: new Map() };
    for (const node of ast.program.body) {
      const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
      if (node.type === 'ImportDeclaration') {
        const target = resolveImport(file, node.source.value);
        module.imports.push({ specifier: node.source.value, target, typeOnly, node, names: node.specifiers });
        for (const s of node.specifiers) {
          if (s.importKind === 'type' || typeOnly) continue;
          module.bindings.set(s.local.name, { target, name: s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : 'default' });
        }
      } else if (node.type === 'ExportNamedDeclaration') {
        if (node.source) {
          const target = resolveImport(file, node.source.value);
          module.imports.push({ specifier: node.source.value, target, typeOnly, node, names: [] });
          for (const s of node.specifiers) {
            const exported = s.exported.name ?? s.exported.value;
            const isType = typeOnly || s.exportKind === 'type';
            module.exports.set(exported, { kind: isType ? 'type' : 'reexport', target, name: s.local?.name ?? 'default' });
          }
        } else if (node.declaration) {
          const d = node.declaration;
          const isType = d.type === 'TSTypeAliasDeclaration' || d.type === 'TSInterfaceDeclaration' || d.declare === true;
          const names = d.type === 'VariableDeclaration' ? d.declarations.map((v) => v.id.name).filter(Boolean) : [d.id?.name].filter(Boolean);
          for (const name of names) module.exports.set(name, { kind: isType ? 'type' : 'local', declaration: d });
        } else {
          for (const s of node.specifiers) {
            const exported = s.exported.name ?? s.exported.value;
            module.exports.set(exported, { kind: typeOnly || s.exportKind === 'type' ? 'type' : 'binding', name: s.local.name });
          }
        }
      } else if (node.type === 'ExportAllDeclaration') {
        const target = resolveImport(file, node.source.value);
        module.imports.push({ specifier: node.source.value, target, typeOnly, node, names: [] });
        if (!typeOnly) module.star.push(target);
      } else if (node.type === 'ExportDefaultDeclaration') {
        module.exports.set('default', { kind: 'local', declaration: node.declaration });
      }
    }
    modules.set(file, module);
  }

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
      return imported ? originOf(imported.target, imported.name, seen) : file;
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
  const graph = new Map();
  for (const [file, ast] of parsed) {
    const from = layerOf(file);
    const where = rel(file);
    const module = modules.get(file);
    const edges = [];
    graph.set(file, edges);

    function checkImport(specifier, target, typeOnly, importedNames) {
      if (!specifier.startsWith('.')) {
        const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        if (FORBIDDEN_PACKAGES[from]?.includes(pkg)) findings.push(`${where}: ${from} may not import ${pkg}; move on through the feature's hooks (useNavigate, useFollow)`);
        return;
      }
      const to = target && layerOf(target);
      if (!to || /\.(css|json)$/.test(target)) return;
      if (from === 'screens' && to === 'state' && !rel(target).startsWith(HOOKS)) {
        findings.push(`${where}: a screen imports ${specifier}; screens use their feature's hooks (${HOOKS})`);
      }
      if (to === from) {
        // A screen imports its own folder's files and the shared parts, never another screen.
        const [own, other] = [screenFolderOf(file), screenFolderOf(target)];
        if (from === 'screens' && own !== other && other !== 'parts') findings.push(`${where}: a screen of ${own}/ may not import one of ${other}/ (${specifier}); share it from screens/parts/`);
      } else if (!(typesOnlyAllowed(from, to) && typeOnly) && !MAY_IMPORT[from]?.includes(to)) {
        findings.push(`${where}: ${from} may not import ${to} (${specifier})`);
      }
      // Where each value name really comes from: a re-export does not change what is imported.
      if (typeOnly || !from) return;
      for (const name of importedNames) {
        const origin = originOf(target, name);
        const originLayer = origin && layerOf(origin);
        if (!originLayer || originLayer === from || origin === target) continue;
        if (!MAY_IMPORT[from]?.includes(originLayer)) findings.push(`${where}: ${name} (through ${specifier}) comes from ${rel(origin)}; ${from} may not import ${originLayer}`);
      }
    }
    const typesOnlyAllowed = (a, b) => MAY_IMPORT_TYPES[a]?.includes(b) ?? false;

    for (const entry of module.imports) {
      const names = entry.node.type === 'ImportDeclaration'
        ? entry.names.filter((s) => s.importKind !== 'type').map((s) => (s.type === 'ImportSpecifier' ? (s.imported.name ?? s.imported.value) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*'))
        : entry.node.type === 'ExportNamedDeclaration'
          ? entry.node.specifiers.filter((s) => s.exportKind !== 'type').map((s) => s.local?.name ?? 'default')
          : [];
      checkImport(entry.specifier, entry.target, entry.typeOnly || (names.length === 0 && entry.node.type === 'ImportDeclaration' && entry.names.length > 0), names.filter((n) => n !== '*'));
      const valueImport = !entry.typeOnly && (entry.node.type !== 'ImportDeclaration' || entry.names.length === 0 || names.length > 0);
      if (valueImport && entry.target && modules.has(entry.target)) edges.push(entry.target);
    }

    // A hooks module hands screens hooks and types, nothing else.
    if (where.startsWith(HOOKS)) {
      for (const [name, entry] of module.exports) {
        if (entry.kind !== 'type' && !/^use[A-Z]/.test(name)) findings.push(`${where}: exports ${name}; a hooks module exports only hooks (use…) and types`);
      }
      for (const target of module.star) findings.push(`${where}: re-exports everything of ${rel(target)}; a hooks module exports only hooks (use…) and types`);
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
      if (node.type === 'StringLiteral') strings.push({ node, parent, grandparent });
      if (node.type === 'TemplateLiteral' && node.quasis.length > 0) strings.push({ node: { value: node.quasis[0].value.cooked, loc: node.loc }, parent, template: true });
      if (node.type === 'ImportExpression' && node.source.type === 'StringLiteral') checkImport(node.source.value, resolveImport(file, node.source.value), false, []);
      if (node.type === 'CallExpression' && node.callee.type === 'Import' && node.arguments[0]?.type === 'StringLiteral') {
        checkImport(node.arguments[0].value, resolveImport(file, node.arguments[0].value), false, []);
      }
      if (shared) checkScreenNode(node, where, from);
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
        if (Array.isArray(value)) for (const child of value) walk(child, node, parent);
        else if (value && typeof value === 'object') walk(value, node, parent);
      }
    };
    walk(ast.program, null, null);

    if ((where.startsWith('src/') || where.startsWith('elements/')) && where !== ROUTE_TABLE) {
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
      findings.push(`${where}:${line}: ${what} reaches ${memberName(node)}; use its feature's hooks`);
    }
    if (node.type === 'ObjectPattern') {
      for (const property of node.properties) {
        const key = property.key?.name ?? property.key?.value;
        if (property.type === 'ObjectProperty' && INSIDES.has(key)) findings.push(`${where}:${line}: ${what} takes ${key} apart; use its feature's hooks`);
      }
    }
  }

  // Import cycles among values: Tarjan's strongly connected components.
  let index = 0;
  const stack = [];
  const state = new Map();
  const strong = (file) => {
    const entry = { index, low: index, onStack: true };
    index += 1;
    state.set(file, entry);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      const seen = state.get(next);
      if (!seen) {
        strong(next);
        entry.low = Math.min(entry.low, state.get(next).low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low !== entry.index) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) findings.push(`import cycle: ${component.map(rel).sort().join(' → ')}`);
  };
  for (const file of graph.keys()) if (!state.has(file)) strong(file);

  return findings;
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
  const findings = checkArchitecture(root);
  if (findings.length > 0) {
    console.error(`${findings.length} architecture finding(s):\n${findings.join('\n')}`);
    process.exit(1);
  }
  console.log('architecture: the layer rules (re-exports followed), the hooks rule, no cycles, the route rule, screens that only render, and no silent fallback hold');
}
