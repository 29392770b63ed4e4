// Start-up of the `casts` CLI and its MCP server, against bare Node measured in the same run:
// `node bin/casts.mjs list roles` (target ≤ 2× `node -e ""`), `compose critic --mode adversarial`
// (≤ 2.5×) and `casts mcp` answering `initialize` (≤ 2× bare Node). Runs are interleaved (bare, list,
// compose, mcp, bare, …) so that load on a shared machine hits each alike; the median wall time is
// the figure, and the CPU time (user + system, from /usr/bin/time when present) is printed beside it,
// steadier under load. Needs the CLI bundle (`make cli`; built here when missing or stale). Figures are
// printed, never asserted. BENCH_CLI_RUNS sets the runs per command (default 15).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";

import { buildCli, cliBundleIsCurrent } from "../../build/cli.mjs";
import { median } from "./_lib";
import { stealMeter } from "./_machine";

const RUNS = Math.max(3, Number(process.env["BENCH_CLI_RUNS"] ?? 15));
const BIN = path.resolve("bin/casts.mjs");
const TIME = "/usr/bin/time";
// What an MCP client sends at once: initialize, then (on its answer) initialized and the tool list.
const INITIALIZE = `${JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
})}\n`;
const LIST_TOOLS = `${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n${JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" })}\n`;

interface Sample {
  readonly wallMs: number;
  /** User + system CPU of the process, or NaN without /usr/bin/time. */
  readonly cpuMs: number;
}

const scratch = mkdtempSync(path.join(tmpdir(), "casts-bench-cli-"));

/** Runs a command to its end; the CPU figure comes from `/usr/bin/time -f "%U %S"` in a file. */
function timedRun(args: readonly string[]): Sample {
  const cpuFile = path.join(scratch, "cpu");
  const withTime = existsSync(TIME);
  const started = performance.now();
  const result = withTime
    ? spawnSync(TIME, ["-o", cpuFile, "-f", "%U %S", process.execPath, ...args], { stdio: "ignore" })
    : spawnSync(process.execPath, args, { stdio: "ignore" });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`node ${args.join(" ")} failed (exit ${result.status})`);
  return { wallMs, cpuMs: withTime ? cpuOf(cpuFile) : Number.NaN };
}

function cpuOf(file: string): number {
  const [user = Number.NaN, system = Number.NaN] = readFileSync(file, "utf8").trim().split(/\s+/).map(Number);
  return (user + system) * 1000;
}

/**
 * Starts `casts mcp`, sends `initialize` and times the first line of stdout (its answer); then asks for
 * the tool list and times its answer too (`toolsMs`: the whole server loaded).
 */
function timedInitialize(): Promise<Sample & { readonly toolsMs: number }> {
  const cpuFile = path.join(scratch, "cpu-mcp");
  const withTime = existsSync(TIME);
  const started = performance.now();
  const child = withTime
    ? spawn(TIME, ["-o", cpuFile, "-f", "%U %S", process.execPath, BIN, "mcp"], { stdio: "pipe" })
    : spawn(process.execPath, [BIN, "mcp"], { stdio: "pipe" });
  return new Promise((resolve, reject) => {
    let out = "";
    let wallMs = Number.NaN;
    let toolsMs = Number.NaN;
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      if (Number.isNaN(wallMs) && out.includes("\n")) {
        wallMs = performance.now() - started;
        if (!out.includes('"protocolVersion"')) reject(new Error(`unexpected answer: ${out.slice(0, 200)}`));
        child.stdin.write(LIST_TOOLS);
      }
      if (Number.isNaN(toolsMs) && out.includes('"tools":[')) {
        toolsMs = performance.now() - started;
        child.stdin.end(); // the server stops when its client closes stdin
      }
    });
    child.on("error", reject);
    child.on("close", () => {
      if (Number.isNaN(toolsMs))
        reject(new Error("casts mcp closed without answering initialize and tools/list"));
      else resolve({ wallMs, toolsMs, cpuMs: withTime ? cpuOf(cpuFile) : Number.NaN });
    });
    child.stdin.write(INITIALIZE);
  });
}

const fmt = (ms: number) => (Number.isNaN(ms) ? "n/a" : `${ms.toFixed(0)} ms`);

export async function run(): Promise<void> {
  if (!cliBundleIsCurrent()) await buildCli();
  const rows = {
    bare: [] as Sample[],
    list: [] as Sample[],
    compose: [] as Sample[],
    mcp: [] as (Sample & { readonly toolsMs: number })[],
  };
  const before = loadavg()[0] ?? Number.NaN;
  const stolen = stealMeter();
  timedRun([BIN, "list", "roles"]); // warm the file cache once
  for (let index = 0; index < RUNS; index += 1) {
    rows.bare.push(timedRun(["-e", ""]));
    rows.list.push(timedRun([BIN, "list", "roles"]));
    rows.compose.push(timedRun([BIN, "compose", "critic", "--mode", "adversarial"]));
    rows.mcp.push(await timedInitialize());
  }
  rmSync(scratch, { recursive: true, force: true });
  const wall = (samples: readonly Sample[]) => median(samples.map((sample) => sample.wallMs));
  const cpu = (samples: readonly Sample[]) => median(samples.map((sample) => sample.cpuMs));
  const bareWall = wall(rows.bare);
  const bareCpu = cpu(rows.bare);
  console.log(
    `bare node -e "" (baseline)                   wall ${fmt(bareWall)}, CPU ${fmt(bareCpu)}   (median of ${RUNS})`,
  );
  const line = (label: string, samples: readonly Sample[], target: number) => {
    const ratio = wall(samples) / bareWall;
    const cpuRatio = cpu(samples) / bareCpu;
    console.log(
      `${label.padEnd(45)}wall ${fmt(wall(samples))} = ${ratio.toFixed(2)}× bare, CPU ${fmt(cpu(samples))} = ${Number.isNaN(cpuRatio) ? "n/a" : `${cpuRatio.toFixed(2)}×`}  (target ≤ ${target}×: ${ratio <= target ? "met" : "NOT MET"})`,
    );
  };
  line("casts list roles", rows.list, 2);
  line("casts compose critic --mode adversarial", rows.compose, 2.5);
  line("casts mcp, initialize answered", rows.mcp, 2);
  const tools = median(rows.mcp.map((sample) => sample.toolsMs));
  console.log(
    `${"casts mcp, tools/list answered (all loaded)".padEnd(45)}wall ${fmt(tools)} = ${(tools / bareWall).toFixed(2)}× bare  (no target; the CPU above is the whole session's)`,
  );
  console.log(
    `(load average ${before.toFixed(2)} before, ${(loadavg()[0] ?? Number.NaN).toFixed(2)} after, on ${availableParallelism()} cores, ${stolen()}; the targets are for a quiet machine)`,
  );
}
