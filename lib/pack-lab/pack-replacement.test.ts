import { describe, expect, it } from "vitest";

import {
  KEPT_UNDO_MAX_CHARS,
  keptUndoJson,
  replaceWithDefault,
  replaceWithFile,
  undoFromKept,
} from "./pack-replacement";

const PACK = `name: team\nroles:\n  analyst: {default_modes: [fast]}\n${"# notes\n".repeat(4_000)}`;

describe("replacing the lab's pack", () => {
  it("starting from the default pack keeps the reader's pack for Undo", () => {
    const result = replaceWithDefault(PACK, "name: default\n");
    expect(result).toEqual({
      ok: true,
      text: "name: default\n",
      undo: { previous: PACK, note: "Replaced your pack with the default pack." },
    });
  });

  it("offers no Undo when nothing would be lost", () => {
    expect(replaceWithDefault("name: default\n", "name: default\n")).toMatchObject({ ok: true, undo: null });
    expect(replaceWithDefault("  \n", "name: default\n")).toMatchObject({ ok: true, undo: null });
  });

  it("an opened file keeps the reader's pack for Undo", () => {
    const result = replaceWithFile(PACK, "other.yaml", { ok: true, text: "name: other\n" });
    expect(result).toEqual({
      ok: true,
      text: "name: other\n",
      undo: { previous: PACK, note: "Opened other.yaml in place of your pack." },
    });
  });

  it("refuses an empty file, naming it, instead of emptying the editor", () => {
    expect(replaceWithFile(PACK, "empty.yaml", { ok: true, text: "" })).toEqual({
      ok: false,
      problem: "empty.yaml is empty",
    });
    expect(replaceWithFile(PACK, "blank.yaml", { ok: true, text: "\n  \r\n" })).toMatchObject({ ok: false });
  });

  it("passes a refused file's message on", () => {
    const read = { ok: false, code: "NOT_UTF8", message: "x.yaml: not UTF-8 at line 1, column 2" } as const;
    expect(replaceWithFile(PACK, "x.yaml", read)).toEqual({ ok: false, problem: read.message });
  });
});

describe("the Undo kept across a reload", () => {
  const undo = { previous: PACK, note: "Opened other.yaml in place of your pack." };
  const opened = "name: other\n";

  it("reads back what it kept while the pack is still the one the replacement gave", () => {
    const json = keptUndoJson(undo, opened);
    expect(json).not.toBeNull();
    expect(undoFromKept(json, opened)).toEqual(undo);
  });

  it("is dropped once the pack has changed since (an edit, or the pack not yet saved)", () => {
    const json = keptUndoJson(undo, opened);
    expect(undoFromKept(json, "name: other\n# edited\n")).toBeNull();
    expect(undoFromKept(json, "name: othes\n")).toBeNull();
    // Reloaded before the replacement's pack was saved: the editor holds the old pack, nothing to undo.
    expect(undoFromKept(json, PACK)).toBeNull();
  });

  it("keeps nothing over its bound, and reads nothing that is not what it writes", () => {
    const long = "#".repeat(KEPT_UNDO_MAX_CHARS + 1);
    expect(keptUndoJson({ ...undo, previous: long }, opened)).toBeNull();
    expect(keptUndoJson({ ...undo, note: "n".repeat(1_001) }, opened)).toBeNull();
    const kept = JSON.parse(keptUndoJson(undo, opened) ?? "null") as Record<string, unknown>;
    const broken = [
      null,
      "",
      "{",
      "[]",
      "null",
      JSON.stringify({ ...kept, version: 2 }),
      JSON.stringify({ ...kept, previous: 42 }),
      JSON.stringify({ ...kept, note: ["x"] }),
      JSON.stringify({ ...kept, note: " " }),
      JSON.stringify({ ...kept, previous: "  \n" }),
      JSON.stringify({ ...kept, previous: long }),
      JSON.stringify({ ...kept, for: undefined }),
      `${JSON.stringify(kept)}${" ".repeat(3 * KEPT_UNDO_MAX_CHARS)}`,
    ];
    for (const json of broken) expect(undoFromKept(json, opened)).toBeNull();
  });
});
