// Which provider serves a model, told from the model ID's family: the families whose ID names their
// provider (`gpt-4.1`, `o3`: OpenAI; `claude-…`: Anthropic; `gemini-…`: Google). The provider IDs are
// those of OpenCode's `provider/model-id` (https://opencode.ai/docs/models, which takes them from
// https://models.dev). One table for every user: OpenCode's writer and reader (formats/opencode/model.ts)
// and the lint rules that flag a model another provider serves (claude-code, anthropic, openai).

export type ModelProvider = "openai" | "anthropic" | "google";

interface Family {
  readonly provider: ModelProvider;
  readonly pattern: RegExp;
  /** The provider as people name it. */
  readonly name: string;
  /** The family's IDs in words. */
  readonly ids: string;
}

const FAMILIES: readonly Family[] = [
  { provider: "openai", pattern: /^(?:gpt-|o\d+(?:-|$))/, name: "OpenAI", ids: "gpt- and o-series IDs" },
  { provider: "anthropic", pattern: /^claude-/, name: "Anthropic", ids: "claude- IDs" },
  { provider: "google", pattern: /^gemini-/, name: "Google", ids: "gemini- IDs" },
];

/** The provider of a known model family (`gpt-4.1` → openai, `claude-sonnet-4-6` → anthropic), else null. */
export function modelProvider(model: string): ModelProvider | null {
  return FAMILIES.find((family) => family.pattern.test(model))?.provider ?? null;
}

/** The provider's name and its family's IDs, for messages: `OpenAI`, `gpt- and o-series IDs`. */
export function providerWords(provider: ModelProvider): { readonly name: string; readonly ids: string } {
  const family = FAMILIES.find((entry) => entry.provider === provider)!;
  return { name: family.name, ids: family.ids };
}

/**
 * A lint message for a request target's model that belongs to another provider's family, or null:
 * `gpt-4.1` sent to Anthropic's Messages API names a model that API does not serve.
 */
export function foreignModelProblem(model: unknown, api: ModelProvider, apiName: string): string | null {
  if (typeof model !== "string") return null;
  const provider = modelProvider(model);
  if (provider === null || provider === api) return null;
  const { name, ids } = providerWords(provider);
  return `\`model\` ${JSON.stringify(model)} is one of ${name}'s models (${ids}), which ${apiName} does not serve`;
}
