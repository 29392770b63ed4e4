// A pack's parsed form saved beside its YAML (`packs/default.yaml` → `packs/default.parsed.json`), so
// that loading the packaged default pack costs a JSON parse instead of a YAML parse (about 30× less:
// `buildCatalog()` runs on every page build, every CLI call and every MCP session). The YAML stays the
// source of truth: a snapshot records the SHA-256 of the exact text it was made from and is used only
// while the pack's text still has that hash; otherwise the text is parsed as always. `make cli` and
// `make build` rewrite it when the YAML or the parser changes (build/pack-snapshot.ts), and
// lib/casts/node/pack-snapshot.test.ts fails while the committed one is stale.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";

import { parseSafeYaml, yamlToData } from "../safe-yaml";

/** Raised when what a snapshot holds changes shape (or the parser's output does). */
export const SNAPSHOT_FORMAT = 1;

export interface PackSnapshot {
  readonly format: number;
  /** The YAML file's name, beside the snapshot. */
  readonly source: string;
  readonly sha256: string;
  /** What yamlToData gives for the text. */
  readonly data: unknown;
}

/** Where the snapshot of a pack file lives: beside it, `<stem>.parsed.json`. */
export function snapshotPath(packFile: string): string {
  return path.join(path.dirname(packFile), `${path.basename(packFile).replace(/\.[^.]*$/, "")}.parsed.json`);
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The snapshot's data when a current snapshot of exactly `text` sits beside `packFile`, else undefined. */
export function snapshotData(packFile: string, text: string): { readonly data: unknown } | undefined {
  let snapshot: Partial<PackSnapshot>;
  try {
    snapshot = JSON.parse(readFileSync(snapshotPath(packFile), "utf8")) as Partial<PackSnapshot>;
  } catch {
    return undefined; // none (a team's pack), or unreadable: parse the YAML
  }
  if (
    snapshot.format !== SNAPSHOT_FORMAT ||
    snapshot.source !== path.basename(packFile) ||
    snapshot.sha256 !== sha256(text) ||
    !("data" in snapshot)
  )
    return undefined;
  return { data: snapshot.data };
}

/** The snapshot of a pack's text (parsed as Pack.fromYaml parses it); throws when the YAML does not parse. */
export function makeSnapshot(packFile: string, text: string): PackSnapshot {
  const label = packFile;
  const data = yamlToData(parseSafeYaml(text, label), label);
  // JSON holds no NaN, Infinity or dates: a pack using them cannot be saved faithfully.
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(data)), data))
    throw new Error(`${packFile}: its data does not survive JSON, no snapshot written`);
  return { format: SNAPSHOT_FORMAT, source: path.basename(packFile), sha256: sha256(text), data };
}

/** Writes the snapshot of `packFile`; returns its path. */
export function writeSnapshot(packFile: string): string {
  const file = snapshotPath(packFile);
  writeFileSync(file, `${JSON.stringify(makeSnapshot(packFile, readFileSync(packFile, "utf8")), null, 1)}\n`);
  return file;
}
