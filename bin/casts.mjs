#!/usr/bin/env node
// The `casts` bin: runs the TypeScript CLI through tsx's ESM API, so there is no build step.
import { fileURLToPath } from "node:url";

import { tsImport } from "tsx/esm/api";

await tsImport("../cli/main.ts", {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)),
});
