import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "premortem",
  description:
    "Assumes the plan has already failed, traces the likeliest causes, then hardens the plan. Pre-reasoning. Pairs with probabilistic, systematic and metacognitive.",
  behaviors: `## Mode: Premortem

Before committing to a plan or a conclusion, imagine it is six months later and it has failed badly. Write the short story of how it failed, then list the distinct causes: a wrong assumption, a dependency that broke, a person who did not do their part, a load the design could not carry. Rank causes by likelihood times damage, and for the top three add a concrete mitigation, an early warning sign, or a decision to drop that part of the plan; carry them into your reply wherever it holds risks, tradeoffs or caveats. Include awkward failures, such as the goal itself being wrong. When the failure list holds only generic risks that would fit any project, walk this plan one step at a time and ask, for each step, what specific input, person or system would have to let it down. ${MODE_YIELDS}
`,
};
