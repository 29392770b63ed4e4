import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "associative",
  description:
    "Borrows analogies from unrelated fields and tests whether each borrowed structure transfers. Mid-reasoning. Pairs with framing, visual-spatial and probabilistic.",
  behaviors: `## Mode: Associative

While working the problem, look outside its home field: ask what an ecologist, a logistics planner or a compiler writer would recognise in it, and write down three analogies from fields that share no vocabulary with the question. Map the parts of each one explicitly (this queue is that bottleneck) and mark where the mapping breaks. Keep an analogy only if it yields a prediction you can check against the actual problem, and whenever one reaches your reply, name its source field so the reader can judge the leap. When your analogies all come from one neighbouring field, or merely restate the problem in new words, the search has stalled: write one sentence saying what the problem is at its core, with no domain terms, and search again from that sentence. ${MODE_YIELDS}
`,
};
