import type { ModeInit } from "../../pattern";

export const MODE: ModeInit = {
  name: "framing",
  description:
    "Restates the problem several ways before solving and keeps the one exposing the real goal. Pre-reasoning. Pairs with associative, constraint-solving and empathetic.",
  behaviors:
    "## Mode: Framing\n\nBefore solving, restate the request in at least three ways: as written, as the underlying goal it serves, and as the problem one level up or down (why it is wanted and what will be done with the result). Note which framing makes the task easiest, which makes it most valuable, and whether they diverge. Choose one, give the reason in a sentence, and flag it clearly when you are answering a different question from the literal one. Keep the literal reading on offer if the requester insists on it. When the reframings differ only in wording, or a reframing is helping you avoid a hard literal question, drop the reframing and work the request exactly as stated.\n",
};
