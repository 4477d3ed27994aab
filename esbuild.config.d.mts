// Types of what esbuild.config.mjs exports to scripts written in TypeScript (the fuzz runner).
export const SANDBOX_PORTS: { api: number; widget: number; demo: number; vault: number };
/** The part of esbuild's metafile the scripts read. */
export type Metafile = { outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }> };
/** The chunks an entry imports statically, directly or through each other (its first load), entry excluded. */
export function firstLoadFiles(metafile: Metafile, entry: string): string[];
/** The output built from `source` (first) and the chunks it imports statically: the module an entry loads. */
export function mainAndChunks(metafile: Metafile, source: string): string[];
/** esbuild `define` values (JSON text) for an environment. */
export function defines(env?: Record<string, string | undefined>): Record<string, string>;
export const common: Record<string, unknown>;
export function buildAll(options?: { minify?: boolean }): Promise<void>;
