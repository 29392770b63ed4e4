/** Every failure the casts library reports: a stable `code` plus a message that names the place. */
export type CastsErrorCode =
  | "UNKNOWN_ROLE"
  | "UNKNOWN_MODE"
  | "MODE_CONFLICT"
  | "DUPLICATE_EMISSION_KEY"
  | "YAML_INVALID"
  | "YAML_TOO_LARGE"
  | "PROFILE_INVALID"
  | "PACK_INVALID"
  | "PATTERN_INVALID"
  | "REGISTRY_NOT_LOADED"
  | "FILE_UNREADABLE"
  | "ROLE_DIR_INVALID";

export class CastsError extends Error {
  readonly code: CastsErrorCode;

  constructor(code: CastsErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "CastsError";
    this.code = code;
  }
}

export function isCastsError(value: unknown): value is CastsError {
  return value instanceof CastsError;
}
