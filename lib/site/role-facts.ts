// Reading aids derived from a role's prose: its display title and the parts of its description.

export const EFFORT_LEVELS = ["high", "medium", "low"] as const;
export type Effort = (typeof EFFORT_LEVELS)[number];

export interface RoleDescriptionParts {
  /** What the role does: the description's text before the effort sentence. */
  readonly summary: string;
  readonly effort: Effort | null;
  /** "Pick when …" guidance without the leading words, or null when the description has none. */
  readonly pickWhen: string | null;
  /** "not for …" guidance without the leading words, or null. */
  readonly notFor: string | null;
}

/** The body's first-level heading (`# Architect`), or the name when the body has none. */
export function roleTitle(body: string, name: string): string {
  const heading = /^# +(.+?)\s*$/m.exec(body);
  return heading?.[1] ?? name;
}

const EFFORT_SENTENCE = /^(.*?)\s+(High|Medium|Low) effort\.(?:\s+(.*))?$/s;

/** Splits a catalog description: `<summary>. <Level> effort. Pick when …; not for ….` */
export function parseRoleDescription(description: string): RoleDescriptionParts {
  const match = EFFORT_SENTENCE.exec(description.trim());
  if (!match) return { summary: description.trim(), effort: null, pickWhen: null, notFor: null };
  const [, summary = "", level = "", guidance = ""] = match;
  const pick = /^Pick when\s+(.*?)(?:;\s*not for\s+(.*))?$/s.exec(guidance.trim());
  return {
    summary,
    effort: EFFORT_LEVELS.find((effort) => effort === level.toLowerCase()) ?? null,
    pickWhen: pick?.[1] ? stripFinalStop(pick[1]) : null,
    notFor: pick?.[2] ? stripFinalStop(pick[2]) : null,
  };
}

function stripFinalStop(text: string): string {
  return text.trim().replace(/\.$/, "");
}

export type TextSegment = { readonly text: string } | { readonly role: string };

/** Splits prose so that role names inside "(use x or y)" can be rendered as links. */
export function linkRoleMentions(text: string, knownRoles: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let rest = text;
  for (let match = /\(use ([^)]+)\)/.exec(rest); match; match = /\(use ([^)]+)\)/.exec(rest)) {
    segments.push({ text: rest.slice(0, match.index) + "(use " });
    const words = (match[1] ?? "").split(/(\s+|,)/);
    for (const word of words) {
      segments.push(knownRoles.includes(word) ? { role: word } : { text: word });
    }
    segments.push({ text: ")" });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) segments.push({ text: rest });
  return mergeText(segments);
}

function mergeText(segments: TextSegment[]): TextSegment[] {
  const merged: TextSegment[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if ("text" in segment && last && "text" in last)
      merged[merged.length - 1] = { text: last.text + segment.text };
    else if (!("text" in segment) || segment.text) merged.push(segment);
  }
  return merged;
}
