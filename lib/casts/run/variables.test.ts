import { describe, expect, it } from "vitest";

import { fillVariables, findVariables, missingVariables } from "./variables";

describe("findVariables", () => {
  it("lists each {{name}} once, in order, spaces inside braces allowed", () => {
    expect(findVariables("Review {{ file }} for {{team}}; then {{file}} again. {{ 9bad }} {x}")).toEqual([
      "file",
      "team",
    ]);
  });
});

describe("fillVariables", () => {
  it("replaces names with values and leaves unknown ones as written", () => {
    expect(fillVariables("Review {{ file }} for {{team}}", { file: "api.ts" })).toBe(
      "Review api.ts for {{team}}",
    );
    expect(missingVariables("Review {{ file }} for {{team}}", { file: "api.ts" })).toEqual(["team"]);
  });
  it("inserts values literally, even ones that look like patterns or variables", () => {
    expect(fillVariables("{{a}}", { a: "$& {{b}}" })).toBe("$& {{b}}");
  });
});
