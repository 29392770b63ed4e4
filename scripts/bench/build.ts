// Cold build time (budget: `next build` under 60 s on this 2-core machine), and the islands step that
// follows it (postbuild/main.ts). Rebuilds out/ as a side effect, exactly as `make build` does.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

import { verdict } from "./_lib";

const BUDGET_SECONDS = 60;

function timed(command: string, args: readonly string[]): number {
  const started = performance.now();
  const result = spawnSync(command, args, {
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

export async function run(): Promise<void> {
  rmSync(".next", { recursive: true, force: true });
  const next = timed("npx", ["next", "build"]);
  const islands = timed("npx", ["tsx", "postbuild/main.ts"]);
  console.log(
    `cold next build: ${next.toFixed(1)} s (budget < ${BUDGET_SECONDS} s) — ${verdict(next < BUDGET_SECONDS)}`,
  );
  console.log(
    `islands bundle + runtime stripping: ${islands.toFixed(1)} s (total ${(next + islands).toFixed(1)} s)`,
  );
}
