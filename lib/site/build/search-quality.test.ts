// Search quality: intent queries a reader would type, with the entries that must come back in the
// top three. Runs the real Pagefind index (built from the same records the site ships) through the
// same search function the dialog uses, so a ranking change that hurts readers fails here.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { loadSourceDirectoryRoles, resolveCatalogSource } from "@/lib/casts/node/index";
import { loadPagefindInNode, type NodePagefind } from "@/test-support/pagefind-node";

import {
  parseSearchIndex,
  parseSearchNames,
  SEARCH_FIRST_FILE,
  SEARCH_NAMES_FILE,
  SEARCH_RESULT_LIMIT,
  searchCatalog,
  searchEntryFile,
  type SearchEntries,
  type SearchEntry,
} from "../browser/search";
import {
  formatSearchScore,
  scoreSearch,
  SEARCH_FIRST_TARGET,
  SEARCH_TASKS,
} from "@/test-support/search-tasks";

vi.mock("server-only", () => ({}));
const { buildSearchRecords } = await import("./search-records");
const { buildPagefindFiles, entriesWithPageIds, searchEntryFiles } = await import("@/postbuild/search-index");

let pagefind: NodePagefind;
const records = buildSearchRecords();
// As the site ships them: with Pagefind's page ids.
let entries: SearchEntry[] = [];

beforeAll(async () => {
  const files = await buildPagefindFiles(records);
  entries = entriesWithPageIds(records, files);
  pagefind = await loadPagefindInNode(files);
}, 60_000);
afterAll(() => pagefind?.dispose());

/** The entries as the dialog reads them: from the files postbuild writes, checked by the same parser. */
function shippedEntries(): SearchEntries {
  const files = searchEntryFiles(entries);
  const read = (file: string): unknown => {
    const text = files.get(file);
    return text === undefined ? undefined : JSON.parse(text);
  };
  return {
    first: () => Promise.resolve(parseSearchIndex(read(SEARCH_FIRST_FILE)) ?? []),
    byPageId: (pageId) => {
      const data = read(searchEntryFile(pageId));
      return Promise.resolve(data === undefined ? undefined : parseSearchIndex([data])?.[0]);
    },
    names: () => Promise.resolve(parseSearchNames(read(SEARCH_NAMES_FILE)) ?? []),
  };
}

const top = async (query: string, count = 3) =>
  (await searchCatalog(pagefind.engine, shippedEntries(), query, count)).map((entry) => entry.name);

// [query, the name that must be first] — the reader's intent is unambiguous.
const FIRST: readonly (readonly [string, string])[] = [
  ["review a pull request for security problems", "reviewer"],
  ["reviewr", "reviewer"],
  // Misspelt with a letter changed, not dropped: Pagefind finds other pages by parts of the word
  // ("revewer" put the migrator first).
  ["revewer", "reviewer"],
  ["architekt", "architect"],
  ["architekt", "architect"],
  ["troubleshootr", "troubleshooter"],
  ["orchestratr", "orchestrator"],
  ["debug a failing build", "troubleshooter"],
  ["dependency vulnerabilities", "DependencyAuditor"],
  ["DependencyAuditor", "DependencyAuditor"],
  ["dependency auditor", "DependencyAuditor"],
  ["SupportTriage", "SupportTriage"],
  ["support tickets", "SupportTriage"],
  ["on-call handoff", "OnCallHandoff"],
  ["risk register", "assessor"],
  ["grade against a rubric", "evaluator"],
  ["meeting notes", "scribe"],
  ["refactor without changing behaviour", "refactorer"],
  ["slow", "slow"],
  ["premortem", "premortem"],
  ["Finding", "Finding"],
  ["finding", "Finding"],
  ["escalation", "EscalationRequest"],
  ["compliance verdict", "ComplianceVerdict"],
  ["devil's advocate", "contrarian"],
  ["find flaws in my argument", "critic"],
  // The site's own pages, by the words a reader looks for them with.
  ["import", "import"],
  ["import agents from claude code", "import"],
  ["open a folder", "import"],
  ["export", "export"],
  ["download a claude code subagent", "export"],
  ["a-z index", "a-z"],
];

