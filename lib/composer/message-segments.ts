// The message views as labelled segments (role body, each mode, the pack's policy), so the
// composer can colour them by source, jump between them and count exactly what Copy copies.
import type { MessagePart } from "@/lib/casts/core";

import { countCharacters, estimateTokens } from "@/lib/casts/core/characters";

export type SegmentSource = "role" | "mode" | "policy";

export interface MessageSegment {
  /** Stable across edits for the same source: `role`, `mode:<name>`, `policy`. */
  readonly key: string;
  readonly source: SegmentSource;
  readonly name: string;
  /** What the legend and the jump list call it, e.g. "Mode 2 · slow". */
  readonly label: string;
  /** Text before the segment in the joined message: "" for the first, "\n\n" otherwise. */
  readonly separator: string;
  readonly text: string;
}

export interface ViewStats {
  readonly characters: number;
  readonly tokens: number;
}

/** The segments of the system message, and of the runtime message when `policy` is not empty. */
export function messageSegments(parts: readonly MessagePart[], policy = ""): MessageSegment[] {
  const segments: MessageSegment[] = parts.map((part, index) => ({
    key: part.source === "role" ? "role" : `mode:${part.name}`,
    source: part.source,
    name: part.name,
    label: part.source === "role" ? `Role body · ${part.name}` : `Mode ${part.position} · ${part.name}`,
    separator: index === 0 ? "" : "\n\n",
    text: part.text,
  }));
  if (policy !== "") {
    segments.push({
      key: "policy",
      source: "policy",
      name: "policy",
      label: "Pack policy",
      separator: segments.length === 0 ? "" : "\n\n",
      text: policy,
    });
  }
  // A mode listed twice keeps one key per copy, so keys stay unique.
  const seen = new Map<string, number>();
  return segments.map((segment) => {
    const count = seen.get(segment.key) ?? 0;
    seen.set(segment.key, count + 1);
    return count === 0 ? segment : { ...segment, key: `${segment.key}#${count + 1}` };
  });
}

/** Characters and estimated tokens of a text. */
export function viewStats(text: string): ViewStats {
  return { characters: countCharacters(text), tokens: estimateTokens(text) };
}

/** The first segment that was not there before (what an edit just added), or null. */
export function newSegmentKey(before: readonly string[], after: readonly MessageSegment[]): string | null {
  if (before.length === 0) return null;
  return after.find((segment) => !before.includes(segment.key))?.key ?? null;
}
