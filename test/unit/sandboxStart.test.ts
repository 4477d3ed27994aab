/** `npm start` (sandbox/main.ts): the ports from the environment, and one line for a port it cannot use. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { type Server, createServer } from 'node:net';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { portsFromEnv } from '../../sandbox/ports';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      // Started after all (the port was free): stop it, the test then fails on its output.
      if (stdout.includes('Card vault')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm start', () => {
  it('takes its ports from SANDBOX_*_PORT, and names a variable that is not a port', () => {
    assert.deepEqual(portsFromEnv({}), { api: 8787, widget: 8788, demo: 8789, vault: 8790 });
    assert.deepEqual(portsFromEnv({ SANDBOX_DEMO_PORT: '9000', SANDBOX_VAULT_PORT: '0' }), { api: 8787, widget: 8788, demo: 9000, vault: 0 });
    assert.equal(portsFromEnv({ SANDBOX_WIDGET_PORT: 'eighty' }), 'SANDBOX_WIDGET_PORT must be a port number from 1 to 65535 (or 0: any free port), not "eighty".');
  });

  it('a port in use: one line naming the port and the variable that moves it, no stack trace', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const { code, stderr } = await run({ SANDBOX_API_PORT: String(port), SANDBOX_WIDGET_PORT: '0', SANDBOX_DEMO_PORT: '0', SANDBOX_VAULT_PORT: '0' });
      assert.equal(code, 1);
      assert.equal(stderr.trim(), `Port ${port} (the sandbox API) is in use: start with another, for example SANDBOX_API_PORT=${port + 10} npm start`);
    } finally {
      taken.close();
    }
  });
});
