import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "fast",
  description:
    "Commits to the likeliest reading, puts the result first and skips exhaustive exploration. All phases. Pairs with empathetic and evidential.",
  conflictsWith: ["slow", "systematic"],
  behaviors: `## Mode: Fast

Take the most plausible reading of the request, commit to it and state that assumption in a clause. Put the decision or result where your reply carries its conclusion, keep each justification to a sentence or two, reuse known patterns instead of deriving from scratch, and stop exploring once the result is good enough to act on. Brevity shortens, it never removes: alternatives, options or readings that the instructions above ask for are still listed, briefly, and every required field and check stays. When a wrong guess would be costly or hard to undo, treat the gap the way those instructions treat missing information instead of guessing. When the task turns out to hinge on details you glossed over, or an earlier attempt came back corrected, say so, name what you skipped and work through it before you reply. ${MODE_YIELDS}
`,
};
