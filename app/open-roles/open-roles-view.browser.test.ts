import { describe, expect, it } from "vitest";

import { collectDirectoryRoles, DIRECTORY_ROLE_CONFIG_DEFAULTS } from "@/lib/casts/directory-roles/index";
import { importedRoleSources } from "@/lib/site/browser/agent-import";
import { readRolesFolder } from "@/lib/site/browser/folder-sources";

import { cardText } from "./open-roles-view.browser";

describe("cardText", () => {
  it("escapes the control and direction characters of an imported role's description and prompt", () => {
    // The import drops these characters (docs/import.md), so the files are written here as a picked
    // roles folder, or roles kept from an earlier import, can hold them.
    const files = {
      "description.md": "desc with \u0000 nul and \u001b[31m ansi\n",
      "system_prompt.md": "Say \u202Ehi\u0007.\n\tIndented.\n",
    };
    const roles = [
      { folder: "bell", source: "bell.md", sourceName: "bell", format: "claude-code", files },
    ] as const;
    const [role] = collectDirectoryRoles(importedRoleSources(roles)).loaded;
    expect(role?.description).toContain("\u001b");
    const text = cardText(role!);
    expect(text.description).toBe("desc with \\u0000 nul and \\u001B[31m ansi");
    expect(text.systemPrompt).toBe("Say \\u202Ehi\\u0007.\n\tIndented.\n");
    expect(text.name).toBe(role?.name);
    expect(text.folder).toBe(`${role?.directory}/`);
  });

  it("escapes a picked roles folder's name, which is the role's name", () => {
    const text = cardText({
      name: "evil\u202E",
      directory: "evil\u202E",
      path: null,
      description: "d",
      systemPrompt: null,
      notes: [],
      config: DIRECTORY_ROLE_CONFIG_DEFAULTS,
    } as Parameters<typeof cardText>[0]);
    expect(text).toMatchObject({
      name: "evil\\u202E",
      folder: "evil\\u202E/",
      description: "d",
      systemPrompt: null,
    });
  });
});

describe("cardText of a picked folder's role", () => {
  it("escapes the loader's notes (which quote file names) and every setting, keeping the role's own text", async () => {
    const text = (path: string, value: string) => ({
      path,
      size: value.length,
      read: () => Promise.resolve(new TextEncoder().encode(value)),
    });
    const config = {
      model: "gpt-4\u202E.*",
      tool_filter: ["read_\u0007.*", "grep"],
      required_tools: ["bell\u0007"],
      execution_environment: "REPL\u202E",
    };
    const { loaded } = await readRolesFolder([
      text("Triage/description.md", "Sorts tickets."),
      text("Triage/config.json", JSON.stringify(config)),
      text("Triage/notes\u202Etxt.md", "stray"),
    ]);
    const [{ role } = { role: undefined }] = loaded;
    if (role === undefined) throw new Error("the folder gave no role");
    const shown = cardText(role);
    expect(role.notes[0]).toContain("\u202E");
    expect(shown.notes).toEqual([
      "ignored 'notes\\u202Etxt.md': a role directory uses only description.md, system_prompt.md, config.json",
    ]);
    expect(shown.config).toMatchObject({
      model: "gpt-4\\u202E.*",
      tool_filter: ["read_\\u0007.*", "grep"],
      required_tools: ["bell\\u0007"],
      execution_environment: "REPL\\u202E",
      behavior_policy: role.config.behavior_policy,
      max_output_turns: role.config.max_output_turns,
    });
    // The role itself keeps its text: the testers match, and the composer gets, what the files say.
    expect(role.config.model).toBe("gpt-4\u202E.*");
  });
});
