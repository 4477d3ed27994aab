// Types of what esbuild.config.mjs exports to scripts written in TypeScript (the fuzz runner, the build's tests).
export const SANDBOX_PORTS: { api: number; widget: number; demo: number; vault: number };
/** The part of esbuild's metafile the scripts read. */
export type Metafile = {
  outputs: Record<string, { entryPoint?: string; bytes: number; exports: string[]; inputs: Record<string, { bytesInOutput: number }>; imports: { path: string; kind: string }[] }>;
};
/** The chunks an entry imports statically, directly or through each other (its first load), entry excluded. */
export function firstLoadFiles(metafile: Metafile, entry: string): string[];
/** The output built from `source` (first) and the chunks it imports statically: the module an entry loads. */
export function mainAndChunks(metafile: Metafile, source: string): string[];
/** esbuild `define` values (JSON text) for an environment. */
export function defines(env?: Record<string, string | undefined>): Record<string, string>;
export const common: Record<string, unknown>;
export function buildAll(options?: { minify?: boolean }): Promise<void>;
/**
 * One embed's code built under `dist` (a folder of the package root): split, its first load merged, its entry,
 * and `{dist}/meta-{embed}.json`. Returns the first load's files (the main module first).
 */
export function buildEmbed(embed: 'element' | 'iframe', options?: { dist?: string; minify?: boolean }): Promise<string[]>;
