/** `npm start`: the sandbox with the demo. Ports from SANDBOX_API_PORT, SANDBOX_WIDGET_PORT, SANDBOX_DEMO_PORT, SANDBOX_VAULT_PORT. */
import { startSandbox } from './server';

const sandbox = await startSandbox({
  ports: {
    api: Number(process.env.SANDBOX_API_PORT ?? 8787),
    widget: Number(process.env.SANDBOX_WIDGET_PORT ?? 8788),
    demo: Number(process.env.SANDBOX_DEMO_PORT ?? 8789),
    vault: Number(process.env.SANDBOX_VAULT_PORT ?? 8790),
  },
});
console.log(`Sandbox API        ${sandbox.urls.api}`);
console.log(`Iframe widget page ${sandbox.urls.widget}/`);
console.log(`Demo: custom tag   ${sandbox.urls.demo}/tag.html`);
console.log(`Demo: iframe       ${sandbox.urls.demo}/iframe.html`);
console.log(`Card vault         ${sandbox.urls.vault}`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
