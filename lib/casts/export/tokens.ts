import { estimateTokens } from "../core/characters";
import type { ExportTarget } from "./targets";

export interface TokenCount {
  readonly count: number;
  /** `o200k_base`: counted with OpenAI's tokenizer; `estimate`: characters ÷ 4, other providers differ. */
  readonly method: "o200k_base" | "estimate";
}

/** Whether a model id (or, without one, the target) is OpenAI's, whose tokenizer we can run. */
export function usesOpenAITokenizer(target: ExportTarget, model: string | null): boolean {
  if (model !== null) return /^(gpt-|o\d|chatgpt-|openai\/)/i.test(model);
  return target === "openai";
}

/** Counts tokens of exported text; gpt-tokenizer's o200k_base table loads on first use only. */
export async function countExportTokens(
  text: string,
  target: ExportTarget,
  model: string | null,
): Promise<TokenCount> {
  if (!usesOpenAITokenizer(target, model)) {
    return { count: estimateTokens(text), method: "estimate" };
  }
  const { countTokens } = await import("gpt-tokenizer/encoding/o200k_base");
  return { count: countTokens(text), method: "o200k_base" };
}
