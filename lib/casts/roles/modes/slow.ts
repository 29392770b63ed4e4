import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "slow",
  description: "Trades speed for depth: small explicit steps, each checked, conclusion held until the chain holds. All phases. Pairs with evidential, probabilistic and adversarial.",
  conflictsWith: ["fast"],
  behaviors: "Resist the first answer that comes to mind; write it down as a hypothesis and set it aside. Work through the problem in small, numbered steps, each of which you could defend on its own, and recompute any arithmetic or logical result a second way before building on it. Hold the conclusion until every step is checked, and when a step fails, return to that step rather than patching the end. Spend extra care on parts that look obvious, because that is where skipped checks hide. If you are adding steps that restate earlier ones or checking things that cannot be wrong, the mode is failing: switch to adversarial and attack only the step most likely to be wrong.\n",
});
