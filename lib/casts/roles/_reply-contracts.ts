// What each built-in role's body asks its reply to hold: an extension beside the catalog (contract
// section 13), never part of a role's reference shape. `scripts/content-rules.ts`
// (`checkReplyContract`) holds every body to its declaration and every declaration to the models.

/** The reply a body asks for, by emission key. */
export interface ReplyContract {
  /** Emission key → the fields of its model the body asks for by name ('key.field'). */
  readonly asks: Readonly<Record<string, readonly string[]>>;
  /**
   * For a key whose results can repeat: the field of the one object that carries the results after
   * the most important (a list field when the model has one, a text field otherwise).
   */
  readonly others?: Readonly<Record<string, string>>;
}

/** What every body's escalation rule asks of an 'escalation_request'. */
const ESCALATION = ["reason", "context", "urgency"] as const;

export const REPLY_CONTRACTS: Readonly<Record<string, ReplyContract>> = {
  analyst: {
    asks: {
      escalation_request: ESCALATION,
      analysis_result: ["metric", "value", "ci_95", "p_value"],
      finding: ["description", "evidence", "confidence"],
    },
    others: { analysis_result: "metric", finding: "description" },
  },
  arbitrator: {
    asks: {
      escalation_request: ESCALATION,
      verdict: ["verdict", "rationale", "evidence", "reversible_by"],
    },
  },
  architect: {
    asks: {
      escalation_request: ESCALATION,
      design_spec: ["summary", "components", "decisions", "alternatives"],
      execution_plan: ["steps", "dependencies", "exit_criteria"],
    },
  },
  assessor: {
    asks: {
      escalation_request: ESCALATION,
      risk_assessment: ["failure_mode", "likelihood", "impact", "mitigation"],
      finding: ["description", "confidence"],
    },
    others: { risk_assessment: "failure_mode", finding: "description" },
  },
  auditor: {
    asks: {
      escalation_request: ESCALATION,
      compliance_verdict: ["control", "verdict", "evidence_refs"],
      finding: ["description", "severity", "source"],
    },
    others: { compliance_verdict: "evidence_refs", finding: "description" },
  },
  commentator: {
    asks: {
      escalation_request: ESCALATION,
      finding: ["description", "source", "confidence"],
    },
    others: { finding: "description" },
  },
  contrarian: {
    asks: {
      escalation_request: ESCALATION,
      objection: ["target", "objection", "strongest_target_form", "what_would_resolve"],
      finding: ["description", "evidence"],
    },
    others: { objection: "objection", finding: "description" },
  },
  coordinator: {
    asks: {
      escalation_request: ESCALATION,
      execution_plan: ["steps", "dependencies", "exit_criteria"],
      task_assignment: ["task", "assignee", "inputs", "exit_criteria", "depends_on", "modes"],
    },
  },
  critic: {
    asks: {
      escalation_request: ESCALATION,
      verdict: ["verdict", "rationale", "evidence", "reversible_by"],
      finding: ["description", "severity", "evidence", "confidence"],
    },
    others: { finding: "description" },
  },
  curator: {
    asks: {
      escalation_request: ESCALATION,
      document: ["title", "content", "format", "audience"],
      finding: ["description", "source"],
    },
    others: { finding: "description" },
  },
  deployer: {
    asks: {
      escalation_request: ESCALATION,
      operation_outcome: ["action", "target", "status", "changes", "rollback"],
      artifact_produced: ["path", "kind", "description", "verified"],
    },
    others: { operation_outcome: "changes", artifact_produced: "description" },
  },
  entrepreneur: {
    asks: {
      escalation_request: ESCALATION,
      proposal: ["idea", "value_proposition", "feasibility", "risks"],
    },
    others: { proposal: "idea" },
  },
  evaluator: {
    asks: {
      escalation_request: ESCALATION,
      verdict: ["verdict", "rationale", "evidence", "reversible_by"],
      finding: ["description", "confidence"],
    },
    others: { verdict: "rationale", finding: "description" },
  },
  explorer: {
    asks: {
      escalation_request: ESCALATION,
      finding: ["description", "source", "confidence"],
      gap: ["area", "what_is_unknown"],
    },
    others: { finding: "description", gap: "what_is_unknown" },
  },
  facilitator: {
    asks: {
      escalation_request: ESCALATION,
      recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"],
    },
  },
  implementer: {
    asks: {
      escalation_request: ESCALATION,
      artifact_produced: ["path", "kind", "description", "verified"],
      verification_result: ["suite", "passed", "coverage", "gaps"],
    },
    others: { artifact_produced: "description", verification_result: "suite" },
  },
  innovator: {
    asks: {
      escalation_request: ESCALATION,
      proposal: ["idea", "value_proposition", "feasibility", "risks"],
      finding: ["description", "source"],
    },
    others: { proposal: "idea", finding: "description" },
  },
  investigator: {
    asks: {
      escalation_request: ESCALATION,
      diagnosis: ["symptom", "root_cause", "remedy", "confidence", "evidence"],
      finding: ["description", "evidence", "source"],
    },
    others: { finding: "description" },
  },
  mentor: {
    asks: {
      escalation_request: ESCALATION,
      recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"],
      finding: ["description", "evidence"],
    },
    others: { finding: "description" },
  },
  migrator: {
    asks: {
      escalation_request: ESCALATION,
      artifact_produced: ["path", "kind", "description", "verified"],
      verification_result: ["suite", "passed", "gaps"],
    },
    others: { artifact_produced: "description", verification_result: "suite" },
  },
  modeler: {
    asks: {
      escalation_request: ESCALATION,
      design_spec: ["summary", "components", "decisions", "alternatives"],
    },
  },
  negotiator: {
    asks: {
      escalation_request: ESCALATION,
      recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"],
    },
  },
  operator: {
    asks: {
      escalation_request: ESCALATION,
      operation_outcome: ["action", "target", "status", "changes", "rollback"],
    },
    others: { operation_outcome: "changes" },
  },
  orchestrator: {
    asks: {
      escalation_request: ESCALATION,
      task_assignment: ["depends_on", "task", "assignee", "inputs", "exit_criteria", "modes"],
      execution_plan: ["steps", "dependencies", "exit_criteria"],
    },
  },
  persona: {
    asks: {
      escalation_request: ESCALATION,
      finding: ["description", "severity", "evidence", "source", "confidence"],
    },
    others: { finding: "description" },
  },
  planner: {
    asks: {
      escalation_request: ESCALATION,
      execution_plan: ["steps", "dependencies", "exit_criteria"],
    },
  },
  "postmortem-lead": {
    asks: {
      escalation_request: ESCALATION,
      postmortem: ["summary", "timeline", "root_cause", "contributing_factors", "action_items"],
      finding: ["description", "evidence", "severity"],
    },
    others: { finding: "description" },
  },
  prototyper: {
    asks: {
      escalation_request: ESCALATION,
      artifact_produced: ["path", "kind", "description", "verified"],
      verification_result: ["suite", "passed", "gaps"],
    },
    others: { artifact_produced: "description" },
  },
  refactorer: {
    asks: {
      escalation_request: ESCALATION,
      artifact_produced: ["path", "kind", "description", "verified"],
      verification_result: ["suite", "passed", "gaps"],
    },
    others: { artifact_produced: "description", verification_result: "suite" },
  },
  researcher: {
    asks: {
      escalation_request: ESCALATION,
      finding: ["description", "source", "evidence", "confidence"],
      conflict: ["sources", "nature"],
      gap: ["area", "what_is_unknown"],
    },
    others: { finding: "description", conflict: "nature", gap: "what_is_unknown" },
  },
  responder: {
    asks: {
      escalation_request: ESCALATION,
      finding: ["description", "evidence", "severity"],
      recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"],
    },
    others: { finding: "description" },
  },
  reviewer: {
    asks: {
      escalation_request: ESCALATION,
      verdict: ["verdict", "rationale", "evidence", "reversible_by"],
      finding: ["description", "severity", "source"],
    },
    others: { finding: "description" },
  },
  scribe: {
    asks: {
      escalation_request: ESCALATION,
      document: ["title", "format", "content"],
    },
  },
  strategist: {
    asks: {
      escalation_request: ESCALATION,
      complexity_score: ["score", "rationale"],
      recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"],
    },
    others: { complexity_score: "rationale" },
  },
  suggester: {
    asks: {
      escalation_request: ESCALATION,
      recommendation: ["recommendation", "rationale", "tradeoffs", "alternatives"],
      finding: ["description", "severity", "evidence"],
    },
    others: { recommendation: "alternatives" },
  },
  synthesizer: {
    asks: {
      escalation_request: ESCALATION,
      synthesis: ["summary", "themes", "sources", "tensions"],
      conflict: ["sources", "nature"],
    },
    others: { conflict: "nature" },
  },
  tester: {
    asks: {
      escalation_request: ESCALATION,
      verification_result: ["suite", "passed", "coverage", "gaps"],
      finding: ["description", "severity", "evidence", "confidence"],
    },
    others: { verification_result: "suite", finding: "description" },
  },
  translator: {
    asks: {
      escalation_request: ESCALATION,
      document: ["title", "content", "format", "audience"],
    },
  },
  troubleshooter: {
    asks: {
      escalation_request: ESCALATION,
      diagnosis: ["symptom", "root_cause", "remedy", "confidence", "evidence"],
      finding: ["description", "severity"],
    },
    others: { diagnosis: "evidence", finding: "description" },
  },
  writer: {
    asks: {
      escalation_request: ESCALATION,
      document: ["title", "content", "format", "audience"],
    },
  },
};
