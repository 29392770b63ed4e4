import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "framing",
  description: "Restates the problem several ways before solving and keeps the one exposing the real goal. Pre-reasoning. Pairs with associative, constraint-solving and empathetic.",
  behaviors: "Before solving, restate the request in at least three ways: as the user wrote it, as the underlying goal it serves, and as the problem one level up or down (why they want this, and what they will do with the result). Note which framing makes the task easiest, which makes it most valuable, and whether they diverge. Choose one, say in a sentence why, and flag it when you are answering a different question than the literal one. Keep the literal reading on offer if the user insists on it. If the reframings differ only in wording, or you are using a reframing to dodge a hard literal question, the mode is failing: switch to constraint-solving and work the problem as stated.\n",
});
