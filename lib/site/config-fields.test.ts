import { describe, expect, it } from "vitest";

import { DIRECTORY_ROLE_CONFIG_DEFAULTS } from "@/lib/casts/directory-roles";

import { describeConfig } from "./config-fields";

describe("describeConfig", () => {
  it("lists all nine fields in the seed's order, all default for the defaults", () => {
    const fields = describeConfig(DIRECTORY_ROLE_CONFIG_DEFAULTS);
    // Spelt out, not derived from the config's keys: the expected order is the seed's, stated here.
    expect(fields.map((field) => field.key)).toEqual([
      "model",
      "required_tools",
      "auto_approve_tools",
      "tool_filter",
      "execution_environment",
      "behavior_policy",
      "max_truncation_retries",
      "max_output_turns",
      "max_output_attempts",
    ]);
    expect(fields.every((field) => field.isDefault)).toBe(true);
    expect(fields.find((field) => field.key === "tool_filter")).toMatchObject({
      values: [],
      empty: "No filter: every tool is visible",
    });
  });

  it("marks changed fields and explains the chosen behavior policy", () => {
    const fields = describeConfig({
      ...DIRECTORY_ROLE_CONFIG_DEFAULTS,
      behavior_policy: "continuous",
      max_output_turns: 0,
      required_tools: ["a"],
    });
    const changed = fields.filter((field) => !field.isDefault).map((field) => [field.key, field.values]);
    expect(changed).toEqual([
      ["required_tools", ["a"]],
      ["behavior_policy", ["continuous"]],
      ["max_output_turns", ["0"]],
    ]);
    expect(fields.find((field) => field.key === "behavior_policy")?.help).toBe(
      "Keeps working until it calls yield_back.",
    );
  });

  it("says “Any model” for the match-everything pattern instead of showing the raw .*", () => {
    const model = (pattern: string) =>
      describeConfig({ ...DIRECTORY_ROLE_CONFIG_DEFAULTS, model: pattern }).find(
        (field) => field.key === "model",
      );
    expect(model(".*")).toMatchObject({ values: ["Any model"], code: false });
    expect(model("claude-.*")).toMatchObject({ values: ["claude-.*"], code: true });
  });
});
