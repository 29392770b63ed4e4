import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";

import { entryForMiscasedPath, suggestForPath } from "./path-suggest";
import { closestEntries, nameDistance } from "./suggest";

vi.mock("server-only", () => ({}));
const { buildSearchRecords, searchEntriesOf } = await import("../build/search-records");
const index = searchEntriesOf(buildSearchRecords());
const names = (path: string) => suggestForPath(path, index).map((entry) => `${entry.kind}:${entry.name}`);

describe("nameDistance", () => {
  it("counts insertions, deletions and substitutions, ignoring case and separators", () => {
    expect(nameDistance("architekt", "architect")).toBe(1);
    expect(nameDistance("postmortem_lead", "postmortem-lead")).toBe(0);
    expect(nameDistance("Slow", "slow")).toBe(0);
    expect(nameDistance("", "fast")).toBe(4);
  });
});

describe("suggestForPath", () => {
  it("suggests the closest name of the kind the folder names", () => {
    expect(names("/roles/architekt")[0]).toBe("role:architect");
    expect(names("/roles/postmortem_lead")[0]).toBe("role:postmortem-lead");
    expect(names("/modes/systemic")[0]).toBe("mode:systematic");
    expect(names("/emissions/finding")[0]).toBe("emission:Finding");
  });

  it("offers nothing for paths far from any name, and survives malformed escapes", () => {
    expect(names("/roles/qqqqqqqqqqqq")).toEqual([]);
    expect(names("/")).toEqual([]);
    expect(names("/roles/%E0%A4%A")).toEqual([]);
  });

  it("falls back to every kind when the folder has no close name, e.g. a directory role under /roles", () => {
    expect(names("/roles/DependencyAuditor")).toEqual(["directory-role:DependencyAuditor"]);
    expect(names("/roles/dependency-auditor")[0]).toBe("directory-role:DependencyAuditor");
    expect(names("/modes/architect")).toEqual(["role:architect"]);
  });

  it("searches every kind for a top-level path", () => {
    expect(names("/reviewr")[0]).toBe("role:reviewer");
  });
});

describe("entryForMiscasedPath", () => {
  it("finds the page a path names in the wrong case, and nothing for the right case or another name", () => {
    expect(entryForMiscasedPath("/emissions/finding", index)?.href).toBe("/emissions/Finding");
    expect(entryForMiscasedPath("/directory-roles/dependencyauditor/", index)?.href).toBe(
      "/directory-roles/DependencyAuditor",
    );
    expect(entryForMiscasedPath("/emissions/Finding", index)).toBeUndefined();
    expect(entryForMiscasedPath("/roles/DependencyAuditor", index)).toBeUndefined();
  });
});

describe("closestEntries skips names too far in length", () => {
  // The reference: every distance counted in full, as before the length check.
  const naive = (wanted: string, pool: readonly { name: string; title: string }[], limit: number) => {
    const key = (text: string) => text.toLowerCase().replace(/[-_\s]+/g, "-");
    const most = Math.max(2, Math.ceil(wanted.length / 3));
    return pool
      .map((entry) => ({
        entry,
        distance: Math.min(nameDistance(wanted, entry.name), nameDistance(wanted, entry.title)),
      }))
      .filter((item) => item.distance <= most || key(item.entry.name).startsWith(key(wanted)))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, limit)
      .map((item) => item.entry);
  };

  it("returns what counting every distance in full returns", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "-", "_", " ", "A"), maxLength: 14 });
    fc.assert(
      fc.property(
        word,
        fc.array(fc.record({ name: word, title: word }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        (wanted, pool, limit) => {
          expect(closestEntries(wanted, pool, limit)).toEqual(naive(wanted, pool, limit));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("returns the same when names begin with the wanted text or titles repeat names", () => {
    // The cases closestEntries takes short cuts for: a name that extends `wanted` and a title that is the name.
    const word = fc.string({ unit: fc.constantFrom("a", "b", "-", "_", " ", "A"), maxLength: 10 });
    const entry = fc.record({ rest: word, title: word, prefixed: fc.boolean(), same: fc.boolean() });
    fc.assert(
      fc.property(
        word,
        fc.array(entry, { maxLength: 10 }),
        fc.integer({ min: 1, max: 5 }),
        (wanted, raw, limit) => {
          const pool = raw.map(({ rest, title, prefixed, same }) => {
            const name = prefixed ? `${wanted}${rest}` : rest;
            return { name, title: same ? name : title };
          });
          expect(closestEntries(wanted, pool, limit)).toEqual(naive(wanted, pool, limit));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
