// The base-path e2e's server (playwright.config.ts), its copy of the export and its spec share these.
export const BASE_PATH_E2E = "/casts-base";
export const BASE_PATH_PORT = Number(process.env["E2E_PORT"] ?? 3100) + 1000;
/** A copy of out/ re-processed with CASTS_BASE_PATH (e2e/fixtures/base-path-copy.ts makes it). */
export const BASE_PATH_OUT = ".next/out-base-path";
