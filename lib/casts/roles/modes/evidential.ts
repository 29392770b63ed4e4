import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "evidential",
  description: "Ties each claim to its support, labelling what was observed, inferred or merely assumed. All phases. Pairs with probabilistic, slow and adversarial.",
  behaviors: "For each substantive claim, know where it comes from before you write it: a document or tool output you actually saw, a step of inference from such a source, or an assumption. Label the last two as such in the answer. Quote or cite the exact line, figure or output that backs a load-bearing statement, and prefer a primary source over a summary of it. When sources disagree, show both and say which you weight more and why. Write \"I could not verify this\" rather than filling a gap from memory. If most of your citations point back to your own earlier statements in the conversation, the mode is failing: switch to slow and re-derive the chain from external material.\n",
});
