import { describe, expect, it } from "vitest";

import { CastsError, MAX_INPUT_BYTES, parseSafeYaml } from "./index";
import { yamlToData } from "./safe-yaml";

function errorOf(text: string): CastsError {
  try {
    yamlToData(parseSafeYaml(text, "input.yaml"), "input.yaml");
  } catch (error) {
    if (error instanceof CastsError) return error;
    throw error;
  }
  throw new Error("expected a CastsError");
}

describe("parseSafeYaml", () => {
  it("parses plain YAML with the core schema", () => {
    expect(yamlToData(parseSafeYaml("a: [1, true, null, x]\n", "t"), "t")).toEqual({ a: [1, true, null, "x"] });
  });

  it.each([
    ["a: !!binary aGVsbG8=\n", "!!binary"],
    ["a: !!set {x, y}\n", "!!set"],
    ["a: !custom value\n", "a custom tag"],
    ["a: 1\na: 2\n", "a duplicate key"],
    ["__proto__: {polluted: true}\n", "a __proto__ key"],
    ["a: [1\n", "a syntax error"],
    ["a: 1\n---\nb: 2\n", "a second document"],
  ])("rejects %j (%s) with YAML_INVALID", (text) => {
    expect(errorOf(text).code).toBe("YAML_INVALID");
  });

  it("names the input and the line and column", () => {
    expect(errorOf("ok: 1\nbad: [1\n").message).toMatch(/^input\.yaml: invalid YAML at line 3, column 1: /);
    expect(errorOf("a: 1\na: 2\n").message).toBe("input.yaml: invalid YAML at line 2, column 1: Map keys must be unique");
    expect(errorOf("x:\n  __proto__: 1\n").message).toBe("input.yaml: the key '__proto__' is not allowed at line 2, column 3");
  });

  it("stops an alias bomb quickly", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let level = 1; level < 9; level += 1) {
      const previous = String.fromCharCode(96 + level);
      const name = String.fromCharCode(97 + level);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`);
    }
    const started = Date.now();
    expect(errorOf(`${levels.join("\n")}\n`).message).toBe("input.yaml: too many alias expansions (limit 100)");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("allows a few aliases", () => {
    expect(yamlToData(parseSafeYaml("a: &x [1]\nb: *x\n", "t"), "t")).toEqual({ a: [1], b: [1] });
  });

  it("does not apply merge keys", () => {
    expect(yamlToData(parseSafeYaml("a: &x {p: 1}\nb:\n  <<: *x\n", "t"), "t")).toEqual({ a: { p: 1 }, b: { "<<": { p: 1 } } });
  });

  it("rejects input over 1 MiB with a clear message", () => {
    const big = `a: "${"x".repeat(MAX_INPUT_BYTES)}"\n`;
    expect(errorOf(big).message).toBe("input.yaml: input is 1,048,582 bytes, over the 1 MiB (1,048,576 bytes) limit");
  });

  it("counts bytes, not characters", () => {
    const text = `a: ${"é".repeat(MAX_INPUT_BYTES / 2)}\n`;
    expect(text.length).toBeLessThan(MAX_INPUT_BYTES);
    expect(errorOf(text).message).toMatch(/over the 1 MiB/);
  });

  it("reads an empty document as null", () => {
    expect(yamlToData(parseSafeYaml("", "t"), "t")).toBeNull();
    expect(yamlToData(parseSafeYaml("# only a comment\n", "t"), "t")).toBeNull();
  });
});
