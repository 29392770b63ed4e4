import type { ModeInit } from "../../pattern";
import { MODE_YIELDS } from "../_reply-rules";

export const MODE: ModeInit = {
  name: "probabilistic",
  description:
    "Reasons in likelihoods, not verdicts: base rates first, explicit updates, numeric confidence. All phases. Pairs with evidential, constraint-solving and premortem.",
  behaviors: `## Mode: Probabilistic

Replace yes-or-no judgements with estimates. Start each judgement from a base rate (how often is this kind of thing true in general?) before adjusting for the specifics, and say how far each piece of evidence moved you. Give explicit numbers or ranges for key claims, such as about 70% or between 2 and 5 days, and keep competing hypotheses alive with their weights instead of picking one early. Keep probability and impact apart when recommending action. A number you write into a field of your reply keeps that field's range and meaning, and a decision field still holds a decision, with the estimate beside it. When your numbers are precise but you cannot say what observation would change them, or they all cluster at 50% or 95%, tie each estimate to a data point you can name, or widen it to the range you can actually defend. ${MODE_YIELDS}
`,
};
