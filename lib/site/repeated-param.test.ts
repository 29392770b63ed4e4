// Every page that reads its URL words a repeated parameter alike: the same words after the name.
import { describe, expect, it } from "vitest";

import { parseCompareQuery } from "@/lib/compare-page/compare-query";
import { readRunVars } from "@/lib/composer/panels/run/run-vars";
import { parseComposeQuery } from "@/lib/composer/url-codec";

import { repeatedParam } from "./repeated-param";

describe("a URL parameter given more than once", () => {
  it("is worded the same on /compare, in the composer and in its Run panel", () => {
    const compare = parseCompareQuery(new URLSearchParams("a=critic&a=critic&a=critic&b=critic"), {
      roles: ["critic"],
      modes: [],
      modeByName: new Map(),
    }).problems;
    const composer = parseComposeQuery(new URLSearchParams("role=critic&role=critic&role=critic"), {
      roles: ["critic"],
      modes: [],
    }).problems.map((problem) => problem.message);
    const run = readRunVars(new URLSearchParams("var.x=1&var.x=2&var.x=3")).problems;
    expect([...compare, ...composer, ...run]).toEqual([
      "a: given 3 times; the first is used, keep one",
      "The URL's 'role' is given 3 times; the first is used, keep one.",
      "The URL's variable 'x' is given 3 times; the first is used, keep one.",
    ]);
    for (const message of [...compare, ...composer, ...run]) expect(message).toContain(repeatedParam(3));
  });
});
