/**
 * Deployment configuration, set at build time by esbuild's `define` (see esbuild.config.mjs) from the
 * environment: CRW_API_URL, CRW_ENVIRONMENT, CRW_ERROR_DSN. Switching from the sandbox to the real
 * provider is a change of these values, not of code.
 */
declare const __CRW_API_URL__: string;
declare const __CRW_ENVIRONMENT__: string;
declare const __CRW_ERROR_DSN__: string;

export const DEFAULT_API_URL: string = __CRW_API_URL__;
export const DEFAULT_ENVIRONMENT: string = __CRW_ENVIRONMENT__;
export const DEFAULT_ERROR_DSN: string | null = __CRW_ERROR_DSN__ || null;
