import { describe, expect, it } from "vitest";

import {
  queryIntent,
  parseSearchIndex,
  parseSearchNames,
  searchCatalog,
  searchNameRows,
  type PagefindEngine,
  type SearchEntries,
  type SearchEntry,
} from "./search";
import { queryWords } from "./search-match";

/** Entries held in memory, where the dialog fetches them file by file. */
function entriesInMemory(entries: readonly SearchEntry[]): SearchEntries {
  const byId = new Map(entries.map((entry) => [entry.pageId, entry]));
  return {
    first: () => Promise.resolve(entries),
    byPageId: (pageId) => Promise.resolve(byId.get(pageId)),
    names: () => Promise.resolve(entries),
  };
}

/** An entry whose page id is its href, so the fake engine's results can name it by URL. */
const entry = (name: string, kind: SearchEntry["kind"] = "role"): SearchEntry => ({
  kind,
  name,
  title: name,
  summary: `${name} summary`,
  href: `/${kind}s/${name}`,
  pageId: `/${kind}s/${name}`,
});
const ENTRIES = [entry("reviewer"), entry("writer"), entry("tester"), entry("slow", "mode")];

/** A stand-in for Pagefind: fixed results per query, recording what it was asked. */
function fakeEngine(results: Record<string, readonly (readonly [string, number])[]>) {
  const asked: string[] = [];
  const engine: PagefindEngine = {
    search: (query) => {
      asked.push(query);
      return Promise.resolve({
        results: (results[query] ?? []).map(([id, score]) => ({ id, score })),
      });
    },
  };
  return { engine, asked };
}
const names = (found: readonly SearchEntry[]) => found.map((item) => item.name);

