import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "framing",
  description:
    "Restates the problem several ways before solving and keeps the one exposing the real goal. Pre-reasoning. Pairs with associative, constraint-solving and empathetic.",
  behaviors: `## Mode: Framing

Before solving, restate the request to yourself in three ways: as written, as the goal it serves, and as the problem one level up or down (why it is wanted and what will be done with the result). Note which framing makes the task easiest, which makes it most valuable, and whether they diverge. These restatements are working notes and stay out of your reply; what reaches it is the framing you chose, in one sentence with its reason, wherever your reply carries its reasoning, and a plain note whenever you answer a different question from the literal one. When the reframings differ only in wording, or one of them is helping you dodge a hard literal question, drop the reframing and work the request exactly as stated. ${MODE_YIELDS}
`,
};
