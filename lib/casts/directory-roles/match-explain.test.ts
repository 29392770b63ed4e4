import { describe, expect, it } from "vitest";

import { explainMatch } from "./match-explain";

describe("explainMatch", () => {
  it("matches model IDs against the whole ID, as the loader does", () => {
    expect(explainMatch("model", ["gpt-4"], "gpt-4")).toMatchObject({ allowed: true, matched: "gpt-4" });
    expect(explainMatch("model", ["gpt-4"], "gpt-4o")).toMatchObject({ allowed: false, matched: null });
    expect(explainMatch("model", ["gpt-4\\.1-mini|claude-haiku-4.*"], "claude-haiku-4-5").allowed).toBe(true);
  });

  it("names the first tool_filter pattern that matches; an empty filter allows every tool", () => {
    expect(explainMatch("tool", ["read_file", "search_.*"], "search_code")).toMatchObject({
      allowed: true,
      matched: "search_.*",
    });
    expect(explainMatch("tool", ["read_file"], "read_file_extra").allowed).toBe(false);
    expect(explainMatch("tool", [], "anything")).toMatchObject({
      allowed: true,
      matched: null,
      reason: expect.stringMatching(/empty/),
    });
  });
});
