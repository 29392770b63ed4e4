import { describe, expect, it } from "vitest";

import {
  emissionJsonSchema,
  findModeConflict,
  Finding,
  listModes,
  listRoles,
  Mode,
  projectMode,
  Role,
  Verdict,
  type JsonValue,
} from "@/lib/casts";

import { EXAMPLE_PAYLOADS } from "./example-payloads";
import { getRoleExamplePayload } from "./examples";
import { ROLE_EXAMPLE_OVERRIDES } from "./role-example-overrides";

type JsonObject = { readonly [key: string]: JsonValue };

// Fields whose body names a closed set of values, with the words as the body writes them.
const CLOSED_WORDS = [
  { role: "critic", key: "verdict", field: "verdict", allowed: ["accept", "revise", "reject"] },
  { role: "critic", key: "finding", field: "severity", allowed: ["blocking", "major", "minor"] },
  { role: "reviewer", key: "verdict", field: "verdict", allowed: ["approve", "request changes", "comment"] },
  { role: "reviewer", key: "finding", field: "severity", allowed: ["blocking", "non-blocking"] },
  { role: "evaluator", key: "verdict", field: "verdict", allowed: ["pass", "fail"] },
  {
    role: "auditor",
    key: "compliance_verdict",
    field: "verdict",
    allowed: ["pass", "fail", "partial", "not tested"],
  },
  { role: "persona", key: "finding", field: "severity", allowed: ["blocked", "slowed", "annoyed"] },
  {
    role: "deployer",
    key: "operation_outcome",
    field: "action",
    allowed: ["deploy", "promote", "roll back"],
  },
  {
    role: "operator",
    key: "operation_outcome",
    field: "status",
    allowed: ["succeeded", "failed", "partial", "rolled back"],
  },
  {
    role: "implementer",
    key: "artifact_produced",
    field: "kind",
    allowed: ["source", "test", "config", "schema"],
  },
  { role: "migrator", key: "artifact_produced", field: "kind", allowed: ["doc"] },
  { role: "prototyper", key: "artifact_produced", field: "kind", allowed: ["prototype"] },
  { role: "scribe", key: "document", field: "format", allowed: ["markdown"] },
] as const;

function example(role: string): JsonObject {
  const payload = getRoleExamplePayload(Role.load(role));
  if (payload === null) throw new Error(`${role} has no emissions`);
  return payload;
}

function emission(role: string, key: string): JsonObject {
  const value = example(role)[key];
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new Error(`${role} has no '${key}' object in its example`);
  }
  return value as JsonObject;
}

/** Whether `body` holds `word` as a word; a hyphen joins words ("blocking" is not in "non-blocking"). */
function bodyHasWord(body: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, "i").test(body);
}

// Outcome and grade words no built-in role's body uses for its verdict or severity.
const FOREIGN_WORDS = ["go", "no-go", "needs changes", "compliant", "non-compliant", "low", "medium", "high"];
// Every word that names an outcome or a grade: a model's field text, shared by every role that emits the
// model, may use one only where the role's own set has it.
const OUTCOME_WORDS = [
  ...new Set([
    ...CLOSED_WORDS.filter((row) => row.field === "verdict" || row.field === "severity").flatMap(
      (row) => row.allowed,
    ),
    ...FOREIGN_WORDS,
    "critical",
  ]),
];

/** The closed-word rows for a verdict or a severity, with the model the row's key names. */
function outcomeRows() {
  return CLOSED_WORDS.filter((row) => row.field === "verdict" || row.field === "severity").map((row) => {
    const model = Role.load(row.role).emits.find((entry) => snakeCase(entry.name) === row.key);
    if (!model) throw new Error(`${row.role} emits no model for '${row.key}'`);
    return { ...row, model };
  });
}

const snakeCase = (name: string) => name.replace(/(?<=[a-z])(?=[A-Z])/g, "_").toLowerCase();

