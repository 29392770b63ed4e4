import { describe, expect, it } from "vitest";

import { testerAnswer } from "./pattern-tester.island";

describe("testerAnswer", () => {
  it("quotes the matching pattern with its control and direction characters escaped", () => {
    expect(testerAnswer("tool", ["read_\u202E.*"], "read_\u202Efile")).toEqual({
      allowed: true,
      text: "Allowed: matches read_\\u202E.* as a whole.",
    });
    expect(testerAnswer("model", ["gpt-4\u0007"], "gpt-5")).toEqual({
      allowed: false,
      text: "Not allowed: does not match the model pattern as a whole ID.",
    });
  });
});
