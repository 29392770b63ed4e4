// Cold build time of the default catalog (no .next: the catalog report, `next build`, then
// postbuild/main.ts), each step timed and split where its own log says (Next's compile and page
// generation; the post-build's islands bundle, page rewrites, pruning, Pagefind index), the total beside
// its target (≤ 15 s on a quiet 2-core machine: within 1.5× of Astro Starlight's 9.6 s for the same 40
// roles and 14 modes) and bare Node's start-up measured in the same run (every step starts Node through
// npx). Shiki's highlighting runs inside page generation. Rebuilds out/ as a side effect, exactly as
// `make build` does.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";

import { verdict } from "./_lib";

const TARGET_SECONDS = 15;
const STARLIGHT_SECONDS = 9.6;

function timed(command: string, args: readonly string[]): { seconds: number; log: string } {
  const started = performance.now();
  const result = spawnSync(command, args, {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
  return { seconds: (performance.now() - started) / 1000, log: `${result.stdout}\n${result.stderr}` };
}

/** Seconds from a duration as the tools print it: `483ms`, `3.5 s`, `12.3s`, `4.0min`. */
export function seconds(text: string): number {
  const match = /([\d.]+)\s*(ms|s|min)\b/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "ms" ? value / 1000 : match[2] === "min" ? value * 60 : value;
}

/** The duration on the first log line matching `pattern`, NaN when there is none. */
function step(log: string, pattern: RegExp): number {
  const line = log.split("\n").find((text) => pattern.test(text));
  return line === undefined ? Number.NaN : seconds(line.slice(line.search(pattern)));
}

const fmt = (value: number) => (Number.isNaN(value) ? "n/a" : `${value.toFixed(1)} s`);

export async function run(): Promise<void> {
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const bare = timed(process.execPath, ["-e", ""]).seconds;
  rmSync(".next", { recursive: true, force: true });
  const report = timed("npx", ["tsx", "scripts/catalog-report.ts"]);
  const next = timed("npx", ["next", "build"]);
  const post = timed("npx", ["tsx", "postbuild/main.ts"]);
  const total = report.seconds + next.seconds + post.seconds;
  const compile = step(next.log, /Compiled successfully in /);
  const pages = step(next.log, /Generating static pages .*\) in /);
  console.log(`catalog report (scripts/catalog-report.ts):   ${fmt(report.seconds)}`);
  console.log(`next build:                                   ${fmt(next.seconds)}`);
  console.log(`  compile (Turbopack):                        ${fmt(compile)}`);
  console.log(`  page generation (incl. Shiki highlighting): ${fmt(pages)}`);
  console.log(`  the rest (start, config, page data, finalizing): ${fmt(next.seconds - compile - pages)}`);
  console.log(`post-build (postbuild/main.ts):               ${fmt(post.seconds)}`);
  console.log(`  islands bundle (esbuild):                   ${fmt(step(post.log, /islands bundled in /))}`);
  console.log(`  page rewrites:                              ${fmt(step(post.log, /pages rewritten in /))}`);
  console.log(`  pruning:                                    ${fmt(step(post.log, /pruned in /))}`);
  console.log(
    `  Pagefind index:                             ${fmt(step(post.log, /indexed by Pagefind .* in /))}`,
  );
  console.log(
    `cold build, default catalog: ${total.toFixed(1)} s = ${(total / bare).toFixed(0)}× bare node start-up (${(bare * 1000).toFixed(0)} ms) (target ≤ ${TARGET_SECONDS} s, Starlight ${STARLIGHT_SECONDS} s: ${(total / STARLIGHT_SECONDS).toFixed(2)}×) — ${verdict(total <= TARGET_SECONDS)}`,
  );
  console.log(
    `(load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? Number.NaN).toFixed(2)} after, on ${availableParallelism()} cores; the target is for a quiet machine)`,
  );
}
