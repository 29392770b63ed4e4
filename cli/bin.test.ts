// What only a real process shows: the bin and the npm script start from anywhere, output survives a pipe
// (and a reader that closes it early), and each exit code (0, 1, 2) reaches the shell. What each command
// prints is tested in-process by cli/run.test.ts.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { listModes } from "../lib/casts";
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
  it("runs as `npm run --silent casts -- …` from the project root", async () => {
    expect(
      await spawn("npm", ["run", "--silent", "casts", "--", "list", "modes", "--json"], PROJECT_ROOT),
    ).toEqual({
      code: 0,
      stdout: `${JSON.stringify(listModes(), null, 2)}\n`,
      stderr: "",
    });
  });

  it("prints the whole catalog through a pipe, from any working directory, with exit 0", async () => {
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
