import { describe, expect, it } from "vitest";

import { runCli } from "../../../cli/run";
import { PROJECT_ROOT } from "../../../cli/context";
import { listRoles } from "..";
import { loadDefaultPack } from "../node";
import { STATIC_EXPORT_TARGETS, staticExports, staticExportUrl } from "./static-exports";

const pack = loadDefaultPack();
const exports = staticExports(pack);

async function cli(...argv: string[]): Promise<string> {
  let out = "";
  const code = await runCli(argv, {
    out: (text) => (out += text),
    err: () => undefined,
    projectRoot: PROJECT_ROOT,
  });
  expect(code).toBe(0);
  return out;
}

describe("staticExports", () => {
  it("has one file per built-in role and static target, at unique URLs without dot folders", () => {
    expect(exports).toHaveLength(listRoles().length * STATIC_EXPORT_TARGETS.length);
    const urls = exports.map((entry) => staticExportUrl(entry.target, entry.file));
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls)
      expect(url).toMatch(/^\/export\/[a-z-]+\/[a-z0-9-]+(\/[A-Za-z]+)?(\.[a-zA-Z]+)+$/);
    expect(exports.find((entry) => entry.target === "agent-skill" && entry.role === "critic")).toMatchObject({
      file: "critic/SKILL.md",
      path: ".agents/skills/critic/SKILL.md",
    });
  });

  it("equals what `casts export <role> --mode <default modes> --to <target>` prints", async () => {
    for (const role of ["critic", "analyst", "postmortem-lead"]) {
      const modes = pack?.config(role)?.defaultModes ?? [];
      for (const target of STATIC_EXPORT_TARGETS) {
        const entry = exports.find((candidate) => candidate.role === role && candidate.target === target)!;
        const printed = await cli(
          "export",
          role,
          ...modes.flatMap((mode) => ["--mode", mode]),
          "--to",
          target,
        );
        expect(entry.content, `${role} ${target}`).toBe(printed);
      }
    }
  });
});
