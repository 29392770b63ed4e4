import { z } from "zod";

import { optionalText, text } from "./fields";
import { defineEmissionModel } from "./model";

/** Operations a SpawnRequest may ask the runtime to run. */
export const SPAWN_ALLOWED_OPERATIONS = Object.freeze(["operate", "chat", "communicate", "ReAct"] as const);

// Python truthiness, which the legacy `blocking` flag was read with.
function isPythonTruthy(value: unknown): boolean {
  if (value === false || value === null || value === undefined || value === 0 || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

// Old producers sent `blocking: bool`; map it onto `urgency` unless urgency is given.
function mapLegacyBlocking(input: unknown): unknown {
  if (
    input === null ||
    typeof input !== "object" ||
    Array.isArray(input) ||
    !Object.hasOwn(input, "blocking")
  ) {
    return input;
  }
  const { blocking, ...rest } = input as Record<string, unknown>;
  return Object.hasOwn(rest, "urgency")
    ? rest
    : { ...rest, urgency: isPythonTruthy(blocking) ? "blocked" : "fyi" };
}

export const EscalationRequest = defineEmissionModel({
  name: "EscalationRequest",
  category: "universal",
  summary: "A request for a human or a higher role to decide something the role must not decide alone.",
  mapInput: mapLegacyBlocking,
  fields: {
    reason: text(
      "What needs deciding and why this role cannot decide it; name the rule or limit that stops it.",
    ),
    context: z
      .record(z.string(), z.unknown())
      .default(() => ({}))
      .describe("Facts the decider needs, as key/value pairs, e.g. ids, links, observed values."),
    urgency: z
      .enum(["fyi", "blocked"])
      .default("blocked")
      .describe(
        "blocked: the role has stopped and waits for an answer; fyi: the role carries on and the decider can answer later. Legacy input `blocking` maps here.",
      ),
    from_role: optionalText("The role raising the request."),
  },
});

/** Whether an escalation stops its role until answered. */
export function isBlockingEscalation(request: { readonly urgency: "fyi" | "blocked" }): boolean {
  return request.urgency === "blocked";
}

export const SpawnRequest = defineEmissionModel({
  name: "SpawnRequest",
  category: "universal",
  summary: "A request that the runtime start another agent on a sub-task.",
  fields: {
    instruction: text("The sub-task for the new agent, complete enough to act on alone."),
    assignee: optionalText(
      "Role or profile name for the new agent; when null the runtime picks a general-purpose agent.",
    ),
    operation: z
      .enum(SPAWN_ALLOWED_OPERATIONS)
      .default("operate")
      .describe("How the runtime drives the new agent: operate, chat, communicate or ReAct."),
    independent: z
      .boolean()
      .default(false)
      .describe(
        "True to start the agent with a fresh context; false to let it see the requesting conversation.",
      ),
    reason: optionalText("Why a separate agent suits this sub-task better than doing it inline."),
  },
});
