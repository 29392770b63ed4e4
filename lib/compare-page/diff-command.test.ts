import { describe, expect, it } from "vitest";

import { diffCommand } from "./diff-command";

describe("diffCommand", () => {
  it("writes each side as the page's URL does, modes in their order", () => {
    const a = { role: "analyst", modes: [] };
    const b = { role: "critic", modes: ["slow", "evidential"] };
    expect(diffCommand({ a, b, view: "plain" })).toBe("casts diff analyst critic:slow,evidential");
    expect(diffCommand({ a: b, b: a, view: "emissions" })).toBe("casts diff critic:slow,evidential analyst");
  });

  it("asks for the runtime messages in the runtime view", () => {
    const side = { role: "SupportTriage", modes: ["slow"] };
    expect(diffCommand({ a: side, b: side, view: "runtime" })).toBe(
      "casts diff SupportTriage:slow SupportTriage:slow --runtime",
    );
  });
});
