import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { listModes, listRoles } from "@/lib/casts";
import { fuzzParameters } from "@/test-support/fuzz";

import { readPlainComposeQuery } from "./plain-query";
import { parseComposeQuery } from "./url-codec";

const known = { roles: listRoles(), modes: listModes() };
const plain = (search: string) => readPlainComposeQuery(new URLSearchParams(search), known);
const full = (search: string) => parseComposeQuery(new URLSearchParams(search), known);

/** The plain reader agrees with the full one, and declines exactly the URLs with something to report. */
function agrees(search: string): void {
  const parsed = full(search);
  const read = plain(search);
  if (parsed.problems.length === 0 && parsed.ignored.length === 0) expect(read).toEqual(parsed);
  else expect(read).toBeNull();
}

describe("readPlainComposeQuery", () => {
  it("reads a link without problems as the full reader does", () => {
    for (const search of [
      "",
      "?role=critic",
      "?role=critic&modes=adversarial,evidential&name=adv-critic",
      "?role=critic&modes=&name=",
      "?role=analyst&modes=slow,fast",
      "?role=writer&modes=fast,empathetic,fast",
      "?role=critic&to=cursor",
      "?to=nowhere",
      "?role=critic&name=my%20critic",
    ]) {
      expect(plain(search)).not.toBeNull();
      agrees(search);
    }
  });

  it("leaves every link with a problem or an unused parameter to the full reader", () => {
    for (const search of [
      "?role=",
      "?role=nope",
      "?role=critic&role=critic",
      "?role=critic&modes=nope",
      "?role=critic&modes=fast,,slow",
      "?modes=fast",
      "?name=x",
      "?role=critic&mode=fast",
      "?role=critic&name=%00",
      "?role=critic&name=%E2%80%AE",
      `?role=critic&name=${"x".repeat(257)}`,
      `?role=critic&modes=${Array(33).fill("fast").join(",")}`,
      "?=x",
    ]) {
      expect(plain(search)).toBeNull();
      agrees(search);
    }
  });

  it("agrees with the full reader on any mix of parameters (property)", () => {
    const name = fc.oneof(
      fc.constantFrom(...known.roles.slice(0, 3), ...known.modes.slice(0, 4), "", "nope", "x".repeat(257)),
      fc.string({ maxLength: 6 }),
    );
    const param = fc.oneof(
      fc.tuple(fc.constantFrom("role", "name", "to", "mode", ""), name).map(([key, value]) => [key, value]),
      fc.array(name, { maxLength: 4 }).map((modes) => ["modes", modes.join(",")]),
    );
    fc.assert(
      fc.property(fc.array(param, { maxLength: 5 }), (pairs) => {
        agrees(new URLSearchParams(pairs as [string, string][]).toString());
      }),
      fuzzParameters(),
    );
  });
});
