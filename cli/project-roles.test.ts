// A roles folder named by --roles or CASTS_ROLES_DIR must be readable for every command that takes
// roles, whatever names it is given; the project's default roles/ may be absent.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { captureCli } from "@/test-support/run-cli";
import { PROJECT_ROOT } from "./context";
import { DirectoryRoleSource } from "./project-roles";
import { loadCommands } from "./run";

const FIXTURE_ROLES = path.join(PROJECT_ROOT, "lib/casts/directory-roles/__fixtures__/roles");
const dir = mkdtempSync(path.join(tmpdir(), "casts-roles-source-"));
const missing = path.join(dir, "absent");
const plainFile = path.join(dir, "plain.txt");
writeFileSync(plainFile, "not a folder\n");

// `run` and `eval` need a key before they look further; nothing is sent (were it sent, it would go to
// a closed local port: the discard port, 9).
const KEY_ENV = { OPENAI_API_KEY: "sk-never-sent" };
const NOWHERE = ["--base-url", "http://127.0.0.1:9/v1"];
// Each names only built-in roles: none of them needs a directory role to do its work.
const COMMANDS_WITH_ROLES: readonly (readonly string[])[] = [
  ["show", "critic"],
  ["show", "adversarial"],
  ["compose", "critic"],
  ["diff", "critic", "critic:slow"],
  ["list", "roles"],
  ["export", "critic", "--to", "cursor"],
  ["run", "critic", "--provider", "openai", "--model", "gpt-test", ...NOWHERE, "--input", "hello"],
  ["eval", "critic", "--provider", "openai", "--model", "gpt-test", ...NOWHERE],
];

/** What starts a command's line of bad input: `casts:`; `casts eval:` for eval, whose every line has it. */
const prefix = (argv: readonly string[]) => (argv[0] === "eval" ? "casts eval" : "casts");

beforeAll(() => loadCommands(), 120_000);

describe("DirectoryRoleSource", () => {
  it("refuses a named folder that is missing or a file at once, before any role is asked for", () => {
    expect(() => new DirectoryRoleSource({ rolesDir: missing, rolesFrom: "flag" })).toThrow(
      `${missing}: cannot read the roles directory: no such file or directory`,
    );
    expect(() => new DirectoryRoleSource({ rolesDir: plainFile, rolesFrom: "env" })).toThrow(
      `${plainFile}: cannot read the roles directory: not a directory`,
    );
  });

  it("takes a missing default folder as no directory roles", () => {
    const source = new DirectoryRoleSource({ rolesDir: missing, rolesFrom: "default" });
    expect(source.names()).toEqual([]);
    expect(source.skipped()).toEqual([]);
  });

  it("reads a named folder that exists only when a role is asked for", () => {
    const source = new DirectoryRoleSource({ rolesDir: FIXTURE_ROLES, rolesFrom: "flag" });
    expect(source.get("Full")?.name).toBe("Full");
  });
});

describe("every command that takes roles", () => {
  it.each(COMMANDS_WITH_ROLES.map((argv) => [argv.join(" "), argv] as const))(
    "%s exits 1 with one line for a --roles folder that is missing or a file",
    async (_label, argv) => {
      for (const [folder, reason] of [
        [missing, "no such file or directory"],
        [plainFile, "not a directory"],
      ] as const) {
        expect(await captureCli([...argv, "--roles", folder], { env: KEY_ENV })).toEqual({
          code: 1,
          out: "",
          err: `${prefix(argv)}: ${folder}: cannot read the roles directory: ${reason}\n`,
        });
      }
    },
  );

  it.each(
    COMMANDS_WITH_ROLES.filter((argv) => argv[0] !== "list").map((argv) => [argv.join(" "), argv] as const),
  )("%s exits 1 the same way for a CASTS_ROLES_DIR that is missing", async (_label, argv) => {
    expect(await captureCli(argv, { env: { ...KEY_ENV, CASTS_ROLES_DIR: missing } })).toEqual({
      code: 1,
      out: "",
      err: `${prefix(argv)}: ${missing}: cannot read the roles directory: no such file or directory\n`,
    });
  });

  it("resolves a relative --roles against the working directory, naming the folder it tried", async () => {
    expect(await captureCli(["compose", "critic", "--roles", "absent"], { cwd: dir })).toEqual({
      code: 1,
      out: "",
      err: `casts: ${missing}: cannot read the roles directory: no such file or directory\n`,
    });
  });

  it("works without the default roles/ folder (the CLI run for a project that has none)", async () => {
    const project = mkdtempSync(path.join(tmpdir(), "casts-no-roles-"));
    mkdirSync(path.join(project, "packs"));
    writeFileSync(path.join(project, "packs", "default.yaml"), "roles: {}\n");
    for (const argv of [
      ["show", "critic"],
      ["compose", "critic"],
      ["diff", "critic", "critic:slow"],
      ["list", "roles"],
    ]) {
      const result = await captureCli(argv, { projectRoot: project, cwd: project });
      expect(result, argv.join(" ")).toMatchObject({ code: 0, err: "" });
    }
  });
});
