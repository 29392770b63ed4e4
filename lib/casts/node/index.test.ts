import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CastsError, Profile } from "../index";
import { thrown } from "../../../test-support/thrown";
import { loadPack, loadProfile, readTextFile, saveProfile } from "./index";

const dir = mkdtempSync(path.join(tmpdir(), "casts-node-"));

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof CastsError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return "no error";
}

describe("saveProfile and loadProfile", () => {
  it("write the reference YAML and read it back to an equal profile", () => {
    const file = path.join(dir, "adv-critic.profile.yaml");
    const profile = Profile.compose("critic", { modes: ["adversarial", "evidential"], name: "adv-critic" });
    saveProfile(profile, file);
    expect(readTextFile(file)).toBe("modes:\n- adversarial\n- evidential\nname: adv-critic\nrole: critic\n");
    expect(loadProfile(file)).toEqual(profile);
  });

  it("name the file in errors", () => {
    const file = path.join(dir, "bad.yaml");
    writeFileSync(file, "role: analyst\nmode: [fast]\n");
    expect(codeOf(() => loadProfile(file))).toBe(
      `PROFILE_INVALID: ${file}: unknown key 'mode' at line 2, column 1 (allowed: role, modes, name)`,
    );
  });
});

describe("loadPack", () => {
  it("takes the file stem as the default name", () => {
    const file = path.join(dir, "team-pack.yaml");
    writeFileSync(file, "roles:\n  analyst:\n");
    expect(loadPack(file).name).toBe("team-pack");
  });

  it("turns missing, directory and oversized files into CastsErrors", () => {
    expect(codeOf(() => loadPack(path.join(dir, "missing.yaml")))).toBe(
      `FILE_UNREADABLE: ${path.join(dir, "missing.yaml")}: no such file`,
    );
    expect(codeOf(() => loadPack(dir))).toBe(`FILE_UNREADABLE: ${dir}: not a file`);
    const big = path.join(dir, "big.yaml");
    writeFileSync(big, `# ${"x".repeat(1024 * 1024)}\n`);
    expect(codeOf(() => loadPack(big))).toMatch(
      /^INPUT_TOO_LARGE: .*big\.yaml: file is 1,048,579 bytes, over the 1 MiB/,
    );
  });

  it("refuses a file that is not UTF-8 at its line and column, and drops a BOM", () => {
    const latin1 = path.join(dir, "latin1.yaml");
    writeFileSync(
      latin1,
      Buffer.from("name: team\nroles:\n  analyst:\n    authority: [caf\xe9]\n", "latin1"),
    );
    expect(codeOf(() => loadPack(latin1))).toBe(
      `NOT_UTF8: ${latin1}: not valid UTF-8 at line 4, column 20 (byte 0xe9)`,
    );
    expect(thrown(() => readTextFile(latin1)).details).toEqual({ path: latin1, line: 4, column: 20 });
    const bom = path.join(dir, "bom.yaml");
    writeFileSync(bom, "\uFEFFname: team\n");
    expect(readTextFile(bom)).toBe("name: team\n");
  });

  it("quotes a path of any length in one short line", () => {
    const long = path.join(dir, "x".repeat(131_000));
    const message = thrown(() => loadPack(long)).message;
    expect(message).toBe(`${long.slice(0, 300)}…: the path is too long`);
  });

  it("adds the file to shape errors", () => {
    const file = path.join(dir, "wrong.yaml");
    writeFileSync(file, "roles:\n  analyst:\n    active: yes\n");
    expect(codeOf(() => loadPack(file))).toBe(
      `PACK_INVALID: roles.analyst.active: expected true or false, got a string (in ${file})`,
    );
  });
});
