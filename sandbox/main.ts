/**
 * `npm start`: the sandbox with the demo. Ports from SANDBOX_API_PORT, SANDBOX_WIDGET_PORT, SANDBOX_DEMO_PORT
 * and SANDBOX_VAULT_PORT (sandbox/ports.ts); a port that cannot be used is named in one line.
 */
import { portProblem, portsFromEnv } from './ports';
import { startSandbox } from './server';

const ports = portsFromEnv(process.env);
if (typeof ports === 'string') {
  console.error(ports);
  process.exit(1);
}
const sandbox = await startSandbox({ ports }).catch((error: unknown) => {
  const problem = portProblem(error, ports);
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
});
console.log(`Sandbox API        ${sandbox.urls.api}`);
console.log(`Iframe widget page ${sandbox.urls.widget}/`);
console.log(`Demo: custom tag   ${sandbox.urls.demo}/tag.html`);
console.log(`Demo: iframe       ${sandbox.urls.demo}/iframe.html`);
console.log(`Card vault         ${sandbox.urls.vault}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
