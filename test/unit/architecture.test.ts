/**
 * The architecture check (`scripts/architecture.mjs`: dependency-cruiser with .dependency-cruiser.cjs, and
 * the checks of syntax beside it) against the ways around it a review found, and the ways an import graph
 * alone would miss: each fixture is a small source tree with one laundered form, and the check must name
 * it. The clean tree passes.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { checkArchitecture } from '../../scripts/architecture.mjs';

const BASE: Record<string, string> = {
  'src/domain/routes.ts': "export const ROUTES = { root: '/', buy: '/buy', buyKyc: '/buy/kyc', sell: '/sell' } as const;\nexport const SELL_ORDER_SCREENS = ['card_select'] as const;\n",
  'src/api/resources.ts': 'export function createResources() {\n  return {};\n}\n',
  'src/state/widget.ts': "import { createResources } from '../api/resources';\nexport function createWidget() {\n  return { formDeps: { api: createResources() }, config: {} };\n}\n",
  'src/state/login.ts': 'export function createLogin(deps: object) {\n  return deps;\n}\n',
  'src/state/ports/buy.ts': "import { createWidget } from '../widget';\nexport type Buy = { go(): void };\nexport function useBuy() {\n  return createWidget();\n}\n",
  'src/screens/buy/Calculator.tsx': "import { useBuy } from '../../state/ports/buy';\nexport function Calculator() {\n  const buy = useBuy();\n  return <p>{String(buy)}</p>;\n}\n",
};

async function findingsWith(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'architecture-'));
  try {
    for (const [path, text] of Object.entries({ ...BASE, ...files })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return await checkArchitecture(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** A screen file of the fixture tree, its body inside the component. */
const screen = (imports: string, body: string) => ({
  'src/screens/buy/Laundered.tsx': `${imports}\nexport function Laundered() {\n${body}\n  return null;\n}\n`,
});

