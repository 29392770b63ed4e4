import { describe, expect, it } from "vitest";

import {
  COMPARE_PARAMS,
  formatCompareQuery,
  isPendingSide,
  parseCompareQuery,
  type CompareNames,
} from "./compare-query";

const modeList = [
  { name: "slow", conflicts_with: ["fast"] },
  { name: "fast", conflicts_with: [] },
  { name: "evidential", conflicts_with: [] },
];
const known = {
  roles: ["analyst", "critic", "reviewer", "planner"],
  modes: modeList.map((mode) => mode.name),
  modeByName: new Map(modeList.map((mode) => [mode.name, mode])),
};
const parse = (search: string) => parseCompareQuery(new URLSearchParams(search), known);
const ROLES = "Available: analyst, critic, reviewer, planner";
const MODES = "Available: slow, fast, evidential";

describe("parseCompareQuery", () => {
  it("reads both sides, the view and the packs", () => {
    expect(parse("?a=critic:slow,evidential&b=analyst&view=runtime&pack-b=lab")).toEqual({
      query: {
        a: { role: "critic", modes: ["slow", "evidential"] },
        b: { role: "analyst", modes: [] },
        view: "runtime",
        packA: "default",
        packB: "lab",
      },
      problems: [],
    });
  });

  it("with neither side named, compares the first role with and without the first mode, without a word", () => {
    const example = { a: { role: "analyst", modes: [] }, b: { role: "analyst", modes: ["slow"] } };
    expect(parse("")).toMatchObject({ query: example, problems: [] });
    expect(parse("?view=emissions")).toMatchObject({
      query: { ...example, view: "emissions" },
      problems: [],
    });
  });

  it("shows the first role for a missing side, and says so", () => {
    expect(parse("?a=critic")).toMatchObject({
      query: { a: { role: "critic" }, b: { role: "analyst", modes: [] } },
      problems: ["b: missing; showing analyst"],
    });
    expect(parse("?b=critic")).toMatchObject({
      query: { a: { role: "analyst", modes: [] }, b: { role: "critic" } },
      problems: ["a: missing; showing analyst"],
    });
  });

  it("refuses a side's conflicting modes as casts diff does, keeping the earlier one", () => {
    expect(parse("?a=critic:slow,fast&b=reviewer")).toMatchObject({
      query: { a: { role: "critic", modes: ["slow"] }, b: { role: "reviewer", modes: [] } },
      problems: ["a: Mode conflict: 'fast' vs 'slow'; showing it without fast"],
    });
    // Either mode may declare the conflict; each is reported once.
    expect(parse("?a=critic:slow,fast,fast&b=reviewer:fast,evidential,slow")).toMatchObject({
      query: { a: { modes: ["slow"] }, b: { role: "reviewer", modes: ["fast", "evidential"] } },
      problems: [
        "a: Mode conflict: 'fast' vs 'slow'; showing it without fast",
        "b: Mode conflict: 'slow' vs 'fast'; showing it without slow",
      ],
    });
  });

  it("keeps a side's valid role and modes, reporting the rest", () => {
    expect(parse("?a=critic:nosuch,slow&b=reviewer")).toMatchObject({
      query: { a: { role: "critic", modes: ["slow"] }, b: { role: "reviewer", modes: [] } },
      problems: [`a: Unknown mode: 'nosuch'. ${MODES}`],
    });
    expect(parse("?a=ghost:evidential&b=critic:hazy,fog,hazy")).toMatchObject({
      query: { a: { role: "analyst", modes: ["evidential"] }, b: { role: "critic", modes: [] } },
      problems: [
        `a: Unknown role: 'ghost'. ${ROLES}; showing analyst`,
        `b: Unknown modes: 'hazy', 'fog'. ${MODES}`,
      ],
    });
  });

  it("reports both sides' errors, each by its side", () => {
    const { query, problems } = parse("?a=critic::&b=reviewer:,");
    expect(query).toMatchObject({ a: { role: "critic", modes: [] }, b: { role: "reviewer", modes: [] } });
    expect(problems).toEqual([
      `a: Unknown mode: ':'. ${MODES}`,
      "b: modes 1, 2 are empty; remove the extra comma",
    ]);
    expect(parse("?a=&b=:slow").problems).toEqual([
      "a: no role; write role or role:mode1,mode2 (e.g. critic:slow); showing analyst",
      "b: no role; write role or role:mode1,mode2 (e.g. critic:slow); showing analyst",
    ]);
  });

  it("reads the first of a repeated parameter and says so", () => {
    expect(parse("?a=critic:evidential&a=planner&b=reviewer&view=runtime&view=emissions")).toMatchObject({
      query: { a: { role: "critic", modes: ["evidential"] }, view: "runtime" },
      problems: [
        "a: given 2 times; the first is used, keep one",
        "view: given 2 times; the first is used, keep one",
      ],
    });
  });

  it("names each parameter it does not read", () => {
    expect(parse("?a=critic&b=reviewer&c=planner&c=x&A=1")).toMatchObject({
      query: { a: { role: "critic" }, b: { role: "reviewer" } },
      problems: [
        `'c' is not a parameter of this page; it reads ${COMPARE_PARAMS.join(", ")}`,
        `'A' is not a parameter of this page; it reads ${COMPARE_PARAMS.join(", ")}`,
      ],
    });
    const long = "x".repeat(500);
    expect(parse(`?${long}=1&a=critic&b=critic`).problems[0]).toMatch(/^'x{60}…' is not a parameter/);
  });

  it("falls back to the plain view and the default packs, reporting each bad parameter", () => {
    const { query, problems } = parse("?a=critic&b=critic&view=xml&pack-a=mine");
    expect(query).toMatchObject({ view: "plain", packA: "default", packB: "default" });
    expect(problems).toEqual([
      "view: 'xml' is not a view; use plain, runtime or emissions",
      "pack-a: 'mine' is not a pack; use default or lab",
    ]);
  });
});

