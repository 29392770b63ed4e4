import { describe, expect, it } from "vitest";

import {
  entriesInMemory,
  meaningfulWords,
  parseSearchIndex,
  parseSearchNames,
  SEARCH_RESULT_LIMIT,
  searchCatalog,
  searchNameRows,
  type PagefindEngine,
  type SearchEntries,
  type SearchEntry,
} from "./search";

const entry = (name: string, kind: SearchEntry["kind"] = "role"): SearchEntry => ({
  kind,
  name,
  title: name,
  summary: `${name} summary`,
  href: `/${kind}s/${name}`,
});
const ENTRIES = [entry("reviewer"), entry("writer"), entry("tester"), entry("slow", "mode")];

/** A stand-in for Pagefind: fixed results per query, recording what it was asked. */
function fakeEngine(results: Record<string, readonly (readonly [string, number])[]>) {
  const asked: string[] = [];
  const engine: PagefindEngine = {
    search: (query) => {
      asked.push(query);
      return Promise.resolve({
        results: (results[query] ?? []).map(([href, score]) => ({
          id: href,
          score,
          data: () => Promise.resolve({ url: `${href}/` }),
        })),
      });
    },
  };
  return { engine, asked };
}
const names = (found: readonly SearchEntry[]) => found.map((item) => item.name);

describe("searchCatalog", () => {
  it("returns Pagefind's order when it finds enough, without the stop words", async () => {
    const { engine, asked } = fakeEngine({
      "write tests": [
        ["/roles/tester", 9],
        ["/roles/writer", 5],
        ["/roles/reviewer", 3],
      ],
    });
    expect(names(await searchCatalog(engine, entriesInMemory(ENTRIES), "write the tests", 10))).toEqual([
      "tester",
      "writer",
      "reviewer",
    ]);
    expect(asked).toEqual(["write tests"]);
  });

  it("puts strong hits, then names within a typo, then pages matching some words", async () => {
    const { engine } = fakeEngine({
      "reviewr slow": [["/modes/slow", 4]],
      reviewr: [],
      slow: [
        ["/modes/slow", 4],
        ["/roles/tester", 1],
      ],
    });
    expect(names(await searchCatalog(engine, entriesInMemory(ENTRIES), "reviewr slow", 10))).toEqual([
      "slow",
      "reviewer",
      "tester",
    ]);
  });

  it("drops weak full-text hits for a lone misspelling and finds nothing for gibberish", async () => {
    const { engine } = fakeEngine({ reviewr: [["/roles/writer", 1]], qwxyz: [["/roles/tester", 1]] });
    expect(names(await searchCatalog(engine, entriesInMemory(ENTRIES), "reviewr", 10))).toEqual(["reviewer"]);
    expect(await searchCatalog(engine, entriesInMemory(ENTRIES), "qwxyz", 10)).toEqual([]);
  });

  it("reads a result's entry by its page id, and the names only on a near miss, each page once", async () => {
    const withIds = ENTRIES.map((item) => ({ ...item, pageId: `en_${item.name}` }));
    const memory = entriesInMemory(withIds);
    const read = { byPageId: [] as string[], names: 0, all: 0 };
    const counting: SearchEntries = {
      first: (limit) => memory.first(limit),
      byPageId: (pageId) => {
        read.byPageId.push(pageId);
        // A copy, as a file fetched on its own would be: not the same object as the list's.
        return memory.byPageId(pageId).then((found) => found && { ...found });
      },
      names: () => {
        read.names += 1;
        return memory.names();
      },
      all: () => {
        read.all += 1;
        return memory.all();
      },
    };
    const hit = (name: string, score: number) => ({
      id: `en_${name}`,
      score,
      data: () => Promise.reject(new Error("no fragment fetch when the id is known")),
    });
    const engine: PagefindEngine = {
      search: (query) =>
        Promise.resolve({
          results:
            query === "test"
              ? [hit("tester", 9), hit("writer", 5), hit("reviewer", 3)]
              : query === "reviewer sloow"
                ? [hit("reviewer", 4)]
                : [],
        }),
    };
    expect(names(await searchCatalog(engine, counting, "test", 2))).toEqual(["tester", "writer"]);
    expect(read).toEqual({ byPageId: ["en_tester", "en_writer"], names: 0, all: 0 });
    // A near miss: the strong hit by its id, then the names within a typo (their entries by id),
    // where reviewer comes again — it is listed once. The whole list is never read.
    read.byPageId = [];
    expect(names(await searchCatalog(engine, counting, "reviewer sloow", 10))).toEqual(["reviewer", "slow"]);
    expect({ ...read, byPageId: read.byPageId.toSorted() }).toEqual({
      byPageId: ["en_reviewer", "en_reviewer", "en_slow"],
      names: 1,
      all: 0,
    });
  });

  it("takes weak scores on many pages for common words, not a typo", async () => {
    const pool = Array.from({ length: SEARCH_RESULT_LIMIT }, (_, index) => entry(`notes${index}`));
    const page = (content: string, locations: number[]) => (item: SearchEntry) => ({
      id: item.href,
      score: 1,
      data: () => Promise.resolve({ url: item.href, content, locations }),
    });
    let namesRead = 0;
    const memory = entriesInMemory(pool);
    const counting: SearchEntries = { ...memory, names: () => ((namesRead += 1), memory.names()) };
    const engineOf = (toResult: ReturnType<typeof page>, count = pool.length): PagefindEngine => ({
      search: () => Promise.resolve({ results: pool.slice(0, count).map(toResult) }),
    });
    // Every page holds the word ("Release notes" matched at 1): common words, no fallback.
    const common = engineOf(page("Release notes for people", [1]));
    expect(await searchCatalog(common, counting, "notes", SEARCH_RESULT_LIMIT)).toHaveLength(
      SEARCH_RESULT_LIMIT,
    );
    expect(namesRead).toBe(0);
    // Pagefind matched only "a" for an unknown word: a near miss, the names are read.
    await searchCatalog(engineOf(page("a piece of work", [0])), counting, "notez", SEARCH_RESULT_LIMIT);
    expect(namesRead).toBe(1);
    // The right word on fewer pages than the limit: still a near miss.
    await searchCatalog(engineOf(page("Release notes", [1]), SEARCH_RESULT_LIMIT - 1), counting, "notes", 5);
    expect(namesRead).toBe(2);
  });

  it("lists everything in index order for an empty query, up to the limit", async () => {
    const { engine, asked } = fakeEngine({});
    expect(await searchCatalog(engine, entriesInMemory(ENTRIES), "  ", 2)).toEqual(ENTRIES.slice(0, 2));
    expect(asked).toEqual([]);
  });
});

