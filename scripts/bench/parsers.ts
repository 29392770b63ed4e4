// `npm run bench -- parsers`: times every parser of outside input on its worst-case inputs (each
// within its limits, contract §5: test-support/fuzz-worst-cases.ts) and prints one table: wall and
// CPU time of the first (cold) call and of the best of BENCH_PARSER_REPEATS calls, the outcome, and a
// flag for any call over 1 s. CPU time is the figure to read on a loaded machine; the heap is collected
// before every call, so no call is charged for an earlier one's garbage. No export needed;
// figures are printed, never asserted. BENCH_PARSERS=<text>|<text> runs only the rows whose parser or
// input name contains one of them, e.g. `BENCH_PARSERS=strictjson npm run bench -- parsers`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { strToU8, zipSync } from "fflate";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";

import { PROJECT_ROOT } from "../../cli/context";
import { createCastsMcpServer } from "../../cli/mcp/server";
import { runCli } from "../../cli/run";
import { isCastsError, listModes, listRoles, parseSafeYaml, Profile } from "../../lib/casts";
import { createDirectoryRoleRegistry } from "../../lib/casts/directory-roles";
import { parseDirectoryRoleConfig } from "../../lib/casts/directory-roles/config";
import { parseRoleDirectory } from "../../lib/casts/directory-roles/parse-directory";
import { loadFromDir } from "../../lib/casts/node/directory-roles";
import { Pack } from "../../lib/casts/pack";
import { yamlToData } from "../../lib/casts/safe-yaml";
import { parseStrictJson } from "../../lib/casts/strict-json";
import { checkReply } from "../../lib/casts/run/check-reply";
import { validatePack } from "../../lib/casts/validate-pack";
import { readExportTarget } from "../../lib/composer/export-target-param";
import { importProfileYaml } from "../../lib/composer/panels/import-profile";
import { validateEmissionOutput } from "../../lib/composer/panels/validate-output";
import { parseComposeQuery } from "../../lib/composer/url-codec";
import { groupDigits } from "../../lib/casts/core/digits";
import { importAgents, ZIP_LIMITS } from "../../lib/casts/import";
import { analysePack } from "../../lib/pack-lab/analyse-pack";
import {
  configDataCases,
  configJsonCases,
  fill,
  jsonCases,
  markdownCases,
  NEAR_LIMIT,
  packCases,
  profileCases,
  replyCases,
  yamlCases,
  type WorstCase,
} from "../../test-support/fuzz-worst-cases";

const REPEATS = Number(process.env["BENCH_PARSER_REPEATS"] ?? 3);
const BUDGET_MS = 1000;

interface Row {
  readonly parser: string;
  readonly input: string;
  readonly bytes: number;
  readonly call: () => unknown;
}

interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly outcome: string;
}

function outcomeOf(value: unknown): string {
  if (value === null || typeof value !== "object") return typeof value === "number" ? `exit ${value}` : "ok";
  const record = value as Record<string, unknown>;
  if (record["ok"] === false) return String(record["code"] ?? "error");
  if (typeof record["kind"] === "string") return record["kind"];
  if (Array.isArray(record["problems"]) && record["problems"].length > 0)
    return `problems: ${(record["problems"] as { code: string }[]).map((problem) => problem.code).join(",")}`;
  if (record["isError"] === true) return "tool error";
  if (Array.isArray(record["findings"])) return `${record["findings"].length} findings`;
  if (typeof record["parseError"] === "string") return "parseError";
  if (Array.isArray(record["verdicts"])) return `${record["verdicts"].length} verdicts`;
  if (Array.isArray(record["roles"]) && Array.isArray(record["report"]))
    return `roles ${record["roles"].length}, files ${record["report"].length}`;
  return "ok";
}

// A full collection before each timed call, so a call's CPU time (which counts V8's parallel GC
// threads) is its own garbage, not the earlier inputs' left in the same process.
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

async function timeOnce(call: () => unknown): Promise<Timing> {
  collectGarbage();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let outcome: string;
  try {
    outcome = outcomeOf(await call());
  } catch (error) {
    if (!isCastsError(error)) throw error;
    outcome = error.code;
  }
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, outcome };
}

