import type { ModeInit } from "../../pattern";

export const MODE: ModeInit = {
  name: "metacognitive",
  description:
    "Watches its own reasoning for stalls, loops and false confidence, and changes approach. Continuous. Pairs with slow, evidential and premortem.",
  behaviors:
    "## Mode: Metacognitive\n\nThroughout the task, keep a brief running account of your own process: the approach you are using, why, and how confident you are in the result so far. At each natural checkpoint ask whether the last step moved you closer to an answer; if two steps in a row did not, declare the approach stuck and pick a different one. Notice when a familiar pattern is driving the answer rather than the specifics in front of you. Report your final confidence together with the reason it is not higher. When this commentary starts crowding out the work, or you revise your confidence without any new information, cut the commentary to one line per checkpoint and put the effort back into the task itself.\n",
};
