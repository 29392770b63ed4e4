// Public API of the casts library (ADR-0042), browser-safe: everything in the light core
// ("./core": no zod, no YAML parser) plus the classes, the emission models and YAML parsing.
// Node file helpers: "./node".
export * from "./core";
export * from "./emissions";
export { Operable, buildEmissionOperable, formatOperableIssues } from "./operable";
export type { EmissionSpec, OperableIssue, OperableParseResult } from "./operable";
export { Mode, Pattern, PatternKind, Role, compareCodePoints, listModes, listRoles } from "./pattern";
export type {
  ArtifactDefaults,
  JsonValue,
  ModeDict,
  ModeInit,
  PatternInit,
  RoleDict,
  RoleInit,
} from "./pattern";
export { Profile, readProfileFields } from "./profile";
export type { ComposeOptions, ProfileDict, ProfileInit } from "./profile";
export { Pack, RoleConfig, RolePolicy } from "./pack";
export type { PackInit, RoleConfigInit, RolePolicyInit } from "./pack";
export { hasPackErrors, validatePack } from "./validate-pack";
export type { PackFinding, PackFindingCode, PackFindingSeverity, ValidatePackOptions } from "./validate-pack";
export { formatFindingPlace, lintPackText, placeOfPath } from "./pack-lint";
export type { PackLintOptions, PackLintResult } from "./pack-lint";
export { EFFECTIVE_FIELDS, effectiveConfigs } from "./pack-settings";
export type {
  EffectiveConfigOptions,
  EffectiveField,
  EffectiveRoleConfig,
  EffectiveValue,
  EffectiveValueData,
} from "./pack-settings";
export {
  buildPolicySections,
  buildRuntimeMessage,
  ESCALATION_INSTRUCTION,
  policySectionParts,
} from "./core/runtime-message";
export type { PolicyLines, PolicySection, PolicySectionName } from "./core/runtime-message";
export { projectCatalog, projectMode, projectRole, roleFromCatalog, type CatalogRoleFields } from "./catalog";
export { parseSafeYaml } from "./safe-yaml";
export {
  assertInputSize,
  escapeControl,
  LIMITS,
  MAX_CONFIG_JSON_BYTES,
  MAX_DEPTH,
  MAX_INPUT_BYTES,
  MAX_NAME_LENGTH,
  MAX_PROFILE_MODES,
  nameProblem,
} from "./core/limits";
export { parseStrictJson } from "./strict-json";
export type { StrictJsonResult, StrictJsonValue } from "./strict-json";
