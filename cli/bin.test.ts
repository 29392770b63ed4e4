// End-to-end: spawn the real `casts` bin (and the npm script) and check stdout, stderr and exit codes.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { listModes, listRoles, Profile } from "../lib/casts";
import { buildCatalog } from "../lib/casts/node";
import { PROJECT_ROOT } from "./context";

const BIN = path.join(PROJECT_ROOT, "bin", "casts.mjs");
const elsewhere = mkdtempSync(path.join(tmpdir(), "casts-bin-"));

interface Result {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function spawn(file: string, args: readonly string[], cwd: string): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      file,
      [...args],
      { cwd, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: "1" } },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === "number" ? error.code : error ? -1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Runs bin/casts.mjs from a directory outside the project, as an installed bin would be. */
const casts = (...args: string[]) => spawn(process.execPath, [BIN, ...args], elsewhere);

describe.concurrent("the casts bin", { timeout: 120_000 }, () => {
  it("lists roles from any working directory", async () => {
    expect(await casts("list", "roles")).toEqual({
      code: 0,
      stdout: `${listRoles().join("\n")}\n`,
      stderr: "",
    });
  });

  it("runs as `npm run --silent casts -- …` from the project root", async () => {
    expect(
      await spawn("npm", ["run", "--silent", "casts", "--", "list", "modes", "--json"], PROJECT_ROOT),
    ).toEqual({
      code: 0,
      stdout: `${JSON.stringify(listModes(), null, 2)}\n`,
      stderr: "",
    });
  });

  it("composes the exact system message, byte for byte", async () => {
    const profile = Profile.compose("critic", { modes: ["adversarial", "evidential"] });
    const result = await casts("compose", "critic", "--mode", "adversarial", "--mode", "evidential");
    expect(result).toEqual({ code: 0, stdout: profile.buildSystemMessage(), stderr: "" });
  });

  it("prints the whole catalog through a pipe", async () => {
    const result = await casts("catalog");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(
      buildCatalog({ packPath: path.join(PROJECT_ROOT, "packs/default.yaml") }),
    );
  });

  it("stops quietly with exit 0 when the reader closes the pipe early", async () => {
    const script = `"${process.execPath}" "${BIN}" catalog | head -c 20 > /dev/null; echo "exit=\${PIPESTATUS[0]}"`;
    expect(await spawn("bash", ["-c", script], elsewhere)).toEqual({
      code: 0,
      stdout: "exit=0\n",
      stderr: "",
    });
  });

  it("exits 1 with the finding on stdout and a count on stderr for an invalid pack", async () => {
    const bad = path.join(elsewhere, "bad-pack.yaml");
    writeFileSync(bad, "roles:\n  analyst:\n    default_modes: fast\n");
    expect(await casts("check-pack", bad)).toEqual({
      code: 1,
      stdout: `${bad}:3:5: error PACK_INVALID: roles.analyst.default_modes: expected a list of strings, got a string\n  fix: Give this key the type the pack format expects (see the message), or remove it.\n`,
      stderr: `casts: ${bad}: 1 error, 0 warnings in pack 'bad-pack.yaml'\n`,
    });
  });

  it("reports skipped directory roles on stdout and a count on stderr, with exit 1", async () => {
    const fixtures = path.join(PROJECT_ROOT, "lib/casts/directory-roles/__fixtures__/roles");
    const result = await casts("roles-dir", fixtures);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`casts: ${fixtures}: 17 of 22 role directories skipped\n`);
    expect(result.stdout).toContain(
      "skipped  BadUtf8: description.md: not valid UTF-8 at line 2, column 8 (byte 0xff)\n",
    );
  });

  it("exits 1 with exactly one stderr line for an unknown name", async () => {
    expect(await casts("show", "postmortem_lead")).toEqual({
      code: 1,
      stdout: "",
      stderr: "casts: Unknown role or mode: 'postmortem_lead'. Did you mean 'postmortem-lead'?\n",
    });
  });

  it("exits 2 with a usage hint for an unknown option", async () => {
    expect(await casts("compose", "analyst", "--modes", "fast")).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "casts compose: unknown option '--modes' (did you mean '--mode'?)\nUsage: casts compose <role> [--mode <mode>]... [--name <name>] [--format text|yaml|json] [--roles <dir>]\n",
    });
  });
});
