// Browser tests in Debian's Chromium against a real sandbox started for the run (own ports, so a running
// `npm start` does not clash). React ships CommonJS only, so each test file is bundled by esbuild here.
import { dirname } from 'node:path';
import { chromeLauncher } from '@web/test-runner-chrome';
import * as esbuild from 'esbuild';
import { register } from 'tsx/esm/api';
import { common } from './esbuild.config.mjs';

register();
const { startSandbox } = await import('./sandbox/server.ts');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = await import('./test/chromium.ts');

export const TEST_PORTS = { api: 18787, widget: 18788, demo: 18789 };
let sandbox;

function bundleTests() {
  return {
    name: 'bundle-tests',
    async serverStart() {
      sandbox = await startSandbox({ ports: TEST_PORTS });
    },
    async serverStop() {
      await sandbox?.close();
    },
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const file = `.${context.path}`;
      const result = await esbuild.build({
        ...common,
        entryPoints: [file],
        write: false,
        format: 'esm',
        outdir: dirname(file),
        sourcemap: 'inline',
        external: [...common.external, '/__web-dev-server__web-socket.js'],
        define: {
          'process.env.NODE_ENV': '"development"',
          __CRW_API_URL__: JSON.stringify(sandbox.urls.api),
          __CRW_ENVIRONMENT__: '"sandbox"',
          __CRW_ERROR_DSN__: JSON.stringify(`${sandbox.urls.api.replace('://', '://sandbox@')}/1`),
          __CRW_NEAR_RPC_URL__: '""',
          __CRW_WIDGET_URL__: JSON.stringify(sandbox.urls.widget),
          __CRW_VAULT_ID__: '""',
          __CRW_VAULT_ENVIRONMENT__: '"sandbox"',
          __CRW_VAULT_CNAME__: '""',
          __SANDBOX_URLS__: JSON.stringify(sandbox.urls),
        },
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

export default {
  files: ['test/browser/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  plugins: [bundleTests()],
};