describe("meaningfulWords", () => {
  it("lowercases, splits on punctuation and drops stop words", () => {
    expect(meaningfulWords("Root cause of an OUTAGE, please")).toEqual(["root", "cause", "outage", "please"]);
    expect(meaningfulWords("devil's advocate / on-call")).toEqual(["devil's", "advocate", "on-call"]);
  });
});

describe("parseSearchIndex", () => {
  const slow = entry("slow", "mode");

  it("accepts a well-formed index", () => {
    expect(
      parseSearchIndex(JSON.parse(JSON.stringify([slow, entry("Acme", "directory-role")]))),
    ).toHaveLength(2);
  });

  it("rejects anything else", () => {
    for (const bad of [
      null,
      {},
      [null],
      [{ ...slow, kind: "page" }],
      [{ ...slow, href: "javascript:alert(1)" }],
      [{ ...slow, title: 3 }],
    ]) {
      expect(parseSearchIndex(bad)).toBeNull();
    }
  });
});

describe("parseSearchNames", () => {
  it("reads the rows searchNameRows writes, with or without a page id", () => {
    const entries = [{ ...entry("slow", "mode"), pageId: "en_1" }, entry("Acme", "directory-role")];
    expect(parseSearchNames(JSON.parse(JSON.stringify(searchNameRows(entries))))).toEqual([
      { kind: "mode", name: "slow", title: "slow", href: "/modes/slow", pageId: "en_1" },
      { kind: "directory-role", name: "Acme", title: "Acme", href: "/directory-roles/Acme" },
    ]);
  });

  it("rejects anything else", () => {
    for (const bad of [
      null,
      {},
      [null],
      [["page", "a", "b"]],
      [["role", "a"]],
      [["role", "a", 3]],
      [["role", "a", "b", 4]],
    ])
      expect(parseSearchNames(bad)).toBeNull();
  });
});
