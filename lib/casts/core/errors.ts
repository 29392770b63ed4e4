/** Every failure the casts library reports: a stable `code` plus a message that names the place. */
export type CastsErrorCode =
  | "UNKNOWN_ROLE"
  | "UNKNOWN_MODE"
  | "MODE_CONFLICT"
  | "DUPLICATE_EMISSION_KEY"
  | "YAML_INVALID"
  | "INPUT_TOO_LARGE"
  | "PROFILE_INVALID"
  | "PACK_INVALID"
  | "PATTERN_INVALID"
  | "NAME_INVALID"
  | "EXPORT_UNSUPPORTED"
  | "FILE_UNREADABLE"
  | "NOT_UTF8"
  | "ROLE_DIR_INVALID"
  | "EVAL_INVALID";

/** Where the bad input is, when known: a dotted path or file name, and a 1-based line and column. */
export interface CastsErrorDetails {
  readonly path?: string;
  readonly line?: number;
  readonly column?: number;
}

export interface CastsErrorOptions extends ErrorOptions {
  readonly details?: CastsErrorDetails;
}

export class CastsError extends Error {
  readonly code: CastsErrorCode;
  /** The place of the bad input; callers read this instead of parsing the message. */
  readonly details: CastsErrorDetails;

  constructor(code: CastsErrorCode, message: string, options?: CastsErrorOptions) {
    super(message, options);
    this.name = "CastsError";
    this.code = code;
    this.details = Object.freeze({ ...options?.details });
  }
}

export function isCastsError(value: unknown): value is CastsError {
  return value instanceof CastsError;
}
