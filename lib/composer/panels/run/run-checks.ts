// The run engine's checks before sending (lib/casts/run/check-request.ts), run by the Run panel as the
// reader types: a request the engine would refuse is said beside its field and never started, so it
// is never listed as a failed run. Light: no SDK, no zod.
import { requestProblems, type CheckedRequest, type RequestField } from "@/lib/casts/run/check-request";
import { currentPage } from "@/lib/casts/run/endpoint";
import { RUN_PANEL_ADVICE } from "@/lib/casts/run/types";

/** Each field's problem in the panel's words, from this page (a browser blocks mixed content). */
export function requestProblemsHere(request: CheckedRequest): ReadonlyMap<RequestField, string> {
  const found = new Map<RequestField, string>();
  for (const { field, error } of requestProblems(request, RUN_PANEL_ADVICE, currentPage()))
    found.set(field, error.message);
  return found;
}

/** The settings fields whose problems are said beside them. */
export type SettingsField = "baseUrl" | "model" | "apiKey";

/** What a field's problem says beside Run: short, as the field itself says the rest. */
const FIX: Readonly<Record<SettingsField, readonly [empty: string, wrong: string]>> = {
  baseUrl: ["Give a base URL first.", "Fix the base URL first."],
  model: ["Give a model id first.", "Fix the model id first."],
  apiKey: ["Give the API key first.", "Fix the API key first."],
};

export interface RunReadiness {
  /** Two modes of the composition that cannot be in one profile. */
  readonly conflict: { readonly later: string; readonly earlier: string } | null;
  /** The role's text is still loading. */
  readonly loading: boolean;
  /** requestProblemsHere's answer. */
  readonly problems: ReadonlyMap<RequestField, string>;
  /** The settings fields as typed. */
  readonly values: Readonly<Record<SettingsField, string>>;
  /** The user message as typed. */
  readonly input: string;
  /** `{{variables}}` of the message with no value yet. */
  readonly missing: readonly string[];
  /** A limit under Options is out of range. */
  readonly badLimits: boolean;
}

/**
 * Why Run does nothing now, said beside it (null: it runs): a conflict first (the Export panel and the
 * CLI refuse such a composition too), then the form from top to bottom.
 */
export function whyNotRun(ready: RunReadiness): string | null {
  if (ready.conflict)
    return `'${ready.conflict.later}' and '${ready.conflict.earlier}' conflict: remove one to run.`;
  if (ready.loading) return "The role's text is still loading.";
  const field = (["baseUrl", "model", "apiKey"] as const).find((name) => ready.problems.has(name));
  if (field) return FIX[field][ready.values[field].trim() === "" ? 0 : 1];
  if (ready.input.trim() === "") return "Write a user message to send.";
  if (ready.missing.length > 0)
    return `Fill in ${ready.missing.map((name) => `{{${name}}}`).join(", ")} first.`;
  if (ready.badLimits) return "Fix the limits under Options first.";
  return null;
}