const size = (text: string) => Buffer.byteLength(text, "utf8");

function rows(cases: readonly WorstCase[], parser: string, call: (text: string) => unknown): Row[] {
  return cases.map(({ name, text }) => ({ parser, input: name, bytes: size(text), call: () => call(text) }));
}

function yamlRows(): Row[] {
  const yaml = yamlCases();
  const packs = packCases();
  const profiles = profileCases();
  const all = [...yaml, ...packs, ...profiles];
  const defaultPack = readFileSync(path.join(PROJECT_ROOT, "packs", "default.yaml"), "utf8");
  return [
    ...rows(all, "parseSafeYaml + yamlToData", (text) =>
      yamlToData(parseSafeYaml(text, "input.yaml"), "input.yaml"),
    ),
    ...rows([...profiles, ...yaml], "Profile.fromYaml", (text) => Profile.fromYaml(text)),
    ...rows([...packs, ...yaml], "Pack.fromYaml + validatePack", (text) =>
      validatePack(Pack.fromYaml(text, { name: "bench" })),
    ),
    ...rows([...profiles, ...yaml], "importProfileYaml (composer)", (text) =>
      importProfileYaml(text, "upload.yaml"),
    ),
    ...rows([...packs, ...yaml], "analysePack (pack lab)", (text) => analysePack(text, defaultPack)),
  ];
}

function jsonRows(): Row[] {
  const json = jsonCases();
  const replies = replyCases();
  const emitting = listRoles().find((name) => name === "critic") ?? listRoles()[0] ?? "critic";
  return [
    ...rows(json, "parseStrictJson", (text) => parseStrictJson(text)),
    ...rows(json, "validateEmissionOutput (pasted)", (text) => validateEmissionOutput(emitting, text)),
    ...rows(replies, "validateEmissionOutput (pasted)", (text) => validateEmissionOutput(emitting, text)),
    ...rows([...replies, ...json], "checkReply (run reply)", (text) =>
      checkReply(["Finding", "EscalationRequest"], text, { roleName: "critic" }),
    ),
  ];
}