describe("outcome words", () => {
  const rows = outcomeRows().map((row) => [row.role, `${row.key}.${row.field}`, row] as const);
  it.each(rows)("the model's text for %s's %s names no word outside the body's set", (_r, _f, row) => {
    // The text every export and schema carries for the field.
    const properties = emissionJsonSchema(row.model)["properties"] as Record<
      string,
      { description?: string }
    >;
    const described = properties[row.field]?.description ?? "";
    expect(described, `${row.model.name}.${row.field}`).not.toBe("");
    const strays = OUTCOME_WORDS.filter(
      (word) => bodyHasWord(described, word) && !(row.allowed as readonly string[]).includes(word),
    );
    expect(strays, `${row.model.name}.${row.field}: ${described}`).toEqual([]);
  });

  it.each(rows)("%s's description names all of its %s words or none, and no foreign one", (_r, _f, row) => {
    // The effort sentence ("High effort.") grades the role, not its output.
    const description = Role.load(row.role).description.replace(/\b(?:Low|Medium|High) effort\./, "");
    const named = row.allowed.filter((word) => bodyHasWord(description, word));
    if (named.length > 0) expect(named, description).toEqual([...row.allowed]);
    expect(
      FOREIGN_WORDS.filter((word) => bodyHasWord(description, word)),
      description,
    ).toEqual([]);
  });
});

describe("ROLE_EXAMPLE_OVERRIDES", () => {
  it("names only built-in roles, and only models each role emits", () => {
    for (const [name, overrides] of Object.entries(ROLE_EXAMPLE_OVERRIDES)) {
      expect(listRoles(), name).toContain(name);
      const emitted = Role.load(name).emits.map((model) => model.name);
      for (const model of Object.keys(overrides)) expect(emitted, `${name}.${model}`).toContain(model);
    }
  });
});

describe("getRoleExamplePayload", () => {
  const closedWordCases = CLOSED_WORDS.map((row) => [row.role, `${row.key}.${row.field}`, row] as const);
  it.each(closedWordCases)("gives %s's %s one of the words its body names", (_name, _field, row) => {
    const body = Role.load(row.role).body;
    for (const word of row.allowed) expect(bodyHasWord(body, word), `${row.role} body: ${word}`).toBe(true);
    expect(row.allowed).toContain(emission(row.role, row.key)[row.field]);
  });

  it("gives every role's escalation an urgency its escalation rule names", () => {
    for (const name of listRoles()) {
      expect(bodyHasWord(Role.load(name).body, '"blocked"'), name).toBe(true);
      expect(["blocked", "fyi"]).toContain(emission(name, "escalation_request")["urgency"]);
    }
  });

  it("shows the critic an accept, revise or reject verdict and a graded finding on the same work", () => {
    const verdict = emission("critic", "verdict");
    const finding = emission("critic", "finding");
    expect(verdict["verdict"]).toBe("revise");
    expect(finding["severity"]).toBe("blocking");
    for (const text of [verdict["evidence"], finding["description"], finding["source"]])
      expect(text).toMatch(/sections? 4/);
    expect(JSON.stringify({ verdict, finding })).not.toMatch(/needs changes|checkout|currency/);
  });

  it("never shows a role the generic verdict or the generic finding", () => {
    for (const name of listRoles()) {
      const emits = Role.load(name).emits;
      if (emits.includes(Verdict))
        expect(emission(name, "verdict")["verdict"], name).not.toBe(EXAMPLE_PAYLOADS.Verdict.verdict);
      if (emits.includes(Finding))
        expect(emission(name, "finding")["description"], name).not.toBe(EXAMPLE_PAYLOADS.Finding.description);
    }
  });

  it("gives no severity where the body refuses to grade", () => {
    expect(emission("commentator", "finding")["severity"]).toBeNull();
    expect(emission("explorer", "finding")["severity"]).toBeNull();
  });

  it("rounds the strategist's complexity score to a tenth, as its body asks", () => {
    const tenths = Number(emission("strategist", "complexity_score")["score"]) * 10;
    expect(tenths).toBeCloseTo(Math.round(tenths), 9);
  });

  it("uses known, conflict-free modes in every role's task assignment", () => {
    for (const name of listRoles()) {
      const assignment = example(name)["task_assignment"] as JsonObject | undefined;
      const modes = (assignment?.["modes"] ?? []) as readonly string[];
      for (const mode of modes) expect(listModes(), name).toContain(mode);
      expect(findModeConflict(modes.map((mode) => projectMode(Mode.load(mode)))), name).toBeNull();
    }
  });

  it("keeps the generic example for every model and field no override names", () => {
    expect(emission("writer", "document")).toBe(EXAMPLE_PAYLOADS.Document);
    expect(emission("operator", "operation_outcome")["target"]).toBe(
      EXAMPLE_PAYLOADS.OperationOutcome.target,
    );
  });

  it("keeps the generic examples for a role that only borrows a built-in's name", () => {
    const borrowed = new Role({ name: "critic", description: "d", body: "Judge it.", emits: [Verdict] });
    expect(getRoleExamplePayload(borrowed)?.["verdict"]).toBe(EXAMPLE_PAYLOADS.Verdict);
  });
});
