import { describe, expect, it, vi } from "vitest";

import { editDistance, suggestForPath } from "./suggest";

vi.mock("server-only", () => ({}));
const { buildSearchIndex } = await import("./search-index");
const index = buildSearchIndex();
const names = (path: string) => suggestForPath(path, index).map((entry) => `${entry.kind}:${entry.name}`);

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions, ignoring case and separators", () => {
    expect(editDistance("architekt", "architect")).toBe(1);
    expect(editDistance("postmortem_lead", "postmortem-lead")).toBe(0);
    expect(editDistance("Slow", "slow")).toBe(0);
    expect(editDistance("", "fast")).toBe(4);
  });
});

describe("suggestForPath", () => {
  it("suggests the closest name of the kind the folder names", () => {
    expect(names("/roles/architekt")[0]).toBe("role:architect");
    expect(names("/roles/postmortem_lead")[0]).toBe("role:postmortem-lead");
    expect(names("/modes/systemic")[0]).toBe("mode:systematic");
    expect(names("/emissions/finding")[0]).toBe("emission:Finding");
    expect(names("/modes/architect")).toEqual([]);
  });

  it("offers nothing for paths far from any name, and survives malformed escapes", () => {
    expect(names("/roles/qqqqqqqqqqqq")).toEqual([]);
    expect(names("/")).toEqual([]);
    expect(names("/roles/%E0%A4%A")).toEqual([]);
  });

  it("searches every kind for a top-level path", () => {
    expect(names("/reviewr")[0]).toBe("role:reviewer");
  });
});