function directoryRows(scratch: string): Row[] {
  const encoder = new TextEncoder();
  const source = (files: Record<string, string>) => ({
    directory: "acme.Bench",
    files: Object.fromEntries(
      Object.entries(files).map(([file, text]) => [
        file,
        { kind: "bytes" as const, bytes: encoder.encode(text) },
      ]),
    ),
  });
  const configs = configJsonCases().map(({ name, text }) => ({
    parser: "parseRoleDirectory",
    input: `config.json: ${name}`,
    bytes: size(text),
    call: () => parseRoleDirectory(source({ "description.md": "A role.", "config.json": text })),
  }));
  const markdown = markdownCases().map(({ name, text }) => ({
    parser: "parseRoleDirectory",
    input: `markdown: ${name}`,
    bytes: size(text) * 2,
    call: () => parseRoleDirectory(source({ "description.md": text, "system_prompt.md": text })),
  }));
  const data = configDataCases().map(({ name, data: value }) => ({
    parser: "parseDirectoryRoleConfig",
    input: name,
    bytes: Object.keys(value).reduce((total, key) => total + size(key), 0),
    call: () => parseDirectoryRoleConfig(value),
  }));

  // On disk: 2,000 role folders (the scaled catalog), and one folder of every worst config.json.
  const many = path.join(scratch, "many");
  for (let index = 0; index < 2000; index += 1) {
    const dir = path.join(many, `acme.Role${index}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "description.md"), `Role ${index}: does one thing well.\n`);
    writeFileSync(path.join(dir, "config.json"), '{"model": "gpt-.*", "required_tools": ["search"]}\n');
  }
  const worst = path.join(scratch, "worst");
  const worstCases = [...configJsonCases(), ...markdownCases()];
  worstCases.forEach(({ text }, index) => {
    const dir = path.join(worst, `acme.Worst${index}`);
    mkdirSync(dir, { recursive: true });
    const isConfig = index < configJsonCases().length;
    writeFileSync(path.join(dir, "description.md"), isConfig ? "A role.\n" : text);
    if (isConfig) writeFileSync(path.join(dir, "config.json"), text);
    else writeFileSync(path.join(dir, "system_prompt.md"), text);
  });
  const loadRow = (dir: string, input: string): Row => ({
    parser: "loadFromDir (on disk)",
    input,
    bytes: 0,
    call: () => {
      const load = loadFromDir(dir, { registry: createDirectoryRoleRegistry() });
      return { findings: [...load.loaded, ...load.skipped] };
    },
  });
  return [
    ...configs,
    ...markdown,
    ...data,
    loadRow(many, "2,000 role folders"),
    loadRow(worst, `${worstCases.length} folders of worst files`),
  ];
}

/**
 * `casts import` and /open-roles' import (lib/casts/import): a worst YAML in a subagent's front matter,
 * a worst markdown body, a Codex TOML at the size limit, and archives at ZIP_LIMITS (the most entries;
 * one entry that inflates far past the file limit).
 */
function importRows(): Row[] {
  const row = (input: string, path: string, bytes: string | Uint8Array): Row => ({
    parser: "importAgents (import)",
    input,
    bytes: typeof bytes === "string" ? size(bytes) : bytes.length,
    call: () => importAgents([{ path, bytes }]),
  });
  const agent = (index: number) =>
    `---\nname: agent-${index}\ndescription: Reviews one kind of change.\n---\nRead the diff and report.\n`;
  const entries = Object.fromEntries(
    Array.from({ length: ZIP_LIMITS.entries }, (_, index) => [
      `.claude/agents/agent-${index}.md`,
      strToU8(agent(index)),
    ]),
  );
  const bomb = zipSync({ ".claude/agents/bomb.md": new Uint8Array(ZIP_LIMITS.totalBytes - 1024).fill(0x61) });
  return [
    ...yamlCases().map(({ name, text }) =>
      row(`front matter: ${name}`, ".claude/agents/bench.md", `---\n${text}\n---\nBody.\n`),
    ),
    ...markdownCases().map(({ name, text }) =>
      row(
        `body: ${name}`,
        ".github/agents/bench.agent.md",
        `---\nname: bench\ndescription: A role.\n---\n${text}`,
      ),
    ),
    row(
      "Codex TOML, instructions at the limit",
      ".codex/agents/bench.toml",
      `name = "bench"\ndescription = "A role."\ndeveloper_instructions = """\n${"line of text\n".repeat(Math.floor((NEAR_LIMIT - 100) / 13))}"""\n`,
    ),
    row(
      "Codex TOML, many keys",
      ".codex/agents/bench.toml",
      fill('name = "bench"\ndeveloper_instructions = "x"\n', (i) => `k${i} = ${i}\n`),
    ),
    row(`zip, ${groupDigits(ZIP_LIMITS.entries)} subagents`, "agents.zip", zipSync(entries)),
    row("zip, one entry inflating to 64 MiB", "bomb.zip", bomb),
  ];
}

function urlRows(): Row[] {
  const known = { roles: listRoles(), modes: listModes() };
  const query = (name: string, search: string): Row => ({
    parser: "parseComposeQuery (URL)",
    input: name,
    bytes: size(search),
    call: () => parseComposeQuery(new URLSearchParams(search), known),
  });
  const target = (name: string, search: string): Row => ({
    parser: "readExportTarget (URL)",
    input: name,
    bytes: size(search),
    call: () => readExportTarget(new URLSearchParams(search)),
  });
  return [
    query("1 MiB role", `role=${"r".repeat(NEAR_LIMIT)}`),
    query("1 MiB of modes", `role=critic&modes=${fill("", () => "fast", "", NEAR_LIMIT, ",")}`),
    query("1 MiB name", `role=critic&name=${"n".repeat(NEAR_LIMIT)}`),
    query(
      "many unknown parameters",
      fill("role=critic", (i) => `&x${i}=1`),
    ),
    query(
      "many duplicate roles",
      fill("role=critic", () => "&role=critic"),
    ),
    query("unknown role near the limit", `role=${"crit".repeat(64)}`),
    query(
      "32 unknown modes, long",
      `role=critic&modes=${Array.from({ length: 32 }, () => "m".repeat(250)).join(",")}`,
    ),
    target("1 MiB target", `to=${"t".repeat(NEAR_LIMIT)}`),
  ];
}

function cliRows(scratch: string): Row[] {
  const context = { out: () => undefined, err: () => undefined, projectRoot: PROJECT_ROOT, env: {} };
  const cli = (input: string, argv: string[]): Row => ({
    parser: "runCli (arguments)",
    input,
    bytes: argv.reduce((total, arg) => total + size(arg), 0),
    call: () => runCli(argv, context),
  });
  const packFile = path.join(scratch, "big-pack.yaml");
  writeFileSync(packFile, packCases()[1]?.text ?? "");
  const many = Array.from({ length: 20000 }, () => "--mode");
  return [
    cli("1 MiB unknown command", ["c".repeat(NEAR_LIMIT)]),
    cli("1 MiB unknown option", ["compose", `--${"o".repeat(NEAR_LIMIT)}`]),
    cli("1 MiB --name", ["compose", "critic", "--name", "n".repeat(NEAR_LIMIT)]),
    cli("1 MiB role name", ["compose", "r".repeat(NEAR_LIMIT)]),
    cli("20,000 --mode flags", ["compose", "critic", ...many.flatMap((flag) => [flag, "fast"])]),
    cli("1 MiB of modes, commas", [
      "compose",
      "critic",
      "--mode",
      fill("", () => "fast", "", NEAR_LIMIT, ","),
    ]),
    cli("export, 1 MiB --to", ["export", "critic", "--to", "t".repeat(NEAR_LIMIT)]),
    cli("export, 1 MiB --name", [
      "export",
      "critic",
      "--to",
      "claude-code",
      "--name",
      "n".repeat(NEAR_LIMIT),
    ]),
    cli("check-pack, pack of 1 MiB", ["check-pack", packFile]),
    cli("check-pack, 1 MiB path", ["check-pack", "p".repeat(NEAR_LIMIT)]),
  ];
}

async function mcpRows(): Promise<{ rows: Row[]; close: () => Promise<void> }> {
  const server = createCastsMcpServer({
    context: { out: () => undefined, err: () => undefined, projectRoot: PROJECT_ROOT, env: {} },
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "casts-bench", version: "1.0.0" });
  await server.connect(serverSide);
  await client.connect(clientSide);
  await client.listTools();
  const tool = (input: string, name: string, args: Record<string, unknown>): Row => ({
    parser: "casts mcp (tool call)",
    input,
    bytes: size(JSON.stringify(args)),
    call: () => client.callTool({ name, arguments: args }),
  });
  const json = jsonCases(NEAR_LIMIT - 64);
  return {
    rows: [
      tool("check_pack, most roles that fit", "check_pack", { yaml: packCases()[1]?.text ?? "" }),
      tool("check_pack, 2,000 roles", "check_pack", { yaml: packCases()[0]?.text ?? "" }),
      tool("check_pack, an error on every line", "check_pack", {
        yaml: yamlCases().find((c) => c.name.startsWith("an error"))?.text ?? "",
      }),
      tool("check_pack, 1 MiB of newlines", "check_pack", { yaml: "\n".repeat(NEAR_LIMIT - 64) }),
      tool("check_pack, newlines after name:", "check_pack", {
        yaml: `name:${"\n".repeat(NEAR_LIMIT - 70)}`,
      }),
      ...twoMegabyteArguments().map(([name, args]) =>
        tool(`${name}, 2 MB ${Object.keys(args).join(" + ")}`, name, args),
      ),
      tool("compose, 1 MiB name", "compose", { role: "critic", name: "n".repeat(NEAR_LIMIT - 64) }),
      tool("compose, 1 MiB role", "compose", { role: "r".repeat(NEAR_LIMIT - 64) }),
      tool("compose, 1 MiB of modes", "compose", {
        role: "critic",
        modes: fill("", () => "fast", "", NEAR_LIMIT - 64, ","),
      }),
      tool("show, 1 MiB name", "show", { name: "s".repeat(NEAR_LIMIT - 64) }),
      ...json.map(({ name, text }) =>
        tool(`validate_emission, ${name}`, "validate_emission", { role: "critic", output: text }),
      ),
    ],
    close: () => client.close(),
  };
}

/** Strings far over any bound as tool arguments: each is refused by its length before any work. */
function twoMegabyteArguments(): [string, Record<string, unknown>][] {
  const big = "x".repeat(2_000_000);
  return [
    ["show", { name: big }],
    ["compose", { role: big }],
    ["compose", { role: "critic", name: big }],
    ["compose", { role: "critic", modes: big }],
    ["check_pack", { yaml: big }],
    ["validate_emission", { role: big, output: "{}" }],
    ["validate_emission", { role: "critic", output: big }],
    ["export", { role: big, target: "claude-code" }],
    ["export", { role: "critic", target: "claude-code", name: big }],
  ];
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`;
}

export async function run(): Promise<void> {
  const filters = (process.env["BENCH_PARSERS"] ?? "").toLowerCase().split("|").filter(Boolean);
  const scratch = mkdtempSync(path.join(tmpdir(), "casts-bench-parsers-"));
  const mcp = await mcpRows();
  const all = [
    ...yamlRows(),
    ...jsonRows(),
    ...directoryRows(scratch),
    ...importRows(),
    ...urlRows(),
    ...cliRows(scratch),
    ...mcp.rows,
  ];
  const chosen = all.filter(
    (row) =>
      filters.length === 0 ||
      filters.some((filter) => `${row.parser} ${row.input}`.toLowerCase().includes(filter)),
  );
  const loadBefore = loadavg()[0] ?? 0;
  console.log(
    `${chosen.length} worst-case inputs, ${REPEATS} calls each; load ${loadBefore.toFixed(1)} on ${availableParallelism()} cores; budget ${formatMs(BUDGET_MS)} per call\n`,
  );
  console.log(
    "| parser | input | size | cold wall | cold CPU | best wall | best CPU | worst CPU / 1 s limit | outcome |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  const slowest = new Map<string, { input: string; cpuMs: number; wallMs: number }>();
  let over = 0;
  try {
    for (const row of chosen) {
      const timings: Timing[] = [];
      for (let repeat = 0; repeat < REPEATS; repeat += 1) timings.push(await timeOnce(row.call));
      const cold = timings[0]!;
      const best = timings.reduce((a, b) => (b.cpuMs < a.cpuMs ? b : a));
      const worstCpu = Math.max(...timings.map((timing) => timing.cpuMs));
      const flag = worstCpu > BUDGET_MS ? " **OVER 1 s**" : "";
      if (flag) over += 1;
      const previous = slowest.get(row.parser);
      if (!previous || worstCpu > previous.cpuMs)
        slowest.set(row.parser, {
          input: row.input,
          cpuMs: worstCpu,
          wallMs: Math.max(...timings.map((t) => t.wallMs)),
        });
      console.log(
        `| ${row.parser} | ${row.input} | ${row.bytes > 0 ? `${(row.bytes / 1024).toFixed(0)} KiB` : "-"} | ${formatMs(cold.wallMs)} | ${formatMs(cold.cpuMs)} | ${formatMs(best.wallMs)} | ${formatMs(best.cpuMs)} | ${formatMs(worstCpu)} / 1 s (${((worstCpu / BUDGET_MS) * 100).toFixed(0)}%) | ${cold.outcome}${flag} |`,
      );
    }
  } finally {
    await mcp.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log("\nSlowest input per parser (CPU time of its slowest call):");
  for (const [parser, worst] of slowest) {
    console.log(
      `  ${parser.padEnd(34)} ${formatMs(worst.cpuMs).padStart(8)} CPU  ${formatMs(worst.wallMs).padStart(8)} wall  ${worst.input}`,
    );
  }
  console.log(
    `\n${over === 0 ? "every call under 1 s of CPU" : `${over} input(s) over 1 s of CPU`}; load ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)}`,
  );
}
