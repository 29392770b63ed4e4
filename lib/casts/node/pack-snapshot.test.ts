import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { thrown } from "../../../test-support/thrown";

import { Pack } from "../pack";
import { loadPack } from "./files";
import { makeSnapshot, snapshotData, snapshotPath, writeSnapshot } from "./pack-snapshot";

const DEFAULT_PACK = path.resolve(import.meta.dirname, "../../../packs/default.yaml");

function packDir(yaml: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "casts-snapshot-")), "team.yaml");
  writeFileSync(file, yaml);
  return file;
}

describe("pack snapshots", () => {
  it("the packaged default pack's snapshot is current (else: npx tsx build/pack-snapshot.ts)", () => {
    const text = readFileSync(DEFAULT_PACK, "utf8");
    const saved = JSON.parse(readFileSync(snapshotPath(DEFAULT_PACK), "utf8")) as unknown;
    expect(saved).toEqual(makeSnapshot(DEFAULT_PACK, text));
    expect(snapshotData(DEFAULT_PACK, text)).toBeDefined();
    expect(loadPack(DEFAULT_PACK)).toEqual(Pack.fromYaml(text, { name: "default", label: DEFAULT_PACK }));
  });

  it("is used only while the YAML has the text it was made from", () => {
    const file = packDir("roles:\n  analyst:\n    effort: low\n");
    writeSnapshot(file);
    expect(snapshotPath(file)).toBe(path.join(path.dirname(file), "team.parsed.json"));
    // A snapshot that says otherwise than its YAML (made by hand here) shows it is what loads.
    const snapshot = JSON.parse(readFileSync(snapshotPath(file), "utf8")) as { data: unknown };
    snapshot.data = { roles: { analyst: { effort: "high" } } };
    writeFileSync(snapshotPath(file), JSON.stringify(snapshot));
    expect(loadPack(file).config("analyst")?.effort).toBe("high");
    // The YAML changes: the snapshot no longer counts.
    writeFileSync(file, "roles:\n  analyst:\n    effort: medium\n");
    expect(loadPack(file).config("analyst")?.effort).toBe("medium");
    expect(snapshotData(file, readFileSync(file, "utf8"))).toBeUndefined();
  });

  it("gives the same error, with its place, as parsing the YAML", () => {
    const yaml = "name: team\nroles:\n  analyst:\n    effort: low\n    default_modes: [evidential, 3]\n";
    const file = packDir(yaml);
    writeSnapshot(file);
    expect(snapshotData(file, yaml)).toBeDefined();
    const fromSnapshot = thrown(() => loadPack(file));
    const fromYaml = thrown(() => Pack.fromYaml(yaml, { name: "team", label: file }));
    expect(fromSnapshot.message).toBe(fromYaml.message);
    expect(fromSnapshot.code).toBe(fromYaml.code);
    expect(fromSnapshot.details).toEqual(fromYaml.details);
    expect(fromSnapshot.details).toMatchObject({ path: "roles.analyst.default_modes[1]", line: 5 });
  });
});
