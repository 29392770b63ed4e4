import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";

import { runCli } from "@/cli/run";
import { PROJECT_ROOT } from "@/cli/context";
import { listRoles, Profile } from "@/lib/casts";
import { buildRuntimeMessage } from "@/lib/casts/core/runtime-message";
import { EXPORT_TARGETS } from "@/lib/casts/export/targets";

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
    const config = data.roles.find((role) => role.name === "critic")!.config!;
    expect(view.result.files[0]?.path).toBe("adv-critic.openai.json");
    // The pack's policy travels by default; the switch exports S alone.
    expect(JSON.parse(view.result.files[0]!.content).messages[0].content).toBe(
      buildRuntimeMessage(S, config),
    );
    const plain = exportComposition(data, query, "openai", "", new Map(), false);
    expect(plain.ok && JSON.parse(plain.result.files[0]!.content).messages[0].content).toBe(S);
    expect(view.links.map((link) => link.kind)).toEqual(["copy-then-open"]);
    expect(view.snippets.map((snippet) => snippet.language)).toEqual(["curl", "python", "typescript"]);
    const typed = exportComposition(data, query, "claude-code", "opus");
    expect(typed.ok && typed.result.files[0]!.content).toContain("\nmodel: opus\n");
  });

  it("exports a directory role as the CLI does: its tool limits and model in the target's fields, notes alike", async () => {
    // lionagi refuses directory roles; promptfoo reads the role's fixtures, which the composer does not load.
    const targets = EXPORT_TARGETS.filter((target) => target !== "lionagi" && target !== "promptfoo");
    const limited = directoryRoles.filter((role) => (role.limits?.required_tools.length ?? 0) > 0);
    expect(limited.length).toBeGreaterThan(0);
    for (const role of limited)
      for (const target of targets) {
        let printed = "";
        let stderr = "";
        const code = await runCli(["export", role.name, "--to", target], {
          out: (text) => (printed += text),
          err: (text) => (stderr += text),
          projectRoot: PROJECT_ROOT,
        });
        expect(code, `${role.name} ${target}`).toBe(0);
        const view = exportComposition(data, { role: role.name, modes: [], name: "" }, target, "", bodies);
        if (!view.ok) throw new Error(view.message);
        expect(view.result.files.map((file) => file.content).join("\n"), `${role.name} ${target}`).toBe(
          printed,
        );
        for (const note of view.result.notes) expect(stderr, `${role.name} ${target}`).toContain(note);
      }
    // Before this carried the limits, the composer wrote no tools at all for a directory role.
    const threat = exportComposition(
      data,
      { role: "ThreatModeler", modes: [], name: "" },
      "copilot",
      "",
      bodies,
    );
    expect(threat.ok && threat.result.files[0]!.content).toContain('\ntools: ["read_file", "search_code"]\n');
    const zipped = unzipSync(rosterZip(data, "copilot", bodies).bytes);
    expect(strFromU8(zipped["casts-copilot/.github/agents/threat-modeler.agent.md"]!)).toBe(
      threat.ok && threat.result.files[0]!.content,
    );
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
    // One visible top folder holding a README and the files at their paths.
    expect(Object.keys(files)).toEqual([
      "casts-cursor/README.md",
      ...zip.fileNames.map((name) => `casts-cursor/${name}`),
    ]);
    expect(zip.fileNames).toHaveLength(data.roles.length);
    expect(strFromU8(files["casts-cursor/.cursor/rules/analyst.mdc"]!)).toContain(
      Profile.compose("analyst").buildSystemMessage(),
    );
    // A directory role's file carries the body fetched for it.
    const directory = directoryRoles[0]!;
    const slug = directory.name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
    expect(strFromU8(files[`casts-cursor/.cursor/rules/${slug}.mdc`]!)).toContain(
      bodies.get(directory.name)!,
    );
    const lionagi = rosterZip(data, "lionagi");
    expect(lionagi.fileNames).toHaveLength(listRoles().length);
    expect(lionagi.notes).toHaveLength(directoryRoles.length);
    // Notes once, in the README, not once per role file.
    const readme = strFromU8(unzipSync(lionagi.bytes)["casts-lionagi/README.md"]!);
    for (const note of lionagi.notes) expect(readme.split(note)).toHaveLength(2);
    expect(rosterZip(data, "crewai").fileNames).toEqual(["agents.yaml"]);
  });

  it("follows the policy switch: the runtime message by default, S alone when off, said in the README", () => {
    const config = data.roles.find((role) => role.name === "analyst")!.config!;
    const S = Profile.compose("analyst", { modes: config.default_modes }).buildSystemMessage();
    const read = (policy: boolean) => unzipSync(rosterZip(data, "agents-md", bodies, policy).bytes);
    const on = read(true);
    const off = read(false);
    expect(
      strFromU8(on["casts-agents-md/analyst/AGENTS.md"]!).startsWith(buildRuntimeMessage(S, config)),
    ).toBe(true);
    expect(strFromU8(off["casts-agents-md/analyst/AGENTS.md"]!).startsWith(`${S}\n`)).toBe(true);
    expect(strFromU8(on["casts-agents-md/README.md"]!)).toContain("carry the pack's policy");
    expect(strFromU8(off["casts-agents-md/README.md"]!)).toContain("without the pack's policy");
  });
});
