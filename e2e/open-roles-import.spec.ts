// /open-roles imports other tools' agent files (contract §12): a folder of our own fixture agents
// (the importer's fixtures: lib/casts/import/__fixtures__) picked with the folder picker gives a
// report per file, roles the composer and compare open from this tab's storage, and a zip of them.
// A roles folder of more than a page of roles shows the first page, a filter and "Show more".
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";
import { unzipSync } from "fflate";

import { importAgents } from "../lib/casts/import";

import { expectExactText } from "./compose-helpers";
import { TEAM_ROLES_SOURCE } from "./fixtures/team-catalog";

const FIXTURES = path.resolve("lib/casts/import/__fixtures__");
const PICKED = {
  "code-reviewer.md": "claude-code/.claude/agents/code-reviewer.md",
  "security-auditor.agent.md": "copilot/.github/agents/security-auditor.agent.md",
  "broken.md": "claude-code/.claude/agents/broken.md",
  "README.md": "not-agents/README.md",
};

// The folder the reader picks, and what the importer makes of it (the page must show the same).
const folder = path.join(mkdtempSync(path.join(tmpdir(), "casts-e2e-agents-")), "agents");
for (const [name, source] of Object.entries(PICKED))
  cpSync(path.join(FIXTURES, source), path.join(folder, name));
process.on("exit", () => rmSync(path.dirname(folder), { recursive: true, force: true }));
const expected = importAgents(
  Object.keys(PICKED).map((name) => ({ path: name, bytes: readFileSync(path.join(folder, name)) })),
);
const promptOf = (name: string): string => {
  const prompt = expected.roles.find((role) => role.folder === name)?.files["system_prompt.md"];
  if (prompt === undefined) throw new Error(`the importer made no system_prompt.md for ${name}`);
  return prompt;
};

test("a folder of agent files imports: the report, a zip of the roles, the composer and compare", async ({
  page,
}) => {
  await page.goto("/open-roles");
  await expect(page.locator("[data-open-ready]")).toHaveCount(1);
  await page.getByTestId("roles-folder-input").setInputFiles(folder);

  await expect(page.getByTestId("open-status")).toHaveText(
    "Imported 2 roles from 2 files · 1 skipped · 1 failed",
  );
  const rows = page.getByTestId("import-file");
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toHaveAttribute("data-status", "failed");
  await expect(rows.first().getByTestId("import-error")).toContainText("YAML_INVALID broken.md");
  await expect(rows.filter({ hasText: "code-reviewer.md" })).toContainText("read as claude-code");
  await expect(rows.filter({ hasText: "code-reviewer.md" })).toContainText(/Dropped:\s*color:/);
  await expect(rows.filter({ hasText: "README.md" })).toHaveAttribute("data-status", "skipped");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as roles folder" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("imported-roles.zip");
  const entries = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(entries).sort()).toEqual(
    expected.roles
      .flatMap((role) => Object.keys(role.files).map((file) => `roles/${role.folder}/${file}`))
      .sort(),
  );

  await page
    .getByTestId("open-role")
    .filter({ has: page.getByRole("heading", { name: "code-reviewer" }) })
    .getByRole("button", { name: "Compose with this role" })
    .click();
  await expect(page).toHaveURL(/\/compose\?role=code-reviewer#from-folder$/);
  await expect(page.getByTestId("local-role-note")).toBeVisible();
  await expect(page.getByTestId("system-message")).not.toBeEmpty();
  await expectExactText(page.getByTestId("system-message"), promptOf("code-reviewer"));

  // Every imported role is kept for this tab, not only the one composed.
  await page.goto("/compare?a=code-reviewer&b=security-auditor");
  await expect(page.getByTestId("system-message-b")).toHaveText(promptOf("security-auditor"));
});

test("the page itself neither sizes nor reads a picked file: a roles folder and agent files are read in workers", async ({
  page,
}) => {
  // Every way the page could look at a file's size or bytes, counted on the page only (a worker has
  // globals of its own). On the page each costs a look at the disk while the page waits.
  await page.addInitScript(() => {
    const looks: string[] = [];
    Object.assign(window, { fileLooks: looks });
    const size = Object.getOwnPropertyDescriptor(Blob.prototype, "size");
    Object.defineProperty(Blob.prototype, "size", {
      get(this: Blob) {
        if (this instanceof File) looks.push(`size of ${this.name}`);
        return size?.get?.call(this);
      },
    });
    for (const name of ["arrayBuffer", "text", "bytes", "stream", "slice"] as const) {
      const method = Blob.prototype[name] as (this: Blob, ...args: unknown[]) => unknown;
      Blob.prototype[name] = function (this: Blob, ...args: unknown[]) {
        if (this instanceof File) looks.push(`${name} of ${this.name}`);
        return method.apply(this, args);
      } as never;
    }
  });
  await page.goto("/open-roles");
  await expect(page.locator("[data-open-ready]")).toHaveCount(1);
  await page.getByTestId("roles-folder-input").setInputFiles(TEAM_ROLES_SOURCE);
  await expect(page.getByTestId("open-status")).toHaveText(/^\d+ loaded · \d+ skipped$/);
  await expect(page.getByTestId("open-role").first()).toBeVisible();
  await page.getByTestId("roles-folder-input").setInputFiles(folder);
  await expect(page.getByTestId("open-status")).toHaveText(
    "Imported 2 roles from 2 files · 1 skipped · 1 failed",
  );
  expect(await page.evaluate(() => (window as unknown as { fileLooks: string[] }).fileLooks)).toEqual([]);
});

