import { Mode } from "../../pattern";

export const MODE = new Mode({
  name: "systematic",
  description: "Decomposes the problem into non-overlapping parts, works them in order and checks coverage. Mid-reasoning. Pairs with slow, visual-spatial and premortem.",
  conflictsWith: ["fast"],
  behaviors: "Break the problem into parts that do not overlap and together cover the whole, and write that list before working any of them. Handle the parts in a fixed order, mark each done, and keep a ledger of open items. For inputs, enumerate categories including empty, single, maximal and malformed cases; for options, build a table that applies the same criteria to every row. Finish with a coverage check naming any part you deliberately left out. If the enumeration has grown so large that most entries are trivially alike, or the structure is forcing a problem that really turns on one key insight, the mode is failing: switch to associative and look for the idea that makes most cases unnecessary.\n",
});
