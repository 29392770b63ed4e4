// Next's client reference manifests (.next/server/app/**/*_client-reference-manifest.js) mapped to
// id → module path, so postbuild/html.ts can name the 'use client' module behind a flight-data
// reference. The manifests are plain scripts that assign `globalThis.__RSC_MANIFEST[route]`; they are
// run in a fresh VM context, never in this process's globals.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";

interface Manifest {
  readonly clientModules?: Record<string, { readonly id: string | number }>;
}

export function readClientModules(nextDir = ".next"): Map<string, string> {
  const root = path.join(nextDir, "server", "app");
  const modules = new Map<string, string>();
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith("_client-reference-manifest.js")) continue;
    const sandbox: { globalThis?: unknown; self?: unknown; __RSC_MANIFEST?: Record<string, Manifest> } = {};
    sandbox.globalThis = sandbox;
    sandbox.self = sandbox;
    runInNewContext(readFileSync(path.join(entry.parentPath, entry.name), "utf8"), sandbox);
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {}))
      for (const [module, { id }] of Object.entries(manifest.clientModules ?? {}))
        modules.set(String(id), module);
  }
  return modules;
}
