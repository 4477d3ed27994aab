// Types of what scripts/release.mjs exports to the build's tests.
/** The entries a merchant's page loads by name. */
export const ENTRIES: readonly string[];
/** The SRI value of a file's bytes: `sha384-{base64}`. */
export function integrityOf(bytes: Uint8Array | string): string;
/** A CSP source for an inline element's text: `'sha256-{base64}'`. */
export function cspHashOf(text: string): string;
