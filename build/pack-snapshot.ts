// Writes the parsed form of the packaged default pack beside it (packs/default.parsed.json), which
// loading the pack uses while the YAML is unchanged: lib/casts/node/pack-snapshot.ts. Run by `make cli`
// and `make build` when packs/default.yaml or the YAML parser changes; `npx tsx build/pack-snapshot.ts`.
import path from "node:path";

import { writeSnapshot } from "../lib/casts/node/pack-snapshot";

const file = writeSnapshot(path.resolve(import.meta.dirname, "..", "packs", "default.yaml"));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
