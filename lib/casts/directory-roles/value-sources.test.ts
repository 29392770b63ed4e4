import { describe, expect, it } from "vitest";

import { effectiveConfig } from "./value-sources";
import { parseRoleDirectory, type RoleDirectorySource } from "./parse-directory";

const bytes = (text: string) => ({ kind: "bytes" as const, bytes: new TextEncoder().encode(text) });

describe("effectiveConfig", () => {
  it("names the source of every value, marks defaults and says what markdown overrode", () => {
    const source: RoleDirectorySource = {
      directory: "Triage",
      files: {
        "description.md": bytes("Sorts tickets."),
        "config.json": bytes(
          '{"description": "old", "system_prompt": "Be brief.", "model": "gpt-4", "max_output_turns": 3}',
        ),
      },
    };
    const result = parseRoleDirectory(source);
    if (!result.ok) throw new Error(result.skipped.reasons.join("; "));
    const fields = new Map(effectiveConfig(source, result.role).map((field) => [field.key, field]));
    expect(fields.get("description")).toEqual({
      key: "description",
      value: "Sorts tickets.",
      source: "description.md",
      isDefault: false,
      overrode: 'config.json "description"',
    });
    expect(fields.get("system_prompt")).toMatchObject({
      value: "Be brief.",
      source: "config.json",
      overrode: null,
    });
    expect(fields.get("model")).toMatchObject({
      value: "gpt-4",
      source: "config.json",
      isDefault: false,
      overrode: 'the default ".*"',
    });
    expect(fields.get("max_output_turns")).toMatchObject({
      source: "config.json",
      isDefault: true,
      overrode: null,
    });
    expect(fields.get("behavior_policy")).toMatchObject({
      value: "responsive",
      source: "default",
      isDefault: true,
    });
  });
});
