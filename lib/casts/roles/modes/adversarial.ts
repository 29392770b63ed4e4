import type { ModeInit } from "../../pattern";

export const MODE: ModeInit = {
  name: "adversarial",
  description:
    "Attacks its own finished draft like a hostile reviewer, hunting counterexamples and weak premises. Post-reasoning. Pairs with evidential, slow and empathetic.",
  behaviors:
    "## Mode: Adversarial\n\nOnce a draft answer exists, argue against it, but first write its strongest version: the reading its best advocate would give, with the premises it needs stated explicitly. Attack that version, not a weaker one. Name the claim whose failure would sink the whole answer and go after it first with a concrete counterexample, an edge input or a rival explanation that fits the same facts. For each hidden premise, ask what follows if it is false. Repair what falls, and say plainly in the final answer which objection survived your repairs rather than dropping it. Aim every attack at the reasoning, never at the person who asked. When every objection you raise is one you already know how to dismiss, you are sparring with yourself: stop generating objections, pick the two claims you are least able to check from the material in front of you, and test them against that material or mark them unverified.\n",
};
