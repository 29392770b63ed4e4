import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { listModes, listRoles, Mode, Profile, projectMode, projectRole, Role } from "../lib/casts";
import { DIRECTORY_ROLE_CONFIG_DEFAULTS } from "../lib/casts/directory-roles";
import { buildCatalog, loadDefaultPack } from "../lib/casts/node";
import { PROJECT_ROOT } from "./context";
import { COMMANDS, loadCommands } from "./run";
import { captureCli } from "@/test-support/run-cli";

const FIXTURE_ROLES = path.join(PROJECT_ROOT, "lib/casts/directory-roles/__fixtures__/roles");

function run(...argv: string[]) {
  return runWithEnv({}, ...argv);
}

const runWithEnv = (env: Record<string, string>, ...argv: string[]) => captureCli(argv, { env });

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), "casts-cli-"));
}

// Each command's module is imported on first use (cli/run.ts); import them all up front, as a static
// import did, so that the first test does not pay for every module's load within its own timeout.
beforeAll(() => loadCommands(), 120_000);

describe("runCli usage", () => {
  it("prints the command list for --help, -h and help, on stdout with exit 0", async () => {
    // `help` is listed as a command, so asking for its help is the command list too.
    for (const argv of [["--help"], ["-h"], ["help"], ["help", "help"], ["help", "--help"], ["help", "-h"]]) {
      const result = await run(...argv);
      expect(result).toMatchObject({ code: 0, err: "" });
      for (const command of COMMANDS) expect(result.out).toContain(`  ${command.name}`);
    }
  });

  it("prints each command's help for `<command> --help` and `help <command>`", async () => {
    const commands = await loadCommands();
    expect(commands.map((command) => command.name)).toEqual(COMMANDS.map((entry) => entry.name));
    for (const command of commands) {
      const viaFlag = await run(command.name, "--help");
      expect(viaFlag.code).toBe(0);
      expect(viaFlag.out.startsWith(`Usage: ${command.usage}\n\n${command.summary}\n`)).toBe(true);
      expect((await run("help", command.name)).out).toBe(viaFlag.out);
      expect((await run(command.name, "extra", "-h")).out).toBe(viaFlag.out);
    }
  });

  it("exits 2 with a message and a usage line for a missing or unknown command", async () => {
    expect(await run()).toEqual({
      code: 2,
      out: "",
      err: "casts: missing command\nUsage: casts <command> [arguments] [options]   (casts --help lists the commands)\n",
    });
    expect((await run("lsit", "roles")).err.split("\n")[0]).toBe(
      "casts: unknown command 'lsit' (did you mean 'list'?)",
    );
    expect((await run("frobnicate")).err.split("\n")[0]).toBe("casts: unknown command 'frobnicate'");
    expect((await run("help", "nope")).code).toBe(2);
    expect((await run("--json")).err.split("\n")[0]).toBe(
      "casts: unknown option '--json' (options go after the command)",
    );
  });

  it("exits 2 with the command's usage for an unknown option, a missing argument or an extra one", async () => {
    expect(await run("show", "analyst", "--jsno")).toEqual({
      code: 2,
      out: "",
      err: "casts show: unknown option '--jsno' (did you mean '--json'?)\nUsage: casts show <name> [--json] [--roles <dir>] [--pack <file>]\n",
    });
    expect((await run("show")).err.split("\n")[0]).toBe("casts show: missing the role or mode name");
    expect((await run("show", "analyst", "critic")).err.split("\n")[0]).toBe(
      "casts show: unexpected argument 'critic'",
    );
    expect((await run("compose", "analyst", "--name")).err.split("\n")[0]).toBe(
      "casts compose: option '--name <value>' argument missing",
    );
    expect((await run("catalog", "extra")).code).toBe(2);
    expect((await run("list", "roles", "--json=yes")).code).toBe(2);
  });
});

