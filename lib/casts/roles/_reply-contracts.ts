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

/** A role's contract: the escalation rule's ask, which every body states, then what else it asks. */
function asking(asks: ReplyContract["asks"], others?: ReplyContract["others"]): ReplyContract {
  const all = { escalation_request: ESCALATION, ...asks };
  return others ? { asks: all, others } : { asks: all };
}

export const REPLY_CONTRACTS: Readonly<Record<string, ReplyContract>> = {
  analyst: asking(
    {
      analysis_result: ["metric", "value", "ci_95", "p_value"],
      finding: ["description", "evidence", "confidence"],
    },
    { analysis_result: "metric", finding: "description" },
  ),
  arbitrator: asking({ verdict: ["verdict", "rationale", "evidence", "reversible_by"] }),
  architect: asking({
    design_spec: ["summary", "components", "decisions", "alternatives"],
    execution_plan: ["steps", "dependencies", "exit_criteria"],
  }),
  assessor: asking(
    {
      risk_assessment: ["failure_mode", "likelihood", "impact", "mitigation"],
      finding: ["description", "confidence"],
    },
    { risk_assessment: "failure_mode", finding: "description" },
  ),
  auditor: asking(
    {
      compliance_verdict: ["control", "verdict", "evidence_refs"],
      finding: ["description", "severity", "source"],
    },
    { compliance_verdict: "evidence_refs", finding: "description" },
  ),
  commentator: asking({ finding: ["description", "source", "confidence"] }, { finding: "description" }),
  contrarian: asking(
    {
      objection: ["target", "objection", "strongest_target_form", "what_would_resolve"],
      finding: ["description", "evidence"],
    },
    { objection: "objection", finding: "description" },
  ),
  coordinator: asking({
    execution_plan: ["steps", "dependencies", "exit_criteria"],
    task_assignment: ["task", "assignee", "inputs", "exit_criteria", "depends_on", "modes"],
  }),
  critic: asking(
    {
      verdict: ["verdict", "rationale", "evidence", "reversible_by"],
      finding: ["description", "severity", "evidence", "confidence"],
    },
    { finding: "description" },
  ),
  curator: asking(
    { document: ["title", "content", "format", "audience"], finding: ["description", "source"] },
    { finding: "description" },
  ),
  deployer: asking(
    {
      operation_outcome: ["action", "target", "status", "changes", "rollback"],
      artifact_produced: ["path", "kind", "description", "verified"],
    },
    { operation_outcome: "changes", artifact_produced: "description" },
  ),
  entrepreneur: asking(
    { proposal: ["idea", "value_proposition", "feasibility", "risks"] },
    { proposal: "idea" },
  ),
  evaluator: asking(
    {
      verdict: ["verdict", "rationale", "evidence", "reversible_by"],
      finding: ["description", "confidence"],
    },
    { verdict: "rationale", finding: "description" },
  ),
  explorer: asking(
    { finding: ["description", "source", "confidence"], gap: ["area", "what_is_unknown"] },
    { finding: "description", gap: "what_is_unknown" },
  ),
  facilitator: asking({ recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"] }),
  implementer: asking(
    {
      artifact_produced: ["path", "kind", "description", "verified"],
      verification_result: ["suite", "passed", "coverage", "gaps"],
    },
    { artifact_produced: "description", verification_result: "suite" },
  ),
  innovator: asking(
    { proposal: ["idea", "value_proposition", "feasibility", "risks"], finding: ["description", "source"] },
    { proposal: "idea", finding: "description" },
  ),
  investigator: asking(
    {
      diagnosis: ["symptom", "root_cause", "remedy", "confidence", "evidence"],
      finding: ["description", "evidence", "source"],
    },
    { finding: "description" },
  ),
  mentor: asking(
    {
      recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"],
      finding: ["description", "evidence"],
    },
    { finding: "description" },
  ),
  migrator: asking(
    {
      artifact_produced: ["path", "kind", "description", "verified"],
      verification_result: ["suite", "passed", "gaps"],
    },
    { artifact_produced: "description", verification_result: "suite" },
  ),
  modeler: asking({ design_spec: ["summary", "components", "decisions", "alternatives"] }),
  negotiator: asking({ recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"] }),
  operator: asking(
    { operation_outcome: ["action", "target", "status", "changes", "rollback"] },
    { operation_outcome: "changes" },
  ),
  orchestrator: asking({
    task_assignment: ["depends_on", "task", "assignee", "inputs", "exit_criteria", "modes"],
    execution_plan: ["steps", "dependencies", "exit_criteria"],
  }),
  persona: asking(
    { finding: ["description", "severity", "evidence", "source", "confidence"] },
    { finding: "description" },
  ),
  planner: asking({ execution_plan: ["steps", "dependencies", "exit_criteria"] }),
  "postmortem-lead": asking(
    {
      postmortem: ["summary", "timeline", "root_cause", "contributing_factors", "action_items"],
      finding: ["description", "evidence", "severity"],
    },
    { finding: "description" },
  ),
  prototyper: asking(
    {
      artifact_produced: ["path", "kind", "description", "verified"],
      verification_result: ["suite", "passed", "gaps"],
    },
    { artifact_produced: "description" },
  ),
  refactorer: asking(
    {
      artifact_produced: ["path", "kind", "description", "verified"],
      verification_result: ["suite", "passed", "gaps"],
    },
    { artifact_produced: "description", verification_result: "suite" },
  ),
  researcher: asking(
    {
      finding: ["description", "source", "evidence", "confidence"],
      conflict: ["sources", "nature"],
      gap: ["area", "what_is_unknown"],
    },
    { finding: "description", conflict: "nature", gap: "what_is_unknown" },
  ),
  responder: asking(
    {
      finding: ["description", "evidence", "severity"],
      recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"],
    },
    { finding: "description" },
  ),
  reviewer: asking(
    {
      verdict: ["verdict", "rationale", "evidence", "reversible_by"],
      finding: ["description", "severity", "source"],
    },
    { finding: "description" },
  ),
  scribe: asking({ document: ["title", "format", "content"] }),
  strategist: asking(
    {
      complexity_score: ["score", "rationale"],
      recommendation: ["recommendation", "rationale", "alternatives", "tradeoffs"],
    },
    { complexity_score: "rationale" },
  ),
  suggester: asking(
    {
      recommendation: ["recommendation", "rationale", "tradeoffs", "alternatives"],
      finding: ["description", "severity", "evidence"],
    },
    { recommendation: "alternatives" },
  ),
  synthesizer: asking(
    { synthesis: ["summary", "themes", "sources", "tensions"], conflict: ["sources", "nature"] },
    { conflict: "nature" },
  ),
  tester: asking(
    {
      verification_result: ["suite", "passed", "coverage", "gaps"],
      finding: ["description", "severity", "evidence", "confidence"],
    },
    { verification_result: "suite", finding: "description" },
  ),
  translator: asking({ document: ["title", "content", "format", "audience"] }),
  troubleshooter: asking(
    {
      diagnosis: ["symptom", "root_cause", "remedy", "confidence", "evidence"],
      finding: ["description", "severity"],
    },
    { diagnosis: "evidence", finding: "description" },
  ),
  writer: asking({ document: ["title", "content", "format", "audience"] }),
};
