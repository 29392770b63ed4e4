// Plain data the /compose page hands to its island: no class instances, no zod, no YAML.

/** JSON as it travels from the server page to the island. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

export interface ComposerEmission {
  /** The operable field name, e.g. `escalation_request`. */
  readonly key: string;
  /** The emission model's name, e.g. `EscalationRequest`. */
  readonly model: string;
}

export interface ComposerPackConfig {
  readonly active: boolean;
  readonly model: string | null;
  readonly effort: string | null;
  readonly defaultModes: readonly string[];
  readonly modesAllow: readonly string[];
  readonly authority: readonly string[];
  readonly boundaries: readonly string[];
  readonly escalations: readonly string[];
}

export interface ComposerRole {
  readonly name: string;
  /** The body's H1, e.g. "Risk Assessor" for `assessor`; the name when the body has none. */
  readonly title: string;
  readonly description: string;
  readonly body: string;
  /** The role's declared emissions, in order (the operable appends EscalationRequest). */
  readonly emits: readonly ComposerEmission[];
  /** The role's entry in the pack, or null when the pack has none. */
  readonly config: ComposerPackConfig | null;
  /** True for a directory role (roles/<Name>/): no emissions, no pack entry. */
  readonly directory?: boolean;
}

export interface ComposerMode {
  readonly name: string;
  readonly description: string;
  readonly behaviors: string;
  readonly conflictsWith: readonly string[];
}

export interface ComposerEmissionModel {
  readonly name: string;
  readonly category: string;
  readonly summary: string;
  /** The model's JSON Schema as `emissionJsonSchema` gives it (what a model must send). */
  readonly schema: JsonObject;
}

export interface ComposerData {
  readonly packName: string;
  /** Sorted by code point, as `listRoles()`. */
  readonly roles: readonly ComposerRole[];
  /** Sorted by code point, as `listModes()`. */
  readonly modes: readonly ComposerMode[];
  readonly models: Readonly<Record<string, ComposerEmissionModel>>;
}

/** The composition the URL carries: `?role=…&modes=…,…&name=…`. */
export interface ComposeQuery {
  readonly role: string | null;
  readonly modes: readonly string[];
  /** "" means the profile takes the role's name. */
  readonly name: string;
}

export const EMPTY_QUERY: ComposeQuery = Object.freeze({ role: null, modes: Object.freeze([]), name: "" });