describe("list", () => {
  it("prints one built-in name a line", async () => {
    expect(await run("list", "roles")).toEqual({ code: 0, out: `${listRoles().join("\n")}\n`, err: "" });
    expect(await run("list", "modes")).toEqual({ code: 0, out: `${listModes().join("\n")}\n`, err: "" });
  });

  it("prints a JSON array with --json", async () => {
    expect(JSON.parse((await run("list", "roles", "--json")).out)).toEqual(listRoles());
    expect(JSON.parse((await run("list", "--json", "modes")).out)).toEqual(listModes());
  });

  it("exits 2 for a missing or unknown kind", async () => {
    expect((await run("list")).err.split("\n")[0]).toBe("casts list: missing what to list (roles or modes)");
    expect(await run("list", "packs")).toMatchObject({
      code: 2,
      err: expect.stringContaining("cannot list 'packs': expected roles or modes"),
    });
  });
});

describe("show", () => {
  it("describes a role with its emissions, default-pack entry and body", async () => {
    const { code, out } = await run("show", "critic");
    const critic = Role.load("critic");
    expect(code).toBe(0);
    expect(out.startsWith(`critic — role\n\n${critic.description}\n\nEmissions:\n`)).toBe(true);
    expect(out).toMatch(/^ {2}escalation_request +EscalationRequest$/m);
    expect(out).toContain("  default modes  adversarial\n");
    expect(out.endsWith(`Body:\n\n${critic.body.trimEnd()}\n`)).toBe(true);
  });

  it("names the pack its settings come from when --pack or CASTS_PACK gives one", async () => {
    const file = path.join(tempDir(), "team.yaml");
    writeFileSync(file, "roles:\n  analyst:\n    effort: low\n");
    for (const result of [
      await run("show", "analyst", "--pack", file),
      await runWithEnv({ CASTS_PACK: file }, "show", "analyst"),
    ]) {
      expect(result.out).toContain("\nPack 'team':\n  active         yes\n");
      expect(result.out).toMatch(/^ {2}effort +low$/m);
      expect(result.out).not.toContain("Default pack");
    }
    const critic = await run("show", "critic", "--pack", file);
    expect(critic.out).toContain("\nPack 'team':\n  (no entry in this pack)\n");
    expect((await run("show", "critic")).out).toContain("\nDefault pack:\n  active ");
  });

  it("describes a mode with its conflicts and behaviors", async () => {
    const { code, out } = await run("show", "fast");
    expect(code).toBe(0);
    expect(out).toContain("fast — mode\n");
    expect(out).toContain(`Conflicts with: ${Mode.load("fast").conflictsWith.join(", ")}\n`);
    expect(out.endsWith(`Behaviors:\n\n${Mode.load("fast").behaviors.trimEnd()}\n`)).toBe(true);
    expect((await run("show", "adversarial")).out).toContain("Conflicts with: (none)\n");
  });

  it("prints the catalog entry with --json", async () => {
    expect(JSON.parse((await run("show", "analyst", "--json")).out)).toEqual(
      projectRole(Role.load("analyst"), loadDefaultPack()),
    );
    expect(JSON.parse((await run("show", "slow", "--json")).out)).toEqual(projectMode(Mode.load("slow")));
    expect(JSON.parse((await run("show", "slow", "--json")).out)).toEqual(
      buildCatalog().modes.find((mode) => mode.name === "slow"),
    );
  });

  it("shows a directory role from the project's roles/", async () => {
    const { code, out } = await run("show", "SupportTriage");
    expect(code).toBe(0);
    expect(out).toContain("SupportTriage — directory role from acme.SupportTriage/\n");
    expect(out).toMatch(/^ {2}behavior_policy +continuous$/m);
    expect(out).toContain("System prompt:\n\n# Support triage (Acme)\n");
    const json = JSON.parse((await run("show", "OnCallHandoff", "--json")).out);
    expect(json).toMatchObject({
      name: "OnCallHandoff",
      directory: "OnCallHandoff",
      system_prompt: null,
      notes: [],
    });
    expect(json.config.model).toBe(".*");
  });

  it("reads directory roles from --roles", async () => {
    expect((await run("show", "Full", "--roles", FIXTURE_ROLES)).out).toContain(
      "Full — directory role from Full/\n",
    );
    expect(await run("show", "SupportTriage", "--roles", FIXTURE_ROLES)).toMatchObject({ code: 1 });
  });

  it("exits 1 with one line for an unknown name, suggesting a close one", async () => {
    expect(await run("show", "analist")).toEqual({
      code: 1,
      out: "",
      err: "casts: Unknown role or mode: 'analist'. Did you mean 'analyst'?\n",
    });
    expect((await run("show", "zzzzzz")).err).toBe(
      "casts: Unknown role or mode: 'zzzzzz'. See 'casts list roles' and 'casts list modes'.\n",
    );
  });

  it("explains why a directory role of that name was skipped", async () => {
    expect(await run("show", "BadRegex", "--roles", FIXTURE_ROLES)).toEqual({
      code: 1,
      out: "",
      err: `casts: Directory role 'BadRegex' (BadRegex) was skipped: config.json: model: invalid regular expression "gpt-(4": Unterminated group; config.json: tool_filter[1]: invalid regular expression "[a-": Unterminated character class\n`,
    });
  });

  it("exits 1 when --roles names a folder that does not exist", async () => {
    const missing = path.join(tempDir(), "absent");
    expect(await run("show", "Anything", "--roles", missing)).toEqual({
      code: 1,
      out: "",
      err: `casts: ${missing}: cannot read the roles directory: no such file or directory\n`,
    });
  });
});

