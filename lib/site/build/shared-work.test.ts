import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { HIGHLIGHT_BUDGET, highlightCode, highlightTable } from "@/components/code/highlight";
import { markdownKey, markdownTree } from "@/components/markdown/markdown-tree";
import { EMISSION_MODELS, listRoles, Role } from "@/lib/casts";
import { prettyJson } from "@/lib/site/json";
import { roleBodyMarkdown } from "@/lib/site/role-body";

import { sharedResult, sharedValueKey, writeSharedTables } from "./build-shared";
import { getRoleEvals } from "./evals";
import { sharedBlocks, sharedValues } from "./shared-work";

const dirs: string[] = [];
function sharedFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "casts-shared-"));
  dirs.push(dir);
  return path.join(dir, "shared.json");
}

afterEach(() => {
  delete process.env["CASTS_BUILD_SHARED"];
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("work the build shares with Next's page workers", () => {
  it("lists every role's body, example response and artifact defaults, every emission model's schema and example", () => {
    const blocks = sharedBlocks();
    const markdown = blocks.filter((block) => block.lang === "markdown").map((block) => block.code);
    expect(markdown).toEqual(listRoles().map((name) => Role.load(name).body));
    // Each role with emissions has its example response; each model its schema and example.
    const withEmissions = listRoles().filter((name) => Role.load(name).emissionOperable() !== null);
    // A role's artifact defaults too (a role page's only other block), so a worker given only role
    // pages needs no highlighter of its own.
    const withDefaults = listRoles().filter((name) => Role.load(name).artifactDefaults !== null);
    expect(withDefaults.length).toBeGreaterThan(0);
    for (const name of withDefaults)
      expect(blocks).toContainEqual({ code: prettyJson(Role.load(name).artifactDefaults), lang: "json" });
    expect(blocks.length).toBe(
      listRoles().length + withEmissions.length + withDefaults.length + 2 * EMISSION_MODELS.length,
    );
  });

  it("highlights a block to exactly what a page makes of it alone", async () => {
    const blocks = sharedBlocks();
    const sample = (["markdown", "json"] as const).map((lang) =>
      blocks.find((block) => block.lang === lang)!,
    );
    const table = await highlightTable(sample);
    // Another budget object: highlighted afresh, past the process's own cache.
    const fresh = await Promise.all(
      sample.map((block) => highlightCode(block.code, block.lang, { ...HIGHLIGHT_BUDGET })),
    );
    expect(Object.values(table)).toEqual(fresh);
    expect(fresh[0]).toContain("<pre");
  });

  it("gives a page the shared result once the file is there, and makes what it lacks itself", async () => {
    const file = sharedFile();
    process.env["CASTS_BUILD_SHARED"] = file;
    const code = `{ "shared": ${Date.now()} }`;
    expect(sharedResult("highlight", `json\0${code}`)).toBeUndefined(); // not written yet
    writeSharedTables(file, {
      highlight: { [`json\0${code}`]: "<pre>from the build</pre>" },
      markdown: {},
      values: {},
    });
    expect(await highlightCode(code, "json")).toBe("<pre>from the build</pre>");
    const other = `{ "not shared": ${Date.now()} }`;
    expect(await highlightCode(other, "json")).toBe(
      await highlightCode(other, "json", { ...HIGHLIGHT_BUDGET }),
    );
  });

  it("shares a role body's tree under the key its role page asks by, and only that one", async () => {
    const role = Role.load("critic");
    const options = roleBodyMarkdown(role);
    const fresh = await markdownTree(role.body, options);
    expect(fresh.ok).toBe(true);
    const marker = {
      ok: true,
      tree: { type: "root", children: [{ type: "text", value: "from the build" }] },
    };
    const file = sharedFile();
    writeSharedTables(file, {
      highlight: {},
      markdown: { [markdownKey(role.body, options)]: marker },
      values: {},
    });
    process.env["CASTS_BUILD_SHARED"] = file;
    expect(await markdownTree(role.body, options)).toEqual(marker);
    // Other options, another tree: made here, as without the file.
    const other = { ...options, idPrefix: "other-" };
    delete process.env["CASTS_BUILD_SHARED"];
    const alone = await markdownTree(role.body, other);
    process.env["CASTS_BUILD_SHARED"] = file;
    expect(await markdownTree(role.body, other)).toEqual(alone);
    expect(alone).not.toEqual(fresh);
  });

  it("shares the pack report and the eval fixtures as values JSON keeps whole", () => {
    const values = sharedValues();
    expect(Object.keys(values)).toHaveLength(2);
    // What a page gets back from the file is what it would have made: nothing lost in JSON.
    expect(JSON.parse(JSON.stringify(values))).toStrictEqual(values);
    expect(values[sharedValueKey("evals")]).toMatchObject({ errors: [] });
    const report = Object.entries(values).find(([key]) => key.startsWith(sharedValueKey("pack-report")));
    expect(report?.[1]).toMatchObject({ errors: 0, packName: expect.any(String) });
  });

  it("reads the eval fixtures from the file when the build shared them", () => {
    const file = sharedFile();
    const fixtures = getRoleEvals("critic")?.fixtures ?? [];
    expect(fixtures.length).toBeGreaterThan(0);
    writeSharedTables(file, { highlight: {}, markdown: {}, values: sharedValues() });
    process.env["CASTS_BUILD_SHARED"] = file;
    // A fresh module state reads it; the shared load is the one the page gets.
    expect(sharedResult("values", sharedValueKey("evals"))).toMatchObject({
      roles: expect.arrayContaining([expect.objectContaining({ role: "critic", fixtures })]),
    });
  });
});
