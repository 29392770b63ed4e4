// Speed of the library, warm (after a warm-up), in this process, each figure beside its target and the
// core functions' figure for the same work, measured in the same run:
// - compose + message through the class API, `Profile.compose("critic", { modes: [adversarial,
//   premortem, evidential] }).buildSystemMessage()` (target ≤ 0.5 µs), composed afresh on every call
//   (nothing is cached across calls but the built-in Role and Mode objects); beside it the core
//   (findModeConflict + buildSystemMessage on the catalog's plain data);
// - `buildCatalog()` with its caches cleared (the default pack read and parsed from the file, then
//   projected: target ≤ 3.5 ms), and warm (the pack cached).
// CPU time per call (process.cpuUsage), the median of 15 rounds: steadier than wall time on a shared
// machine. Figures are printed, never asserted. Needs no build: `npm run bench -- core`.
import { loadavg } from "node:os";

import { Pack, Profile } from "@/lib/casts";
import { buildSystemMessage, findModeConflict } from "@/lib/casts/core";
import { buildCatalog } from "@/lib/casts/node";
import { forgetLoadedPacks } from "@/lib/casts/node/files";
import { stealMeter } from "./_machine";

const TARGET = { composeUs: 0.5, catalogMs: 3.5 };
const MODES = ["adversarial", "premortem", "evidential"];

/** The median CPU time of one call in ms, over `rounds` rounds of `batch` calls each. */
function medianMs(fn: () => unknown, batch: number, rounds = 15): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = process.cpuUsage();
    for (let index = 0; index < batch; index += 1) fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000 / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

const mark = (value: number, target: number) => (value <= target ? "met" : "NOT MET");

export async function run(): Promise<void> {
  const stolen = stealMeter();
  let sink = 0;
  // The class API: a fresh options object and composition each call, and the message is read.
  const viaClass = () => {
    sink += Profile.compose("critic", { modes: [...MODES] }).buildSystemMessage().length;
  };
  // The core on plain catalog data: the same conflict check and message.
  const catalog = buildCatalog();
  const role = catalog.roles.find((entry) => entry.name === "critic")!;
  const plainModes = MODES.map((name) => catalog.modes.find((entry) => entry.name === name)!);
  const viaCore = () => {
    const modes = [...plainModes];
    if (findModeConflict(modes)) throw new Error("unexpected conflict");
    sink += buildSystemMessage(role, modes).length;
  };
  const cold = () => {
    forgetLoadedPacks();
    sink += buildCatalog().roles.length;
  };
  const warm = () => (sink += buildCatalog().roles.length);
  for (let index = 0; index < 300_000; index += 1) {
    viaClass();
    viaCore();
  }
  for (let index = 0; index < 30; index += 1) cold();
  const classUs = medianMs(viaClass, 200_000) * 1000;
  const coreUs = medianMs(viaCore, 200_000) * 1000;
  const coldMs = medianMs(cold, 10);
  const warmMs = medianMs(warm, 50);
  console.log(
    `compose + buildSystemMessage(), class API   ${classUs.toFixed(3)} µs  (target ≤ ${TARGET.composeUs} µs: ${mark(classUs, TARGET.composeUs)}); core functions ${coreUs.toFixed(3)} µs, class/core ${(classUs / coreUs).toFixed(2)}×`,
  );
  console.log(
    `buildCatalog(), caches cleared               ${coldMs.toFixed(2)} ms  (target ≤ ${TARGET.catalogMs} ms: ${mark(coldMs, TARGET.catalogMs)}); warm (pack cached) ${warmMs.toFixed(3)} ms`,
  );
  // Constant-time refusal: a 32 MiB pack is refused from its length, before any work on its text.
  const huge = `roles:\n${"x".repeat(32 * 1024 * 1024)}`;
  const short = `roles:\n${"x".repeat(2 * 1024 * 1024)}`;
  const refuse = (text: string) => () => {
    try {
      Pack.fromYaml(text);
    } catch {
      sink += 1;
    }
  };
  const hugeUs = medianMs(refuse(huge), 1000) * 1000;
  const shortUs = medianMs(refuse(short), 1000) * 1000;
  console.log(
    `Pack.fromYaml refusing 32 MiB                ${hugeUs.toFixed(2)} µs; 2 MiB ${shortUs.toFixed(2)} µs (target: constant in the size: ${hugeUs < shortUs * 4 ? "met" : "NOT MET"})`,
  );
  console.log(
    `(CPU time per call, median of 15 rounds; load average ${loadavg()[0]?.toFixed(2)}, ${stolen()})`,
  );
  if (sink === -1) console.log(sink);
}
