import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { listModes, listRoles } from "@/lib/casts";
import { nameProblem } from "@/lib/casts/core/limits";
import { anyText, hostileName } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { formatComposeQuery, parseComposeQuery, sameQuery } from "./url-codec";

const known = { roles: listRoles(), modes: listModes() };
const record = fuzzRecorder("parseComposeQuery");
const parse = (search: string) =>
  record.result(
    search,
    () => parseComposeQuery(new URLSearchParams(search), known),
    (value) => value.problems[0]?.code ?? null,
  );

const piece = fc.oneof(
  fc.constantFrom(
    "role=",
    "modes=",
    "name=",
    "mode=",
    "&",
    ",",
    "=",
    "%",
    "%00",
    "%E2%80%AE",
    "%ED%A0%80",
    "+",
    "critic",
    "fast",
    "slow",
    "__proto__=",
  ),
  fc.string({ maxLength: 8 }),
);

describe("parseComposeQuery (property)", () => {
  it("reads any query string into a query and problems, each naming its parameter", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(piece, { maxLength: 30 }).map((parts) => parts.join("")),
          anyText,
        ),
        (search) => {
          const parsed = parse(search);
          for (const problem of parsed.problems) expect(["role", "modes", "name"]).toContain(problem.param);
          expect(parsed.ignored.length).toBeLessThanOrEqual(6);
          expect(prototypesClean()).toBe(true);
        },
      ),
      fuzzParameters(),
    );
  });

  it("reopens every URL it writes for a composition the library accepts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...listRoles()),
        fc.array(fc.constantFrom(...listModes()), { maxLength: 32 }),
        fc.oneof(hostileName, fc.constant("")),
        (role, modes, name) => {
          const query = { role, modes, name };
          const parsed = parse(formatComposeQuery(query));
          // Unpaired surrogates are written as U+FFFD; a name the library refuses is reported, never
          // carried; every other composition reopens as written.
          const written = name.replace(/\p{Cs}/gu, "\uFFFD");
          if (written !== "" && nameProblem(written) !== null) {
            expect(parsed.query.name).toBe("");
            expect(parsed.problems.map((problem) => problem.param)).toEqual(["name"]);
          } else {
            expect(parsed.problems).toEqual([]);
            expect(sameQuery(parsed.query, { ...query, name: written })).toBe(true);
          }
        },
      ),
      fuzzParameters(),
    );
  });
});
