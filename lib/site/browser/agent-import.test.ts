import { describe, expect, it } from "vitest";

import { collectDirectoryRoles } from "@/lib/casts/directory-roles/index";
import { importAgents, type FileReport } from "@/lib/casts/import/index";

import { MAX_FOLDER_FILES } from "@/lib/casts/node/import-files";

import {
  folderLimitedFiles,
  importedRoleSources,
  importStatusLine,
  isRoleFolder,
  REPORT_ROWS_SHOWN,
  reportRows,
} from "./agent-import";

const AGENT = `---
name: Ledger Checker
description: Checks that a ledger balances.
tools: Read, Grep
model: claude-sonnet-4.5
---
You check ledgers line by line.
`;

describe("isRoleFolder", () => {
  it("is true when a role file sits one folder down, false for agent files, deeper folders and dot folders", () => {
    expect(isRoleFolder(["Triage/description.md", "README.md"])).toBe(true);
    expect(isRoleFolder(["Triage/config.json"])).toBe(true);
    expect(isRoleFolder(["code-reviewer.md", "team/AGENTS.md", "agents.zip"])).toBe(false);
    expect(isRoleFolder(["roles/Triage/description.md"])).toBe(false);
    expect(isRoleFolder([".claude/description.md", "description.md"])).toBe(false);
  });
});

const row = (path: string, status: FileReport["status"]): FileReport => ({
  path,
  status,
  format: null,
  roles: [],
  errors: [],
});

describe("reportRows", () => {
  it("puts failed files first, then written, then skipped, each in the order read", () => {
    const report = [row("a", "skipped"), row("b", "written"), row("c", "failed"), row("d", "written")];
    expect(reportRows(report).rows.map((entry) => entry.path)).toEqual(["c", "b", "d", "a"]);
    expect(reportRows(report).more).toBe(0);
  });

  it(`shows ${REPORT_ROWS_SHOWN} rows and counts the rest`, () => {
    const report = Array.from({ length: 250 }, (_, index) => row(`f${index}.md`, "skipped"));
    const { rows, more } = reportRows(report);
    expect(rows).toHaveLength(REPORT_ROWS_SHOWN);
    expect(more).toBe(150);
  });
});

describe("importStatusLine", () => {
  it("counts roles and files written, skipped and failed", () => {
    const result = importAgents([
      { path: "ledger-checker.md", bytes: AGENT },
      { path: "README.md", bytes: "# Notes\n" },
      { path: "broken.md", bytes: "---\nname: [x\n---\nBody\n" },
    ]);
    expect(importStatusLine(result)).toBe("Imported 1 role from 1 file · 1 skipped · 1 failed");
    // Nothing to say of "0 roles from 0 files" when every file was skipped or failed.
    expect(importStatusLine(importAgents([{ path: "README.md", bytes: "# Notes\n" }]))).toBe(
      "No role imported · 1 skipped · 0 failed",
    );
    expect(importStatusLine({ roles: [], report: [] })).toBe(
      "No files to import: pick agent files, a folder or a zip.",
    );
  });
});

describe("importedRoleSources", () => {
  it("gives the folder parser the roles as casts import writes them, and they load", () => {
    const { roles } = importAgents([{ path: "ledger-checker.md", bytes: AGENT }]);
    const { loaded, skipped } = collectDirectoryRoles(importedRoleSources(roles));
    expect(skipped).toEqual([]);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]?.name).toBe("ledger-checker");
    expect(loaded[0]?.description).toBe("Checks that a ledger balances.");
    expect(loaded[0]?.systemPrompt).toBe("You check ledgers line by line.\n");
    expect(loaded[0]?.config.model).toBe("claude-sonnet-4\\.5");
  });

  it("renames an agent named like a built-in role (the loader would skip it), and the renamed role loads", () => {
    const { roles, report } = importAgents([
      { path: "critic.md", bytes: AGENT.replace("Ledger Checker", "critic") },
    ]);
    const { loaded, skipped } = collectDirectoryRoles(importedRoleSources(roles));
    expect(loaded.map((role) => role.name)).toEqual(["critic-2"]);
    expect(skipped).toEqual([]);
    expect(report[0]?.roles[0]?.notes.join(" ")).toMatch(/built-in role/);
  });
});

describe("folderLimitedFiles", () => {
  it("reads a folder of more than 10,000 files as casts import does: the first 10,000, and one failed entry", () => {
    const picked = Array.from({ length: MAX_FOLDER_FILES + 5 }, (_, index) => ({
      path: `agents/agent-${String(MAX_FOLDER_FILES + 5 - index).padStart(5, "0")}.md`,
    }));
    const { files, problems } = folderLimitedFiles([...picked, { path: "loose.md" }], ["agents"]);
    expect(files).toHaveLength(MAX_FOLDER_FILES + 1);
    expect(files[0]).toEqual({ path: "loose.md" });
    // In name order, as the command line walks the folder.
    expect(files[1]?.path).toBe("agents/agent-00001.md");
    expect(files.at(-1)?.path).toBe("agents/agent-10000.md");
    expect(problems).toEqual([
      {
        path: "agents",
        status: "failed",
        format: null,
        roles: [],
        errors: [
          { code: "INPUT_TOO_LARGE", message: "agents: more than 10,000 files; the rest were not read" },
        ],
      },
    ]);
    const result = { roles: [], report: problems };
    expect(importStatusLine(result)).toBe("No role imported · 0 skipped · 1 failed");
  });

  it("walks folder by folder and never enters .git or node_modules, whose files are not counted", () => {
    const { files, problems } = folderLimitedFiles(
      [
        { path: "team/a-b/x.md" },
        { path: "team/.git/HEAD" },
        { path: "team/a/y.md" },
        { path: "team/node_modules/pkg/README.md" },
        { path: "team/node_modules" },
      ],
      ["team"],
    );
    expect(files.map((file) => file.path)).toEqual(["team/a/y.md", "team/a-b/x.md", "team/node_modules"]);
    expect(problems).toEqual([]);
  });
});
