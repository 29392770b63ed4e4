// The line diff of two run replies (the `diff` package's Myers diff over lines, as /compare uses),
// without /compare's source tagging: a reply has no parts.
import { diffArrays } from "diff";

export interface ReplyDiffLine {
  readonly status: "added" | "removed" | "same";
  readonly text: string;
}

/** A → B line by line: removed lines of A, added lines of B, and the lines both have. */
export function diffReplies(a: string, b: string): ReplyDiffLine[] {
  return diffArrays(a.split("\n"), b.split("\n")).flatMap((change) =>
    change.value.map((text) => ({
      status: change.added ? ("added" as const) : change.removed ? ("removed" as const) : ("same" as const),
      text,
    })),
  );
}
