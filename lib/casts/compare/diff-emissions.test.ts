import { describe, expect, it } from "vitest";

import { Role } from "../index";
import { diffEmissions } from "./diff-emissions";

const specs = (role: string) =>
  Role.load(role)
    .emissionOperable()
    ?.specs.map(({ key, model }) => ({ key, model: model.name })) ?? [];

describe("diffEmissions", () => {
  it("lists the keys a role swap drops and adds, keeping the shared ones", () => {
    const delta = diffEmissions(specs("critic"), specs("analyst"));
    const status = Object.fromEntries(delta.map((entry) => [entry.key, entry.status]));
    expect(status["escalation_request"]).toBe("same");
    for (const { key } of specs("critic"))
      if (!specs("analyst").some((spec) => spec.key === key)) expect(status[key]).toBe("removed");
    for (const { key } of specs("analyst"))
      if (!specs("critic").some((spec) => spec.key === key)) expect(status[key]).toBe("added");
    expect(delta).toHaveLength(
      new Set([...specs("critic"), ...specs("analyst")].map((spec) => spec.key)).size,
    );
  });

  it("reports a key whose model differs as changed", () => {
    expect(diffEmissions([{ key: "k", model: "A" }], [{ key: "k", model: "B" }])).toEqual([
      { key: "k", status: "changed", modelA: "A", modelB: "B" },
    ]);
    expect(diffEmissions([], [])).toEqual([]);
  });
});