describe("a side naming a directory role while the directory roles load", () => {
  const pending: CompareNames = { ...known, directoryPending: true, directoryProblem: null };
  const read = (search: string, names = pending) => parseCompareQuery(new URLSearchParams(search), names);

  it("is pending, kept as named and not reported, until they have loaded", () => {
    const { query, problems } = read("?a=LedgerReviewer:slow&b=critic");
    expect(query.a).toEqual({ role: "LedgerReviewer", modes: ["slow"] });
    expect(problems).toEqual([]);
    expect(isPendingSide(query.a, pending)).toBe(true);
    expect(isPendingSide(query.b, pending)).toBe(false);
  });

  it("is read again once they have: a role among them is shown, one that is not is unknown", () => {
    const loaded = { ...known, roles: [...known.roles, "LedgerReviewer"], directoryPending: false };
    expect(read("?a=LedgerReviewer&b=critic", loaded)).toMatchObject({
      query: { a: { role: "LedgerReviewer" } },
      problems: [],
    });
    expect(isPendingSide({ role: "LedgerReviewer", modes: [] }, loaded)).toBe(false);
    expect(read("?a=Ghost&b=critic", loaded).problems).toEqual([
      `a: Unknown role: 'Ghost'. ${ROLES}, LedgerReviewer; showing analyst`,
    ]);
  });

  it("says so when they could not be loaded, showing the first role in its place", () => {
    const failed = { ...pending, directoryProblem: "/compose/directory-roles.json answered HTTP 500" };
    const { query, problems } = read("?a=critic&b=LedgerReviewer", failed);
    expect(query.b).toEqual({ role: "analyst", modes: [] });
    expect(isPendingSide({ role: "LedgerReviewer", modes: [] }, failed)).toBe(false);
    expect(problems).toEqual([
      "b: 'LedgerReviewer' is not a built-in role, and the directory roles it may be one of could not be loaded (/compose/directory-roles.json answered HTTP 500); showing analyst",
    ]);
  });
});

describe("formatCompareQuery", () => {
  it("writes what parseCompareQuery reads, leaving defaults out", () => {
    const query = parse("?a=critic:slow&b=analyst:evidential,slow&view=emissions&pack-a=lab").query;
    const search = formatCompareQuery(query);
    expect(search).toBe("?a=critic:slow&b=analyst:evidential,slow&view=emissions&pack-a=lab");
    expect(parse(search)).toEqual({ query, problems: [] });
  });
});