describe("compose", () => {
  it("prints exactly the system message by default", async () => {
    const expected = Profile.compose("critic", { modes: ["adversarial", "evidential"] }).buildSystemMessage();
    expect(await run("compose", "critic", "--mode", "adversarial", "--mode", "evidential")).toEqual({
      code: 0,
      out: expected,
      err: "",
    });
    expect((await run("compose", "critic", "--mode", "adversarial,evidential", "--format", "text")).out).toBe(
      expected,
    );
  });

  it("prints Profile.toYaml() with --format yaml", async () => {
    expect(
      (
        await run(
          "compose",
          "critic",
          "--mode",
          "adversarial",
          "--mode",
          "evidential",
          "--name",
          "adv-critic",
          "--format",
          "yaml",
        )
      ).out,
    ).toBe("modes:\n- adversarial\n- evidential\nname: adv-critic\nrole: critic\n");
    expect((await run("compose", "analyst", "--format", "yaml")).out).toBe(
      "modes: []\nname: analyst\nrole: analyst\n",
    );
  });

  it("prints the documented JSON with --format json", async () => {
    const profile = Profile.compose("analyst", { modes: ["probabilistic"], name: "odds" });
    expect(
      JSON.parse(
        (await run("compose", "analyst", "--mode", "probabilistic", "--name", "odds", "--format", "json"))
          .out,
      ),
    ).toEqual({
      name: "odds",
      role: "analyst",
      modes: ["probabilistic"],
      system_message: profile.buildSystemMessage(),
      emissions: ["analysis_result", "finding", "escalation_request"],
    });
  });

  it("uses the role name when --name is empty", async () => {
    expect(JSON.parse((await run("compose", "writer", "--name", "", "--format", "json")).out).name).toBe(
      "writer",
    );
  });

  it("composes a directory role, with no emissions", async () => {
    const json = JSON.parse(
      (await run("compose", "ReleaseNotesWriter", "--mode", "fast", "--format", "json")).out,
    );
    expect(json.role).toBe("ReleaseNotesWriter");
    expect(json.emissions).toEqual([]);
    expect(json.system_message.startsWith("# Release notes writer\n")).toBe(true);
    expect((await run("compose", "OnCallHandoff")).out).toBe("");
    expect((await run("compose", "Dotted", "--roles", FIXTURE_ROLES, "--format", "yaml")).out).toBe(
      "modes: []\nname: Dotted\nrole: Dotted\n",
    );
  });

  it("exits 1 with the contract's message for an unknown role or mode, and for a conflict", async () => {
    const unknown = await run("compose", "nobody");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(
      `casts: Unknown role: 'nobody'. Available: ${listRoles().join(", ")}. Directory roles: DataEngineer, DependencyAuditor, IntakeRouter, OnCallHandoff, ReleaseNotesWriter, SupportTriage, ThreatModeler, UXResearcher\n`,
    );
    expect((await run("compose", "analyst", "--mode", "nosuch")).err).toBe(
      `casts: Unknown mode: 'nosuch'. Available: ${listModes().join(", ")}\n`,
    );
    expect(await run("compose", "analyst", "--mode", "fast", "--mode", "slow")).toEqual({
      code: 1,
      out: "",
      err: "casts: Mode conflict: 'slow' vs 'fast'\n",
    });
  });

  it("adds show's suggestion after the contract's message in every command that takes a role or mode", async () => {
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // The directory roles of the project's roles/ folder come between the two, in the loader's order.
    const unknownRole = (prefix: string) =>
      new RegExp(
        `^${prefix}: ${escaped(`Unknown role: 'critc'. Available: ${listRoles().join(", ")}. Directory roles: `)}[^\n]*SupportTriage[^\n]*\\. Did you mean 'critic'\\?\n$`,
      );
    const role = unknownRole("casts");
    const mode = `casts: Unknown mode: 'fats'. Available: ${listModes().join(", ")}. Did you mean 'fast'?\n`;
    const provider = ["--provider", "openai", "--model", "gpt-test", "--input", "x"];
    const cases: [string[], RegExp | string][] = [
      [["compose", "critc"], role],
      [["compose", "critic", "--mode", "slow,fats"], mode],
      [["export", "critc", "--to", "claude-code"], role],
      [["export", "critic", "--mode", "fats", "--to", "claude-code"], mode],
      // diff names the side before the message.
      [["diff", "critic", "critc:slow"], unknownRole("casts: b")],
      [["diff", "critic:fats", "critic"], mode.replace("casts: ", "casts: a: ")],
      [["run", "critc", ...provider], role],
      [["run", "critic", "--mode", "fats", ...provider], mode],
      // eval writes every line under its own name (casts eval:), as its usage errors.
      [["eval", "critc", ...provider.slice(0, 4)], unknownRole("casts eval")],
    ];
    for (const [argv, err] of cases) {
      // The key only gets past the usage checks: an unknown name stops the command before it sends.
      const result = await runWithEnv({ OPENAI_API_KEY: "sk-unused" }, ...argv);
      expect(result, argv.join(" ")).toEqual({
        code: 1,
        out: "",
        err: typeof err === "string" ? err : expect.stringMatching(err),
      });
    }
  });

  it("explains a skipped directory role instead of calling it unknown", async () => {
    expect((await run("compose", "EmptyDescription", "--roles", FIXTURE_ROLES)).err).toBe(
      "casts: Directory role 'EmptyDescription' (EmptyDescription) was skipped: description.md: is empty\n",
    );
  });

  it("exits 2 for an unknown format, an empty mode or a missing role", async () => {
    expect((await run("compose", "analyst", "--format", "xml")).err.split("\n")[0]).toBe(
      "casts compose: unknown format 'xml': expected text, yaml or json",
    );
    expect((await run("compose", "analyst", "--mode", "fast,")).err.split("\n")[0]).toBe(
      "casts compose: --mode needs a mode name",
    );
    expect((await run("compose")).err.split("\n")[0]).toBe("casts compose: missing the role name");
    expect((await run("compose", "analyst", "--mode")).code).toBe(2);
  });
});

