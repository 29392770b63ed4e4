// /compare's budget (≤ 16 ms to update on an edit): the time to rebuild both sourced messages and diff
// them, for the largest pair of compositions (the two longest role bodies, each with every mode that
// fits without a conflict, the second in reverse order so that few lines line up). Measured in Node on
// the library the page runs; also the CLI's exact token counting and the pack lab's check of the default
// pack. Figures are printed, never asserted.
import { readFileSync } from "node:fs";

import { countTokens } from "gpt-tokenizer/encoding/o200k_base";

import {
  buildRuntimeMessage,
  findModeConflict,
  lintPackText,
  listModes,
  listRoles,
  Mode,
  projectMode,
  Role,
} from "../../lib/casts";
import { buildSourcedMessage, diffSourcedMessages } from "../../lib/casts/compare";
import { estimateTokens } from "../../lib/casts/core/characters";
import { median, verdict } from "./_lib";

const BUDGET_MS = 16;
const RUNS = 200;

function largestModes(): Mode[] {
  const chosen: Mode[] = [];
  const all = listModes()
    .map((name) => Mode.load(name))
    .sort((a, b) => b.behaviors.length - a.behaviors.length);
  for (const mode of all) if (!findModeConflict([...chosen, mode].map(projectMode))) chosen.push(mode);
  return chosen;
}

function timings(update: () => void): { median: number; p95: number } {
  for (let warm = 0; warm < 20; warm += 1) update();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    update();
    samples.push(performance.now() - start);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: median(samples), p95: sorted[Math.ceil(0.95 * sorted.length) - 1] ?? Number.NaN };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function run(): Promise<void> {
  const [first, second] = listRoles()
    .map((name) => Role.load(name))
    .sort((a, b) => b.body.length - a.body.length);
  if (!first || !second) throw new Error("the catalog needs two roles");
  const modes = largestModes();
  const inputA = { role: first, modes };
  const inputB = { role: second, modes: [...modes].reverse() };
  const a = buildSourcedMessage(inputA);
  const b = buildSourcedMessage(inputB);
  console.log(
    `pair: ${first.name} + ${modes.length} modes (${a.text.length} chars, ${a.lines.length} lines) vs ${second.name} + the same modes reversed (${b.text.length} chars)`,
  );
  const page = timings(() =>
    diffSourcedMessages(buildSourcedMessage(inputA), buildSourcedMessage(inputB), {
      countTokens: estimateTokens,
    }),
  );
  console.log(
    `page update (build both + diff, estimated tokens): median ${ms(page.median)}, p95 ${ms(page.p95)} — budget ${BUDGET_MS} ms: ${verdict(page.p95 <= BUDGET_MS)}`,
  );
  const policy = { authority: ["a"], boundaries: ["b"], escalations: ["c"] };
  const runtime = timings(() =>
    diffSourcedMessages(
      buildSourcedMessage({ ...inputA, policy }),
      buildSourcedMessage({ ...inputB, policy }),
      { countTokens: estimateTokens },
    ),
  );
  console.log(
    `runtime view update: median ${ms(runtime.median)}, p95 ${ms(runtime.p95)}; message check ${buildRuntimeMessage(a.text, policy).length} chars`,
  );
  const cli = timings(() => diffSourcedMessages(a, b, { countTokens: (text) => countTokens(text) }));
  console.log(`casts diff (o200k tokens): median ${ms(cli.median)}, p95 ${ms(cli.p95)}`);
  const pack = readFileSync("packs/default.yaml", "utf8");
  const lint = timings(() => lintPackText(pack));
  console.log(
    `pack lab check of the default pack (${pack.length} chars, in its worker): median ${ms(lint.median)}, p95 ${ms(lint.p95)}`,
  );
}
