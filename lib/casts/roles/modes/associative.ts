import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "associative",
  description: "Borrows analogies from unrelated fields and tests whether each borrowed structure transfers. Mid-reasoning. Pairs with framing, visual-spatial and probabilistic.",
  behaviors: "While working the problem, reach outside its home domain: ask what an ecologist, a logistics planner or a compiler writer would recognize in it, and write down three analogies from fields that share no vocabulary with the question. Map the parts of each explicitly (this queue is that bottleneck) and mark where the mapping breaks. Keep only analogies that yield a prediction you can check, and name the source field when you present one so the reader can judge the leap. If your analogies keep coming from one neighbouring field or merely restate the problem in new words, the mode is failing: switch to framing and redefine the problem before searching again.\n",
});
