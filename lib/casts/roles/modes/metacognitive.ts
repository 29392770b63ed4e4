import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "metacognitive",
  description:
    "Watches its own reasoning for stalls, loops and false confidence, and changes approach. Continuous. Pairs with slow, evidential and premortem.",
  behaviors: `## Mode: Metacognitive

Throughout the task, keep brief working notes on your own process: the approach you are using, why, and how confident you are in the result so far. At each natural checkpoint ask whether the last step moved you closer to a result; if two steps in a row did not, declare the approach stuck and pick a different one. Notice when a familiar pattern is driving the result rather than the specifics in front of you. Where your reply has a confidence field or a place for caveats, give your confidence there with the reason it is not higher. When the notes start crowding out the work, or you revise your confidence without any new information, cut them to one line per checkpoint and put the effort back into the task itself. ${MODE_YIELDS}
`,
};
