import { describe, expect, it } from "vitest";

import { defineDirectoryRole } from "../directory-roles";
import { literalFromRegex, resolveToolLimits } from "./tool-limits";

const config = (settings: Record<string, unknown>) =>
  defineDirectoryRole({ name: "Limited", description: "A role with limits.", config: settings }).config;

describe("literalFromRegex", () => {
  it("unescapes a pattern that matches one literal ID, with or without anchors", () => {
    expect(literalFromRegex("gpt-4\\.1")).toBe("gpt-4.1");
    expect(literalFromRegex("^claude-sonnet-4-5$")).toBe("claude-sonnet-4-5");
    expect(literalFromRegex("read_file")).toBe("read_file");
  });

  it("refuses patterns that match more than one string", () => {
    for (const pattern of [".*", "gpt-4.1", "claude-(sonnet|opus)", "git_.*", "a+", "\\d", "[ab]", "a|b", ""])
      expect(literalFromRegex(pattern), pattern).toBeNull();
  });
});

describe("resolveToolLimits", () => {
  it("carries required_tools, filtered by tool_filter, and a literal model", () => {
    expect(
      resolveToolLimits(
        config({
          required_tools: ["git_log", "read_file", "deploy"],
          tool_filter: ["git_.*", "read_file"],
          model: "gpt-4\\.1",
        }),
      ),
    ).toEqual({ tools: ["git_log", "read_file"], model: "gpt-4.1", notes: [] });
  });

  it("carries a tool_filter of literal names when no tools are required", () => {
    expect(resolveToolLimits(config({ tool_filter: ["read_file", "notes\\.append"] })).tools).toEqual([
      "read_file",
      "notes.append",
    ]);
  });

  it("notes a pattern filter with nothing to filter and a model pattern with several matches", () => {
    const limits = resolveToolLimits(config({ tool_filter: ["git_.*"], model: "claude-(sonnet|opus)-4.*" }));
    expect(limits.tools).toBeNull();
    expect(limits.model).toBeNull();
    expect(limits.notes).toEqual([
      'The role\'s tool_filter "git_.*" matches tool names by pattern and names no tool list: no tool limit was written.',
      'The role\'s model pattern "claude-(sonnet|opus)-4.*" allows more than one model: no model was written from it.',
    ]);
  });

  it("writes nothing for the defaults (any model, every tool) or no config", () => {
    expect(resolveToolLimits(config({}))).toEqual({ tools: null, model: null, notes: [] });
    expect(resolveToolLimits(null)).toEqual({ tools: null, model: null, notes: [] });
  });
});
