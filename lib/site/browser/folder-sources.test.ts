import { describe, expect, it } from "vitest";

import { collectDirectoryRoles } from "@/lib/casts/directory-roles/index";

import { pathInsideFolder, sourcesFromFiles, type PickedFile } from "./folder-sources";

const file = (path: string, text: string, size = text.length): PickedFile => ({
  path,
  size,
  read: () => Promise.resolve(new TextEncoder().encode(text)),
});

describe("sourcesFromFiles", () => {
  it("groups a picked folder by role directory and parses it like the build does", async () => {
    const sources = await sourcesFromFiles([
      file("acme.Triage/description.md", "Sorts tickets."),
      file("acme.Triage/notes/x.md", "ignored"),
      file("Broken/config.json", '{"model": "gpt-(4"}'),
      file(".git/config", "x"),
      file("README.md", "top-level files are not roles"),
      file("Huge/description.md", "", 2 * 1048576),
    ]);
    expect(sources.map((source) => source.directory).sort()).toEqual(["Broken", "Huge", "acme.Triage"]);
    const { loaded, skipped } = collectDirectoryRoles(sources);
    expect(loaded.map((role) => [role.name, role.notes])).toEqual([
      [
        "Triage",
        ["ignored 'notes': a role directory uses only description.md, system_prompt.md, config.json"],
      ],
    ]);
    expect(skipped.map((entry) => entry.directory)).toEqual(["Broken", "Huge"]);
    expect(skipped[0]?.reasons.join(" ")).toMatch(/config\.json: model: invalid regular expression/);
    expect(skipped[1]?.reasons.join(" ")).toMatch(/over the 1 MiB/);
  });

  it("drops the picked folder's own name from input paths", () => {
    expect(pathInsideFolder("roles/Triage/description.md")).toBe("Triage/description.md");
  });
});
