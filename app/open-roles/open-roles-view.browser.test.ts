import { describe, expect, it } from "vitest";

import { collectDirectoryRoles } from "@/lib/casts/directory-roles/index";
import { importedRoleSources } from "@/lib/site/browser/agent-import";

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
      description: "d",
      systemPrompt: null,
    } as Parameters<typeof cardText>[0]);
    expect(text).toEqual({
      name: "evil\\u202E",
      folder: "evil\\u202E/",
      description: "d",
      systemPrompt: null,
    });
  });
});
