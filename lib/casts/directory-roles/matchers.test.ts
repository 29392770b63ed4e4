import { describe, expect, it } from "vitest";

import { CastsError } from "../core/errors";
import { allowsModel, matchesWhole, regexError, visibleTools } from "./matchers";

describe("matchesWhole", () => {
  it("matches the whole ID, like Python's re.fullmatch", () => {
    expect(matchesWhole("gpt-4", "gpt-4")).toBe(true);
    expect(matchesWhole("gpt-4", "gpt-4o")).toBe(false);
    expect(matchesWhole("gpt-4", "my-gpt-4")).toBe(false);
    expect(matchesWhole("4o", "gpt-4o")).toBe(false);
  });

  it("applies an alternation to the whole ID, not just its first or last branch", () => {
    expect(matchesWhole("gpt-4|claude", "gpt-4-turbo")).toBe(false);
    expect(matchesWhole("gpt-4|claude", "old-claude")).toBe(false);
    expect(matchesWhole("gpt-4|claude", "claude")).toBe(true);
  });

  it("throws a CastsError for an invalid pattern instead of a SyntaxError", () => {
    expect(() => matchesWhole("gpt-(4", "gpt-4")).toThrow(CastsError);
  });
});

describe("regexError", () => {
  it("is null for valid patterns and names the pattern and the problem otherwise", () => {
    expect(regexError(".*")).toBeNull();
    expect(regexError("gpt-(4")).toBe('invalid regular expression "gpt-(4": Unterminated group');
    expect(regexError("a)|(b")).toMatch(/^invalid regular expression "a\)\|\(b": /);
  });
});

describe("allowsModel", () => {
  it("allows any model with the default pattern", () => {
    expect(allowsModel({ model: ".*" }, "anything-at-all")).toBe(true);
  });

  it("allows only whole matches of a specific pattern", () => {
    const config = { model: "claude-(sonnet|opus)-4.*|gpt-4\\.1" };
    expect(allowsModel(config, "claude-opus-4-1")).toBe(true);
    expect(allowsModel(config, "gpt-4.1")).toBe(true);
    expect(allowsModel(config, "gpt-4.1-mini")).toBe(false);
    expect(allowsModel(config, "gpt-4x1")).toBe(false);
  });
});

describe("visibleTools", () => {
  const tools = ["read_file", "read_file_v2", "write_file", "git_log", "xread_file"];

  it("shows every tool when tool_filter is empty", () => {
    expect(visibleTools({ tool_filter: [] }, tools)).toEqual(tools);
  });

  it("shows tools whose whole name matches any filter, in input order", () => {
    expect(visibleTools({ tool_filter: ["read_.*", "git_log"] }, tools)).toEqual([
      "read_file",
      "read_file_v2",
      "git_log",
    ]);
    expect(visibleTools({ tool_filter: ["read_file"] }, tools)).toEqual(["read_file"]);
  });
});