describe("catalog", () => {
  it("prints buildCatalog() as indented JSON", async () => {
    const { code, out, err } = await run("catalog");
    expect(code).toBe(0);
    expect(err).toBe("");
    expect(JSON.parse(out)).toEqual(buildCatalog());
    expect(out).toBe(`${JSON.stringify(buildCatalog(), null, 2)}\n`);
  });
});

describe("--roles, --pack, CASTS_ROLES_DIR and CASTS_PACK", () => {
  const dir = tempDir();
  const teamPack = path.join(dir, "team.yaml");
  writeFileSync(teamPack, "name: team\nroles:\n  analyst:\n    effort: low\n    default_modes: [fast]\n");
  const otherPack = path.join(dir, "other.yaml");
  writeFileSync(otherPack, "roles:\n  analyst:\n    effort: high\n");
  const analystConfig = (result: { out: string }) =>
    (JSON.parse(result.out) as { config: { effort: string; default_modes: string[] } | null }).config;

  it("show and catalog take a role's settings from --pack", async () => {
    expect(analystConfig(await run("show", "analyst", "--json", "--pack", teamPack))).toMatchObject({
      effort: "low",
      default_modes: ["fast"],
    });
    const catalog = JSON.parse((await run("catalog", "--pack", teamPack)).out) as ReturnType<
      typeof buildCatalog
    >;
    expect(catalog.roles.find((role) => role.name === "analyst")?.config?.effort).toBe("low");
    expect(catalog.roles.find((role) => role.name === "critic")?.config).toBeNull();
  });

  it("reads CASTS_PACK and CASTS_ROLES_DIR, and a flag wins over its variable", async () => {
    const env = { CASTS_PACK: teamPack, CASTS_ROLES_DIR: FIXTURE_ROLES };
    expect(analystConfig(await runWithEnv(env, "show", "analyst", "--json"))?.effort).toBe("low");
    expect(
      analystConfig(await runWithEnv(env, "show", "analyst", "--json", "--pack", otherPack))?.effort,
    ).toBe("high");
    expect((await runWithEnv(env, "compose", "Full")).code).toBe(0);
    expect((await runWithEnv(env, "compose", "Full", "--roles", path.join(PROJECT_ROOT, "roles"))).code).toBe(
      1,
    );
  });

  it("exits 1 with one line when a named pack cannot be read", async () => {
    const missing = path.join(dir, "missing.yaml");
    expect(await run("catalog", "--pack", missing)).toEqual({
      code: 1,
      out: "",
      err: `casts: ${missing}: no such file\n`,
    });
    expect((await runWithEnv({ CASTS_PACK: missing }, "show", "analyst")).code).toBe(1);
  });
});

