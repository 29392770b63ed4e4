// `model` and `tool_filter` are regular expressions matched against the WHOLE ID (like Python's
// re.fullmatch): "gpt-4" allows "gpt-4" but not "gpt-4o". Patterns use JavaScript syntax with the u flag.

import { CastsError } from "../core/errors";
import { echo } from "../core/limits";

const compiled = new Map<string, RegExp>();

/** Why a pattern is not a valid regular expression, or null when it is. */
export function regexError(pattern: string): string | null {
  try {
    new RegExp(pattern, "u");
    return null;
  } catch (error) {
    const detail =
      error instanceof Error ? (error.message.split(": ").at(-1) ?? error.message) : String(error);
    return `invalid regular expression "${echo(pattern)}": ${echo(detail, 200)}`;
  }
}

/** True when `pattern` matches all of `id` (not just a part of it). */
export function matchesWhole(pattern: string, id: string): boolean {
  let regex = compiled.get(pattern);
  if (!regex) {
    const problem = regexError(pattern);
    if (problem) throw new CastsError("ROLE_DIR_INVALID", problem);
    regex = new RegExp(`^(?:${pattern})$`, "u");
    compiled.set(pattern, regex);
  }
  return regex.test(id);
}

/** Whether a role's `model` pattern allows the model ID. */
export function allowsModel(config: { readonly model: string }, modelId: string): boolean {
  return matchesWhole(config.model, modelId);
}

/** The tools a role can see: all of them when `tool_filter` is empty, else those matching a filter. */
export function visibleTools(
  config: { readonly tool_filter: readonly string[] },
  toolNames: Iterable<string>,
): string[] {
  const names = Array.from(toolNames);
  if (config.tool_filter.length === 0) return names;
  return names.filter((name) => config.tool_filter.some((pattern) => matchesWhole(pattern, name)));
}
