// Types of what scripts/builtFiles.mjs exports to the build's tests.
/** A version 3 source map, as the build writes it. */
export type SourceMap = { sources: string[]; sourcesContent?: (string | null)[]; sourceRoot?: string; mappings: string };
/** One segment of a map's mappings, absolute: where it starts in the generated file, and where it maps to. */
export type Segment = { line: number; column: number; source?: number; originalLine?: number; originalColumn?: number };
export function decodeMappings(mappings: string): Segment[];
/** The bytes (UTF-8) of `code` each source of `map` accounts for. */
export function bytesBySource(map: SourceMap, code: string): Map<string, number>;
/** A built module's static and dynamic imports (with the names each takes; `*` for all) and its exported names. */
export function moduleLinks(code: string): {
  imports: { path: string; kind: 'import-statement' | 'dynamic-import'; names: string[] }[];
  exports: string[];
};
