import { describe, expect, it } from "vitest";

import { CONFIG_FIELDS, DIRECTORY_ROLE_CONFIG_DEFAULTS, parseDirectoryRoleConfig } from "./config";

function errorsOf(data: unknown): readonly string[] {
  const result = parseDirectoryRoleConfig(data);
  return result.ok ? [] : result.errors;
}

describe("DIRECTORY_ROLE_CONFIG_DEFAULTS", () => {
  it("are exactly the seed's fields and defaults, frozen", () => {
    expect(DIRECTORY_ROLE_CONFIG_DEFAULTS).toEqual({
      model: ".*",
      required_tools: [],
      execution_environment: "REPL",
      auto_approve_tools: [],
      tool_filter: [],
      behavior_policy: "responsive",
      max_truncation_retries: 2,
      max_output_turns: 3,
      max_output_attempts: 3,
    });
    expect(Object.isFrozen(DIRECTORY_ROLE_CONFIG_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(DIRECTORY_ROLE_CONFIG_DEFAULTS.required_tools)).toBe(true);
    expect(CONFIG_FIELDS).toEqual([
      "description",
      "system_prompt",
      ...Object.keys(DIRECTORY_ROLE_CONFIG_DEFAULTS),
    ]);
  });
});

describe("parseDirectoryRoleConfig", () => {
  it("fills every missing field with its default", () => {
    expect(parseDirectoryRoleConfig({})).toEqual({
      ok: true,
      config: DIRECTORY_ROLE_CONFIG_DEFAULTS,
      text: {},
    });
    const result = parseDirectoryRoleConfig({ max_output_turns: 0 });
    expect(result.ok && result.config).toEqual({ ...DIRECTORY_ROLE_CONFIG_DEFAULTS, max_output_turns: 0 });
  });

  it("reads every field of the seed's example", () => {
    const example = {
      model: "gpt-4",
      required_tools: ["read_file"],
      auto_approve_tools: ["read_file"],
      tool_filter: ["read_.*"],
      execution_environment: "REPL",
      behavior_policy: "continuous",
      max_truncation_retries: 2,
      max_output_turns: 3,
      max_output_attempts: 3,
    };
    const result = parseDirectoryRoleConfig(example);
    expect(result).toEqual({ ok: true, config: example, text: {} });
    expect(result.ok && Object.isFrozen(result.config.tool_filter)).toBe(true);
  });

  it("returns description and system_prompt separately from the settings", () => {
    expect(parseDirectoryRoleConfig({ description: "D", system_prompt: "P" })).toEqual({
      ok: true,
      config: DIRECTORY_ROLE_CONFIG_DEFAULTS,
      text: { description: "D", system_prompt: "P" },
    });
  });

  it("rejects anything but an object", () => {
    expect(errorsOf([])).toEqual(["expected a JSON object with role settings, got a list"]);
    expect(errorsOf(null)).toEqual(["expected a JSON object with role settings, got null"]);
    expect(errorsOf("x")).toEqual(["expected a JSON object with role settings, got a string"]);
  });

  it("rejects unknown fields, suggesting a close known one", () => {
    expect(errorsOf({ modle: "gpt-4", Tool_Filter: [], colour: "blue" })).toEqual([
      "unknown field 'modle' (did you mean 'model'?)",
      "unknown field 'Tool_Filter' (did you mean 'tool_filter'?)",
      `unknown field 'colour' (allowed: ${CONFIG_FIELDS.join(", ")})`,
    ]);
  });

  it("rejects wrong types without coercion, naming each field", () => {
    expect(
      errorsOf({
        model: 4,
        required_tools: "read_file",
        auto_approve_tools: ["read_file", 3],
        tool_filter: {},
        execution_environment: true,
        behavior_policy: null,
        max_output_turns: "3",
        max_output_attempts: false,
        description: 7,
        system_prompt: [],
      }),
    ).toEqual([
      "description: expected a string, got a number",
      "system_prompt: expected a string, got a list",
      "model: expected a regular expression for model IDs (a string), got a number",
      "required_tools: expected a list of strings, got a string",
      "auto_approve_tools[1]: expected a tool name (a string), got a number",
      "tool_filter: expected a list of strings, got a mapping",
      "execution_environment: expected an environment identifier (a string), got a boolean",
      'behavior_policy: expected "responsive" or "continuous" (a string), got null',
      "max_output_turns: expected a whole number of 0 or more, got a string",
      "max_output_attempts: expected a whole number of 0 or more, got a boolean",
    ]);
  });

  it("rejects negative, fractional and non-finite counts", () => {
    expect(
      errorsOf({ max_truncation_retries: -1, max_output_turns: 2.5, max_output_attempts: Infinity }),
    ).toEqual([
      "max_truncation_retries: expected a whole number of 0 or more, got -1",
      "max_output_turns: expected a whole number of 0 or more, got 2.5",
      "max_output_attempts: expected a whole number of 0 or more, got Infinity",
    ]);
  });

  it("rejects invalid and empty regular expressions in model and tool_filter", () => {
    expect(errorsOf({ model: "gpt-(4", tool_filter: ["read_.*", "[a-", ""] })).toEqual([
      'model: invalid regular expression "gpt-(4": Unterminated group',
      'tool_filter[1]: invalid regular expression "[a-": Unterminated character class',
      "tool_filter[2]: an empty pattern matches no tool name",
    ]);
    expect(errorsOf({ model: "" })).toEqual([
      'model: an empty pattern matches no model ID; use ".*" to allow any model',
    ]);
  });

  it("rejects an unknown behavior policy, empty text and repeated or empty tool names", () => {
    expect(
      errorsOf({
        behavior_policy: "loop",
        execution_environment: " ",
        description: "",
        required_tools: ["a", "a", ""],
      }),
    ).toEqual([
      "description: is empty",
      'required_tools[1]: "a" is listed twice',
      "required_tools[2]: is empty",
      "execution_environment: is empty",
      'behavior_policy: expected "responsive" or "continuous", got "loop"',
    ]);
  });
});
