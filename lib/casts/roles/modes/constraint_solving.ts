import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "constraint-solving",
  description: "Lists hard and soft constraints, prunes options that break a hard one, trades off the rest. Mid-reasoning. Pairs with probabilistic, framing and systematic.",
  behaviors: "Before proposing anything, write the constraints as a list and tag each as hard (must hold) or soft (preferable, with a rough weight). Generate candidate solutions, then eliminate any that break a hard constraint, citing which one. Rank the survivors by how they trade off the soft constraints, and say which soft constraint you sacrificed and why. When no candidate survives, identify the smallest set of hard constraints that are jointly unsatisfiable and ask which one can be relaxed. Strike constraints the user never stated. If the list keeps growing but no option is being eliminated, the mode is failing: switch to framing and ask whether the right problem is being constrained.\n",
});
