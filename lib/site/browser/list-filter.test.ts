import { describe, expect, it } from "vitest";

import { filterRows } from "./list-filter";

describe("filterRows", () => {
  it("shows rows containing every word, at most the limit, and counts all matches", () => {
    const texts = [
      "billing auditor checks invoices",
      "search writer",
      "billing router audits",
      "billing auditor two",
    ];
    expect(filterRows(texts, "Billing AUDIT", 10)).toEqual({ shown: [0, 2, 3], matched: 3 });
    expect(filterRows(texts, "billing", 2)).toEqual({ shown: [0, 2], matched: 3 });
    expect(filterRows(texts, "  ", 10).matched).toBe(4);
  });
});
