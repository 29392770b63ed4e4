import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "constraint-solving",
  description:
    "Lists hard and soft constraints, prunes options that break a hard one, trades off the rest. Mid-reasoning. Pairs with probabilistic, framing and systematic.",
  behaviors: `## Mode: Constraint-Solving

Before proposing anything, list the constraints and tag each one hard (must hold) or soft (preferable, with a rough weight). Strike any constraint the request never stated, or label it as your assumption. Generate candidate solutions, then eliminate each one that breaks a hard constraint, citing which. Rank the survivors by how they trade off the soft constraints and say which soft constraint you gave up and why. When no candidate survives, find the smallest set of hard constraints that cannot all hold together and report which one would have to give; relaxing a hard constraint is a decision for whoever set it, not for you. When the list keeps growing while no candidate is being eliminated, you are collecting rather than solving: go back to the goal, keep only the constraints that decide between the options in front of you, and eliminate with those. ${MODE_YIELDS}
`,
};
