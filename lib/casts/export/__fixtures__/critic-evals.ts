// A small eval fixture file for the critic (the format of lib/casts/evals/fixture-schema.ts), written
// for the export tests: one fixture per kind of expectation the promptfoo target turns into assertions.
import type { EvalFile } from "../../evals/fixture-schema";

export const CRITIC_EVALS: EvalFile = {
  role: "critic",
  fixtures: [
    {
      name: "flawed-plan",
      description: "A plan with an unstated dependency gets a finding",
      modes: ["adversarial"],
      input: "Review this rollout plan for {{service}}: ship on Friday, no rollback step.",
      vars: { service: "billing" },
      expect: {
        keys: ["findings"],
        forbid_keys: ["artifact"],
        fields: [
          { path: "verdict.decision", one_of: ["reject", "revise"] },
          { path: "findings.0.title", pattern: "rollback", min: 3 },
        ],
      },
    },
    {
      name: "missing-brief",
      input: "Critique the attached essay. (No essay is attached.)",
      expect: { escalation: true, urgency: "blocked", not_contains: ["looks good"] },
    },
    {
      name: "short-answer",
      input: "Is a one-line README enough for a library?",
      expect: { contains: ["README"], pattern: "usage|example", length: { min: 20, max: 4000 } },
    },
  ],
};
