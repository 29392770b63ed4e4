// The browser core of the casts library: what a page or an island needs to compose profiles from
// catalog data (names, conflicts, system message, profile YAML, emission keys, catalog types,
// errors, limits). It imports neither zod nor the YAML parser nor the built-in role registry, so
// it costs a few kB; ESLint keeps it that way (eslint.config.mjs). The full API, with the Role,
// Mode and Profile classes, the emission models (zod) and YAML parsing, is `@/lib/casts`;
// file access is `@/lib/casts/node`.
export type { Catalog, CatalogMode, CatalogRole, CatalogRoleConfig } from "./catalog-types";
export {
  assertNoModeConflict,
  buildSystemMessage,
  defaultProfileName,
  systemMessageParts,
} from "./composition";
export type { MessageMode, MessagePart, MessageRole } from "./composition";
export { profileYaml } from "./profile-yaml";
export type { ProfileFields } from "./profile-yaml";
export { ESCALATION_MODEL, emissionKeysFor } from "./emission-specs";
export type { EmissionKey } from "./emission-specs";
export { CastsError, isCastsError } from "./errors";
export type { CastsErrorCode, CastsErrorDetails, CastsErrorOptions } from "./errors";
export { fieldNameFor } from "./field-name";
export { assertInputSize, inputTooLarge, inputTooLargeMessage, MAX_INPUT_BYTES } from "./input-size";
export { declaredConflicts, findModeConflict, modeConflictMessage, modesClash } from "./mode-conflict";
export type { ConflictDeclaring, ModeConflict } from "./mode-conflict";
export { dumpPyYamlMapping } from "./pyyaml-dump";
export { atLineColumn, textPosition } from "./text-position";
export { unknownNameMessage } from "./unknown-name";
