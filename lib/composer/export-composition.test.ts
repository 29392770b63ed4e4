import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";

import { listRoles, Profile } from "@/lib/casts";

import { exportComposition, rosterZip } from "./export-composition";
import { loadComposerData } from "./load-composer-data";

const data = loadComposerData();
const directoryRoles = data.roles.filter((role) => role.directory === true);

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
    const zip = rosterZip(data, "cursor");
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toEqual(zip.fileNames);
    expect(zip.fileNames).toHaveLength(data.roles.length);
    expect(strFromU8(files[".cursor/rules/analyst.mdc"]!)).toContain(
      Profile.compose("analyst").buildSystemMessage(),
    );
    const lionagi = rosterZip(data, "lionagi");
    expect(lionagi.fileNames).toHaveLength(listRoles().length);
    expect(lionagi.notes).toHaveLength(directoryRoles.length);
    expect(rosterZip(data, "crewai").fileNames).toEqual(["agents.yaml"]);
  });
});
