/**
 * The sandbox: a local stand-in for the provider's backend and the third parties, on four servers.
 *   api     http://127.0.0.1:8787  the spec's calls, scenario controls (/__sandbox), third parties' stand-ins (servers/api.ts)
 *   widget  http://127.0.0.1:8788  the iframe page (any path serves it: deep links) and /element/* bundles (servers/widget.ts)
 *   demo    http://localhost:8789  merchant host pages and the merchant's signing endpoint (servers/demo.ts)
 *   vault   http://127.0.0.1:8790  the card vault (VGS stand-in): secure field frames and its inbound proxy (servers/vault.ts)
 * They share one memory (store.ts) and one set of scenario controls (controls.ts).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_PORTS } from '../esbuild.config.mjs';
import { createControls } from './controls';
import type { SandboxPorts, SandboxUrls } from './ports';
import { createApiServer } from './servers/api';
import { createDemoServer } from './servers/demo';
import { createVaultServer } from './servers/vault';
import { createWidgetServer } from './servers/widget';
import { createStore } from './store';
import { createVault } from './vault';

export type SandboxOptions = {
  /** Each 0 (or `ports: 'any'`) is a port the OS chooses; the vault's defaults to the API's + 3. */
  ports?: { api: number; widget: number; demo: number; vault?: number } | 'any';
  host?: string;
  /** Extra allowed CORS origins besides local ones. */
  origins?: string[];
  /** Shortens the scenario's own steps (0 < scale ≤ 1), for tests whose widgets run with the same `time-scale`. */
  timeScale?: number;
};

export type Sandbox = {
  urls: SandboxUrls;
  close(): Promise<void>;
};

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const origins = options.origins ?? (process.env.SANDBOX_ORIGINS?.split(',').filter(Boolean) ?? []);
  /** Filled in once the servers listen (a port 0 is the one the OS chose): each server reads it per request. */
  const urls: SandboxUrls = { api: '', widget: '', demo: '', vault: '' };
  const controls = createControls(options.timeScale ?? 1);
  const vault = createVault();
  const store = createStore(controls, vault);
  const servers: Record<keyof SandboxUrls, Server> = {
    api: createApiServer({ urls, origins, controls, store, vault }),
    widget: createWidgetServer({ urls, origins }),
    demo: createDemoServer({ urls, origins }),
    vault: createVaultServer({ urls, origins, vault }),
  };
  const ports = portsOf(options.ports);
  await Promise.all(SERVER_NAMES.map((name) => listen(servers[name], ports[name], options.host ?? '127.0.0.1')));
  for (const name of SERVER_NAMES) urls[name] = `http://${URL_HOSTS[name]}:${(servers[name].address() as AddressInfo).port}`;
  return {
    urls,
    close: () => Promise.all(Object.values(servers).map(closeServer)).then(() => undefined),
  };
}

const SERVER_NAMES = ['api', 'widget', 'demo', 'vault'] as const;
/** The demo (a merchant's site) on `localhost`, the rest on 127.0.0.1: the widget's frames on its pages are cross-site, as in production. */
const URL_HOSTS: SandboxUrls = { api: '127.0.0.1', widget: '127.0.0.1', demo: 'localhost', vault: '127.0.0.1' };

/** The ports asked for, the build's by default; the vault's defaults to the API's + 3 (any port with the API's any). */
function portsOf(asked: SandboxOptions['ports']): SandboxPorts {
  if (asked === 'any') return { api: 0, widget: 0, demo: 0, vault: 0 };
  const ports = asked ?? SANDBOX_PORTS;
  return { ...ports, vault: ports.vault ?? (ports.api === 0 ? 0 : ports.api + 3) };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
