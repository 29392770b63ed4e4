// Import (issue 25): the in-process time to import 200 generated Claude Code subagents shaped like the
// public collections (test-support/agent-corpus.ts; ~3–12 KB each): detect, parse, map and check every
// file into directory-role files (no disk I/O), then the same with the role folders written to a
// temporary directory. Target: under 5 s for the 200. Figures are printed, never asserted; the load
// average is printed beside them because the machine is shared.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";

import { importAgents } from "../../lib/casts/import";
import { writeImportedRoles } from "../../lib/casts/node/import-files";
import { claudeCodeCorpus } from "../../test-support/agent-corpus";
import { median, verdict } from "./_lib";

const RUNS = 7;
const TARGET_MS = 5000;

export async function run(): Promise<void> {
  const encoder = new TextEncoder();
  const files = claudeCodeCorpus(200).map((file) => ({ path: file.path, bytes: encoder.encode(file.text) }));
  const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
  importAgents(files.slice(0, 5)); // warm the modules once
  const inMemory: number[] = [];
  const withWrites: number[] = [];
  let written = 0;
  for (let attempt = 0; attempt < RUNS; attempt += 1) {
    let started = performance.now();
    const result = importAgents(files);
    inMemory.push(performance.now() - started);
    const out = mkdtempSync(path.join(tmpdir(), "casts-bench-import-"));
    started = performance.now();
    const again = importAgents(files);
    written = writeImportedRoles(out, again.roles, { force: false }).written.length;
    withWrites.push(performance.now() - started);
    rmSync(out, { recursive: true, force: true });
    if (result.roles.length !== files.length)
      throw new Error(`imported ${result.roles.length} of ${files.length}`);
  }
  const memory = median(inMemory);
  const disk = median(withWrites);
  console.log(
    `${files.length} Claude Code subagents (${(bytes / 1024).toFixed(0)} KiB), median of ${RUNS}, load ${loadavg()[0]?.toFixed(2)}:`,
  );
  console.log(
    `  in process: ${memory.toFixed(0)} ms, ${((files.length / memory) * 1000).toFixed(0)} files/s — ${verdict(memory < TARGET_MS)} (target < ${TARGET_MS / 1000} s)`,
  );
  console.log(
    `  with ${written} role folders written: ${disk.toFixed(0)} ms, ${((files.length / disk) * 1000).toFixed(0)} files/s`,
  );
}