describe("mcp", () => {
  it("refuses to run without the process's stdin and stdout, and takes no arguments", async () => {
    expect(await run("mcp")).toEqual({
      code: 1,
      out: "",
      err: "casts: casts mcp needs the process's stdin and stdout (run it as a command)\n",
    });
    expect((await run("mcp", "now")).code).toBe(2);
  });
});

describe("check-pack", () => {
  const dir = tempDir();
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it("prints one OK line and exits 0 for the default pack", async () => {
    expect(await run("check-pack", "packs/default.yaml")).toEqual({
      code: 0,
      out: "packs/default.yaml: OK (pack 'default', 40 roles, no findings)\n",
      err: "",
    });
  });

  it("prints each finding with its place and fix, and exits 1 when one is an error", async () => {
    const roles = listRoles().filter((name) => name !== "analyst");
    const file = write(
      "team.yaml",
      `roles:\n  analyst:\n    default_modes: [fast, nosuch]\n    modes_allow: [fast]\n    escalations: [e]\n${roles.map((name) => `  ${name}:\n    escalations: [e]\n`).join("")}  ghost:\n    escalations: [e]\n`,
    );
    expect(await run("check-pack", file)).toEqual({
      code: 1,
      out: [
        `${file}:3:27: error UNKNOWN_MODE: roles.analyst.default_modes: 'nosuch' is not a known mode`,
        "  fix: Use a mode of the catalog (see /modes), or remove the entry.",
        `${file}:3:27: error DEFAULT_NOT_ALLOWED: roles.analyst.default_modes: 'nosuch' is not in modes_allow (fast)`,
        "  fix: Add 'nosuch' to modes_allow or drop it from default_modes: the runtime silently drops it.",
        `${file}:${4 + 2 * listRoles().length}:3: error UNKNOWN_ROLE: roles.ghost: 'ghost' is not a known role`,
        "  fix: Rename the entry to a role of the catalog, or remove it.",
        "",
      ].join("\n"),
      err: `casts: ${file}: 3 errors, 0 warnings in pack 'team'\n`,
    });
  });

  it("exits 0 with warnings only, and prints findings as JSON with --json", async () => {
    const file = write("one.yaml", "name: solo\nroles:\n  analyst:\n");
    expect(await run("check-pack", file)).toMatchObject({
      code: 0,
      err: `casts: ${file}: 0 errors, ${listRoles().length} warnings in pack 'solo'\n`,
    });
    const result = await run("check-pack", file, "--json");
    expect(result.code).toBe(0);
    const json = JSON.parse(result.out);
    expect(json).toMatchObject({ file, pack: "solo", roles: 1, errors: 0, warnings: listRoles().length });
    expect(json.findings[0]).toEqual({
      code: "NO_POLICY",
      severity: "warning",
      role: "analyst",
      message:
        "roles.analyst: no authority, boundaries or escalations, so the runtime message adds no policy",
      fix: "Add at least escalations (when the agent must stop and ask) to the entry.",
      path: "roles.analyst",
      line: 3,
      column: 3,
    });
    expect(json.findings[1]).toMatchObject({ code: "MISSING_ROLE", role: "arbitrator", line: 2, column: 1 });
  });

  it("prints the first 100 findings and a count of the rest; --json lists every one", async () => {
    const roles = Array.from({ length: 250 }, (_, index) => `  stranger${index}: {escalations: [e]}\n`);
    const file = write("crowd.yaml", `name: crowd\nroles:\n${roles.join("")}`);
    const result = await run("check-pack", file);
    expect(result.code).toBe(1);
    const total = 250 + listRoles().length;
    expect(result.out.match(/^\S.*: (error|warning) [A-Z_]+: /gm)).toHaveLength(100);
    expect(result.out.endsWith(`\n…and ${total - 100} more\n`)).toBe(true);
    expect(result.err).toBe(`casts: ${file}: 250 errors, ${listRoles().length} warnings in pack 'crowd'\n`);
    expect(JSON.parse((await run("check-pack", file, "--json")).out).findings).toHaveLength(total);
  });

  it("reports every format error of a pack that does not load, each at its place, named by the file's stem", async () => {
    const two = write(
      "two.yaml",
      'name: t\nroles:\n  analyst:\n    default_mode: [fast]\n  critic:\n    active: "false"\n',
    );
    const result = await run("check-pack", two);
    expect(result.code).toBe(1);
    expect(result.out.split("\n").filter((line) => line.includes("PACK_INVALID"))).toEqual([
      expect.stringMatching(/two\.yaml:4:\d+: error PACK_INVALID: roles\.analyst\.default_mode: unknown key/),
      expect.stringMatching(
        /two\.yaml:6:\d+: error PACK_INVALID: roles\.critic\.active: expected true or false/,
      ),
    ]);
    expect(result.err).toBe(`casts: ${two}: 2 errors, 0 warnings in pack 'two'\n`);
  });

  it("reports an invalid file as a finding with its place, and a missing file on stderr", async () => {
    const invalid = write("broken.yaml", "roles:\n  analyst:\n    active: maybe\n");
    const broken = await run("check-pack", invalid);
    expect(broken).toMatchObject({
      code: 1,
      err: `casts: ${invalid}: 1 error, 0 warnings in pack 'broken'\n`,
    });
    expect(broken.out).toMatch(
      /^.*broken\.yaml:3:\d+: error PACK_INVALID: roles\.analyst\.active: expected true or false, got a string.*\n {2}fix: Give this key/,
    );
    const syntax = write("syntax.yaml", "roles: [\n");
    const result = await run("check-pack", syntax);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /^.*syntax\.yaml:2:1: error YAML_INVALID: pack: invalid YAML at line 2, column 1: [^\n]+\n  fix: /,
    );
    expect(await run("check-pack", path.join(dir, "missing.yaml"))).toEqual({
      code: 1,
      out: "",
      err: `casts: ${path.join(dir, "missing.yaml")}: no such file\n`,
    });
  });

  it("blames a name taken from the file name on the file, not line 1, and prints its tab escaped", async () => {
    const message =
      "the pack has no name, and the name taken from the file name, 'team\\tpack', contains a control character (U+0009, character 5); add a name: key, or change the file name";
    for (const text of ["roles:\n  critic: {escalations: [e]}\n", ""]) {
      const file = write("team\tpack.yaml", text);
      const shown = file.replace("\t", "\\t");
      expect(await run("check-pack", file)).toEqual({
        code: 1,
        out: `${shown}: error NAME_INVALID: ${message}\n  fix: Rename it as the message says: a name is a short run of printable characters.\n`,
        err: `casts: ${shown}: 1 error, 0 warnings in pack 'team\\tpack'\n`,
      });
      const [finding] = JSON.parse((await run("check-pack", file, "--json")).out).findings;
      expect(finding).toEqual({
        code: "NAME_INVALID",
        severity: "error",
        role: "",
        message,
        fix: "Rename it as the message says: a name is a short run of printable characters.",
      });
    }
    // With a name: key, the file's name does not matter.
    const named = write("team\tpack.yaml", "name: team\nroles:\n  critic: {escalations: [e]}\n");
    expect(JSON.parse((await run("check-pack", named, "--json")).out).pack).toBe("team");
  });

  it("exits 2 without a file", async () => {
    expect((await run("check-pack")).err.split("\n")[0]).toBe("casts check-pack: missing the pack file");
  });
});

