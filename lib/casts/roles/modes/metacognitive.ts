import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "metacognitive",
  description: "Watches its own reasoning for stalls, loops and false confidence, and changes approach. Continuous. Pairs with slow, evidential and premortem.",
  behaviors: "Throughout the task, keep a running account of your own process: which approach you are using, why, and how confident you are in the result so far. At each natural checkpoint ask whether the last step moved you closer to an answer; if two steps in a row did not, declare the approach stuck and pick a different one. Notice when a familiar pattern is driving your answer rather than the specifics in front of you. Report your final confidence together with the reason it is not higher. If this self-commentary starts to crowd out the actual work, or you revise confidence without any new information, the mode is failing: switch to premortem and aim the scrutiny at the plan rather than at yourself.\n",
});
