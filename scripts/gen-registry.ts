// Writes lib/casts/roles/_registry.ts and roles/modes/_registry.ts from the module folders.
// Run after adding or removing a role or mode module: `npx tsx scripts/gen-registry.ts`.
import { writeFileSync } from "node:fs";
import path from "node:path";

import { listPatternStems, registrySource } from "./registry-source";

const root = path.resolve(import.meta.dirname, "..");
for (const kind of ["role", "mode"] as const) {
  const dir = path.join(root, kind === "role" ? "lib/casts/roles" : "lib/casts/roles/modes");
  const file = path.join(dir, "_registry.ts");
  writeFileSync(file, registrySource(kind, listPatternStems(dir)));
  console.log(`wrote ${path.relative(root, file)}`);
}
