// `casts diff`'s text output: a unified diff (the `diff` package) of two messages with a final newline each.
import { createTwoFilesPatch } from "diff";

/** A unified diff of A → B labelled with the two specs; "" when the messages are equal. */
export function unifiedMessageDiff(labelA: string, labelB: string, textA: string, textB: string): string {
  if (textA === textB) return "";
  const patch = createTwoFilesPatch(labelA, labelB, `${textA}\n`, `${textB}\n`, undefined, undefined, {
    context: 3,
  });
  // The patch opens with an "Index:"-free header: keep from the `---` line on.
  return patch.slice(patch.indexOf("--- "));
}
