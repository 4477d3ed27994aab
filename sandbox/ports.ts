/**
 * The ports `npm start` listens on, from the environment, and what to say when one cannot be used: one
 * line naming the port and the variable that moves it, instead of Node's stack trace.
 */

import { SANDBOX_PORTS } from '../esbuild.config.mjs';

/** Each server of the sandbox, its variable and its default port (the build's, which the widget calls by default). */
export const PORT_VARIABLES = {
  api: { variable: 'SANDBOX_API_PORT', fallback: SANDBOX_PORTS.api, what: 'the sandbox API' },
  widget: { variable: 'SANDBOX_WIDGET_PORT', fallback: SANDBOX_PORTS.widget, what: 'the widget host (iframe page and element files)' },
  demo: { variable: 'SANDBOX_DEMO_PORT', fallback: SANDBOX_PORTS.demo, what: 'the demo shop' },
  vault: { variable: 'SANDBOX_VAULT_PORT', fallback: SANDBOX_PORTS.vault, what: 'the card vault' },
} as const;

export type SandboxPorts = Record<keyof typeof PORT_VARIABLES, number>;
/** Each server's URL, once it listens (a port 0 is the one the OS chose). */
export type SandboxUrls = Record<keyof typeof PORT_VARIABLES, string>;

/** The ports the environment asks for, or the one line that says which variable is not a port. */
export function portsFromEnv(env: Readonly<Record<string, string | undefined>>): SandboxPorts | string {
  const ports: Partial<SandboxPorts> = {};
  for (const [server, { variable, fallback }] of Object.entries(PORT_VARIABLES) as [keyof SandboxPorts, (typeof PORT_VARIABLES)[keyof SandboxPorts]][]) {
    const text = env[variable];
    const port = text === undefined || text === '' ? fallback : Number(text);
    if (!Number.isInteger(port) || port < 0 || port > 65535) return `${variable} must be a port number from 1 to 65535 (or 0: any free port), not "${text}".`;
    ports[server] = port;
  }
  return ports as SandboxPorts;
}

/** The line for a port that could not be listened on (in use, or not allowed), or null for another error. */
export function portProblem(error: unknown, ports: SandboxPorts): string | null {
  const { code, port } = (error ?? {}) as { code?: unknown; port?: unknown };
  if (code !== 'EADDRINUSE' && code !== 'EACCES') return null;
  const server = (Object.keys(ports) as (keyof SandboxPorts)[]).find((name) => ports[name] === port);
  if (!server) return null;
  const { variable, what } = PORT_VARIABLES[server];
  const reason = code === 'EADDRINUSE' ? 'is in use' : 'may not be used by this user';
  return `Port ${port} (${what}) ${reason}: start with another, for example ${variable}=${Number(port) + 10} npm start`;
}
