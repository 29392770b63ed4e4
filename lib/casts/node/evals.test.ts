import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { loadFromDir } from "./directory-roles";
import { createDirectoryRoleRegistry } from "../directory-roles/registry";
import { evalContentProblems, fixturesFor, loadEvals } from "./evals";

const REVIEWER = `role: reviewer
fixtures:
  - name: null-deref
    input: Review a diff that dereferences a possibly missing user.
    expect:
      keys: [verdict, finding]
`;

const TRIAGE = `role: Triage
fixtures:
  - name: password-reset
    input: A customer cannot reset their password.
    expect:
      contains: [password]
`;

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "casts-evals-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

function directoryRolesOf(root: string) {
  return loadFromDir(path.join(root, "roles"), { registry: createDirectoryRoleRegistry() });
}

describe("loadEvals", () => {
  it("loads built-in roles' files and directory roles' files, and reports a broken one with its place while the rest load", () => {
    const root = project({
      "evals/reviewer.yaml": REVIEWER,
      "evals/critic.yaml":
        "role: critic\nfixtures:\n  - name: x\n    input: y\n    expect:\n      keys: [diagnosis]\n",
      "evals/README.md": "not a fixture file",
      "roles/acme.Triage/description.md": "Triages support tickets.",
      "roles/acme.Triage/evals.yaml": TRIAGE,
      "roles/Quiet/description.md": "A role without fixtures.",
    });
    const roles = directoryRolesOf(root);
    expect(roles.loaded.flatMap((role) => role.notes)).toEqual([]);
    const load = loadEvals({ root, directoryRoles: roles.loaded });
    expect(load.roles.map((entry) => [entry.role, entry.kind, entry.file, entry.fixtures.length])).toEqual([
      ["reviewer", "built-in", "evals/reviewer.yaml", 1],
      ["Triage", "directory", "roles/acme.Triage/evals.yaml", 1],
    ]);
    expect(load.errors.map((entry) => [entry.file, entry.error.code, entry.error.details])).toEqual([
      ["evals/critic.yaml", "EVAL_INVALID", { path: "fixtures[0].expect.keys[0]", line: 6, column: 14 }],
    ]);
    expect(load.errors[0]?.error.message).toBe(
      "evals/critic.yaml: fixtures[0].expect.keys[0]: 'critic' has no emission key 'diagnosis' (its keys: verdict, finding, escalation_request) at line 6, column 14",
    );
    expect(fixturesFor(load, "reviewer").map((fixture) => fixture.name)).toEqual(["null-deref"]);
    expect(fixturesFor(load, "critic")).toEqual([]);
  });

  it("reports a file named after no built-in role, bad YAML, and a directory file naming another role", () => {
    const root = project({
      "evals/reviwer.yaml": REVIEWER,
      "evals/reviewer.yaml": "role: reviewer\nfixtures: [\n",
      "roles/acme.Triage/description.md": "Triages support tickets.",
      "roles/acme.Triage/evals.yaml": TRIAGE.replace("role: Triage", "role: reviewer"),
    });
    const load = loadEvals({ root, directoryRoles: directoryRolesOf(root).loaded });
    expect(load.roles).toEqual([]);
    expect(load.errors.map((entry) => [entry.file, entry.error.code])).toEqual([
      ["evals/reviewer.yaml", "YAML_INVALID"],
      ["evals/reviwer.yaml", "EVAL_INVALID"],
      ["roles/acme.Triage/evals.yaml", "EVAL_INVALID"],
    ]);
    expect(load.errors[1]?.error.message).toContain("evals/reviwer.yaml: no built-in role 'reviwer'");
    expect(load.errors[2]?.error.message).toContain(
      "role: the file tests 'reviewer', but its place says 'Triage'",
    );
  });

  it("reads the active roles folder when no directory roles are given, and loads nothing from an empty project", () => {
    const root = project({
      "roles/acme.Triage/description.md": "Triages.",
      "roles/acme.Triage/evals.yaml": TRIAGE,
    });
    expect(loadEvals({ root }).roles.map((entry) => entry.role)).toEqual(["Triage"]);
    expect(loadEvals({ root: project({}) })).toEqual({ roles: [], errors: [] });
  });

  it("reports short files, built-in or directory, and built-in files without an escalation decision for the content check", () => {
    const three = (role: string, expect: string) => `role: ${role}
fixtures:
${["a", "b", "c"].map((name) => `  - name: ${name}\n    input: Critique the plan.\n    expect:\n      ${expect}\n`).join("")}`;
    const root = project({
      "evals/reviewer.yaml": REVIEWER,
      "evals/critic.yaml": three("critic", "keys: [verdict]"),
      "evals/writer.yaml": "role: writer\nfixtures: []\n",
      "roles/acme.Triage/description.md": "Triages support tickets.",
      "roles/acme.Triage/evals.yaml": TRIAGE,
      "roles/Router/description.md": "Routes requests.",
      "roles/Router/evals.yaml": three("Router", "contains: [route]"),
      "roles/Quiet/description.md": "A role without fixtures.",
    });
    const load = loadEvals({ root, directoryRoles: directoryRolesOf(root).loaded });
    expect(evalContentProblems(load, ["critic", "reviewer", "tester"])).toEqual([
      expect.stringMatching(/^evals\/writer\.yaml: fixtures: /),
      "evals/critic.yaml: no fixture expects or forbids an escalation",
      "evals/reviewer.yaml: 1 fixture(s), at least 3 needed",
      "evals/tester.yaml: 0 fixture(s), at least 3 needed",
      "roles/acme.Triage/evals.yaml: 1 fixture(s), at least 3 needed",
    ]);
  });
});