test("a roles folder larger than a page: the first 50 cards, a filter over every role, and Show more; skipped folders a page at a time", async ({
  page,
}) => {
  const roles = path.join(mkdtempSync(path.join(tmpdir(), "casts-e2e-many-")), "roles");
  process.on("exit", () => rmSync(path.dirname(roles), { recursive: true, force: true }));
  for (let index = 0; index < 60; index += 1) {
    const name = `role-${String(index).padStart(2, "0")}`;
    mkdirSync(path.join(roles, name), { recursive: true });
    const duty = index === 57 ? "Audits the billing ledger." : `Answers question ${index}.`;
    writeFileSync(path.join(roles, name, "description.md"), `${duty}\n`);
  }
  // Folders with a config.json and no description: each is skipped, with its reason.
  for (let index = 0; index < 55; index += 1) {
    const broken = path.join(roles, `broken-${String(index).padStart(2, "0")}`);
    mkdirSync(broken, { recursive: true });
    writeFileSync(path.join(broken, "config.json"), "{}\n");
  }
  await page.goto("/open-roles");
  await expect(page.locator("[data-open-ready]")).toHaveCount(1);
  await page.getByTestId("roles-folder-input").setInputFiles(roles);
  await expect(page.getByTestId("open-status")).toHaveText("60 loaded · 55 skipped");
  const cards = page.getByTestId("open-role");
  const count = page.getByTestId("open-count");
  await expect(cards).toHaveCount(50);
  await expect(count).toHaveText("Showing 50 of 60 roles");
  await expect(count).toHaveAttribute("aria-live", "polite");

  // The filter finds a role past the first page, by its description.
  const filter = page.getByRole("searchbox", { name: "Filter roles" });
  await filter.fill("billing LEDGER");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText("role-57");
  await expect(count).toHaveText("Showing 1 of 1 matching role (60 in all)");
  await expect(page.getByTestId("open-more")).toBeHidden();
  await filter.fill("no such role");
  await expect(cards).toHaveCount(0);
  await expect(count).toHaveText("No role matches (60 in all)");
  await filter.fill("");
  await expect(cards).toHaveCount(50);

  // "Show more", from the keyboard: the rest are added and focus goes to the first role added.
  await page.getByRole("button", { name: "Show more", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(cards).toHaveCount(60);
  await expect(count).toHaveText("60 roles");
  await expect(page.getByTestId("open-more")).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "role-50" })).toBeFocused();
  await expect(cards.last().getByRole("heading", { level: 2 })).toHaveText("role-59");

  // The skipped folders too: the first 50, then the rest, focus on the first added.
  const skipped = page.getByTestId("open-skipped");
  const skippedCount = page.getByTestId("open-skipped-count");
  await expect(skipped).toHaveCount(50);
  await expect(skippedCount).toHaveText("Showing 50 of 55 skipped folders");
  await page.getByRole("button", { name: "Show more skipped folders" }).click();
  await expect(skipped).toHaveCount(55);
  await expect(skippedCount).toHaveText("55 skipped folders");
  await expect(page.getByTestId("open-skipped-more")).toBeHidden();
  await expect(skipped.nth(50)).toBeFocused();
  await expect(skipped.nth(50)).toContainText("broken-50/");
  await expect(skipped.last()).toContainText("description.md: missing");
});

test("an import report longer than a hundred files: the failed first, then 'Show more files' adds the rest", async ({
  page,
}) => {
  const notes = Array.from({ length: 130 }, (_, index) => ({
    name: `note-${String(index).padStart(3, "0")}.txt`,
    mimeType: "text/plain",
    buffer: Buffer.from("Not an agent.\n"),
  }));
  const broken = {
    name: "broken.md",
    mimeType: "text/markdown",
    buffer: Buffer.from("---\nname: [x\n---\nBody\n"),
  };
  await page.goto("/open-roles");
  await expect(page.locator("[data-open-ready]")).toHaveCount(1);
  await page.getByTestId("agent-files-input").setInputFiles([...notes, broken]);
  const rows = page.getByTestId("import-file");
  const line = page.getByTestId("import-more");
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toHaveAttribute("data-status", "failed");
  await expect(line).toHaveText("…and 31 more files");
  await page.getByRole("button", { name: "Show more files" }).click();
  await expect(rows).toHaveCount(131);
  await expect(rows.nth(100)).toBeFocused();
  await expect(line).toBeHidden();
  await expect(page.getByTestId("import-more-button")).toBeHidden();
});
