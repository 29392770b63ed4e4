import { describe, expect, it } from "vitest";

import { FACTS } from "../__fixtures__/facts";
import { Finding, RiskAssessment } from "../emissions";
import { fieldNameFor } from "./field-name";

describe("fieldNameFor", () => {
  it("has all 47 reference cases to check", () => {
    expect(FACTS.field_name_for_cases).toHaveLength(47);
  });

  it.each(FACTS.field_name_for_cases)("maps $input to $output", ({ input, output }) => {
    expect(fieldNameFor(input)).toBe(output);
  });

  it("accepts an emission model and uses its name", () => {
    expect(fieldNameFor(Finding)).toBe("finding");
    expect(fieldNameFor(RiskAssessment)).toBe("risk_assessment");
  });
});
