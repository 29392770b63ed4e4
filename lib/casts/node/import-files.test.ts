import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { claudeCodeCorpus } from "../../../test-support/agent-corpus";
import { createDirectoryRoleRegistry } from "../directory-roles";
import { importAgents } from "../import";
import { loadFromDir } from "./directory-roles";
import { readImportInputs, writeImportedRoles } from "./import-files";

const FIXTURES = path.join(import.meta.dirname, "../import/__fixtures__");
const temp = () => mkdtempSync(path.join(tmpdir(), "casts-import-"));

describe("writeImportedRoles + loadFromDir", () => {
  it("the folder an import writes loads with the directory-role loader: every role, no skips, no notes", () => {
    const corpus = claudeCodeCorpus().map((file) => ({ path: file.path, bytes: file.text }));
    const fixtures = readImportInputs([FIXTURES], FIXTURES).inputs;
    const result = importAgents([...corpus, ...fixtures]);
    const out = temp();
    const outcome = writeImportedRoles(out, result.roles, { force: false });
    expect(outcome.refused).toEqual([]);
    const load = loadFromDir(out, { registry: createDirectoryRoleRegistry() });
    expect(load.skipped).toEqual([]);
    expect(load.loaded.map((role) => role.name).sort()).toEqual(
      result.roles.map((role) => role.folder).sort(),
    );
    expect(load.loaded.flatMap((role) => role.notes)).toEqual([]);
    const reviewer = load.loaded.find((role) => role.name === "code-reviewer");
    expect(reviewer?.config.tool_filter).toEqual(["Read", "Grep", "Glob", "Bash"]);
  });
});

describe("writeImportedRoles", () => {
  const [role] = importAgents([
    { path: "a.md", bytes: "---\nname: Gatekeeper\ndescription: Guards the gate.\nmodel: o3\n---\nAudit.\n" },
  ]).roles;
  const bare = importAgents([
    { path: "a.md", bytes: "---\nname: gatekeeper\ndescription: Guards it again.\n---\n" },
  ]).roles[0]!;

  it("never replaces an existing role folder (compared ignoring case) without force", () => {
    const out = temp();
    mkdirSync(path.join(out, "GATEKEEPER"));
    writeFileSync(path.join(out, "GATEKEEPER", "description.md"), "Theirs.\n");
    const outcome = writeImportedRoles(out, [role!], { force: false });
    expect(outcome.written).toEqual([]);
    expect(outcome.refused[0]?.issue.code).toBe("ROLE_EXISTS");
    expect(readFileSync(path.join(out, "GATEKEEPER", "description.md"), "utf8")).toBe("Theirs.\n");
  });

  it("with force replaces the role files (a stale config.json goes) and keeps the folder's other files", () => {
    const out = temp();
    writeImportedRoles(out, [role!], { force: false });
    writeFileSync(path.join(out, "gatekeeper", "evals.yaml"), "cases: []\n");
    const outcome = writeImportedRoles(out, [bare], { force: true });
    expect(outcome.written[0]?.replaced).toBe(true);
    expect(readdirSync(path.join(out, "gatekeeper")).sort()).toEqual(["description.md", "evals.yaml"]);
  });

  it("refuses to write through a link in the role's place, even with force", () => {
    const out = temp();
    const elsewhere = temp();
    symlinkSync(elsewhere, path.join(out, "gatekeeper"));
    const outcome = writeImportedRoles(out, [role!], { force: true });
    expect(outcome.refused[0]?.issue.code).toBe("UNSAFE_PATH");
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it("creates the missing folders of --out, and names a folder it cannot create (under /proc it returns)", () => {
    const out = path.join(temp(), "team", "roles");
    expect(writeImportedRoles(out, [role!], { force: false }).written).toHaveLength(1);
    expect(readdirSync(path.join(out, "gatekeeper"))).toContain("description.md");
    expect(() => writeImportedRoles("/proc/casts-roles", [role!], { force: false })).toThrow(
      "/proc/casts-roles: cannot write roles there: no such file or directory",
    );
  });
});

describe("readImportInputs", () => {
  it("walks folders in name order, does not follow links inside them, and reads no oversized file", () => {
    const dir = temp();
    mkdirSync(path.join(dir, "agents"));
    writeFileSync(path.join(dir, "agents", "b.md"), "b");
    writeFileSync(path.join(dir, "agents", "a.md"), "a");
    writeFileSync(path.join(dir, "agents", "big.md"), Buffer.alloc(2 * 1024 * 1024, 0x61));
    symlinkSync("/etc/passwd", path.join(dir, "agents", "passwd.md"));
    const { inputs, problems } = readImportInputs(["agents", "missing.md"], dir);
    expect(inputs.map((input) => [input.path, input.size ?? input.bytes.length])).toEqual([
      ["agents/a.md", 1],
      ["agents/b.md", 1],
      ["agents/big.md", 2 * 1024 * 1024],
    ]);
    expect(inputs[2]?.bytes.length).toBe(0);
    expect(problems.map((problem) => [problem.path, problem.status])).toEqual([
      ["agents/passwd.md", "skipped"],
      ["missing.md", "failed"],
    ]);
  });
});
