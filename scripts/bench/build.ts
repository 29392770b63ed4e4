// Cold build time of the default catalog (no .next): the command `make build` runs (build/site.mjs:
// the catalog report and the islands bundle beside `next build`, then postbuild/main.ts's steps), its
// wall and CPU time, and each step split where the build's log says (Next's compile and page
// generation; the report and islands bundle, which overlap Next; the post-build's page rewrites,
// pruning, Pagefind index), the total beside its target (≤ 15 s on a quiet 2-core machine: within 1.5×
// of Astro Starlight's 9.6 s for the same 40 roles and 14 modes) and bare Node's start-up measured in
// the same run, and Next.js's own floor: an empty app built with the same config in the same run;
// then Next.js alone on the catalog's pages (`next build`, its page workers reading the work the build
// shared with them), the part of the build the work beside and after Next does not add to.
// Shiki's highlighting runs inside page generation. Rebuilds out/ as a side effect,
// exactly as `make build` does.
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";

import { median, verdict } from "./_lib";
import { stealMeter } from "./_machine";

const TARGET_SECONDS = 15;
const STARLIGHT_SECONDS = 9.6;
/** What `make build` runs (the Makefile's out/.build-stamp rule); scripts/bench/scale.ts runs it too. */
export const BUILD_COMMAND = ["node", ["build/site.mjs"]] as const;

/**
 * CPU seconds (user + system) of this process's finished children, from /proc (Linux); NaN elsewhere.
 * A child's time counts once it has exited and been waited for, with its own children's.
 */
export function childCpuSeconds(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
    // After the command's name: state is field 3, cutime and cstime are fields 16 and 17.
    const ticks = Number(fields[16 - 3]) + Number(fields[17 - 3]);
    return ticks / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * `command` run as `timed` runs it, and a copy of the work it shares with Next's page workers
 * (build/site.mjs names the file by its process ID and removes it when it ends) at `sharedCopy`,
 * taken as soon as the file appears (it is written whole, then renamed into place).
 */
async function timedKeepingShared(
  command: string,
  args: readonly string[],
  sharedCopy: string,
): Promise<{ seconds: number; log: string; shared: boolean }> {
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const shared = path.join(".cache", "build", `shared-${child.pid}.json`);
  let copied = false;
  const poll = setInterval(() => {
    if (copied || !existsSync(shared)) return;
    try {
      copyFileSync(shared, sharedCopy);
      copied = true;
    } catch {
      // Removed between the check and the copy: the build has ended.
    }
  }, 50);
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
  clearInterval(poll);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${code})`);
  return { seconds: (performance.now() - started) / 1000, log, shared: copied };
}

function timed(
  command: string,
  args: readonly string[],
  cwd = process.cwd(),
  env: Readonly<Record<string, string>> = {},
): { seconds: number; log: string } {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
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

/** The steps a build's log times, each by the line that reports it (Next, build/site-steps.ts, postbuild/run.ts). */
const STEP_LINES = {
  report: /catalog report in /,
  islands: /islands bundled in /,
  compile: /Compiled successfully in /,
  pages: /Generating static pages .*\) in /,
  post: /^postbuild: /,
  rewrites: /pages rewritten in /,
  pruning: /pruned in /,
  pagefind: /indexed by Pagefind .* in /,
} as const;

/** Seconds of each step of a build, from its log (NaN for a step it does not report); the scale bench reads them too. */
export function buildSteps(log: string): Record<keyof typeof STEP_LINES, number> {
  return Object.fromEntries(
    Object.entries(STEP_LINES).map(([name, pattern]) => [name, step(log, pattern)]),
  ) as Record<keyof typeof STEP_LINES, number>;
}

/**
 * Next.js's own cold build on this machine: `next build` of an app with one empty page and this
 * repo's next.config.ts, in a folder made inside the repo (so it resolves the same node_modules) and
 * removed after. What a build on Next costs before any catalog page: the part of the target no change
 * here can cut.
 */
function nextFloor(): { seconds: number; cpu: number } {
  const dir = mkdtempSync(".next-floor-");
  try {
    mkdirSync(path.join(dir, "app"));
    writeFileSync(
      path.join(dir, "app", "layout.tsx"),
      'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
    );
    writeFileSync(
      path.join(dir, "app", "page.tsx"),
      "export default function Page() {\n  return <main>Empty</main>;\n}\n",
    );
    writeFileSync(path.join(dir, "next.config.ts"), 'export { default } from "../next.config";\n');
    const cpuBefore = childCpuSeconds();
    const { seconds } = timed(
      process.execPath,
      [path.resolve("node_modules/next/dist/bin/next"), "build"],
      dir,
    );
    return { seconds, cpu: childCpuSeconds() - cpuBefore };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Next.js alone on this catalog: a cold `next build` of the repo, its page workers reading `shared`
 * (what `make build` shares with them) as they do in `make build`, with no work beside it and no
 * post-build. out/ is moved aside meanwhile and put back after, so the bench leaves `make build`'s
 * export as it found it; .next is Next's, as after any build, with the islands' metafile the
 * post-build wrote there for out/ put back (the composer and site benches read it).
 */
function nextAlone(shared: string): { seconds: number; cpu: number } {
  const aside = `.out-bench-${process.pid}`;
  const hadOut = existsSync("out");
  if (hadOut) renameSync("out", aside);
  const metafiles = existsSync(".next")
    ? readdirSync(".next")
        .filter((name) => name.startsWith("islands-meta-"))
        .map((name) => ({ name, text: readFileSync(path.join(".next", name), "utf8") }))
    : [];
  try {
    rmSync(".next", { recursive: true, force: true });
    const cpuBefore = childCpuSeconds();
    const { seconds } = timed(
      process.execPath,
      [path.resolve("node_modules/next/dist/bin/next"), "build"],
      process.cwd(),
      { CASTS_BUILD_SHARED: path.resolve(shared) },
    );
    return { seconds, cpu: childCpuSeconds() - cpuBefore };
  } finally {
    if (hadOut) {
      rmSync("out", { recursive: true, force: true });
      renameSync(aside, "out");
    }
    mkdirSync(".next", { recursive: true });
    for (const { name, text } of metafiles) writeFileSync(path.join(".next", name), text);
  }
}

export const fmt = (value: number) => (Number.isNaN(value) ? "n/a" : `${value.toFixed(1)} s`);

/** One round's wall seconds: the build, Next's floor and Next alone (NaN: not measured). */
interface Round {
  readonly build: number;
  readonly floor: number;
  readonly alone: number;
}

/** The cold build, then Next's floor and Next alone, each printed as measured. */
async function round(bare: number): Promise<Round> {
  rmSync(".next", { recursive: true, force: true });
  const cpuBefore = childCpuSeconds();
  const shared = path.resolve(".cache", `bench-shared-${process.pid}.json`);
  const build = await timedKeepingShared(...BUILD_COMMAND, shared);
  const cpu = childCpuSeconds() - cpuBefore;
  const total = build.seconds;
  const steps = buildSteps(build.log);
  console.log(`build (${BUILD_COMMAND.flat().join(" ")}): ${fmt(total)} wall, ${fmt(cpu)} CPU`);
  console.log(`  catalog report (beside next build):         ${fmt(steps.report)}`);
  console.log(`  islands bundle (esbuild, beside next build): ${fmt(steps.islands)}`);
  console.log(`  compile (Turbopack):                        ${fmt(steps.compile)}`);
  console.log(`  page generation (incl. Shiki highlighting): ${fmt(steps.pages)}`);
  console.log(
    `  the rest (start-up, report, config, page data, finalizing): ${fmt(total - steps.compile - steps.pages - steps.post)}`,
  );
  console.log(`  post-build (after next build):              ${fmt(steps.post)}`);
  console.log(`    page rewrites:                            ${fmt(steps.rewrites)}`);
  console.log(`    pruning:                                  ${fmt(steps.pruning)}`);
  console.log(`    Pagefind index:                           ${fmt(steps.pagefind)}`);
  console.log(
    `cold build, default catalog: ${total.toFixed(1)} s = ${(total / bare).toFixed(0)}× bare node start-up (${(bare * 1000).toFixed(0)} ms) (target ≤ ${TARGET_SECONDS} s, Starlight ${STARLIGHT_SECONDS} s: ${(total / STARLIGHT_SECONDS).toFixed(2)}×) — ${verdict(total <= TARGET_SECONDS)}`,
  );
  const floor = nextFloor();
  console.log(
    `Next.js's floor, measured now: an empty one-page app with this next.config.ts builds in ${fmt(floor.seconds)} wall, ${fmt(floor.cpu)} CPU; the catalog adds ${fmt(total - floor.seconds)} (the ${TARGET_SECONDS} s target leaves ${fmt(TARGET_SECONDS - floor.seconds)} for it)`,
  );
  let alone = Number.NaN;
  if (build.shared) {
    try {
      const measured = nextAlone(shared);
      alone = measured.seconds;
      console.log(
        `Next.js alone on this catalog, measured now: next build with its page workers reading the work the build shares with them, no work beside it, no post-build: ${fmt(measured.seconds)} wall, ${fmt(measured.cpu)} CPU; the work beside and after Next adds ${fmt(total - measured.seconds)} wall, ${fmt(cpu - measured.cpu)} CPU`,
      );
    } finally {
      rmSync(shared, { force: true });
    }
  } else
    console.log(
      "Next.js alone on this catalog: not measured (the build shared no work with its page workers)",
    );
  return { build: total, floor: floor.seconds, alone };
}

