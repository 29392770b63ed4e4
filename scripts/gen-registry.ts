// Writes lib/casts/roles/_registry.ts and roles/modes/_registry.ts from the module folders.
// Run after adding or removing a role or mode module, or renaming one: `npx tsx scripts/gen-registry.ts`
// (twice when the modules changed: the name lists are read through the registry the first run writes).
import { writeFileSync } from "node:fs";
import path from "node:path";

import { listModes, listRoles } from "../lib/casts";
import { listPatternStems, namesSource, registrySource } from "./registry-source";

const root = path.resolve(import.meta.dirname, "..");
for (const kind of ["role", "mode"] as const) {
  const dir = path.join(root, kind === "role" ? "lib/casts/roles" : "lib/casts/roles/modes");
  const file = path.join(dir, "_registry.ts");
  writeFileSync(file, registrySource(kind, listPatternStems(dir)));
  console.log(`wrote ${path.relative(root, file)}`);
}
// The name lists, read from the modules (through the registry just written: run it again after a change).
for (const kind of ["role", "mode"] as const) {
  const dir = path.join(root, kind === "role" ? "lib/casts/roles" : "lib/casts/roles/modes");
  const file = path.join(dir, "_names.ts");
  writeFileSync(file, namesSource(kind, kind === "role" ? listRoles() : listModes()));
  console.log(`wrote ${path.relative(root, file)}`);
}