describe("diff", () => {
  const slow = Mode.load("slow").behaviors;

  it("prints a unified diff and the cost of each changed part", async () => {
    const result = await run("diff", "critic", "critic:slow");
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out.startsWith("--- critic\n+++ critic:slow\n@@ ")).toBe(true);
    expect(result.out).toContain(`+${slow.split("\n")[0]}\n`);
    expect(result.out).toMatch(new RegExp(`added +mode slow +\\+${[...slow].length} chars`));
    expect((await run("diff", "critic", "critic")).out).toMatch(/^total +0 chars +0 tokens/);
  });

  it("prints a structured diff with --json, and the runtime view with the pack's policy", async () => {
    const json = JSON.parse((await run("diff", "critic:slow", "reviewer:slow", "--json")).out);
    expect(json.a).toMatchObject({
      role: "critic",
      modes: ["slow"],
      message: Profile.compose("critic", { modes: ["slow"] }).buildSystemMessage(),
    });
    expect(json.view).toBe("plain");
    expect(
      json.sources.map((row: { source: string; change: string }) => `${row.source} ${row.change}`),
    ).toEqual(["role:critic removed", "separator: same", "mode:slow same", "role:reviewer added"]);
    expect(
      json.lines.every((line: { status: string }) => ["added", "removed", "same"].includes(line.status)),
    ).toBe(true);
    const runtime = JSON.parse((await run("diff", "critic", "critic", "--runtime", "--json")).out);
    expect(runtime.view).toBe("runtime");
    expect(runtime.sources.some((row: { source: string }) => row.source === "policy:escalations")).toBe(true);
  });

  it("diffs one composition under two packs", async () => {
    const dir = tempDir();
    const file = path.join(dir, "b.yaml");
    writeFileSync(file, "roles:\n  critic:\n    escalations: [Two reviewers disagree.]\n");
    const result = await run("diff", "critic", "critic", "--pack-b", file);
    expect(result.code).toBe(0);
    expect(result.out).toContain("+- Two reviewers disagree.\n");
    expect(result.out).toMatch(/removed +pack policy: Authority/);
  });

  it("exits 1 for an unknown name or a conflict, naming the side first, and 2 without both compositions", async () => {
    expect(await run("diff", "critic", "ghost")).toMatchObject({
      code: 1,
      err: expect.stringMatching(/^casts: b: Unknown role: 'ghost'/),
    });
    expect(await run("diff", "critic", "critic:nope")).toEqual({
      code: 1,
      out: "",
      err: `casts: b: Unknown mode: 'nope'. Available: ${listModes().join(", ")}\n`,
    });
    expect(await run("diff", "critic:slow,fast", "critic")).toMatchObject({
      code: 1,
      err: "casts: a: Mode conflict: 'fast' vs 'slow'\n",
    });
    expect(await run("diff", "critic:slow,,fast", "critic")).toMatchObject({
      code: 1,
      err: "casts: a: mode 2 is empty; remove the extra comma\n",
    });
    expect((await run("diff", "critic")).code).toBe(2);
  });
});

