import { describe, expect, it } from "vitest";

import { plural } from "./plural";

describe("plural", () => {
  it("uses the singular for one and the plural otherwise", () => {
    expect(plural(1, "escalation")).toBe("1 escalation");
    expect(plural(0, "escalation")).toBe("0 escalations");
    expect(plural(2, "truncation retry", "truncation retries")).toBe("2 truncation retries");
    expect(plural(1, "truncation retry", "truncation retries")).toBe("1 truncation retry");
  });
});
