import { optionalText, optionalTextList, text, unitScore } from "./fields";
import { defineEmissionModel } from "./model";

export const Verdict = defineEmissionModel({
  name: "Verdict",
  category: "judgement",
  summary: "A decision on a question put to the role, with the reasoning that carries it.",
  fields: {
    verdict: text("The decision in a word or short phrase, from the outcomes the role's instructions name."),
    rationale: text("Why this decision follows from the evidence, in terms a reader can check."),
    evidence: optionalText("The facts the decision rests on."),
    reversible_by: optionalText("What new information or change would overturn the decision."),
  },
});

export const ComplianceVerdict = defineEmissionModel({
  name: "ComplianceVerdict",
  category: "judgement",
  summary: "Whether one named control is met, with pointers to the proof.",
  fields: {
    verdict: text(
      "The outcome for the control, in the words the role's instructions give, e.g. pass, fail, partial or not tested.",
    ),
    control: text("The requirement or control checked, by its identifier or exact wording."),
    evidence_refs: optionalTextList("Pointers to the records that prove the outcome."),
  },
});

export const RiskAssessment = defineEmissionModel({
  name: "RiskAssessment",
  category: "judgement",
  summary: "One way things could fail, scored for likelihood and impact, with a mitigation.",
  fields: {
    failure_mode: text("The specific way the plan or system could fail."),
    likelihood: unitScore("Probability the failure happens, from 0 to 1."),
    impact: unitScore("Damage if it happens, from 0 (negligible) to 1 (severe)."),
    mitigation: optionalText("What lowers the likelihood or the impact."),
  },
});

export const Objection = defineEmissionModel({
  name: "Objection",
  category: "judgement",
  summary: "A reasoned challenge to a claim or plan, aimed at its strongest version.",
  fields: {
    target: text("The claim, decision or plan being challenged."),
    objection: text("The reason the target may be wrong."),
    strongest_target_form: optionalText(
      "The most defensible version of the target that the objection still hits.",
    ),
    what_would_resolve: optionalText("The evidence or change that would settle the challenge."),
  },
});

export const Recommendation = defineEmissionModel({
  name: "Recommendation",
  category: "judgement",
  summary: "A course of action the role advises, with the options it beat.",
  fields: {
    recommendation: text("The advised action, stated as something to do."),
    rationale: text("Why this action over the others."),
    alternatives: optionalTextList("Other actions that were weighed."),
    tradeoffs: optionalText("What the recommended action costs or gives up."),
  },
});
