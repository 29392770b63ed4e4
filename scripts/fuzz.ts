// `npm run fuzz`: every property suite (`*.fuzz.test.ts`) with many runs, then one table per parser:
// inputs, outcomes by error code, the slowest input and its time.
//   npm run fuzz                      10,000 runs per property, the fixed seed
//   FUZZ_RUNS=50000 npm run fuzz      more runs
//   FUZZ_SEED=123 npm run fuzz        replay the seed a failure printed (fast-check prints seed and path)
//   npm run fuzz -- lib/casts/pack    only suites whose path contains the filter
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { FuzzFigures } from "../test-support/fuzz-record";

const runs = process.env["FUZZ_RUNS"] ?? "10000";
const seed = process.env["FUZZ_SEED"] ?? "20261201 (fixed)";
const report = mkdtempSync(path.join(tmpdir(), "casts-fuzz-"));
const filters = process.argv.slice(2);
console.log(`casts fuzz: ${runs} runs per property, seed ${seed}\n`);

const result = spawnSync(
  "npx",
  ["vitest", "run", ...(filters.length > 0 ? filters : [".fuzz.test."]), "--testTimeout=0"],
  {
    stdio: "inherit",
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: report },
  },
);

const rows = readdirSync(report)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(path.join(report, file), "utf8")) as FuzzFigures)
  .sort((a, b) => a.parser.localeCompare(b.parser));
rmSync(report, { recursive: true, force: true });

const table = [
  ["parser", "inputs", "accepted", "errors by code", "slowest", "slowest input"],
  ...rows.map((row) => [
    row.parser,
    row.inputs.toLocaleString("en-US"),
    row.ok.toLocaleString("en-US"),
    Object.entries(row.errors)
      .sort(([, a], [, b]) => b - a)
      .map(([code, count]) => `${code} ${count.toLocaleString("en-US")}`)
      .join(", ") || "-",
    `${row.slowestMs.toFixed(1)} ms`,
    row.slowestInput,
  ]),
];
console.log(`\n| ${table[0]?.join(" | ")} |\n|${table[0]?.map(() => " --- ").join("|")}|`);
for (const row of table.slice(1)) console.log(`| ${row.join(" | ")} |`);
console.log(
  `\n${result.status === 0 ? "0 unexpected exceptions, every property held" : "a property FAILED: replay with the seed above (FUZZ_SEED=…)"}`,
);
process.exit(result.status ?? 1);
