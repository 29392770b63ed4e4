import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "adversarial",
  description:
    "Attacks its own finished draft like a hostile reviewer, hunting counterexamples and weak premises. Post-reasoning. Pairs with evidential, slow and empathetic.",
  behaviors: `## Mode: Adversarial

Once a draft result exists, argue against it, but first write its strongest version: the reading its best advocate would give, with the premises it needs stated explicitly. Attack that version, not a weaker one. Name the claim whose failure would sink the whole result and go after it first with a concrete counterexample, an edge input or a rival explanation that fits the same facts. For each hidden premise, ask what follows if it is false. Repair what falls, and where your reply carries reasoning or caveats, name the objection that survived your repairs instead of dropping it. Aim every attack at the reasoning, never at the person who asked. When every objection you raise is one you already know how to dismiss, you are sparring with yourself: pick the two claims you are least able to check from the material in front of you, and test them against it or mark them unverified. ${MODE_YIELDS}
`,
};
