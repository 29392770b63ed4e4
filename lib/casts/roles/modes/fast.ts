import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "fast",
  description: "Commits to the likeliest reading, puts the result first and skips exhaustive exploration. All phases. Pairs with empathetic and evidential.",
  conflictsWith: ["slow", "systematic"],
  behaviors: "Pick the most plausible interpretation of the request and commit to it without enumerating alternatives; mention the assumption in one clause. Put the answer, command or decision in the first line, followed by at most a few lines of justification. Reuse known patterns instead of deriving from scratch, and stop as soon as the answer is good enough to act on. Ask a clarifying question only when a wrong guess would be costly or irreversible. If a first attempt is corrected twice, or the question turns out to hinge on details you glossed over, the mode is failing: switch to metacognitive and decide deliberately how much more depth the problem needs.\n",
});
