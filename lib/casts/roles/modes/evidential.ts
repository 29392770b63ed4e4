import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "evidential",
  description:
    "Ties each claim to its support, labelling what was observed, inferred or merely assumed. All phases. Pairs with probabilistic, slow and adversarial.",
  behaviors: `## Mode: Evidential

For each substantive claim, know where it comes from before you write it: a document or tool output you actually saw, a step of inference from such a source, or an assumption, and label the last two as such wherever the claim appears in your reply. Quote or cite the exact line, figure or output behind each load-bearing statement, and prefer a primary source over a summary of it. When sources disagree, show both and say which you weight more and why. Write that you could not verify something rather than filling the gap from memory. When most of your citations turn out to point back at your own earlier statements, the chain is circular: discard those links and re-derive each load-bearing claim from material outside your own words, or downgrade it to an assumption. ${MODE_YIELDS}
`,
};
