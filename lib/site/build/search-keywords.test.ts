import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { listModes, listRoles } from "@/lib/casts/index";

import {
  loadBuiltInKeywords,
  loadDirectoryRoleKeywords,
  loadKeywordsFile,
  parseKeywords,
} from "./search-keywords";

describe("parseKeywords", () => {
  it("reads one phrase a line, trimmed, without blank lines or # comments", () => {
    expect(parseKeywords("# about\nmeeting notes\r\n\n  minutes  \n#x\n")).toEqual([
      "meeting notes",
      "minutes",
    ]);
  });
});

describe("loadKeywordsFile", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "keywords-"));
  it("reads none from a missing file and refuses one too large to be keywords", () => {
    expect(loadKeywordsFile(path.join(dir, "absent.txt"))).toEqual([]);
    const big = path.join(dir, "big.txt");
    writeFileSync(big, "x".repeat(17_000));
    expect(() => loadKeywordsFile(big)).toThrow(/big\.txt: a keywords file holds at most 16384 bytes/);
  });

  it("reads a directory role's keywords.txt from its folder", () => {
    writeFileSync(path.join(dir, "keywords.txt"), "helpdesk\n");
    expect(loadDirectoryRoleKeywords(dir)).toEqual(["helpdesk"]);
    expect(loadDirectoryRoleKeywords(null)).toEqual([]);
  });
});

describe("built-in keywords", () => {
  it("exist for every built-in role and mode", () => {
    const without = [
      ...listRoles().filter((name) => loadBuiltInKeywords("role", name).length === 0),
      ...listModes().filter((name) => loadBuiltInKeywords("mode", name).length === 0),
    ];
    expect(without).toEqual([]);
  });
});
