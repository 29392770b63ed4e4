import { optionalText, optionalTextList, text, textList, unitScoreWithDefault } from "./fields";
import { defineEmissionModel } from "./model";

export const Finding = defineEmissionModel({
  name: "Finding",
  category: "discovery",
  summary: "One observation worth acting on, with how sure the author is and where it came from.",
  fields: {
    description: text(
      "The observation itself, stated so a reader can act on it without the transcript; lead with the UTC time when the order of events matters.",
    ),
    confidence: unitScoreWithDefault(
      "How likely the observation is true, from 0 (a guess) to 1 (verified).",
      0.5,
    ),
    severity: optionalText(
      "How much it matters, in the grades the role's instructions name; where they name none, in plain words.",
    ),
    evidence: optionalText("What supports the observation: a quote, a log line, a measurement."),
    source: optionalText("Where the evidence lives: file and line, URL, document or person."),
  },
});

export const Conflict = defineEmissionModel({
  name: "Conflict",
  category: "discovery",
  summary: "Two or more sources that disagree, and the point on which they disagree.",
  fields: {
    sources: textList("The sources in disagreement, each named so it can be looked up again."),
    nature: text("What exactly the sources disagree about."),
  },
});

export const Gap = defineEmissionModel({
  name: "Gap",
  category: "discovery",
  summary: "Something the work needed to know but could not establish.",
  fields: {
    area: text("The topic, component or question the gap sits in."),
    what_is_unknown: text("The missing fact, phrased as a question someone could answer."),
  },
});

export const Diagnosis = defineEmissionModel({
  name: "Diagnosis",
  category: "discovery",
  summary: "A symptom traced to its cause, with an optional fix and the confidence in the chain.",
  fields: {
    symptom: text("What was observed going wrong, as the user or system saw it."),
    root_cause: text("The underlying defect that explains the symptom, not a restatement of it."),
    remedy: optionalText("The change that would remove the root cause, if one is known."),
    confidence: unitScoreWithDefault("How well the evidence supports the causal chain, from 0 to 1.", 0.5),
    evidence: optionalText("The observations that link the symptom to the cause."),
  },
});

export const Synthesis = defineEmissionModel({
  name: "Synthesis",
  category: "discovery",
  summary: "Several inputs folded into one account: what they add up to and where they pull apart.",
  fields: {
    summary: text("The combined conclusion in a few sentences."),
    themes: optionalTextList("Recurring ideas that appear across several inputs."),
    sources: optionalTextList("The inputs that were combined."),
    tensions: optionalTextList("Points where inputs disagree or trade off against each other."),
  },
});
