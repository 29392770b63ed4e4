import { z } from "zod";

import { optionalText, optionalTextList, text } from "./fields";
import { defineEmissionModel } from "./model";

export const ArtifactProduced = defineEmissionModel({
  name: "ArtifactProduced",
  category: "production",
  summary: "A file or other artifact the role created or changed.",
  fields: {
    path: text("Where the artifact is, as a path or URL a reader can open."),
    kind: text("What sort of artifact it is, e.g. source, test, migration, doc."),
    description: optionalText("What changed and why, in a line."),
    verified: z
      .boolean()
      .default(false)
      .describe("True only when a check (test run, build, review) has passed on this artifact."),
  },
});

export const VerificationResult = defineEmissionModel({
  name: "VerificationResult",
  category: "production",
  summary: "The outcome of running a check suite, including what it did not cover.",
  fields: {
    suite: text("The check that ran, named so it can be rerun."),
    passed: z.boolean().describe("Whether every check in the suite succeeded."),
    coverage: z
      .number()
      .nullable()
      .default(null)
      .describe("Share of the target the suite exercised, if measured."),
    gaps: optionalTextList("Behaviour the suite did not exercise."),
  },
});

export const Document = defineEmissionModel({
  name: "Document",
  category: "production",
  summary: "A finished piece of prose or reference text.",
  fields: {
    title: text("The document's title."),
    content: text(
      "The full text of the document, including any sections the role adds such as a glossary, notes or open questions.",
    ),
    format: optionalText("Markup of content, e.g. markdown, plain, html."),
    audience: optionalText("Who the document is written for."),
  },
});

export const OperationOutcome = defineEmissionModel({
  name: "OperationOutcome",
  category: "production",
  summary: "What happened when the role acted on a live system, and how to undo it.",
  fields: {
    action: text("The operation performed, e.g. deploy, restart, scale, rotate key."),
    target: text("The system, service or environment acted on."),
    status: text("The result, e.g. succeeded, failed, partial."),
    changes: optionalTextList("State that differs after the action."),
    rollback: optionalText("The steps that restore the prior state."),
  },
});
