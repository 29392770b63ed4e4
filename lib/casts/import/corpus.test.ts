import { describe, expect, it } from "vitest";

import { claudeCodeCorpus } from "../../../test-support/agent-corpus";
import { importAgents, summarizeImport } from ".";

describe("importAgents on a collection-shaped corpus", () => {
  it("imports at least 98% of 200 Claude Code subagents without error, each as its own role", () => {
    const corpus = claudeCodeCorpus();
    const result = importAgents(corpus.map((file) => ({ path: file.path, bytes: file.text })));
    const written = result.report.filter((file) => file.status === "written");
    expect(written.length / corpus.length).toBeGreaterThanOrEqual(0.98);
    expect(result.report.filter((file) => file.status === "failed")).toEqual([]);
    expect(new Set(result.roles.map((role) => role.folder)).size).toBe(result.roles.length);
    expect(result.roles.every((role) => role.format === "claude-code")).toBe(true);
    expect(summarizeImport(result)).toEqual({ written: 200, skipped: 0, failed: 0, roles: 200 });
  });
});
