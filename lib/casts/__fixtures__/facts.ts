// Typed access to the reference catalog's structural facts (a copy of shared/reference/casts-facts.json).
import facts from "./casts-facts.json" with { type: "json" };

export interface FactField {
  name: string;
  annotation: string;
  required: boolean;
  default?: unknown;
  default_factory?: string;
  constraints?: { ge?: number; le?: number };
  literal_values?: string[];
  nullable: boolean;
}

export const FACTS = facts as unknown as {
  roles: { name: string; module_stem: string; emits: string[]; artifact_defaults: unknown; effort_hint: string; body_h1: string }[];
  modes: { name: string; module_stem: string; conflicts_with: string[]; phase: string; pairs_with: string[] }[];
  emission_models: { name: string; category: string; fields: FactField[] }[];
  spawn_allowed_operations: string[];
  default_pack: {
    name: string;
    yaml_role_order: string[];
    roles: {
      role: string;
      model: string | null;
      effort: string | null;
      default_modes: string[];
      modes_allow: string[];
      active: boolean;
      authority_count: number;
      boundaries_count: number;
      escalations_count: number;
    }[];
  };
  field_name_for_cases: { input: string; output: string }[];
};