describe("roles-dir", () => {
  it("lists the loaded roles and exits 0 when none is skipped", async () => {
    expect(await run("roles-dir", "roles")).toEqual({
      code: 0,
      out: [
        "loaded   DataEngineer",
        "loaded   DependencyAuditor",
        "loaded   IntakeRouter",
        "loaded   OnCallHandoff",
        "loaded   ReleaseNotesWriter",
        "loaded   SupportTriage (acme.SupportTriage)",
        "loaded   ThreatModeler",
        "loaded   UXResearcher",
        "8 loaded, 0 skipped in roles",
        "",
      ].join("\n"),
      err: "",
    });
  });

  it("reports notes and every skip reason, exiting 1 with a count on stderr", async () => {
    const result = await run("roles-dir", FIXTURE_ROLES);
    expect(result.code).toBe(1);
    expect(result.err).toBe(`casts: ${FIXTURE_ROLES}: 17 of 22 role directories skipped\n`);
    const lines = result.out.trimEnd().split("\n");
    expect(lines).toContain("loaded   Dotted (acme.Dotted)");
    expect(lines).toContain(
      "note     WithExtras: ignored 'README.md': a role directory uses only description.md, system_prompt.md, config.json",
    );
    expect(lines).toContain(
      "skipped  DuplicateKey: config.json: invalid JSON at line 3, column 3: duplicate key 'model'",
    );
    expect(lines).toContain(
      "skipped  analyst: the name 'analyst' is taken by a built-in role; rename the directory",
    );
    expect(lines.filter((line) => line.startsWith("skipped  NegativeCount: "))).toHaveLength(3);
    expect(lines.at(-1)).toBe(`5 loaded, 17 skipped in ${FIXTURE_ROLES}`);
  });

  it("prints loaded and skipped roles as JSON with --json", async () => {
    const root = tempDir();
    mkdirSync(path.join(root, "acme.Good"));
    writeFileSync(path.join(root, "acme.Good", "description.md"), "Good role.\n");
    mkdirSync(path.join(root, "Bad"));
    writeFileSync(
      path.join(root, "Bad", "config.json"),
      '{ "description": "Bad role.", "max_output_turns": -2 }',
    );
    const result = await run("roles-dir", root, "--json");
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toEqual({
      directory: root,
      loaded: [
        {
          name: "Good",
          directory: "acme.Good",
          description: "Good role.",
          system_prompt: null,
          config: DIRECTORY_ROLE_CONFIG_DEFAULTS,
          notes: [],
        },
      ],
      skipped: [
        {
          directory: "Bad",
          name: "Bad",
          path: path.join(root, "Bad"),
          reasons: ["config.json: max_output_turns: expected a whole number of 0 or more, got -2"],
        },
      ],
    });
  });

  it("exits 1 with one line for a missing directory, 2 without one", async () => {
    expect(await run("roles-dir", "no/such/dir")).toEqual({
      code: 1,
      out: "",
      err: "casts: no/such/dir: cannot read the roles directory: no such file or directory\n",
    });
    expect((await run("roles-dir")).code).toBe(2);
  });
});

