// Directory roles (contract §6): roles defined by files in roles/<Name>/, browser-safe parts.
// The loader that reads a directory is Node-only: loadFromDir in "@/lib/casts/node".
export { collectDirectoryRoles } from "./collect";
export type { DirectoryRoleLoad } from "./collect";
export {
  BEHAVIOR_POLICIES,
  CONFIG_FIELDS,
  DIRECTORY_ROLE_CONFIG_DEFAULTS,
  parseDirectoryRoleConfig,
} from "./config";
export type { BehaviorPolicy, DirectoryRoleConfig, DirectoryRoleConfigText, ParsedConfig } from "./config";
export {
  defineDirectoryRole,
  directoryRoleJson,
  isDirectoryRole,
  nameFromDirectory,
  roleNameError,
  toRole,
} from "./directory-role";
export type {
  DirectoryRole,
  DirectoryRoleFields,
  DirectoryRoleInit,
  DirectoryRoleJson,
} from "./directory-role";
export { allowsModel, matchesWhole, regexError, visibleTools } from "./matchers";
export { parseRoleDirectory, ROLE_FILES } from "./parse-directory";
export { compareDirectoryRoles } from "./role-order";
export type {
  RoleDirectoryResult,
  RoleDirectorySource,
  RoleFile,
  RoleFileName,
  SkippedDirectoryRole,
} from "./parse-directory";
export { createDirectoryRoleRegistry, directoryRoles, get, list, register } from "./registry";
export type { DirectoryRoleRegistry } from "./registry";
export { parseStrictJson } from "../strict-json";
export type { StrictJsonResult, StrictJsonValue } from "../strict-json";