describe("searchCatalog", () => {
  it("sums each page's scores per word, scaled by the share of the words it holds, without stop words", async () => {
    const { engine, asked } = fakeEngine({
      write: [["/roles/writer", 6]],
      tests: [
        ["/roles/tester", 9],
        ["/roles/reviewer", 3],
      ],
      "write tests": [["/roles/writer", 2]],
    });
    // writer: (6 + 2) × 1 = 8; tester: 9 × 0.75 = 6.75; reviewer: 3 × 0.75 = 2.25.
    expect(names(await searchCatalog(engine, entriesInMemory(ENTRIES), "write the tests", 10))).toEqual([
      "writer",
      "tester",
      "reviewer",
    ]);
    expect(asked.toSorted()).toEqual(["tests", "write", "write tests"]);
  });

  it("puts a role first for a task, a mode for how to think, an emission model for an output's shape", async () => {
    const pool = [entry("critic"), entry("slow", "mode"), entry("Finding", "emission")];
    const { engine, asked } = fakeEngine({
      flaws: [
        ["/emissions/Finding", 9],
        ["/modes/slow", 8],
        ["/roles/critic", 5],
      ],
    });
    const search = async (query: string) =>
      names(await searchCatalog(engine, entriesInMemory(pool), query, 3));
    expect(await search("flaws")).toEqual(["critic", "Finding", "slow"]);
    expect(await search("think about flaws")).toEqual(["slow", "critic", "Finding"]);
    expect(await search("structured output for flaws")).toEqual(["Finding", "critic", "slow"]);
    // The words that name a kind are not searched: no entry is about "json".
    expect(asked.filter((query) => /think|output|structured/.test(query))).toEqual([]);
    // Only a kind's words: that kind's entries.
    expect(await search("structured json output")).toEqual(["Finding"]);
  });

  it("puts strong hits, then names within a typo, then pages matching some words weakly", async () => {
    const { engine } = fakeEngine({
      reviewr: [],
      slow: [
        ["/modes/slow", 9],
        ["/roles/tester", 2],
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

  it("reads only the entries it lists, by page id, each once", async () => {
    const withIds = ENTRIES.map((item) => ({ ...item, pageId: `en_${item.name}` }));
    const memory = entriesInMemory(withIds);
    const read: string[] = [];
    const counting: SearchEntries = {
      ...memory,
      byPageId: (pageId) => {
        read.push(pageId);
        return memory.byPageId(pageId).then((found) => found && { ...found });
      },
    };
    const hit = (name: string, score: number) => ({ id: `en_${name}`, score });
    const engine: PagefindEngine = {
      search: (query) =>
        Promise.resolve({
          results:
            query === "test"
              ? [hit("tester", 9), hit("writer", 5), hit("reviewer", 3)]
              : query === "reviewer"
                ? [hit("reviewer", 4)]
                : [],
        }),
    };
    expect(names(await searchCatalog(engine, counting, "test", 2))).toEqual(["tester", "writer"]);
    expect(read).toEqual(["en_tester", "en_writer"]);
    // A near miss: the strong hit, then the names within a typo, where reviewer comes again — listed once.
    read.length = 0;
    expect(names(await searchCatalog(engine, counting, "reviewer sloow", 10))).toEqual(["reviewer", "slow"]);
    expect(read.toSorted()).toEqual(["en_reviewer", "en_slow"]);
  });

  it("lists everything in index order for an empty query, up to the limit", async () => {
    const { engine, asked } = fakeEngine({});
    expect(await searchCatalog(engine, entriesInMemory(ENTRIES), "  ", 2)).toEqual(ENTRIES.slice(0, 2));
    expect(asked).toEqual([]);
  });
});

describe("queryIntent", () => {
  it("reads a task unless the query names how to think or an output's shape", () => {
    expect(queryIntent(["review", "pull", "request"])).toEqual({
      intent: "task",
      words: ["review", "pull", "request"],
    });
    expect(queryIntent(["think", "carefully"])).toEqual({ intent: "mode", words: ["carefully"] });
    expect(queryIntent(["json", "schema", "risk"])).toEqual({ intent: "emission", words: ["risk"] });
  });
});

describe("queryWords, as search splits a query", () => {
  it("lowercases, splits on punctuation and drops stop words", () => {
    expect(queryWords("Root cause of an OUTAGE, please")).toEqual(["root", "cause", "outage"]);
    expect(queryWords("devil's advocate / on-call")).toEqual(["devil's", "advocate", "on-call"]);
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
      [{ ...slow, kind: "tool" }],
      [{ ...slow, href: "javascript:alert(1)" }],
      [{ ...slow, title: 3 }],
      [{ ...slow, pageId: undefined }],
    ]) {
      expect(parseSearchIndex(bad)).toBeNull();
    }
  });
});

describe("parseSearchNames", () => {
  it("reads the rows searchNameRows writes", () => {
    const entries = [{ ...entry("slow", "mode"), pageId: "en_1" }, entry("Acme", "directory-role")];
    expect(parseSearchNames(JSON.parse(JSON.stringify(searchNameRows(entries))))).toEqual([
      { kind: "mode", name: "slow", title: "slow", href: "/modes/slow", pageId: "en_1" },
      {
        kind: "directory-role",
        name: "Acme",
        title: "Acme",
        href: "/directory-roles/Acme",
        pageId: "/directory-roles/Acme",
      },
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
      [["role", "a", "b", "/roles/a"]],
      [["role", "a", "b", "/roles/a", 5]],
    ])
      expect(parseSearchNames(bad)).toBeNull();
  });
});

describe("searchCatalog: names, tools and single letters", () => {
  const pool = [
    entry("ComplianceVerdict", "emission"),
    entry("Verdict", "emission"),
    entry("postmortem-lead"),
    entry("Postmortem", "emission"),
    entry("implementer"),
    entry("DesignSpec", "emission"),
    entry("modeler"),
    entry("ThreatModeler", "directory-role"),
    entry("architect"),
    entry("innovator"),
    { ...entry("compose", "page"), title: "Profile composer" },
    { ...entry("assessor"), title: "Risk Assessor" },
    entry("reviewer"),
  ];
  const search = (engine: PagefindEngine, query: string) =>
    searchCatalog(engine, entriesInMemory(pool), query, 5).then(names);

  it("puts the entry the query names first, in any case, and the spaced form of a CamelCase name", async () => {
    const { engine } = fakeEngine({
      verdict: [
        ["/emissions/ComplianceVerdict", 30],
        ["/emissions/Verdict", 20],
      ],
      postmortem: [
        ["/roles/postmortem-lead", 30],
        ["/emissions/Postmortem", 25],
      ],
      design: [["/roles/implementer", 30]],
      spec: [
        ["/roles/implementer", 30],
        ["/emissions/DesignSpec", 10],
      ],
    });
    expect((await search(engine, "Verdict"))[0]).toBe("Verdict");
    expect((await search(engine, "Postmortem"))[0]).toBe("Postmortem");
    expect((await search(engine, "design spec"))[0]).toBe("DesignSpec");
  });

  it("puts a name misspelt across several words first", async () => {
    const { engine } = fakeEngine({
      thret: [],
      modeler: [
        ["/roles/modeler", 40],
        ["/directory-roles/ThreatModeler", 20],
      ],
    });
    expect((await search(engine, "thret modeler"))[0]).toBe("ThreatModeler");
  });

  it("finds a tool page by its title", async () => {
    const { engine } = fakeEngine({});
    expect(await search(engine, "composer")).toEqual(["compose"]);
  });

  it("lists the names a single letter begins, roles first, for every letter, stop word or not", async () => {
    // Pagefind would rank the modeler first for "m" (a word prefix); a letter does not ask it.
    const { engine, asked } = fakeEngine({ m: [["/roles/modeler", 9]], i: [["/roles/implementer", 9]] });
    const all = (query: string) => searchCatalog(engine, entriesInMemory(pool), query, 20).then(names);
    expect(await all("a")).toEqual(["architect", "assessor"]);
    expect(await all("I")).toEqual(["implementer", "innovator"]);
    // Roles, then directory roles, modes, emission models and pages; each kind A–Z; a title counts too.
    expect(await all(" p ")).toEqual(["postmortem-lead", "Postmortem", "compose"]);
    expect(await all("t")).toEqual(["ThreatModeler"]);
    // Sorted by the words the letter begins: "Risk Assessor" after "reviewer".
    expect(await all("r")).toEqual(["reviewer", "assessor"]);
    expect(await all("d")).toEqual(["DesignSpec"]);
    expect(await all("x")).toEqual([]);
    expect(asked).toEqual([]);
    // Every letter of the alphabet answers from the names alone, each entry under its initials.
    for (const letter of "abcdefghijklmnopqrstuvwxyz") {
      const expected = pool
        .filter((item) => [item.name, item.title].some((text) => text.toLowerCase().startsWith(letter)))
        .map((item) => item.name);
      expect((await all(letter)).toSorted(), letter).toEqual(expected.toSorted());
    }
    // Within the limit, the roles come first.
    expect(await searchCatalog(engine, entriesInMemory(pool), "p", 1).then(names)).toEqual([
      "postmortem-lead",
    ]);
  });
});