describe('the layer check', () => {
  it('passes the clean tree', async () => {
    assert.deepEqual(await findingsWith({}), []);
  });

  it('lets a fallback through that reports its error, or that says on the line before why it is silent', async () => {
    const files = {
      'src/state/fallbacks.ts': [
        'export const reported = (p: Promise<number>, report: (e: unknown) => void) => p.catch((error: unknown) => {',
        '  report(error);',
        '  return 0;',
        '});',
        '// silent: the reporter itself could not load.',
        'export const said = (p: Promise<number>) => p.catch(() => 0);',
        '',
      ].join('\n'),
    };
    assert.deepEqual(await findingsWith(files), []);
  });

  it('lets through imports of types only where a row allows types, and a cycle of types only', async () => {
    const files = {
      'elements/payload.ts': 'export type Payload = { amount: number };\nexport const PAYLOAD_LIMIT = 6144;\n',
      'server/sign.ts': "import type { Payload } from '../elements/payload';\nexport const sign = (payload: Payload) => JSON.stringify(payload);\n",
      'src/state/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\nexport const a = 1;\n",
      'src/state/b.ts': "import { a } from './a';\nexport type B = { a: number };\nexport const b = a;\n",
    };
    assert.deepEqual(await findingsWith(files), []);
  });

  /** A hooks module of the fixture tree, and the screen that takes `useResources` from it. */
  const throughHooks = (hooks: string, more: Record<string, string> = {}) => ({
    'src/state/ports/tools.ts': hooks,
    ...more,
    ...screen("import { useResources } from '../../state/ports/tools';", '  void useResources();'),
  });
  const API_THROUGH_HOOKS = /useResources \(through .*\) comes from src\/api\/resources\.ts; screens may not import api/;

  const laundered: [string, Record<string, string>, RegExp][] = [
    [
      'the API destructured out of the dependencies',
      screen("import { useBuy } from '../../state/ports/buy';", '  const { formDeps } = useBuy();\n  const { api } = formDeps;\n  void api;'),
      /takes (formDeps|api) apart/,
    ],
    [
      'the dependencies spread into a model the screen builds',
      screen("import { createLogin } from '../../state/login';\nimport { useBuy } from '../../state/ports/buy';", '  void createLogin({ ...useBuy().formDeps });'),
      /screens use their feature's hooks|reaches formDeps/,
    ],
    [
      'the API re-exported from a state file',
      {
        'src/state/ports/tools.ts': "export { createResources as useResources } from '../../api/resources';\n",
        ...screen("import { useResources } from '../../state/ports/tools';", '  void useResources();'),
      },
      /useResources \(through .*\) comes from src\/api\/resources\.ts; screens may not import api/,
    ],
    [
      'a write through a helper in state',
      {
        'src/state/ports/write.ts': 'export function assignValue(target: { value: number }, value: number) {\n  target.value = value;\n}\n',
        ...screen("import { assignValue } from '../../state/ports/write';", '  assignValue({ value: 0 }, 1);'),
      },
      /exports assignValue; a port module exports only its screens' hooks/,
    ],
    ['a write by a computed member', screen('', "  const x = { value: 0 };\n  x['value'] = 1;"), /assigns a signal's value/],
    ['a write by Object.assign', screen('', '  const x = { value: 0 };\n  Object.assign(x, { value: 1 });'), /calls Object\.assign/],
    ['a route built with join', screen('', "  const path = ['', 'buy', 'kyc'].join('/');\n  void path;"), /route segment "buy" built into a path/],
    ['a route built with +', screen('', "  const path = '/' + 'sell';\n  void path;"), /route segment "sell" built into a path/],
    [
      'a route segment the table has and no list in the check names',
      {
        'src/domain/routes.ts': `${BASE['src/domain/routes.ts']}export const REFUNDS = '/refunds';\n`,
        ...screen('', "  const path = '/refunds/new';\n  void path;"),
      },
      /route path "\/refunds\/new" outside the route table/,
    ],
    ['a .js screen', { 'src/screens/buy/Old.js': "import { createResources } from '../../api/resources';\nexport const api = createResources();\n" }, /screens may not import api/],
    [
      'an import cycle',
      {
        'src/state/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'src/state/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      },
      /import cycle: src\/state\/a\.ts → src\/state\/b\.ts/,
    ],
    ['a timer in a screen', screen('', '  setTimeout(() => undefined, 100);'), /calls setTimeout/],
    ['the router in a screen', screen("import { useLocation } from 'wouter';", '  void useLocation();'), /screens may not import wouter/],
    // Each way an import is written: dependency-cruiser reads them all.
    ['a dynamic import of the API in a screen', screen('', "  void import('../../api/resources');"), /screens may not import api \(src\/api\/resources\.ts\)/],
    ['a dynamic import written as a template', screen('', '  void import(`../../api/resources`);'), /screens may not import api \(src\/api\/resources\.ts\)/],
    [
      'a require of the API in a screen',
      screen('declare const require: (path: string) => { createResources(): object };', "  void require('../../api/resources').createResources();"),
      /screens may not import api \(src\/api\/resources\.ts\)/,
    ],
    ['an import of types only from a layer the row leaves out', screen("import type { createResources } from '../../api/resources';", '  const make: typeof createResources | null = null;\n  void make;'), /screens may not import api/],
    ['the API imported under another name', screen("import { createResources as useThing } from '../../api/resources';", '  void useThing();'), /screens may not import api/],
    [
      'a value where the row allows types only',
      {
        'elements/payload.ts': 'export type Payload = { amount: number };\nexport const PAYLOAD_LIMIT = 6144;\n',
        'server/sign.ts': "import { PAYLOAD_LIMIT } from '../elements/payload';\nexport const fits = (text: string) => text.length <= PAYLOAD_LIMIT;\n",
      },
      /server\/sign\.ts: server may not import elements .*only types of elements/,
    ],
    ['an import of a file that is not there (no rule could judge it)', screen("import { gone } from '../../api/gone';", '  void gone;'), /imports \.\.\/\.\.\/api\/gone, which is not there/],
    ["a screen of another folder", { 'src/screens/sell/Sell.tsx': "import { Calculator } from '../buy/Calculator';\nexport const Sell = Calculator;\n" }, /screens may not import screens \(src\/screens\/buy\/Calculator\.tsx\)/],
    ['an import cycle through a re-export', { 'src/state/a.ts': "export { b } from './b';\nexport const a = 1;\n", 'src/state/b.ts': "import { a } from './a';\nexport const b = () => a;\n" }, /import cycle: src\/state\/a\.ts → src\/state\/b\.ts/],
    // Names that travel through allowed imports: dependency-cruiser sees only hooks → api, which state may import.
    ['the API imported and exported again by a hooks module', throughHooks("import { createResources } from '../../api/resources';\nexport { createResources as useResources };\n"), API_THROUGH_HOOKS],
    ['the API exported as a constant of a hooks module', throughHooks("import { createResources } from '../../api/resources';\nexport const useResources = createResources;\n"), API_THROUGH_HOOKS],
    ["a member of the API's namespace exported by a hooks module", throughHooks("import * as api from '../../api/resources';\nexport const useResources = api.createResources;\n"), API_THROUGH_HOOKS],
    [
      'the API re-exported through two files',
      throughHooks("export { useResources } from '../barrel';\n", { 'src/state/barrel.ts': "export { createResources as useResources } from '../api/resources';\n" }),
      API_THROUGH_HOOKS,
    ],
    [
      'the API re-exported with export * and picked from there',
      throughHooks("export { createResources as useResources } from '../everything';\n", { 'src/state/everything.ts': "export * from '../api/resources';\n" }),
      API_THROUGH_HOOKS,
    ],
    ['a dynamic import of a computed path', screen('', `  const part = 'resources';\n  void import(\`../../api/\${part}\`);`), /dynamic import of a computed path/],
    ['a silent .catch in a model', { 'src/state/quiet.ts': 'export const quiet = (p: Promise<number>) => p.catch(() => 0);\n' }, /quiet\.ts:1: \.catch\(…\) drops its error/],
    [
      'a .catch whose error is named and never used',
      { 'src/state/quiet.ts': 'export const quiet = (p: Promise<number>) =>\n  p.catch((_error: unknown) => 0);\n' },
      /quiet\.ts:2: \.catch\(…\) drops its error/,
    ],
    [
      'a silent .then rejection handler',
      { 'src/api/quiet.ts': 'export const quiet = (p: Promise<number>) => p.then((n) => n, () => 0);\n' },
      /quiet\.ts:1: \.then\(…\) drops its error/,
    ],
  ];
  for (const [name, files, expected] of laundered) {
    it(`names ${name}`, async () => {
      const findings = await findingsWith(files);
      assert.ok(
        findings.some((finding) => expected.test(finding)),
        `expected a finding like ${expected}, got:\n${findings.join('\n') || '(none)'}`,
      );
    });
  }
});
