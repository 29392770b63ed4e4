import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CastsError } from "../core/errors";
import { evalParseContext } from "./context";
import { fillInput, inputVariables, parseEvalFile } from "./parse";

const reviewer = evalParseContext({ expectedRole: "reviewer", directoryRoles: ["ReleaseNotesWriter"] });
const directory = evalParseContext({
  expectedRole: "ReleaseNotesWriter",
  directoryRoles: ["ReleaseNotesWriter"],
});

const GOOD = `role: reviewer
fixtures:
  - name: off-by-one-in-pagination
    description: A real bug in a small diff must be blocked.
    modes: [adversarial]
    input: |
      Review this diff to {{file}}: the loop now runs to <= items.length.
    vars:
      file: src/page.ts
    expect:
      keys: [verdict, finding]
      escalation: false
      fields:
        - path: verdict.verdict
          pattern: "request|changes|reject"
        - path: finding.confidence
          min: 0.5
          max: 1
      length: { max: 6000 }
`;

/** The EVAL_INVALID message lines of a bad file. */
function problems(text: string, context = reviewer): string {
  try {
    parseEvalFile(text, "evals/reviewer.yaml", context);
  } catch (error) {
    expect(error).toBeInstanceOf(CastsError);
    return (error as CastsError).message;
  }
  throw new Error("expected the file to be rejected");
}

function withExpect(expectYaml: string, extra = ""): string {
  return `role: reviewer
fixtures:
  - name: one
    input: Review this change.${extra}
    expect:
${expectYaml
  .split("\n")
  .map((line) => `      ${line}`)
  .join("\n")}
`;
}

