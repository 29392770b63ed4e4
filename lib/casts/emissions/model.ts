import { z } from "zod";

import { deepFreeze } from "../freeze";

/** The families the reference catalog groups emission models into. */
export const EMISSION_CATEGORIES = [
  "discovery",
  "judgement",
  "analysis",
  "planning / coordination",
  "production",
  "generative / retrospective",
  "universal",
] as const;

export type EmissionCategory = (typeof EMISSION_CATEGORIES)[number];

/** A typed output a Role may produce: a strict zod schema plus catalog metadata. */
export interface EmissionModel<Shape extends z.ZodRawShape = z.ZodRawShape> {
  readonly name: string;
  readonly category: EmissionCategory;
  /** One sentence for people choosing or reading a contract. */
  readonly summary: string;
  /** The strict object that describes the model's output (used for JSON Schema). */
  readonly shape: z.ZodObject<Shape, z.core.$strict>;
  /** What validation runs: `shape`, preceded by any legacy-input mapping. */
  readonly schema: z.ZodType<z.output<z.ZodObject<Shape, z.core.$strict>>>;
}

interface EmissionModelDefinition<Shape extends z.ZodRawShape> {
  readonly name: string;
  readonly category: EmissionCategory;
  readonly summary: string;
  readonly fields: Shape;
  /** Maps accepted legacy input onto the current shape before validation. */
  readonly mapInput?: (input: unknown) => unknown;
}

export function defineEmissionModel<Shape extends z.ZodRawShape>(
  definition: EmissionModelDefinition<Shape>,
): EmissionModel<Shape> {
  const shape = z.strictObject(definition.fields).meta({
    title: definition.name,
    description: definition.summary,
  });
  const schema = definition.mapInput ? z.preprocess(definition.mapInput, shape) : shape;
  return Object.freeze({
    name: definition.name,
    category: definition.category,
    summary: definition.summary,
    shape,
    schema,
  });
}

/**
 * Each model's JSON Schema, made once: a model is frozen and its schema deep-frozen, so every caller can
 * share it. A role page asks for its models' schemas dozens of times (contract, examples, every export
 * target), at ~0.2 ms each.
 */
const jsonSchemas = new WeakMap<EmissionModel, Record<string, unknown>>();

/** The JSON Schema (draft 2020-12) of what a model must send: defaulted fields are optional. */
export function emissionJsonSchema(model: EmissionModel): Record<string, unknown> {
  let schema = jsonSchemas.get(model);
  if (!schema) {
    const { $schema: _ignored, ...made } = z.toJSONSchema(model.shape, { io: "input" });
    jsonSchemas.set(model, (schema = deepFreeze(made)));
  }
  return schema;
}
