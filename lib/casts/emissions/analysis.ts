import { z } from "zod";

import { text, unitScore } from "./fields";
import { defineEmissionModel } from "./model";

export const AnalysisResult = defineEmissionModel({
  name: "AnalysisResult",
  category: "analysis",
  summary: "One measured quantity with its uncertainty, ready to cite.",
  fields: {
    metric: text("What was measured, with its unit or definition, e.g. p95 latency in ms."),
    value: z.number().describe("The measured value, in the unit that metric names."),
    ci_95: z
      .tuple([z.number(), z.number()])
      .nullable()
      .default(null)
      .describe("Lower and upper bounds of the 95% confidence interval."),
    p_value: z
      .number()
      .nullable()
      .default(null)
      .describe("p-value of the test behind the value, when one was run."),
  },
});

export const ComplexityScore = defineEmissionModel({
  name: "ComplexityScore",
  category: "analysis",
  summary: "How hard a piece of work is, on a 0 to 1 scale, and what makes it so.",
  fields: {
    score: unitScore("Difficulty from 0 (routine) to 1 (novel, many unknowns)."),
    rationale: text("The factors that drive the score up or down."),
  },
});
