// Cold `next build` time (budget: under 60 s on this 2-core machine). Rebuilds out/ as a side effect.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

import { verdict } from "./_lib";

const BUDGET_SECONDS = 60;

export async function run(): Promise<void> {
  rmSync(".next", { recursive: true, force: true });
  const started = performance.now();
  const result = spawnSync("npx", ["next", "build"], {
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  console.log(`cold next build: ${seconds.toFixed(1)} s (budget < ${BUDGET_SECONDS} s) — ${verdict(seconds < BUDGET_SECONDS)}`);
}
