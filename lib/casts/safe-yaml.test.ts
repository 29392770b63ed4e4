import { describe, expect, it } from "vitest";

import { MAX_INPUT_BYTES, parseSafeYaml } from "./index";
import { MAX_YAML_ANCHORS, MAX_YAML_LINES, MAX_YAML_TOKENS } from "./core/limits";
import { thrown } from "../../test-support/thrown";
import { yamlToData } from "./safe-yaml";

const errorOf = (text: string) => thrown(() => yamlToData(parseSafeYaml(text, "input.yaml"), "input.yaml"));

describe("parseSafeYaml", () => {
  it("parses plain YAML with the core schema", () => {
    expect(yamlToData(parseSafeYaml("a: [1, true, null, x]\n", "t"), "t")).toEqual({
      a: [1, true, null, "x"],
    });
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
    expect(errorOf("a: 1\na: 2\n").message).toBe(
      "input.yaml: duplicate key 'a' (keys are compared as text, so 1 and '1' are the same key) at line 2, column 1",
    );
    expect(errorOf("x:\n  __proto__: 1\n").message).toBe(
      "input.yaml: the key '__proto__' is not allowed at line 2, column 3",
    );
  });

  it("stops an alias bomb quickly", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let level = 1; level < 9; level += 1) {
      const previous = String.fromCharCode(96 + level);
      const name = String.fromCharCode(97 + level);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(", ")}]`);
    }
    const started = Date.now();
    expect(errorOf(`${levels.join("\n")}\n`).message).toBe(
      "input.yaml: too many alias expansions (limit 100)",
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("counts YAML tokens, not bytes or whitespace, and refuses more than the limit where it is reached", () => {
    // `- a` is two tokens (the indicator and the scalar); comments and indentation are free.
    const items = (count: number) => "- a   # note\n".repeat(count);
    expect(yamlToData(parseSafeYaml(items(MAX_YAML_TOKENS / 2), "t"), "t")).toHaveLength(MAX_YAML_TOKENS / 2);
    const error = errorOf(items(MAX_YAML_TOKENS / 2 + 1));
    expect(error.code).toBe("INPUT_TOO_LARGE");
    expect(error.message).toBe(
      `input.yaml: more than 80,000 YAML tokens (the limit is 80,000) at line ${MAX_YAML_TOKENS / 2 + 1}, column 1`,
    );
    expect(error.details).toMatchObject({ path: "input.yaml", line: MAX_YAML_TOKENS / 2 + 1 });
  });

  it("counts line breaks between tokens (blank and comment lines too) and refuses more than the limit", () => {
    const blank = errorOf(`name:${"\n".repeat(1_048_000)}`);
    expect(blank.code).toBe("INPUT_TOO_LARGE");
    expect(blank.message).toBe(
      `input.yaml: more than 40,000 lines (the limit is ${MAX_YAML_LINES.toLocaleString("en-US")}) at line 40001, column 1`,
    );
    expect(errorOf("# c\n".repeat(MAX_YAML_LINES + 1)).code).toBe("INPUT_TOO_LARGE");
    expect(yamlToData(parseSafeYaml(`a: 1${"\n".repeat(MAX_YAML_LINES)}`, "t"), "t")).toEqual({ a: 1 });
    // A block scalar's lines are one token: 60,000 of them are read.
    const literal = yamlToData(parseSafeYaml(`k: |\n${"  x\n".repeat(60_000)}`, "t"), "t") as { k: string };
    expect(literal.k).toHaveLength(120_000);
  });

  it("counts a scalar once whatever its text starts with, and flow brackets and commas", () => {
    expect(
      yamlToData(
        parseSafeYaml(
          `[${Array(MAX_YAML_TOKENS / 2 - 1)
            .fill("-1")
            .join(",")}]`,
          "t",
        ),
        "t",
      ),
    ).toHaveLength(MAX_YAML_TOKENS / 2 - 1);
    expect(
      errorOf(
        `[${Array(MAX_YAML_TOKENS / 2)
          .fill("-1")
          .join(",")}]`,
      ).code,
    ).toBe("INPUT_TOO_LARGE");
  });

  it("refuses more anchors and aliases than the limit", () => {
    const anchored = (count: number) =>
      Array.from({ length: count }, (_, index) => `a${index}: &a${index} x\n`).join("");
    expect(
      Object.keys(yamlToData(parseSafeYaml(anchored(MAX_YAML_ANCHORS), "t"), "t") as object),
    ).toHaveLength(MAX_YAML_ANCHORS);
    const error = errorOf(anchored(MAX_YAML_ANCHORS + 1));
    expect(error.code).toBe("INPUT_TOO_LARGE");
    expect(error.message).toBe(
      `input.yaml: more than 1,000 anchors and aliases (the limit is 1,000) at line ${MAX_YAML_ANCHORS + 1}, column 8`,
    );
  });

  it("allows a few aliases", () => {
    expect(yamlToData(parseSafeYaml("a: &x [1]\nb: *x\n", "t"), "t")).toEqual({ a: [1], b: [1] });
  });

  it("does not apply merge keys", () => {
    expect(yamlToData(parseSafeYaml("a: &x {p: 1}\nb:\n  <<: *x\n", "t"), "t")).toEqual({
      a: { p: 1 },
      b: { "<<": { p: 1 } },
    });
  });

  it("rejects input over 1 MiB with a clear message", () => {
    const big = `a: "${"x".repeat(MAX_INPUT_BYTES)}"\n`;
    expect(errorOf(big).message).toBe(
      "input.yaml: input is at least 1,048,582 bytes, over the 1 MiB (1,048,576 bytes) limit",
    );
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

  it("limits nesting to 64 levels before composing, with INPUT_TOO_LARGE naming the place", () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    expect(() => parseSafeYaml(nested(64), "t")).not.toThrow();
    const error = errorOf(nested(65));
    expect(error.code).toBe("INPUT_TOO_LARGE");
    expect(error.message).toMatch(
      /^input\.yaml: nesting deeper than 64 levels \(the limit is 64\) at line 1, column \d+$/,
    );
    expect(error.details.line).toBe(1);
    const block = Array.from({ length: 65 }, (_, level) => `${"  ".repeat(level)}k:`).join("\n");
    expect(errorOf(`${block} 1\n`).code).toBe("INPUT_TOO_LARGE");
  });

  it("survives very deep nesting on every call (the composer is never reached)", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    for (let call = 0; call < 3; call += 1) expect(errorOf(deep).code).toBe("INPUT_TOO_LARGE");
  });

  it("rejects a __proto__ key reached through an alias", () => {
    const error = errorOf("name: &p __proto__\nroles:\n  *p : {active: false}\n");
    expect(error.message).toBe("input.yaml: the key '__proto__' is not allowed at line 3, column 3");
    expect(error.details).toEqual({ path: "roles.__proto__", line: 3, column: 3 });
  });

  it.each([
    ["roles:\n  1: {active: false}\n  '1': {active: true}\n", "roles.1", 3],
    ["a:\n  true: 1\n  'true': 2\n", "a.true", 3],
    ["~: 1\n'': 2\n", "", 2],
    ["x: &k a\n*k : 1\na: 2\n", "a", 3],
  ])("rejects keys whose text collides in %j", (text, path, line) => {
    const error = errorOf(text);
    expect(error.code).toBe("YAML_INVALID");
    expect(error.message).toMatch(/duplicate key/);
    expect(error.details).toMatchObject({ path, line });
  });

  it("rejects a mapping or list used as a key", () => {
    expect(errorOf("? [a]\n: 1\n").message).toBe(
      "input.yaml: a mapping key must be a plain value, not a mapping or list at line 1, column 3",
    );
  });

  it("reads 10,000 distinct keys (duplicates are checked in one pass)", () => {
    const text = Array.from({ length: 10_000 }, (_, index) => `k${index}: ${index}`).join("\n");
    expect(Object.keys(yamlToData(parseSafeYaml(text, "t"), "t") as object)).toHaveLength(10_000);
  });

  it("fills details with the input, line and column of a syntax error", () => {
    expect(errorOf("ok: 1\nbad: [1\n").details).toEqual({ path: "input.yaml", line: 3, column: 1 });
  });

  it("rejects input over the limit with INPUT_TOO_LARGE", () => {
    expect(errorOf(`a: ${"x".repeat(MAX_INPUT_BYTES)}`).code).toBe("INPUT_TOO_LARGE");
  });
});
