import { describe, expect, it } from "vitest";

import {
  EMISSION_MODELS,
  findModeConflict,
  listModes,
  listRoles,
  Mode,
  Role,
  TaskAssignment,
} from "@/lib/casts";

import { EXAMPLE_PAYLOADS } from "./example-payloads";
import {
  assertValidExample,
  getExamplePayload,
  getRoleExamplePayload,
  InvalidExampleError,
} from "./examples";

describe("getExamplePayload", () => {
  it("has a valid example for every emission model and none for unknown ones", () => {
    expect(Object.keys(EXAMPLE_PAYLOADS).sort()).toEqual(EMISSION_MODELS.map((model) => model.name).sort());
    for (const model of EMISSION_MODELS)
      expect(getExamplePayload(model)).toBe(EXAMPLE_PAYLOADS[model.name as keyof typeof EXAMPLE_PAYLOADS]);
  });

  it("only uses known, conflict-free modes in the TaskAssignment example", () => {
    const modes = EXAMPLE_PAYLOADS.TaskAssignment.modes;
    for (const mode of modes) expect(listModes()).toContain(mode);
    expect(findModeConflict(modes.map((name) => Mode.load(name)))).toBeNull();
    expect(getExamplePayload(TaskAssignment)).toMatchObject({ modes });
  });
});

describe("assertValidExample", () => {
  it("throws a build-stopping error naming the model and the path", () => {
    const finding = EMISSION_MODELS.find((model) => model.name === "Finding")!;
    expect(() => assertValidExample(finding, { description: "x", confidence: 2 })).toThrow(
      InvalidExampleError,
    );
    expect(() => assertValidExample(finding, { description: "x", confidence: 2 }))
      .toThrowErrorMatchingInlineSnapshot(`
      [InvalidExampleError: Example for Finding breaks its JSON Schema:
        $.confidence: Too big: expected number to be <=1]
    `);
  });

  it("rejects legacy input the JSON Schema does not describe", () => {
    const escalation = EMISSION_MODELS.find((model) => model.name === "EscalationRequest")!;
    expect(() => assertValidExample(escalation, { reason: "r", blocking: true })).toThrow(
      /\$: Unrecognized key: "blocking"/,
    );
  });
});

describe("getRoleExamplePayload", () => {
  it("builds a valid response for every role with one key per emission", () => {
    for (const name of listRoles()) {
      const role = Role.load(name);
      const payload = getRoleExamplePayload(role, "Escalate when the budget runs out.");
      expect(Object.keys(payload ?? {}), name).toEqual(role.emissionOperable()?.keys());
      expect(role.emissionOperable()?.safeParse(payload).success, name).toBe(true);
    }
  });

  it("turns the role's first escalation rule into the escalation example", () => {
    const payload = getRoleExamplePayload(
      Role.load("architect"),
      "Escalate when two stated requirements cannot both be met.",
    );
    expect(payload?.["escalation_request"]).toEqual({
      reason:
        "Two stated requirements cannot both be met. The pack's escalation rule says this is not the architect's call.",
      context: { pack: "default", rule: "roles.architect.escalations[0]" },
      urgency: "blocked",
      from_role: "architect",
    });
  });

  it("returns null for a role without emissions", () => {
    expect(getRoleExamplePayload(new Role({ name: "plain", description: "d" }))).toBeNull();
  });
});
