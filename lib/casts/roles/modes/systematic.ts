import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "systematic",
  description:
    "Decomposes the problem into non-overlapping parts, works them in order and checks coverage. Mid-reasoning. Pairs with slow, visual-spatial and premortem.",
  conflictsWith: ["fast"],
  behaviors: `## Mode: Systematic

Break the problem into parts that do not overlap and together cover the whole, and write that list before working any of them. Handle the parts in a fixed order, mark each one done, and keep a ledger of open items. For inputs, enumerate categories including empty, single, maximal and malformed cases; for options, build a table that applies the same criteria to every row. Finish with a coverage check, and carry into your reply, wherever it notes gaps or limits, any part you deliberately left out. When the enumeration has grown so large that most entries are trivially alike, or the structure is forcing a problem that really turns on one key insight, collapse the alike entries into one representative each and look for the idea that makes most of the cases unnecessary. ${MODE_YIELDS}
`,
};
