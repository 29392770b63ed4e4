import { describe, expect, it } from "vitest";

import { DIRECTORY_ROLE_CONFIG_DEFAULTS } from "./config";
import { parseRoleDirectory, type RoleDirectorySource, type RoleFile } from "./parse-directory";

const text = (value: string): RoleFile => ({ kind: "bytes", bytes: new TextEncoder().encode(value) });

function reasonsOf(source: RoleDirectorySource): readonly string[] {
  const result = parseRoleDirectory(source);
  return result.ok ? [] : result.skipped.reasons;
}

describe("parseRoleDirectory", () => {
  it("reads description.md, system_prompt.md and config.json", () => {
    const result = parseRoleDirectory({
      directory: "acme.Writer",
      path: "/project/roles/acme.Writer",
      files: {
        "description.md": text("  Writes things.\n"),
        "system_prompt.md": text("# Writer\n\nYou write.\n"),
        "config.json": text('{ "model": "gpt-4", "max_output_turns": 1 }'),
      },
    });
    expect(result.ok && result.role).toEqual({
      name: "Writer",
      directory: "acme.Writer",
      path: "/project/roles/acme.Writer",
      description: "Writes things.",
      systemPrompt: "# Writer\n\nYou write.\n",
      config: { ...DIRECTORY_ROLE_CONFIG_DEFAULTS, model: "gpt-4", max_output_turns: 1 },
      notes: [],
    });
  });

  it("takes description and system prompt from config.json when there is no markdown", () => {
    const result = parseRoleDirectory({
      directory: "C",
      files: { "config.json": text('{ "description": "From JSON.", "system_prompt": "Prompt." }') },
    });
    expect(result.ok && [result.role.description, result.role.systemPrompt]).toEqual([
      "From JSON.",
      "Prompt.",
    ]);
  });

  it("prefers markdown over config.json and notes what it did not use", () => {
    const result = parseRoleDirectory({
      directory: "M",
      files: {
        "description.md": text("From markdown."),
        "system_prompt.md": text("Markdown prompt."),
        "config.json": text('{ "description": "From JSON.", "system_prompt": "JSON prompt." }'),
      },
    });
    expect(result.ok && result.role.description).toBe("From markdown.");
    expect(result.ok && result.role.systemPrompt).toBe("Markdown prompt.");
    expect(result.ok && result.role.notes).toEqual([
      'config.json "description" is not used: description.md takes precedence',
      'config.json "system_prompt" is not used: system_prompt.md takes precedence',
    ]);
  });

  it("has no system prompt when neither file gives one", () => {
    const result = parseRoleDirectory({
      directory: "D",
      files: { "description.md": text("Only a description.") },
    });
    expect(result.ok && result.role.systemPrompt).toBeNull();
  });

  it("notes other files in the directory, but not an extension's evals.yaml", () => {
    const result = parseRoleDirectory({
      directory: "E",
      files: { "description.md": text("d") },
      otherEntries: ["evals.yaml", "system-prompt.md", "keywords.txt"],
    });
    // evals.yaml and keywords.txt are documented extensions (eval fixtures, search keywords): no note.
    expect(result.ok && result.role.notes).toEqual([
      "ignored 'system-prompt.md': a role directory uses only description.md, system_prompt.md, config.json",
    ]);
  });

  it("requires a description", () => {
    expect(reasonsOf({ directory: "N", files: { "system_prompt.md": text("p") } })).toEqual([
      'description.md: missing (a role needs description.md or a "description" in config.json)',
    ]);
    expect(reasonsOf({ directory: "N", files: { "config.json": text("{}") } })).toHaveLength(1);
  });

  it("rejects empty markdown files instead of falling back to config.json", () => {
    expect(
      reasonsOf({
        directory: "E",
        files: {
          "description.md": text(" \n"),
          "system_prompt.md": text(""),
          "config.json": text('{ "description": "x" }'),
        },
      }),
    ).toEqual(["description.md: is empty", "system_prompt.md: is empty"]);
  });

  it("reports unreadable, oversized and non-UTF-8 files by name", () => {
    expect(
      reasonsOf({
        directory: "F",
        files: {
          "description.md": { kind: "unreadable", reason: "permission denied" },
          "system_prompt.md": { kind: "oversized", size: 2_000_000 },
          "config.json": { kind: "bytes", bytes: new Uint8Array([0x7b, 0x0a, 0xc3, 0x28, 0x7d]) },
        },
      }),
    ).toEqual([
      "description.md: cannot be read: permission denied",
      "system_prompt.md: file is 2,000,000 bytes, over the 1 MiB (1,048,576 bytes) limit",
      "config.json: not valid UTF-8 at line 2, column 1 (byte 0xc3)",
    ]);
  });

  it("applies the 1 MiB limit to bytes it is given, allowing exactly 1 MiB", () => {
    const exact = new Uint8Array(1024 * 1024).fill(0x61);
    expect(
      parseRoleDirectory({ directory: "Big", files: { "description.md": { kind: "bytes", bytes: exact } } })
        .ok,
    ).toBe(true);
    const over = new Uint8Array(1024 * 1024 + 1).fill(0x61);
    expect(
      reasonsOf({ directory: "Big", files: { "description.md": { kind: "bytes", bytes: over } } }),
    ).toEqual(["description.md: file is 1,048,577 bytes, over the 1 MiB (1,048,576 bytes) limit"]);
  });

  it("prefixes config.json errors with the file, and collects all of them", () => {
    expect(
      reasonsOf({
        directory: "G",
        files: {
          "description.md": text("d"),
          "config.json": text('{ "model": "(", "max_output_turns": -1 }'),
        },
      }),
    ).toEqual([
      'config.json: model: invalid regular expression "(": Unterminated group',
      "config.json: max_output_turns: expected a whole number of 0 or more, got -1",
    ]);
    expect(
      reasonsOf({
        directory: "G",
        files: { "description.md": text("d"), "config.json": text('{ "model": ".*", }') },
      }),
    ).toEqual(["config.json: invalid JSON at line 1, column 18: expected a key in double quotes, found '}'"]);
  });

  it("reports an unreadable directory and a directory name that gives no role name", () => {
    const unreadable = parseRoleDirectory({ directory: "H", files: {}, unreadable: "permission denied" });
    expect(!unreadable.ok && unreadable.skipped).toEqual({
      directory: "H",
      name: "H",
      path: null,
      reasons: ["the directory cannot be read: permission denied"],
    });
    const unnamed = parseRoleDirectory({ directory: "acme.", files: { "description.md": text("d") } });
    expect(!unnamed.ok && unnamed.skipped.name).toBeNull();
  });
});
