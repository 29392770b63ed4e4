import { optionalText, optionalTextList, text } from "./fields";
import { defineEmissionModel } from "./model";

export const Proposal = defineEmissionModel({
  name: "Proposal",
  category: "generative / retrospective",
  summary: "A new idea pitched with its value, its feasibility and what could sink it.",
  fields: {
    idea: text("The idea in one or two sentences."),
    value_proposition: text("Who gains what if the idea works."),
    feasibility: optionalText("What it would take to build and whether that is realistic."),
    risks: optionalTextList("Ways the idea could fail or backfire."),
  },
});

export const Postmortem = defineEmissionModel({
  name: "Postmortem",
  category: "generative / retrospective",
  summary: "A blameless account of an incident: what happened, why, and what changes next.",
  fields: {
    summary: text("The incident and its impact in a few sentences."),
    timeline: optionalTextList("Timestamped events in order."),
    root_cause: text("The deepest cause the evidence supports, stated without blame."),
    contributing_factors: optionalTextList("Conditions that made the incident worse or likelier."),
    action_items: optionalTextList("Changes to make, each with an owner where known."),
  },
});
