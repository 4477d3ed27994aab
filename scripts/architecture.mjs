// The layer rules of ../shared/ARCHITECTURE.md, checked on every import (static, re-export, dynamic) of
// src/, elements/, sandbox/, server/ and demo/; a screen imports only its own folder and screens/parts/;
// the route rule: no route path outside the route table (src/domain/routes.ts); and screens and shared
// components assign no signal and reach no API (they call the model's actions).
// Zero exceptions: a finding fails `npm test`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** The layer of a file: its folder under src/, or the named top-level part. */
function layerOf(file) {
  const path = relative(root, file).split('\\').join('/');
  const [top, second] = path.split('/');
  if (top === 'src') {
    if (['domain', 'api', 'state', 'host', 'i18n', 'integrations', 'ui', 'screens'].includes(second)) return second;
    return 'app'; // src/app.tsx and the two embeds' entries (Widget, iframe, routing, config, embed options)
  }
  if (top === 'elements' || top === 'sandbox' || top === 'server' || top === 'demo') return top;
  return null;
}

/** The folder of a screen under src/screens/ (auth, buy, …, parts for the parts screens share). */
function screenFolderOf(file) {
  return relative(join(root, 'src', 'screens'), file).split('\\').join('/').split('/')[0];
}

/** What each layer may import (besides its own files), as ARCHITECTURE.md's table says. */
const MAY_IMPORT = {
  domain: [],
  api: ['domain'],
  host: ['domain'],
  i18n: [],
  integrations: ['domain', 'api', 'host'],
  ui: ['i18n', 'domain'],
  state: ['domain', 'api', 'host', 'integrations', 'i18n'],
  screens: ['ui', 'state', 'i18n', 'domain', 'integrations'],
  app: ['screens', 'state', 'ui', 'domain', 'api', 'host', 'integrations', 'i18n'],
  elements: ['app', 'domain', 'host', 'state', 'ui', 'i18n', 'api', 'integrations'],
  sandbox: ['domain', 'server'],
  server: ['domain'],
  demo: ['elements', 'server'],
};

/** Imports of types only that a layer may make besides: the merchant kit's server helper names the payload by the package's public types. */
const MAY_IMPORT_TYPES = {
  server: ['elements'],
};

/**
 * Route paths of the widget: a string that starts with one of these segments names a screen; the root
 * ('/') is one where a route goes (navigated to, a redirect's target, a route returned or chosen).
 */
const ROUTE_LITERAL = /^\/(buy|sell|orders|banned_user|kyc_problems|order_auth_redirect|close_on_success|close_on_failure)(\/|$)/;
const ROUTE_TABLE = 'src/domain/routes.ts';

/** `x.value = …`, `x.value += …`, `x.value++`: a write to a signal (screens render signals and call actions). */
function isValueWrite(node) {
  const target = node.type === 'AssignmentExpression' ? node.left : node.type === 'UpdateExpression' ? node.argument : null;
  return target?.type === 'MemberExpression' && !target.computed && target.property.name === 'value';
}

/** A '/' used as a route: navigated to, a redirect's target, returned, or one branch of a choice. */
function isRouteUse(node, parent) {
  if (!parent) return false;
  if (parent.type === 'CallExpression' && parent.arguments[0] === node) {
    const callee = parent.callee.type === 'MemberExpression' ? parent.callee.property : parent.callee;
    return callee.type === 'Identifier' && /^(navigate|setLocation|redirect)$/i.test(callee.name);
  }
  if (parent.type === 'JSXAttribute') return parent.name.name === 'to' || parent.name.name === 'href';
  if (parent.type === 'ReturnStatement' || parent.type === 'ArrowFunctionExpression') return true;
  if (parent.type === 'ConditionalExpression') return parent.test !== node;
  if (parent.type === 'ObjectProperty') return parent.value === node && /^(to|route|path)$/.test(parent.key.name ?? parent.key.value);
  return false;
}

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return base; // a CSS or JSON file, or a path the type checker reports
}

const findings = [];
for (const folder of ['src', 'elements', 'sandbox', 'server', 'demo']) {
  for (const file of sources(join(root, folder))) {
    const from = layerOf(file);
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    const ast = parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: false });
    const strings = [];
    const walk = (node, parent) => {
      if (!node || typeof node.type !== 'string') return;
      if (node.type === 'StringLiteral') strings.push(node);
      if ((from === 'screens' || from === 'ui') && node.type === 'MemberExpression' && !node.computed && node.property.name === 'api') {
        findings.push(`${where}:${node.loc.start.line}: a screen or shared component reaches the API; call a model's action`);
      }
      if ((from === 'screens' || from === 'ui') && isValueWrite(node)) {
        findings.push(`${where}:${node.loc.start.line}: a screen or shared component assigns a signal's value; call the model's action (or a field's set)`);
      }
      if (node.type === 'StringLiteral' && node.value === '/' && isRouteUse(node, parent)) strings.push({ value: '/', root: true, loc: node.loc });
      if (node.type === 'TemplateLiteral' && node.quasis.length > 0) strings.push({ value: node.quasis[0].value.cooked, loc: node.loc });
      if ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
        checkImport(node.source.value, node.importKind === 'type' || node.exportKind === 'type');
      }
      if (node.type === 'ImportExpression' && node.source.type === 'StringLiteral') checkImport(node.source.value);
      if (node.type === 'CallExpression' && node.callee.type === 'Import' && node.arguments[0]?.type === 'StringLiteral') checkImport(node.arguments[0].value);
      for (const [key, value] of Object.entries(node)) {
        if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
        if (Array.isArray(value)) for (const child of value) walk(child, node);
        else if (value && typeof value === 'object') walk(value, node);
      }
    };
    function checkImport(specifier, typesOnly = false) {
      const target = resolveImport(file, specifier);
      const to = target && layerOf(target);
      if (!to || /\.(css|json)$/.test(target)) return;
      if (to === from) {
        // A screen imports its own folder's files and the shared parts, never another screen.
        const [own, other] = [screenFolderOf(file), screenFolderOf(target)];
        if (from === 'screens' && own !== other && other !== 'parts') findings.push(`${where}: a screen of ${own}/ may not import one of ${other}/ (${specifier}); share it from screens/parts/`);
        return;
      }
      if (typesOnly && MAY_IMPORT_TYPES[from]?.includes(to)) return;
      if (!MAY_IMPORT[from]?.includes(to)) findings.push(`${where}: ${from} may not import ${to} (${specifier})`);
    }
    walk(ast.program, null);
    if ((folder === 'src' || folder === 'elements') && where !== ROUTE_TABLE) {
      for (const literal of strings) {
        if (typeof literal.value === 'string' && (literal.root || ROUTE_LITERAL.test(literal.value))) {
          findings.push(`${where}:${literal.loc.start.line}: route path ${JSON.stringify(literal.value)} outside the route table (${ROUTE_TABLE})`);
        }
      }
    }
  }
}

if (findings.length > 0) {
  console.error(`${findings.length} architecture finding(s):\n${findings.join('\n')}`);
  process.exit(1);
}
console.log('architecture: the layer rules, the route rule, no signal writes and no API calls in screens hold');
