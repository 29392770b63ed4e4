// Speed of the library core, warm (after a warm-up), in this process: `buildCatalog()` (the default
// pack read and the ADR D5 projection) and one compose + `buildSystemMessage()`. Figures are printed,
// never asserted. Needs no build: `npm run bench -- core`.
import { Profile } from "@/lib/casts";
import { buildCatalog } from "@/lib/casts/node";

const AIM = { catalogMs: 3.5, composeUs: 0.7 };

/** The median time of one call in ms, over `rounds` rounds of `batch` calls each. */
function medianMs(fn: () => unknown, batch: number, rounds: number): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    for (let index = 0; index < batch; index += 1) fn();
    times.push((performance.now() - start) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const COMPOSITIONS = [
  ["critic", ["adversarial", "evidential"]],
  ["analyst", ["slow", "systematic"]],
  ["writer", []],
  ["planner", ["premortem", "metacognitive", "socratic"]],
] as const;

export async function run(): Promise<void> {
  let sink = 0;
  const catalog = () => (sink += buildCatalog().roles.length);
  let turn = 0;
  const compose = () => {
    const [role, modes] = COMPOSITIONS[turn++ % COMPOSITIONS.length]!;
    sink += Profile.compose(role, { modes: [...modes] }).buildSystemMessage().length;
  };
  for (let index = 0; index < 50; index += 1) catalog();
  for (let index = 0; index < 200_000; index += 1) compose();
  const catalogMs = medianMs(catalog, 20, 15);
  const composeUs = medianMs(compose, 100_000, 15) * 1000;
  const mark = (ok: boolean) => (ok ? "ok" : "over the aim");
  console.log(
    `buildCatalog()                        ${catalogMs.toFixed(2)} ms  (aim ≤ ${AIM.catalogMs} ms: ${mark(catalogMs <= AIM.catalogMs)})`,
  );
  console.log(
    `compose + buildSystemMessage()        ${composeUs.toFixed(3)} µs  (aim ≤ ${AIM.composeUs} µs: ${mark(composeUs <= AIM.composeUs)})`,
  );
  if (sink === -1) console.log(sink);
}
