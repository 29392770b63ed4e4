// A fixture's expectations in plain words, one line per expectation item, matching one for one
// the assertions checkExpectations reports, in the same order: for role pages ("How this role is tested") and eval reports.
import type { EvalExpect, FieldExpectation } from "./fixture-schema";

/** What kind of value a field path holds, when the caller knows (from the emission model). */
export type FieldKind = "number" | "text" | "list" | "map" | "boolean";

function quote(value: unknown): string {
  return typeof value === "string" ? `“${value}”` : JSON.stringify(value);
}

function listText(items: readonly string[], joiner = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${joiner} ${items.at(-1)}`;
}

function bounds(min: number | undefined, max: number | undefined, unit: string): string {
  const suffix = unit === "" ? "" : ` ${unit}`;
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${min}${suffix}` : `between ${min} and ${max}${suffix}`;
  if (min !== undefined) return `at least ${min}${suffix}`;
  return `at most ${max}${suffix}`;
}

const SIZE_WORDS: Record<FieldKind, { verb: string; unit: string }> = {
  number: { verb: "is", unit: "" },
  text: { verb: "is", unit: "characters long" },
  list: { verb: "lists", unit: "items" },
  map: { verb: "holds", unit: "entries" },
  boolean: { verb: "is", unit: "" },
};

/**
 * The words of a pattern that is only a list of plain alternatives (`approve|lgtm|accept`,
 * `paginate\\.ts`), or null when it uses any other regular-expression syntax.
 */
export function literalAlternatives(pattern: string): string[] | null {
  const raw = pattern.split("|");
  const plain = /^[\p{L}\p{N}](?:[\p{L}\p{N} ,:#/@%'_-]|\\\.)*$/u;
  if (!raw.every((word) => plain.test(word) && !word.endsWith(" "))) return null;
  return raw.map((word) => word.replace(/\\\./g, "."));
}

function patternWords(pattern: string, subject: "text" | "item"): string {
  const words = literalAlternatives(pattern);
  if (!words) return subject === "item" ? `has an item matching /${pattern}/` : `matches /${pattern}/`;
  const choice = listText(words.map(quote), "or");
  return subject === "item" ? `has an item mentioning ${choice}` : `mentions ${choice}`;
}

function describeField(field: FieldExpectation, kind: FieldKind | undefined): string {
  const parts: string[] = [];
  if (field.equals !== undefined) parts.push(`is ${quote(field.equals)}`);
  if (field.one_of !== undefined) parts.push(`is one of ${listText(field.one_of.map(quote), "or")}`);
  if (field.pattern !== undefined) parts.push(patternWords(field.pattern, kind === "list" ? "item" : "text"));
  if (field.min !== undefined || field.max !== undefined) {
    const words = kind ? SIZE_WORDS[kind] : { verb: "has a size or value of", unit: "" };
    parts.push(`${words.verb} ${bounds(field.min, field.max, words.unit)}`);
  }
  return `${field.path} ${listText(parts)}`;
}

/**
 * The expectations as sentences. `kindOf` names a field path's kind (number, text, list…) so a
 * bound reads "lists at least 3 items" rather than a neutral "has a size of".
 */
export function describeExpectations(
  expect: EvalExpect,
  kindOf: (path: string) => FieldKind | undefined = () => undefined,
): string[] {
  const lines: string[] = [];
  if (expect.keys) lines.push(`Sends ${listText(expect.keys)}`);
  if (expect.forbid_keys) lines.push(`Does not send ${listText(expect.forbid_keys, "or")}`);
  const escalates = expect.escalation ?? (expect.urgency !== undefined ? true : undefined);
  if (escalates === false) lines.push("Does not escalate");
  if (escalates === true) lines.push("Escalates to a human or a higher role");
  if (expect.urgency === "blocked")
    lines.push("The escalation's urgency is blocked: the role stops and waits");
  if (expect.urgency === "fyi") lines.push("The escalation's urgency is fyi: the role carries on");
  for (const field of expect.fields ?? []) lines.push(describeField(field, kindOf(field.path)));
  for (const needle of expect.contains ?? []) lines.push(`The reply mentions ${quote(needle)}`);
  for (const needle of expect.not_contains ?? []) lines.push(`The reply never mentions ${quote(needle)}`);
  if (expect.pattern !== undefined) lines.push(`The reply ${patternWords(expect.pattern, "text")}`);
  if (expect.length)
    lines.push(`The reply is ${bounds(expect.length.min, expect.length.max, "characters")} long`);
  return lines;
}
