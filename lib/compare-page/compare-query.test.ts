import { describe, expect, it } from "vitest";

import { formatCompareQuery, parseCompareQuery } from "./compare-query";

const known = { roles: ["analyst", "critic"], modes: ["slow", "evidential"] };
const parse = (search: string) => parseCompareQuery(new URLSearchParams(search), known);

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

  it("with neither side named, compares the first role with and without the first mode", () => {
    const example = { a: { role: "analyst", modes: [] }, b: { role: "analyst", modes: ["slow"] } };
    expect(parse("").query).toMatchObject(example);
    expect(parse("?view=emissions").query).toMatchObject({ ...example, view: "emissions" });
    expect(parse("?a=critic").query).toMatchObject({
      a: { role: "critic" },
      b: { role: "analyst", modes: [] },
    });
    expect(parse("?b=critic").query).toMatchObject({
      a: { role: "analyst", modes: [] },
      b: { role: "critic" },
    });
  });

  it("falls back to the first role and the plain view, reporting each bad parameter", () => {
    const { query, problems } = parse("?a=ghost&b=critic:hazy&view=xml&pack-a=mine");
    expect(query).toEqual({
      a: { role: "analyst", modes: [] },
      b: { role: "analyst", modes: [] },
      view: "plain",
      packA: "default",
      packB: "default",
    });
    expect(problems).toEqual([
      "a: Unknown role: 'ghost'. Available: analyst, critic",
      "b: Unknown mode: 'hazy'. Available: slow, evidential",
      "view: 'xml' is not a view; use plain, runtime or emissions",
      "pack-a: 'mine' is not a pack; use default or lab",
    ]);
  });
});

describe("formatCompareQuery", () => {
  it("writes what parseCompareQuery reads, leaving defaults out", () => {
    const query = parse("?a=critic:slow&b=analyst:evidential,slow&view=emissions&pack-a=lab").query;
    const search = formatCompareQuery(query);
    expect(search).toBe("?a=critic:slow&b=analyst:evidential,slow&view=emissions&pack-a=lab");
    expect(parse(search).query).toEqual(query);
  });
});
