// OpenCode names a model `provider/model-id`, the provider first (https://opencode.ai/docs/agents,
// `model`; https://opencode.ai/docs/models: "provider_id/model_id"). The writer adds the provider a
// model family shows (`gpt-4.1` → `openai/gpt-4.1`); the reader takes it off again where the writer
// would put back the same one, so a model survives the round trip as the ID other targets take.
import { modelProvider } from "../../model-family";

/** A model already in OpenCode's form: a provider, a slash, then the model's ID. */
export const OPENCODE_MODEL = /^[^/\s]+\/\S+$/;

/**
 * The model as OpenCode names it: as given when it is already `provider/model-id`, else with the
 * provider of a known family (`gpt-4.1` → `openai/gpt-4.1`); null when the provider is not known.
 */
export function openCodeModel(model: string): string | null {
  if (OPENCODE_MODEL.test(model)) return model;
  const provider = modelProvider(model);
  return provider === null ? null : `${provider}/${model}`;
}

/**
 * The model ID inside an OpenCode model, with its provider: `openai/gpt-4.1` → gpt-4.1 from openai.
 * Null when the provider is not the one the ID's family shows (`openrouter/google/gemini-2.5-flash`,
 * `lmstudio/qwen3`): that is the provider's own name for a model, kept whole.
 */
export function modelFromOpenCode(model: string): { readonly id: string; readonly provider: string } | null {
  const slash = model.indexOf("/");
  if (slash <= 0) return null;
  const provider = model.slice(0, slash);
  const id = model.slice(slash + 1);
  // Only where the writer gives back this very model: `openai/gpt-4/x` stays whole (gpt-4/x has a slash).
  return openCodeModel(id) === model ? { id, provider } : null;
}
