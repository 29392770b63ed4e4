import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";

import { listRoles, Profile } from "@/lib/casts";

import { exportComposition, rosterZip } from "./export-composition";
import { composerPayload, roleBodyFile } from "../build/composer-payload";

const data = composerPayload();
const directoryRoles = data.roles.filter((role) => role.directory === true);
const bodies = new Map(directoryRoles.map((role) => [role.name, roleBodyFile(role.name)?.body ?? ""]));

describe("exportComposition", () => {
  it("exports the composition with the pack model as default and the typed model when given", () => {
    const query = { role: "critic", modes: ["adversarial"], name: "AdvCritic" };
    const view = exportComposition(data, query, "openai", "");
    expect(view.ok).toBe(true);
    if (!view.ok) return;
    const S = Profile.compose("critic", { modes: ["adversarial"] }).buildSystemMessage();
    expect(view.result.files[0]?.path).toBe("adv-critic.openai.json");
    expect(JSON.parse(view.result.files[0]!.content).messages[0].content).toBe(S);
    expect(view.snippets.map((snippet) => snippet.language)).toEqual(["curl", "python", "typescript"]);
    const typed = exportComposition(data, query, "claude-code", "opus");
    expect(typed.ok && typed.result.files[0]!.content).toContain("\nmodel: opus\n");
  });

  it("returns the library's message instead of throwing, e.g. a directory role for lionagi", () => {
    const role = directoryRoles[0]!;
    const view = exportComposition(data, { role: role.name, modes: [], name: "" }, "lionagi", "");
    expect(view).toEqual({ ok: false, message: expect.stringContaining("built-in roles only") });
  });
});

describe("rosterZip", () => {
  it("zips every role with its pack default modes; lionagi leaves directory roles out with notes", () => {
    const zip = rosterZip(data, "cursor", bodies);
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toEqual(zip.fileNames);
    expect(zip.fileNames).toHaveLength(data.roles.length);
    expect(strFromU8(files[".cursor/rules/analyst.mdc"]!)).toContain(
      Profile.compose("analyst").buildSystemMessage(),
    );
    // A directory role's file carries the body fetched for it.
    const directory = directoryRoles[0]!;
    const slug = directory.name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
    expect(strFromU8(files[`.cursor/rules/${slug}.mdc`]!)).toContain(bodies.get(directory.name)!);
    const lionagi = rosterZip(data, "lionagi");
    expect(lionagi.fileNames).toHaveLength(listRoles().length);
    expect(lionagi.notes).toHaveLength(directoryRoles.length);
    expect(rosterZip(data, "crewai").fileNames).toEqual(["agents.yaml"]);
  });
});
