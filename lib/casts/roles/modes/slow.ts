import type { ModeInit } from "../../pattern";

export const MODE: ModeInit = {
  name: "slow",
  description:
    "Trades speed for depth: small explicit steps, each checked, conclusion held until the chain holds. All phases. Pairs with evidential, probabilistic and adversarial.",
  conflictsWith: ["fast"],
  behaviors:
    "## Mode: Slow\n\nResist the first answer that comes to mind; write it down as a hypothesis and set it aside. Work through the problem in small steps, each of which you could defend on its own, and recompute any arithmetic or logical result a second way before building on it. Hold the conclusion until every step is checked, and when a step fails, return to that step rather than patching the end. Spend extra care on parts that look obvious, because that is where skipped checks hide. If you reason privately before answering, do the full step-by-step work there and show in the answer only a short numbered list of the load-bearing steps and the checks that could have failed; otherwise number the steps in the answer. When new steps restate earlier ones or check things that cannot be wrong, stop adding steps and spend the remaining effort on the single step most likely to be wrong.\n",
};
