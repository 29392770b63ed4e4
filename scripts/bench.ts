// `npm run bench`: runs every scripts/bench/<name>.ts (not _-prefixed) in name order and prints figures.
// Most need a built export in out/ (`make build`); `mcp` does not. Budgets are reported, never asserted here.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dir = path.join(import.meta.dirname, "bench");
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((file) => file.endsWith(".ts") && !file.startsWith("_"))
  .filter((file) => only.length === 0 || only.includes(file.replace(/\.ts$/, "")))
  .sort();
for (const file of files) {
  const benchModule = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    run: () => Promise<void>;
  };
  console.log(`\n== ${file.replace(/\.ts$/, "")} ==`);
  await benchModule.run();
}
