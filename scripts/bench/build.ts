// Cold build time of the default catalog (no .next: `next build`, then postbuild/main.ts), each step
// timed, the total beside its target (≤ 15 s on a quiet 2-core machine: within 1.5× of Astro Starlight's
// 9.6 s for the same 40 roles and 14 modes) and bare Node's start-up measured in the same run (every
// step starts Node through npx). Rebuilds out/ as a side effect, exactly as `make build` does.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";

import { verdict } from "./_lib";

const TARGET_SECONDS = 15;
const STARLIGHT_SECONDS = 9.6;

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
  const bare = timed(process.execPath, ["-e", ""]);
  rmSync(".next", { recursive: true, force: true });
  const next = timed("npx", ["next", "build"]);
  const islands = timed("npx", ["tsx", "postbuild/main.ts"]);
  const total = next + islands;
  console.log(`cold next build (compile + page generation): ${next.toFixed(1)} s`);
  console.log(`post-build (islands bundle, page rewrites, Pagefind, link check): ${islands.toFixed(1)} s`);
  console.log(
    `cold build, default catalog: ${total.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s, Starlight ${STARLIGHT_SECONDS} s: ${(total / STARLIGHT_SECONDS).toFixed(2)}×) — ${verdict(total <= TARGET_SECONDS)}; bare node start-up ${(bare * 1000).toFixed(0)} ms; load average ${loadavg()[0]?.toFixed(2)}`,
  );
}
