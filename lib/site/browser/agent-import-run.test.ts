import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";

import { MAX_INPUT_BYTES } from "@/lib/casts/core/limits";

import {
  importInputs,
  importOffThread,
  importRequestHandler,
  rolesFolderZip,
  ROLES_ZIP_FOLDER,
} from "./agent-import-run";
import type { PickedFile } from "./folder-sources";

const AGENT = `---
name: release-notes
description: Writes release notes from merged changes.
model: gpt-4.1
---
You write release notes.
`;

const file = (path: string, text: string): PickedFile => ({
  path,
  size: text.length,
  read: () => Promise.resolve(strToU8(text)),
});

describe("importInputs", () => {
  it("reads files within the limits and gives only the size of one over them, unread", async () => {
    const read = vi.fn(() => Promise.resolve(new Uint8Array(0)));
    const big = { path: "huge.md", size: MAX_INPUT_BYTES + 1, read };
    const inputs = await importInputs([file("a.md", AGENT), big]);
    expect(inputs[0]).toEqual({ path: "a.md", bytes: strToU8(AGENT) });
    expect(inputs[1]).toEqual({ path: "huge.md", bytes: new Uint8Array(0), size: MAX_INPUT_BYTES + 1 });
    expect(read).not.toHaveBeenCalled();
  });

  it("reads a batch at a time and lets the page answer between slices, keeping the files' order", async () => {
    const files = Array.from({ length: 100 }, (_, index) => file(`agent-${index}.md`, AGENT));
    const pause = vi.fn(() => Promise.resolve());
    const inputs = await importInputs(files, { sliceMs: 0, pause });
    expect(inputs.map((input) => input.path)).toEqual(files.map((picked) => picked.path));
    // 100 files in batches of 32: a pause before each batch after the first.
    expect(pause).toHaveBeenCalledTimes(3);
  });
});

describe("importRequestHandler (the worker's side)", () => {
  it("reads the posted Files itself, then imports them: the page never reads their bytes", async () => {
    const handle = importRequestHandler();
    const huge = { path: "huge.md", blob: new Blob([new Uint8Array(MAX_INPUT_BYTES + 1)]) };
    expect(
      await handle({
        kind: "read",
        files: [{ path: "release-notes.agent.md", blob: new Blob([AGENT]) }, huge],
      }),
    ).toBeNull();
    const result = await handle({ kind: "import" });
    expect(result?.roles.map((role) => role.folder)).toEqual(["release-notes"]);
    expect(result?.report.find((entry) => entry.path === "huge.md")?.errors[0]?.code).toBe("INPUT_TOO_LARGE");
  });
});

describe("importOffThread", () => {
  it("imports on the page without workers: the over-limit file fails with INPUT_TOO_LARGE, the rest import", async () => {
    const onRead = vi.fn();
    const result = await importOffThread(
      [
        file("release-notes.agent.md", AGENT),
        { path: "huge.md", size: MAX_INPUT_BYTES + 1, read: () => Promise.reject(new Error("not read")) },
      ],
      onRead,
    );
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(result.roles.map((role) => role.folder)).toEqual(["release-notes"]);
    expect(result.report.find((entry) => entry.path === "huge.md")?.errors[0]?.code).toBe("INPUT_TOO_LARGE");
  });

  it("drops control and direction characters from a description, as casts import does", async () => {
    const result = await importOffThread([
      file("notes.agent.md", AGENT.replace("Writes release", "Writes \u202Erelease")),
    ]);
    expect(result.roles[0]?.files["description.md"]).toBe("Writes release notes from merged changes.\n");
    expect(result.report[0]?.roles[0]?.notes).toContain(
      "description.md: removed U+202E from the description (control and direction characters can hide or reorder text)",
    );
  });

  it("unpacks a zip the reader dropped", async () => {
    const zip = zipSync({ "team/.github/agents/release-notes.agent.md": strToU8(AGENT) });
    const result = await importOffThread([
      { path: "agents.zip", size: zip.length, read: () => Promise.resolve(zip) },
    ]);
    expect(result.report.map((entry) => [entry.path, entry.status, entry.format])).toEqual([
      ["agents.zip/team/.github/agents/release-notes.agent.md", "written", "copilot"],
    ]);
  });
});

describe("rolesFolderZip", () => {
  it("zips every role's files under one top folder, as casts import writes them", async () => {
    const { roles } = await importOffThread([file("release-notes.agent.md", AGENT)]);
    const entries = unzipSync(rolesFolderZip(roles));
    expect(Object.keys(entries).sort()).toEqual(
      ["config.json", "description.md", "system_prompt.md"].map(
        (name) => `${ROLES_ZIP_FOLDER}/release-notes/${name}`,
      ),
    );
    const role = roles[0];
    expect(new TextDecoder().decode(entries[`${ROLES_ZIP_FOLDER}/release-notes/config.json`])).toBe(
      role?.files["config.json"],
    );
  });
});