/**
 * BENCH_BUILD_ROUNDS=N (default 1) repeats the round N times, one after another, and ends with the
 * medians: this host's speed moves by a third within minutes, so one round can land in a fast or a
 * slow spell, while each round's build ÷ floor compares two figures measured minutes apart at most.
 */
export async function run(): Promise<void> {
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const stolen = stealMeter();
  const bare = timed(process.execPath, ["-e", ""]).seconds;
  const count = Math.max(1, Math.floor(Number(process.env["BENCH_BUILD_ROUNDS"] ?? 1)) || 1);
  const rounds: Round[] = [];
  for (let index = 1; index <= count; index += 1) {
    if (count > 1) console.log(`-- round ${index} of ${count}`);
    rounds.push(await round(bare));
  }
  if (count > 1) {
    const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(", ");
    const builds = rounds.map((entry) => entry.build);
    const ratios = rounds.map((entry) => entry.build / entry.floor);
    const typical = median(builds);
    console.log(
      `over ${count} rounds: cold build median ${fmt(typical)} (${list(builds)} s) — ${verdict(typical <= TARGET_SECONDS)}; build ÷ Next's floor of the same round median ${median(ratios).toFixed(2)} (${list(ratios)}); Next's floor ${list(rounds.map((entry) => entry.floor))} s; Next alone ${list(rounds.map((entry) => entry.alone))} s`,
    );
  }
  console.log(
    `(load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? Number.NaN).toFixed(2)} after, on ${availableParallelism()} cores, ${stolen()}; the target is for a quiet machine)`,
  );
}
