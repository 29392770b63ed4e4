// Run and evaluate (issue 23): the time from a reply's end to its verdicts for the role with the
// largest reply contract (target ≤ 16 ms, one frame), and the `casts run` round trip against the
// fake provider (process start to exit, and the request itself). Figures are printed, never
// asserted. Each measurement is one entry of RUN_BENCHES: add yours (e.g. the composer's bytes).
import { execFile } from "node:child_process";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";

import { checkExpectations } from "../../lib/casts/evals/check";
import { providerSchema } from "../../lib/casts/export/provider-schema";
import { loadEvals } from "../../lib/casts/node/evals";
import { listRoles, Role } from "../../lib/casts/pattern";
import { checkReply, prepareReplyCheck } from "../../lib/casts/run";
import { startFakeProvider } from "../../test-support/fake-provider";
import { exampleFromSchema } from "../../test-support/schema-example";
import { median, verdict } from "./_lib";
import { runPanelFigures } from "./_run-panel";

const execute = promisify(execFile);

export interface RunBench {
  readonly name: string;
  /** One or more lines of figures. */
  readonly measure: () => Promise<string>;
}

/** The role whose provider schema is largest, with a reply that fills every key. */
function largestRole() {
  const sized = listRoles()
    .map((name) => ({ name, operable: Role.load(name).emissionOperable() }))
    .filter((entry) => entry.operable !== null)
    .map((entry) => ({ ...entry, schema: providerSchema(entry.operable!, "openai") }))
    .map((entry) => ({ ...entry, size: JSON.stringify(entry.schema.schema).length }))
    .sort((a, b) => b.size - a.size);
  const top = sized[0]!;
  const reply = JSON.stringify(exampleFromSchema(top.schema.schema, top.schema.encodedMaps), null, 2);
  return { name: top.name, operable: top.operable!, reply };
}

async function replyToVerdicts(): Promise<string> {
  const role = largestRole();
  const fixtures =
    loadEvals({ root: process.cwd(), directoryRoles: [] }).roles.find((entry) => entry.role === role.name)
      ?.fixtures ?? [];
  const emits = Role.load(role.name).emits;
  const once = () => {
    const started = performance.now();
    const check = checkReply(emits, role.reply, { roleName: role.name });
    const verdictsAt = performance.now();
    for (const fixture of fixtures)
      checkExpectations(fixture.expect, { reply: role.reply, decoded: check.decoded });
    return { ms: verdictsAt - started, fixturesMs: performance.now() - verdictsAt, check };
  };
  // As in a run: runComposition readies the checks while the model writes.
  prepareReplyCheck(emits, role.name);
  const first = once();
  const runs = Array.from({ length: 200 }, () => once());
  const times = runs.map((entry) => entry.ms);
  const ms = median(times);
  const p95 = [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)] ?? 0;
  const fixturesMs = median(runs.map((entry) => entry.fixturesMs));
  return [
    `largest reply contract: ${role.name} (${role.operable.keys().length} keys, reply ${role.reply.length} characters, ${first.check.verdicts.length} verdicts, ${fixtures.length} fixtures checked)`,
    `reply end → verdicts: first ${first.ms.toFixed(2)} ms, median ${ms.toFixed(3)} ms, 95th percentile of 200 ${p95.toFixed(2)} ms (target ≤ 16 ms) — ${verdict(first.ms <= 16 && ms <= 16)}`,
    `then the fixtures' assertions: first ${first.fixturesMs.toFixed(2)} ms, median ${fixturesMs.toFixed(3)} ms`,
  ].join("\n");
}

async function cliRoundTrip(): Promise<string> {
  const fake = await startFakeProvider({ keys: ["sk-bench"] });
  const reply = JSON.stringify({
    verdict: { verdict: "approve", rationale: "The change is small and tested." },
  });
  fake.script({ reply, repeat: true });
  try {
    const totals: number[] = [];
    const requests: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const started = performance.now();
      const { stdout } = await execute(
        process.execPath,
        [
          "bin/casts.mjs",
          "run",
          "reviewer",
          "--provider",
          "openai",
          "--model",
          "gpt-4.1",
          "--base-url",
          fake.url("openai"),
          "--input",
          "Review PR #530.",
          "--json",
        ],
        { env: { ...process.env, OPENAI_API_KEY: "sk-bench", CASTS_API_KEY: "" } },
      );
      totals.push(performance.now() - started);
      requests.push((JSON.parse(stdout) as { ms: number }).ms);
    }
    return `casts run round trip (fake provider, 3 runs): process ${(median(totals) / 1000).toFixed(2)} s median, of which the request ${median(requests)} ms`;
  } finally {
    await fake.close();
  }
}

export const RUN_BENCHES: RunBench[] = [
  { name: "verdicts", measure: replyToVerdicts },
  { name: "cli", measure: cliRoundTrip },
  // The composer's first-load bytes and the Run panel's on-demand bytes (needs a build: make build).
  { name: "composer", measure: async () => runPanelFigures() },
];

export async function run(): Promise<void> {
  for (const bench of RUN_BENCHES) console.log(await bench.measure());
}
