// Vitest runs build-time modules directly; "server-only" only guards against client bundles.
export {};
