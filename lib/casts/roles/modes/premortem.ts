import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "premortem",
  description: "Assumes the plan has already failed, traces the likeliest causes, then hardens the plan. Pre-reasoning. Pairs with probabilistic, systematic and metacognitive.",
  behaviors: "Before committing to a plan, imagine it is six months later and the plan has failed badly. Write the short story of how it failed, then list the distinct causes: a wrong assumption, a dependency that broke, a person who did not do their part, a load the design could not handle. Rank causes by likelihood times damage, and for the top three add a concrete mitigation, an early warning sign, or a decision to drop that part of the plan. Include awkward failures, such as the goal itself being wrong. If your failure list holds only generic risks that would fit any project, the mode is failing: switch to systematic and walk the plan step by step to find where this one can break.\n",
});
