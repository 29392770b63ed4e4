// Property tests for the import's path rules (issue 28): whatever an agent is called and whatever a zip
// names its entries, every role folder is one safe segment, unique ignoring case, never a Windows
// device name, and a zip entry that would climb out, start at the root or hide a control character is
// refused before it is read.
import fc from "fast-check";
import { Zip, ZipPassThrough } from "fflate";
import { describe, expect, it } from "vitest";

import { fuzzParameters } from "@/test-support/fuzz";

import { roleNameError } from "../directory-roles/role-name";
import { importAgents } from ".";
import { roleFolderName } from "./role-files";
import { unsafeEntryName } from "./zip";

const SAFE_FOLDER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

// Names built from the pieces that break paths: separators, dots, drive letters, device names,
// control characters, accents, other scripts, long runs.
const hostileName = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        "..",
        "/",
        "\\",
        "C:",
        "con",
        "NUL",
        "com1",
        "lpt9",
        ".",
        " ",
        "\u0000",
        "\n",
        "é",
        "ß",
        "Ω",
        "漢",
        "a",
        "Z",
        "9",
        "-",
        "_",
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join("")),
  fc.nat({ max: 400 }).map((length) => "ab-".repeat(length)),
);

const agentFile = (name: string) =>
  `---\nname: ${JSON.stringify(name)}\ndescription: An agent for the property test.\n---\nDo the work.\n`;

/**
 * A zip of these entries, in order. fflate's zipSync takes an object, and an entry named `__proto__`
 * set its prototype instead of adding an entry (it threw; the run at 10,000 inputs found it), so the
 * archive is built one entry at a time.
 */
function zipOf(entries: readonly (readonly [string, Uint8Array])[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  for (const [name, bytes] of entries) {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(bytes, true);
  }
  zip.end();
  const whole = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

describe("import path rules (fast-check)", () => {
  it("roleFolderName gives null or one safe segment of at most 106 characters that is not a device name", () => {
    fc.assert(
      fc.property(hostileName, (name) => {
        const folder = roleFolderName(name);
        if (folder === null) return;
        expect(folder).toMatch(SAFE_FOLDER);
        expect(folder.length).toBeLessThanOrEqual(106);
        expect(folder).not.toMatch(DEVICE);
      }),
      fuzzParameters({ numRuns: 2000 }),
    );
  });

  it("importAgents makes folders that are unique ignoring case and pass the loader's name rule", () => {
    fc.assert(
      fc.property(fc.array(hostileName, { minLength: 1, maxLength: 12 }), (names) => {
        const { roles, report } = importAgents(
          names.map((name, index) => ({ path: `.claude/agents/agent-${index}.md`, bytes: agentFile(name) })),
        );
        const folders = roles.map((role) => role.folder);
        expect(new Set(folders.map((folder) => folder.toLowerCase())).size).toBe(folders.length);
        for (const folder of folders) {
          expect(folder).toMatch(SAFE_FOLDER);
          expect(roleNameError(folder)).toBeNull();
        }
        // Every file is accounted for: an agent either became a role or its file says why not.
        expect(report).toHaveLength(names.length);
        for (const entry of report)
          if (entry.status !== "written") expect(entry.errors.length).toBeGreaterThan(0);
      }),
      fuzzParameters({ numRuns: 150 }),
    );
  });

  it("a zip entry is read only when its name is safe; an unsafe one is refused with UNSAFE_PATH", () => {
    const entryName = fc.oneof(
      hostileName.filter((name) => name !== "" && !name.endsWith("/")),
      fc
        .array(fc.constantFrom("..", ".", "agents", "C:", "", "x\u0001"), { minLength: 1, maxLength: 5 })
        .map((parts) => `${parts.join("/")}/a.md`),
    );
    fc.assert(
      fc.property(fc.uniqueArray(entryName, { minLength: 1, maxLength: 6 }), (names) => {
        const zip = zipOf(names.map((name) => [name, new TextEncoder().encode(agentFile("zip agent"))]));
        const { report } = importAgents([{ path: "agents.zip", bytes: zip }]);
        for (const name of names) {
          const entry = report.find((row) => row.path === `agents.zip/${name}`);
          if (unsafeEntryName(name) !== null) {
            expect(entry?.status, name).toBe("failed");
            expect(entry?.errors[0]?.code, name).toBe("UNSAFE_PATH");
            expect(entry?.roles, name).toEqual([]);
          } else if (entry) expect(entry.errors.map((error) => error.code)).not.toContain("UNSAFE_PATH");
        }
      }),
      fuzzParameters({ numRuns: 200 }),
    );
  });
});
