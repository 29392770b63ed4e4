#!/usr/bin/env node
// The `casts` bin. Runs the CLI's bundle, dist/cli/main.mjs (plain JavaScript built by
// build/cli.mjs: `make cli`, `make test`, `make start`), so a call costs little more than
// Node's own start-up. When the bundle is missing, or a source it was built from changed since, it
// runs the TypeScript sources through tsx instead: slower, never stale.
import { pathToFileURL } from "node:url";

import { CLI_BUNDLE, cliBundleIsCurrent } from "../build/cli.mjs";

if (cliBundleIsCurrent()) {
  await import(pathToFileURL(CLI_BUNDLE).href);
} else {
  const { tsImport } = await import("tsx/esm/api");
  await tsImport("../cli/main.ts", {
    parentURL: import.meta.url,
    tsconfig: new URL("../tsconfig.json", import.meta.url).pathname,
  });
}
