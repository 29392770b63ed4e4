/** Characters as a person counts them: Unicode code points, not UTF-16 units. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
}

/** Characters per token in OpenAI's rule of thumb for English prose. */
export const CHARACTERS_PER_TOKEN = 4;

/** An approximate token count (characters ÷ 4, rounded up); real tokenizers differ by model. */
export function estimateTokens(text: string): number {
  return Math.ceil(countCharacters(text) / CHARACTERS_PER_TOKEN);
}
