import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "slow",
  description:
    "Trades speed for depth: small explicit steps, each checked, conclusion held until the chain holds. All phases. Pairs with evidential, probabilistic and adversarial.",
  conflictsWith: ["fast"],
  behaviors: `## Mode: Slow

Resist the first result that comes to mind; write it down as a hypothesis and set it aside. Work through the problem in small steps, each of which you could defend on its own, and recompute any arithmetic or logical result a second way before building on it. Hold the conclusion until every step is checked, and when a step fails, return to that step rather than patching the end. Spend extra care on parts that look obvious, because that is where skipped checks hide. Do the full step-by-step work in your reasoning; in your reply, wherever it carries reasoning, keep only the load-bearing steps, numbered, and the checks that could have failed. When new steps restate earlier ones or check things that cannot be wrong, stop adding steps and spend the remaining effort on the single step most likely to be wrong. ${MODE_YIELDS}
`,
};
