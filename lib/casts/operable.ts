import type { EmissionModel } from "./emissions/model";
import { emissionJsonSchema } from "./emissions/model";
import { EscalationRequest } from "./emissions/universal";
import { CastsError } from "./core/errors";
import { emissionKeysFor } from "./core/emission-specs";
import { describeType } from "./describe-type";

export interface EmissionSpec {
  readonly key: string;
  readonly model: EmissionModel;
}

export interface OperableIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

export type OperableParseResult =
  | { readonly success: true; readonly data: Readonly<Record<string, unknown>> }
  | { readonly success: false; readonly issues: readonly OperableIssue[] };

/** A role's emission contract: one optional field per model, keyed by `fieldNameFor`. */
export class Operable {
  readonly name: string;
  readonly specs: readonly EmissionSpec[];

  constructor(specs: readonly EmissionSpec[], name = "emissions") {
    const seen = new Map<string, string>();
    for (const spec of specs) {
      const earlier = seen.get(spec.key);
      if (earlier !== undefined) {
        throw new CastsError(
          "DUPLICATE_EMISSION_KEY",
          `Emission key '${spec.key}' is produced by both ${earlier} and ${spec.model.name}`,
        );
      }
      seen.set(spec.key, spec.model.name);
    }
    this.name = name;
    this.specs = Object.freeze(specs.map((spec) => Object.freeze({ key: spec.key, model: spec.model })));
    Object.freeze(this);
  }

  keys(): string[] {
    return this.specs.map((spec) => spec.key);
  }

  /** An object schema (draft 2020-12): each key optional, holding one instance of its model. */
  jsonSchema(): Record<string, unknown> {
    return {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      title: this.name,
      type: "object",
      properties: Object.fromEntries(this.specs.map((spec) => [spec.key, emissionJsonSchema(spec.model)])),
      additionalProperties: false,
    };
  }

  /** Validates a model's output: a subset of the keys, each value valid for its model. */
  safeParse(payload: unknown): OperableParseResult {
    if (payload === null || typeof payload !== "object" || Array.isArray(payload)) {
      return {
        success: false,
        issues: [{ path: [], message: `expected an object, got ${describeType(payload)}` }],
      };
    }
    const issues: OperableIssue[] = [];
    const data: Record<string, unknown> = {};
    const expected = this.keys().join(", ");
    for (const [key, value] of Object.entries(payload)) {
      const spec = this.specs.find((candidate) => candidate.key === key);
      if (!spec) {
        issues.push({ path: [key], message: `unknown key (expected one of: ${expected})` });
        continue;
      }
      const result = spec.model.schema.safeParse(value);
      if (result.success) {
        data[key] = result.data;
      } else {
        for (const issue of result.error.issues) {
          issues.push({
            path: [key, ...issue.path.map((part) => (typeof part === "number" ? part : String(part)))],
            message: issue.message,
          });
        }
      }
    }
    return issues.length > 0 ? { success: false, issues } : { success: true, data };
  }
}

/** ADR D5: null for no emissions; otherwise one spec per model, EscalationRequest appended once. */
export function buildEmissionOperable(
  emits: Iterable<EmissionModel>,
  { name = "emissions" }: { readonly name?: string } = {},
): Operable | null {
  const models = Array.from(emits);
  const keys = emissionKeysFor(models.map((model) => model.name));
  if (keys.length === 0) return null;
  const byName = (model: string) => models.find((candidate) => candidate.name === model) ?? EscalationRequest;
  return new Operable(
    keys.map((spec) => ({ key: spec.key, model: byName(spec.model) })),
    name,
  );
}

/** Formats operable issues as `path: message` lines. */
export function formatOperableIssues(issues: readonly OperableIssue[]): string {
  return issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(root)"}: ${issue.message}`)
    .join("\n");
}
