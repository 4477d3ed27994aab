/**
 * The layer check (`scripts/architecture.mjs`) against the ways around it a review found: each fixture is
 * a small source tree with one laundered form, and the check must name it. The clean tree passes.
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
  'src/state/hooks/buy.ts': "import { createWidget } from '../widget';\nexport type Buy = { go(): void };\nexport function useBuy() {\n  return createWidget();\n}\n",
  'src/screens/buy/Calculator.tsx': "import { useBuy } from '../../state/hooks/buy';\nexport function Calculator() {\n  const buy = useBuy();\n  return <p>{String(buy)}</p>;\n}\n",
};

function findingsWith(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'architecture-'));
  try {
    for (const [path, text] of Object.entries({ ...BASE, ...files })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return checkArchitecture(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** A screen file of the fixture tree, its body inside the component. */
const screen = (imports: string, body: string) => ({
  'src/screens/buy/Laundered.tsx': `${imports}\nexport function Laundered() {\n${body}\n  return null;\n}\n`,
});

describe('the layer check', () => {
  it('passes the clean tree', () => {
    assert.deepEqual(findingsWith({}), []);
  });

  it('lets a fallback through that reports its error, or that says on the line before why it is silent', () => {
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
    assert.deepEqual(findingsWith(files), []);
  });

  const laundered: [string, Record<string, string>, RegExp][] = [
    [
      'the API destructured out of the dependencies',
      screen("import { useBuy } from '../../state/hooks/buy';", '  const { formDeps } = useBuy();\n  const { api } = formDeps;\n  void api;'),
      /takes (formDeps|api) apart/,
    ],
    [
      'the dependencies spread into a model the screen builds',
      screen("import { createLogin } from '../../state/login';\nimport { useBuy } from '../../state/hooks/buy';", '  void createLogin({ ...useBuy().formDeps });'),
      /screens use their feature's hooks|reaches formDeps/,
    ],
    [
      'the API re-exported from a state file',
      {
        'src/state/hooks/tools.ts': "export { createResources as useResources } from '../../api/resources';\n",
        ...screen("import { useResources } from '../../state/hooks/tools';", '  void useResources();'),
      },
      /useResources \(through .*\) comes from src\/api\/resources\.ts; screens may not import api/,
    ],
    [
      'a write through a helper in state',
      {
        'src/state/hooks/write.ts': 'export function assignValue(target: { value: number }, value: number) {\n  target.value = value;\n}\n',
        ...screen("import { assignValue } from '../../state/hooks/write';", '  assignValue({ value: 0 }, 1);'),
      },
      /exports assignValue; a hooks module exports only hooks/,
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
    it(`names ${name}`, () => {
      const findings = findingsWith(files);
      assert.ok(
        findings.some((finding) => expected.test(finding)),
        `expected a finding like ${expected}, got:\n${findings.join('\n') || '(none)'}`,
      );
    });
  }
});
