// The production card vault as spec 2 §7 pins it: a build with CRW_ENVIRONMENT=production is refused
// without the provider's vault id and custom vault host, defaults to the live environment, and its vault
// code asks VGS's loader for Collect.js 2.25.1 on that vault and sends through that host. The widget's
// own modules are bundled with the production build's definitions; only VGS's loader is a recording stub.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { common, defines } from '../../esbuild.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTION = {
  CRW_ENVIRONMENT: 'production',
  CRW_API_URL: 'https://api.provider.example',
  CRW_VAULT_ID: 'tntprod4242',
  CRW_VAULT_CNAME: 'vault.provider.example',
};

type Recorded = { loader: unknown[]; calls: unknown[][] };

/** VGS's loader, recording what it is asked for, and the Collect.js it would load, recording its calls. */
const recordingLoader: esbuild.Plugin = {
  name: 'recording-vgs-loader',
  setup(build) {
    build.onResolve({ filter: /^@vgs\/collect-js$/ }, () => ({ path: 'vgs-loader', namespace: 'recording' }));
    build.onLoad({ filter: /.*/, namespace: 'recording' }, () => ({
      loader: 'js',
      contents: `
        const recorded = (globalThis.__vgs = { loader: [], calls: [] });
        export async function loadVGSCollect(options) {
          recorded.loader.push(options);
          return {
            create(vaultId, environment) {
              recorded.calls.push(['create', vaultId, environment]);
              return { useCname(host) { recorded.calls.push(['useCname', host]); }, field() {}, submit() {}, unmount() {} };
            },
          };
        }`,
    }));
  },
};

async function productionVault(env: Record<string, string>): Promise<Recorded> {
  const bundle = await esbuild.build({
    ...common,
    plugins: [...(common.plugins as esbuild.Plugin[]), recordingLoader],
    define: defines(env),
    stdin: {
      contents: `import { vaultConfig } from './src/config';
        import { createCardVault } from './src/integrations/cardVault';
        await createCardVault(vaultConfig(${JSON.stringify(env.CRW_API_URL)}), () => {});`,
      resolveDir: root,
      loader: 'ts',
    },
    format: 'esm',
    write: false,
  });
  const [output] = bundle.outputFiles ?? [];
  assert.ok(output, 'the bundle');
  await import(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`);
  return (globalThis as { __vgs?: Recorded }).__vgs as Recorded;
}

describe('the production card vault (spec 2 §7)', () => {
  it('a production build is refused without the vault id, without the custom host, or on a sandbox vault', () => {
    const { CRW_VAULT_ID, CRW_VAULT_CNAME, ...rest } = PRODUCTION;
    assert.throws(() => defines({ ...rest, CRW_VAULT_CNAME }), /CRW_VAULT_ID/);
    assert.throws(() => defines({ ...rest, CRW_VAULT_ID }), /CRW_VAULT_CNAME/);
    assert.throws(() => defines({ ...PRODUCTION, CRW_VAULT_ENVIRONMENT: 'sandbox' }), /CRW_VAULT_ENVIRONMENT/);
    // A sandbox build needs none of them: it uses the backend's stand-in.
    assert.doesNotThrow(() => defines({}));
  });

  it('loads Collect.js 2.25.1 for the fixed vault in the live environment and sends through the custom host', async () => {
    const recorded = await productionVault(PRODUCTION);
    assert.deepEqual(recorded.loader, [{ vaultId: 'tntprod4242', environment: 'live', version: '2.25.1' }]);
    assert.deepEqual(recorded.calls, [
      ['create', 'tntprod4242', 'live'],
      ['useCname', 'vault.provider.example'],
    ]);
  });
});