describe("parseEvalFile", () => {
  it("parses a sound file into its fixtures", () => {
    const file = parseEvalFile(GOOD, "evals/reviewer.yaml", reviewer);
    expect(file.role).toBe("reviewer");
    expect(file.fixtures).toHaveLength(1);
    expect(file.fixtures[0]?.expect.fields?.[1]).toEqual({ path: "finding.confidence", min: 0.5, max: 1 });
  });

  it("accepts the example in docs/evals.md", () => {
    const docs = readFileSync(path.resolve(__dirname, "../../../docs/evals.md"), "utf8");
    const example = /```yaml\n([\s\S]*?)```/.exec(docs)?.[1] ?? "";
    const file = parseEvalFile(example, "docs/evals.md", reviewer);
    expect(file.fixtures.map((fixture) => Object.keys(fixture.expect).length)).toEqual([7]);
  });

  it("names the file, the path, the line and the column of a schema problem, and puts the first in details", () => {
    const text = GOOD.replace(
      "      keys: [verdict, finding]",
      "      keys: [verdict, finding]\n      must: [x]",
    );
    let caught: CastsError | undefined;
    try {
      parseEvalFile(text, "evals/reviewer.yaml", reviewer);
    } catch (error) {
      caught = error as CastsError;
    }
    expect(caught?.code).toBe("EVAL_INVALID");
    expect(caught?.message).toBe(
      "evals/reviewer.yaml: fixtures[0].expect.must: unknown field (allowed: keys, forbid_keys, escalation, urgency, fields, contains, not_contains, pattern, length) at line 12, column 7",
    );
    expect(caught?.details).toEqual({ path: "fixtures[0].expect.must", line: 12, column: 7 });
  });

  it("names a missing field as required, at the line of what should hold it", () => {
    const text = "role: reviewer\nfixtures:\n  - name: one\n    input: Review this change.\n";
    expect(problems(text)).toBe(
      "evals/reviewer.yaml: fixtures[0].expect: required (expected object) at line 3, column 5",
    );
    expect(problems("fixtures:\n  - name: one\n")).toBe(
      [
        "evals/reviewer.yaml: 3 problems:",
        "  - role: required (expected string) at line 1, column 1",
        "  - fixtures[0].input: required (expected string) at line 2, column 5",
        "  - fixtures[0].expect: required (expected object) at line 2, column 5",
      ].join("\n"),
    );
  });

  it("says that an empty file, or one of comments only, is empty", () => {
    for (const text of ["", "\n", "# fixtures for the reviewer, to come\n"]) {
      expect(problems(text)).toBe(
        "evals/reviewer.yaml: (top level): the file is empty or only comments: it needs role and fixtures (docs/evals.md)",
      );
    }
  });

  it("reports YAML syntax errors as YAML_INVALID with the file name", () => {
    expect(() => parseEvalFile("role: [reviewer\n", "evals/reviewer.yaml", reviewer)).toThrow(
      expect.objectContaining({
        code: "YAML_INVALID",
        message: expect.stringContaining("evals/reviewer.yaml"),
      }),
    );
  });

  it("lists every problem at once", () => {
    const text = `role: reviewer
fixtures:
  - name: Bad Name
    input: ""
    expect: {}
`;
    const message = problems(text);
    expect(message).toContain("evals/reviewer.yaml: 3 problems:");
    expect(message).toContain("fixtures[0].name: kebab-case");
    expect(message).toContain("fixtures[0].input:");
    expect(message).toContain("fixtures[0].expect: a fixture needs at least one expectation");
  });

  it("rejects a role that does not match the file's place, and an unknown role", () => {
    expect(problems(GOOD.replace("role: reviewer", "role: critic"))).toContain(
      "role: the file tests 'critic', but its place says 'reviewer' at line 1, column 7",
    );
    expect(problems(GOOD.replace("role: reviewer", "role: reviewr"))).toContain(
      "Unknown role: 'reviewr'. Available: analyst,",
    );
  });

  it("rejects duplicate fixture names", () => {
    const [, body] = GOOD.split("fixtures:\n");
    expect(problems(`${GOOD}${body}`)).toContain(
      "fixtures[1].name: fixture 'off-by-one-in-pagination' is already used by fixtures[0] at line 20, column 11",
    );
  });

  it("rejects keys, forbidden keys and field paths the role does not emit", () => {
    expect(problems(withExpect("keys: [verdict, diagnosis]"))).toContain(
      "fixtures[0].expect.keys[1]: 'reviewer' has no emission key 'diagnosis' (its keys: verdict, finding, escalation_request)",
    );
    expect(problems(withExpect("forbid_keys: [gap]\nkeys: [verdict]"))).toContain(
      "fixtures[0].expect.forbid_keys[0]: 'reviewer' has no emission key 'gap'",
    );
    expect(problems(withExpect("fields:\n  - path: verdict.decision\n    equals: approve"))).toContain(
      "fixtures[0].expect.fields[0].path: 'verdict' has no field 'decision' (its fields: verdict, rationale, evidence, reversible_by)",
    );
    expect(problems(withExpect("fields:\n  - path: verdict\n    min: 1"))).toContain(
      "'verdict' names a whole key; give one of its fields (verdict.<field>)",
    );
  });

  it("rejects contradictory expectations", () => {
    expect(problems(withExpect("keys: [verdict]\nforbid_keys: [verdict]"))).toContain(
      "'verdict' is both required and forbidden",
    );
    expect(problems(withExpect("escalation: false\nurgency: blocked"))).toContain(
      "an escalation is both required and forbidden",
    );
    expect(
      problems(
        withExpect(
          "forbid_keys: [escalation_request]\nfields:\n  - path: escalation_request.reason\n    pattern: x",
        ),
      ),
    ).toContain("'escalation_request' is forbidden in this fixture, so its fields cannot be checked");
    expect(problems(withExpect("contains: [rollback plan]\nnot_contains: [rollback]"))).toContain(
      "'rollback' is inside a required 'contains' text",
    );
    expect(problems(withExpect("length: { min: 500, max: 100 }"))).toContain("min 500 is above max 100");
  });

  it("rejects patterns that do not compile", () => {
    expect(problems(withExpect('pattern: "(unclosed"'))).toContain(
      "fixtures[0].expect.pattern: the pattern does not compile:",
    );
    expect(problems(withExpect('fields:\n  - path: finding.source\n    pattern: "[a-"'))).toContain(
      "fixtures[0].expect.fields[0].pattern: the pattern does not compile:",
    );
  });

  it("rejects expectations an empty reply already meets", () => {
    expect(problems(withExpect("forbid_keys: [escalation_request]\nnot_contains: [LGTM]"))).toContain(
      "an empty reply meets every expectation, so the fixture cannot fail",
    );
    expect(problems(withExpect("length: { max: 4000 }"))).toContain("an empty reply meets every expectation");
  });

  it("rejects unknown modes, repeated modes and conflicting modes", () => {
    const withModes = (modes: string) => GOOD.replace("modes: [adversarial]", `modes: ${modes}`);
    expect(problems(withModes("[adversarail]"))).toContain(
      "fixtures[0].modes[0]: Unknown mode: 'adversarail'",
    );
    expect(problems(withModes("[slow, slow]"))).toContain("mode 'slow' is listed twice");
    expect(problems(withModes("[fast, slow]"))).toMatch(
      /fixtures\[0\]\.modes\[1\]: Mode conflict: 'slow' vs 'fast'/,
    );
  });

  it("requires every {{var}} to have a value and every value to be used", () => {
    expect(problems(GOOD.replace("      file: src/page.ts", "      path: src/page.ts"))).toMatch(
      /fixtures\[0\]\.input: '\{\{file\}\}' has no value in 'vars'[\s\S]*fixtures\[0\]\.vars\.path: 'path' is not used/,
    );
  });

  it("allows only text expectations for a directory role", () => {
    const text = `role: ReleaseNotesWriter
fixtures:
  - name: breaking-change-first
    input: "PR #12 renames timeout to timeout_ms."
    expect:
      contains: [timeout_ms]
      keys: [document]
`;
    expect(() => parseEvalFile(text, "roles/ReleaseNotesWriter/evals.yaml", directory)).toThrow(
      "fixtures[0].expect.keys: 'ReleaseNotesWriter' is a directory role without emissions: only contains, not_contains, pattern, length apply",
    );
    const sound = parseEvalFile(text.replace("      keys: [document]\n", ""), "x", directory);
    expect(sound.fixtures[0]?.expect).toEqual({ contains: ["timeout_ms"] });
  });
});

describe("input variables", () => {
  it("finds and fills {{name}} placeholders", () => {
    expect(inputVariables("Diff of {{file}} at {{ line }} in {{file}}")).toEqual(["file", "line"]);
    expect(fillInput("Diff of {{file}} at {{ line }}, {{other}}", { file: "a.ts", line: "7" })).toBe(
      "Diff of a.ts at 7, {{other}}",
    );
  });
});
