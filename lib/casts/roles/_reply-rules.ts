// The sentences every built-in body or mode carries word for word, kept in one place so that the
// rule they state can only ever be worded one way. Role and mode modules interpolate them.

/** How a body with outputs that can repeat reports several results (Artifacts, first bullet). */
export const SEVERAL_RESULTS =
  "Your reply holds at most one object under each key: when a key has several results, send the most important as that object and carry the others inside it, most important first, in one of its list fields where one fits them and named in its text where none does.";

/** How every body escalates (the paragraph after its Stop and Flag conditions). */
export const ESCALATION_RULE =
  "At a stop condition, send an 'escalation_request' with 'escalation_request.urgency' \"blocked\", the condition in 'escalation_request.reason' and what the decider needs in 'escalation_request.context', add only results you have already established, and do no further work; at a flag condition, send it with urgency \"fyi\" and finish the task.";

/** How every mode yields to the role it is composed with (the last sentence of its paragraph). */
export const MODE_YIELDS =
  "This section changes how you work, never what you deliver: where it and the instructions above it differ, they win, and your reply keeps the form they set.";