// [query, names that must all be in the top three] — several good answers, order open.
const TOP3: readonly (readonly [string, readonly string[]])[] = [
  ["PR review", ["reviewer"]],
  ["code review", ["reviewer"]],
  ["vulnerab", ["DependencyAuditor"]],
  ["secure", ["reviewer"]],
  ["secrity review", ["reviewer"]],
  ["root cause of an outage", ["troubleshooter"]],
  ["production is down right now", ["responder"]],
  ["write release notes", ["ReleaseNotesWriter"]],
  ["end of shift", ["OnCallHandoff"]],
  ["triage", ["SupportTriage"]],
  ["licence conflicts", ["DependencyAuditor"]],
  ["audit against SOC 2 controls", ["auditor"]],
  ["migrate a database schema", ["migrator"]],
  ["brainstorm new ideas", ["innovator"]],
  ["roll back a bad deploy", ["deployer"]],
  ["teach a junior developer", ["mentor"]],
  ["translate to Japanese", ["translator"]],
  ["refactoring", ["refactorer"]],
  ["postmortem", ["postmortem-lead", "Postmortem"]],
  ["think step by step", ["slow"]],
  ["cite evidence for each claim", ["evidential"]],
  ["merge findings from parallel agents", ["synthesizer"]],
  ["split work across many agents", ["orchestrator"]],
  ["data model", ["modeler"]],
];

describe("searchCatalog over the Pagefind index", () => {
  it.each(FIRST)("“%s” puts %s first", async (query, name) => {
    expect((await top(query))[0]).toBe(name);
  });

  it.each(TOP3)("“%s” has %j in the top three", async (query, names) => {
    expect(await top(query)).toEqual(expect.arrayContaining([...names]));
  });

  it("answers a query about the output's shape with emission models", async () => {
    const kinds = (await searchCatalog(pagefind.engine, shippedEntries(), "structured json output", 5)).map(
      (entry) => entry.kind,
    );
    expect(kinds).toEqual(["emission", "emission", "emission", "emission", "emission"]);
  });

  it("answers “a”, “i” (stop words) and “r” alike: the names each begins, roles first", async () => {
    for (const letter of ["a", "i", "r"]) {
      const found = await searchCatalog(pagefind.engine, shippedEntries(), letter, SEARCH_RESULT_LIMIT);
      const begins = (entry: SearchEntry) =>
        [entry.name, entry.title].some((text) => text.toLowerCase().startsWith(letter));
      const roles = entries
        .filter((entry) => entry.kind === "role" && begins(entry))
        .map((entry) => entry.name);
      expect(roles.length, letter).toBeGreaterThan(0);
      expect(
        found
          .slice(0, roles.length)
          .map((entry) => entry.name)
          .toSorted(),
        letter,
      ).toEqual(roles.toSorted());
      expect(found.every(begins), letter).toBe(true);
    }
  });

  it("finds nothing for gibberish rather than guessing", async () => {
    expect(await top("qwxyz")).toEqual([]);
  });

  it("ships every entry in a file of its own, and the first ones for an empty query", async () => {
    const shipped = shippedEntries();
    expect(await shipped.first()).toEqual(entries.slice(0, SEARCH_RESULT_LIMIT));
    expect(await shipped.names()).toEqual(
      entries.map(({ kind, name, title, href, pageId }) => ({ kind, name, title, href, pageId })),
    );
    for (const entry of entries) expect(await shipped.byPageId(entry.pageId)).toEqual(entry);
  });

  it("covers every role, mode, emission model and directory role", () => {
    const count = (kind: string) => entries.filter((entry) => entry.kind === kind).length;
    // The directory roles are the folder's (the repository's roles/, or CASTS_ROLES_DIR when set).
    const { loaded } = loadSourceDirectoryRoles(resolveCatalogSource({ env: process.env }));
    expect(loaded.length).toBeGreaterThan(0);
    expect([count("role"), count("mode"), count("emission"), count("directory-role")]).toEqual([
      40,
      14,
      23,
      loaded.length,
    ]);
  });
});

describe("the task suite (test-support/search-tasks.ts)", () => {
  it(`has the best answer of every task in the top three and ${SEARCH_FIRST_TARGET * 100} % first`, async () => {
    const score = await scoreSearch((query) => top(query));
    // The lead reads this line in CI's log: the figures the issue asks for.
    console.log(formatSearchScore(score));
    expect(score.misses).toEqual([]);
    expect(score.first / score.total).toBeGreaterThanOrEqual(SEARCH_FIRST_TARGET);
  });

  it("holds at least 40 tasks, each naming an entry of the catalog", () => {
    expect(SEARCH_TASKS.length).toBeGreaterThanOrEqual(40);
    const names = new Set(entries.map((entry) => entry.name));
    expect(SEARCH_TASKS.filter((task) => !names.has(task.best))).toEqual([]);
  });
});
