// Part of the browser core (@/lib/casts/core): the operable's keys by model name, without zod.
import { fieldNameFor } from "./field-name";

/** The model every role with emissions can always send (ADR D5). */
export const ESCALATION_MODEL = "EscalationRequest";

export interface EmissionKey {
  readonly model: string;
  readonly key: string;
}

/**
 * ADR D5 on model names: none when nothing is declared; otherwise each declared model with its
 * field name, in order, with EscalationRequest appended when it is not declared.
 */
export function emissionKeysFor(models: readonly string[]): EmissionKey[] {
  if (models.length === 0) return [];
  const names = models.includes(ESCALATION_MODEL) ? models : [...models, ESCALATION_MODEL];
  return names.map((model) => ({ model, key: fieldNameFor(model) }));
}
