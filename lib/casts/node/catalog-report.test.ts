import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { catalogProblems, formatCatalogReport, isStrict, reportCatalog } from "./catalog-report";
import { resolveCatalogSource } from "./catalog-source";

/** A team catalog with mistakes: a pack naming unknown roles and modes, a folder that does not load. */
function teamCatalog(packText: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "casts-report-"));
  const roles = path.join(dir, "roles");
  mkdirSync(path.join(roles, "Good"), { recursive: true });
  writeFileSync(path.join(roles, "Good", "description.md"), "Reviews the team's ledger changes.\n");
  mkdirSync(path.join(roles, "Empty"));
  writeFileSync(path.join(dir, "team.yaml"), packText);
  return resolveCatalogSource({
    env: {},
    flags: { roles: roles, pack: path.join(dir, "team.yaml") },
    cwd: dir,
  });
}

const PACK = `name: team
roles:
  critc:
    default_modes: [adversarial]
  "javascript:alert(1)": {}
  analyst:
    default_modes: [nosuchmode]
`;

describe("catalogProblems", () => {
  it("names every unknown role and mode of the pack with its line and column, and each folder that did not load", () => {
    const source = teamCatalog(PACK);
    const problems = catalogProblems(source);
    const errors = problems.filter((p) => p.severity === "error");
    expect(errors.map((p) => [p.code, p.place])).toEqual([
      ["ROLE_DIR_INVALID", ""],
      ["UNKNOWN_ROLE", "3:3"],
      ["UNKNOWN_ROLE", "5:3"],
      ["UNKNOWN_MODE", "7:21"],
    ]);
    expect(errors[0]?.file).toBe(path.join(source.rolesDir, "Empty"));
    expect(errors[1]?.file).toBe(source.packPath);
    // The 39 built-in roles without an entry are warnings, after every error.
    expect(problems.slice(errors.length).every((p) => p.severity === "warning")).toBe(true);
    expect(problems.filter((p) => p.code === "MISSING_ROLE")).toHaveLength(39);
  });

  it("reports a pack that is not valid YAML at its line instead of failing", () => {
    const problems = catalogProblems(teamCatalog("roles:\n  analyst: [unclosed\n"));
    expect(problems.find((p) => p.code === "YAML_INVALID")).toMatchObject({ severity: "error" });
    expect(problems.find((p) => p.code === "YAML_INVALID")?.place).toMatch(/^\d+:\d+$/);
  });

  it("reports a pack that is not UTF-8 at the bad byte instead of reading it with replacement characters", () => {
    const source = teamCatalog("");
    writeFileSync(source.packPath, Buffer.from("name: team\nroles:\n  analyst: {} # caf\xe9\n", "latin1"));
    expect(catalogProblems(source).filter((p) => p.file === source.packPath)).toEqual([
      expect.objectContaining({ severity: "error", code: "NOT_UTF8", place: "3:20" }),
    ]);
  });

  it("has nothing to say about the packaged catalog", () => {
    expect(catalogProblems(resolveCatalogSource({ env: {} }))).toEqual([]);
  });
});

describe("formatCatalogReport", () => {
  it("lists errors one a line, groups many warnings of one code, and says whether the build goes on", () => {
    const problems = catalogProblems(teamCatalog(PACK));
    const lines = formatCatalogReport(problems, { strict: false });
    expect(lines[0]).toBe(
      "catalog: 4 errors, 42 warnings; the site builds and shows them on its pages (CASTS_STRICT=1 makes errors fail the build)",
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}error UNKNOWN_ROLE .*team\.yaml:5:3: .*'javascript:alert\(1\)'/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}warning MISSING_ROLE ×39 in .*\(and 38 more like it\)$/),
    );
    // Three roles without policy lines are few enough to list one by one.
    expect(lines.filter((line) => line.startsWith("  warning NO_POLICY "))).toHaveLength(3);
    expect(lines).toHaveLength(1 + 4 + 1 + 3);
    expect(formatCatalogReport(problems, { strict: true })[0]).toMatch(/strict mode: the build stops$/);
    expect(formatCatalogReport([], { strict: true })).toEqual(["catalog: no problems"]);
  });

  it("escapes control characters a hostile name carries", () => {
    const [, line] = formatCatalogReport(
      [
        {
          severity: "error",
          code: "UNKNOWN_ROLE",
          file: "p.yaml",
          place: "1:1",
          message: "'a\u001b[31mb' is not a known role",
        },
      ],
      { strict: false },
    );
    expect(line).not.toContain("\u001b");
  });
});

describe("isStrict", () => {
  it("is on with --strict or CASTS_STRICT=1, off otherwise", () => {
    expect(isStrict(["--strict"], {})).toBe(true);
    expect(isStrict([], { CASTS_STRICT: "1" })).toBe(true);
    expect(isStrict([], { CASTS_STRICT: "0" })).toBe(false);
    expect(isStrict([], {})).toBe(false);
  });
});

describe("reportCatalog (build/catalog-report.ts, run before the site builds)", () => {
  const source = teamCatalog(PACK);
  const env = { CASTS_ROLES_DIR: source.rolesDir, CASTS_PACK: source.packPath };
  const report = (argv: string[], environment: Record<string, string>) => {
    const printed: string[] = [];
    const status = reportCatalog(argv, environment, {
      log: (text) => printed.push(`log: ${text}`),
      warn: (text) => printed.push(`warn: ${text}`),
    });
    return { status, printed: printed.join("\n") };
  };

  it("prints the team catalog's problems and lets the build go on, unless strict mode asks it to stop", () => {
    const relaxed = report([], env);
    expect(relaxed.status).toBe(0);
    expect(relaxed.printed).toContain("warn: catalog: 4 errors, 42 warnings; the site builds");
    const strict = report(["--strict"], env);
    expect(strict.status).toBe(1);
    expect(strict.printed).toContain("strict mode: the build stops");
    expect(report([], { ...env, CASTS_STRICT: "1" }).status).toBe(1);
  });

  it("is what the script runs, with its own arguments and environment, on stderr and as its exit code", () => {
    // One run of the script: the team catalog found through its environment, strict through its
    // arguments (the cases above are the same function's), the exit code and stream its own.
    const strict = spawnSync(process.execPath, ["--import", "tsx", "build/catalog-report.ts", "--strict"], {
      encoding: "utf8",
      env: { ...process.env, CASTS_STRICT: "", ...env },
    });
    expect(strict.stderr).toContain("catalog: 4 errors, 42 warnings; strict mode: the build stops");
    expect(strict.status).toBe(1);
  }, 60_000);
});
