import { describe, expect, it } from "vitest";

import { replaceWithDefault, replaceWithFile } from "./pack-replacement";

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
