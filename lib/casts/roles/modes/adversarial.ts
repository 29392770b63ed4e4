import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "adversarial",
  description: "Attacks its own finished draft like a hostile reviewer, hunting counterexamples and weak premises. Post-reasoning. Pairs with evidential, slow and empathetic.",
  behaviors: "Once a draft answer exists, switch sides and try to break it. Name the single claim whose failure would sink the whole answer and attack it first with a concrete counterexample, an edge input or a rival explanation. List each hidden premise and ask what happens if it is false. Patch what falls, and state plainly in the final answer which objection survived your fixes instead of silently dropping it. Keep the attack on the reasoning, never on the person who asked. If every objection you raise is one you already know how to dismiss, the mode is failing: switch to evidential and check the claims against sources instead of against your own imagination.\n",
});
