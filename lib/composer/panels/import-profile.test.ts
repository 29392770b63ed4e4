import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { Profile } from "@/lib/casts";

import { importProfileYaml, readProfileFile } from "./import-profile";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "__fixtures__", name), "utf8");

describe("importProfileYaml", () => {
  it("restores a profile written by toYaml()", () => {
    const yaml = Profile.compose("critic", {
      modes: ["adversarial", "evidential"],
      name: "adv-critic",
    }).toYaml();
    expect(importProfileYaml(yaml, "pasted YAML")).toEqual({
      ok: true,
      query: { role: "critic", modes: ["adversarial", "evidential"], name: "adv-critic" },
      profileName: "adv-critic",
    });
  });

  it("leaves the name empty when it is the role's own", () => {
    const result = importProfileYaml("modes: []\nname: analyst\nrole: analyst\n", "pasted YAML");
    expect(result).toMatchObject({ ok: true, query: { role: "analyst", modes: [], name: "" } });
  });

  it("reports a YAML syntax error with its code, line and column", () => {
    const result = importProfileYaml(fixture("broken-syntax.profile.yaml"), "broken.yaml");
    expect(result).toMatchObject({ ok: false, code: "YAML_INVALID", line: 5, column: 1 });
    if (!result.ok) expect(result.message).toMatch(/^broken\.yaml: invalid YAML at line 5, column 1: /);
  });

  it("reports a misspelt key with its position", () => {
    const result = importProfileYaml(fixture("misspelt-key.profile.yaml"), "p.yaml");
    expect(result).toEqual({
      ok: false,
      code: "PROFILE_INVALID",
      message: "p.yaml: unknown key 'mode' at line 2, column 1 (allowed: role, modes, name)",
      line: 2,
      column: 1,
      conflictQuery: null,
    });
  });

  it("reads the position of an unknown role or mode from the error details", () => {
    const role = importProfileYaml(fixture("unknown-role.profile.yaml"), "p.yaml");
    expect(role).toMatchObject({ ok: false, code: "UNKNOWN_ROLE", line: 4, column: 7 });
    // A close name is suggested, as the CLI does, rather than every name of the catalog.
    if (!role.ok) expect(role.message).toBe("Unknown role: 'critc'. Did you mean 'critic'?");
    const mode = importProfileYaml(fixture("unknown-mode.profile.yaml"), "p.yaml");
    expect(mode).toMatchObject({ ok: false, code: "UNKNOWN_MODE", line: 3, column: 3 });
  });

  it("offers a conflicting profile as written so it can be fixed, pointing at the later mode", () => {
    const result = importProfileYaml(fixture("conflict.profile.yaml"), "p.yaml");
    expect(result).toEqual({
      ok: false,
      code: "MODE_CONFLICT",
      message: "Mode conflict: 'fast' vs 'slow'",
      line: 4,
      column: 3,
      conflictQuery: { role: "analyst", modes: ["slow", "evidential", "fast"], name: "fast-and-slow" },
    });
  });

  it("reports structural problems without a position when there is none", () => {
    expect(importProfileYaml("", "p.yaml")).toMatchObject({ ok: false, code: "PROFILE_INVALID", line: null });
    expect(importProfileYaml("name: x\n", "p.yaml")).toMatchObject({
      ok: false,
      code: "PROFILE_INVALID",
      message: "p.yaml: missing required key 'role'",
    });
  });

  it("refuses tags and __proto__ keys as the library does", () => {
    expect(importProfileYaml("role: !!binary aGk=\n", "p.yaml")).toMatchObject({
      ok: false,
      code: "YAML_INVALID",
    });
    expect(importProfileYaml("role: critic\n__proto__: x\n", "p.yaml")).toMatchObject({
      ok: false,
      code: "YAML_INVALID",
      line: 2,
    });
  });
});

describe("readProfileFile, then importProfileYaml (as the import form runs them)", () => {
  const importProfileFile = async (file: File) => {
    const read = await readProfileFile(file);
    return read.ok ? importProfileYaml(read.text, file.name) : read.result;
  };

  it("reads a file and labels errors with its name", async () => {
    const file = new File([fixture("misspelt-key.profile.yaml")], "mine.profile.yaml");
    const result = await importProfileFile(file);
    expect(result).toMatchObject({ ok: false, code: "PROFILE_INVALID" });
    if (!result.ok) expect(result.message.startsWith("mine.profile.yaml: ")).toBe(true);
  });

  it("refuses files over 1 MiB before reading them", async () => {
    const file = new File(["x".repeat(1024 * 1024 + 1)], "big.yaml");
    expect(await importProfileFile(file)).toEqual({
      ok: false,
      code: "INPUT_TOO_LARGE",
      message: "big.yaml: file is 1,048,577 bytes, over the 1 MiB (1,048,576 bytes) limit",
      line: null,
      column: null,
      conflictQuery: null,
    });
  });

  it("refuses binary files and text that is not UTF-8, naming the first bad byte", async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])], "image.png");
    expect(await importProfileFile(png)).toMatchObject({
      ok: false,
      code: "NOT_UTF8",
      message: "image.png: not valid UTF-8 at line 1, column 1 (byte 0x89)",
    });
    const nul = new File(["role: critic\n\u0000\u0000"], "dump.bin");
    expect(await importProfileFile(nul)).toMatchObject({
      ok: false,
      code: "YAML_INVALID",
      message: "dump.bin: not a text file (it contains NUL bytes)",
    });
    const latin1 = new File([Buffer.from("role: critic\nname: caf\xe9\n", "latin1")], "latin1.yaml");
    expect(await importProfileFile(latin1)).toMatchObject({
      ok: false,
      code: "NOT_UTF8",
      message: "latin1.yaml: not valid UTF-8 at line 2, column 10 (byte 0xe9)",
    });
  });
});

describe("importProfileYaml with directory roles", () => {
  it("resolves a role that is not built in from the extra roles", () => {
    const extra = [
      { name: "ReleaseNotesWriter", description: "Writes release notes.", body: "Write notes.\n" },
    ];
    const result = importProfileYaml(
      "modes:\n- fast\nname: notes\nrole: ReleaseNotesWriter\n",
      "p.yaml",
      extra,
    );
    expect(result).toEqual({
      ok: true,
      query: { role: "ReleaseNotesWriter", modes: ["fast"], name: "notes" },
      profileName: "notes",
    });
    const unknown = importProfileYaml("role: ReleaseNotesWriter\n", "p.yaml");
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.code).toBe("UNKNOWN_ROLE");
  });
});