describe("runCli on hostile input", () => {
  it("escapes control and bidi characters from input in everything it prints", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, "Hostile"));
    writeFileSync(
      path.join(dir, "Hostile", "description.md"),
      "Clears \u001b[2J the screen and \u202Ereverses\u202C text.\r\n",
    );
    writeFileSync(path.join(dir, "Hostile", "system_prompt.md"), "Bell\u0007 and NUL\u0000.\n");
    const text = await run("show", "Hostile", "--roles", dir);
    expect(text.code).toBe(0);
    expect(text.out).toContain("Clears \\u001B[2J the screen and \\u202Ereverses\\u202C text.");
    expect(text.out).toContain("Bell\\u0007 and NUL\\u0000.");
    const json = await run("show", "Hostile", "--roles", dir, "--json");
    expect(JSON.parse(json.out).description).toBe(
      "Clears \u001b[2J the screen and \u202Ereverses\u202C text.",
    );
    for (const output of [text.out, json.out])
      expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e]/);
  });

  it("refuses a profile name with control characters, printing it escaped", async () => {
    const result = await run("compose", "critic", "--name", "evil\u001b]0;title\u0007");
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /^casts: Profile\.name: the profile name contains a control character \(U\+001B, character 5\)\n$/,
    );
  });

  it("does not echo a 100 kB unknown command whole", async () => {
    const result = await run("x".repeat(100_000));
    expect(result.code).toBe(2);
    expect(result.err.length).toBeLessThan(400);
    expect(result.err).toContain(`unknown command '${"x".repeat(80)}…'`);
  });

  it("says an empty file argument is empty", async () => {
    expect(await run("check-pack", "")).toEqual({
      code: 2,
      out: "",
      err: 'casts check-pack: the pack file is empty: give a value, not ""\nUsage: casts check-pack <file> [--json]\n',
    });
  });
});
