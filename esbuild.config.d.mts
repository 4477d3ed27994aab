// Types of what esbuild.config.mjs exports to scripts written in TypeScript (the fuzz runner).
export const SANDBOX_PORTS: { api: number; widget: number; demo: number };
/** esbuild `define` values (JSON text) for an environment. */
export function defines(env?: Record<string, string | undefined>): Record<string, string>;
export const common: Record<string, unknown>;
export function buildAll(options?: { minify?: boolean }): Promise<void>;
