// A directory role's runtime limits (contract §6: `required_tools`, `tool_filter`, `model`) as the
// values an export can write. `model` and `tool_filter` are regular expressions matched against the
// whole ID: only a pattern that matches exactly one literal string is carried (unescaped,
// `gpt-4\.1` → `gpt-4.1`); for any other pattern the caller gets a note instead.
import type { DirectoryRoleConfig } from "../directory-roles/config";

/** The part of a directory role's config an export reads: what travels into a target's tool and model fields. */
export type DirectoryToolLimits = Pick<DirectoryRoleConfig, "model" | "required_tools" | "tool_filter">;

export interface ToolLimits {
  /** The tool names the role may use; null when the role does not limit its tools (or the limit is not literal). */
  readonly tools: readonly string[] | null;
  /** The one model ID the role's pattern allows; null when it allows any model or more than one. */
  readonly model: string | null;
  /** What could not be carried, in words. */
  readonly notes: readonly string[];
}

const META = new Set([..."^$.*+?()[]{}|\\/"]);

/**
 * The one string a regular expression matches in full, or null when it matches more than one.
 * Escaped punctuation is unescaped; an escaped letter or digit (`\d`, `\w`, `\1`) is a class, not a literal.
 */
export function literalFromRegex(pattern: string): string | null {
  let source = pattern;
  if (source.startsWith("^")) source = source.slice(1);
  if (source.endsWith("$") && !source.endsWith("\\$")) source = source.slice(0, -1);
  let literal = "";
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === "\\") {
      const next = source[index + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return null;
      literal += next;
      index += 1;
      continue;
    }
    if (META.has(char)) return null;
    literal += char;
  }
  return literal === "" ? null : literal;
}

function fullMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, "u").test(value);
  } catch {
    return false;
  }
}

/** The tools and model a directory role's config allows, as literal values, with notes for the rest. */
export function resolveToolLimits(config: DirectoryToolLimits | null | undefined): ToolLimits {
  if (!config) return { tools: null, model: null, notes: [] };
  const notes: string[] = [];
  let tools: string[] | null = null;
  const required = [...config.required_tools];
  const filters = [...config.tool_filter];
  if (filters.length === 0) {
    tools = required.length > 0 ? required : null;
  } else if (required.length > 0) {
    tools = required.filter((tool) => filters.some((filter) => fullMatch(filter, tool)));
  } else {
    const literals = filters.map(literalFromRegex);
    if (literals.every((literal): literal is string => literal !== null)) tools = [...new Set(literals)];
    else {
      const open = filters.filter((_, index) => literals[index] === null);
      notes.push(
        `The role's tool_filter ${open.map((filter) => JSON.stringify(filter)).join(", ")} matches tool names by pattern and names no tool list: no tool limit was written.`,
      );
    }
  }
  let model: string | null = null;
  if (config.model !== ".*") {
    model = literalFromRegex(config.model);
    if (model === null) {
      notes.push(
        `The role's model pattern ${JSON.stringify(config.model)} allows more than one model: no model was written from it.`,
      );
    }
  }
  return { tools, model, notes };
}
