// The import's data: what a caller hands in, what a format reader returns, and the report per file.
// Plain data only (no classes, no functions in results), so a browser island can hold and show it.

/** The formats the import reads: the agent-definition export targets plus CrewAI and Roo/Cline. */
export const IMPORT_FORMATS = Object.freeze([
  "claude-code",
  "copilot",
  "cursor",
  "cursor-agent",
  "gemini",
  "opencode",
  "agent-skill",
  "agents-md",
  "codex",
  "crewai",
  "roo",
] as const);
export type ImportFormatId = (typeof IMPORT_FORMATS)[number];

export function isImportFormat(value: string): value is ImportFormatId {
  return (IMPORT_FORMATS as readonly string[]).includes(value);
}

/** One input file: its path (relative, `/`-separated; used for detection and naming) and its content. */
export interface ImportInput {
  readonly path: string;
  /** Raw bytes (decoded as strict UTF-8, a BOM dropped; a `.zip` is unpacked) or already-decoded text. */
  readonly bytes: Uint8Array | string;
  /**
   * The file's full size when the caller did not read it because it is over the limits (`bytes` then
   * empty): the report says INPUT_TOO_LARGE without the bytes ever being read.
   */
  readonly size?: number | undefined;
}

export interface ImportOptions {
  /** Read every file as this format instead of detecting it (a file that does not parse as it fails). */
  readonly from?: ImportFormatId | undefined;
}

/** The text one reader gets: LF line ends, no BOM. */
export interface AgentSource {
  readonly path: string;
  readonly text: string;
}

/** A source field that did not become part of the role, and why. */
export interface DroppedField {
  readonly field: string;
  readonly reason: string;
}

/** One agent as a format reader found it, before naming and escaping. */
export interface ReadAgent {
  /** The agent's name as written; null when the format gives none (the file name is used). */
  readonly name: string | null;
  /** The description; null when the file has none (the body's first paragraph is used). */
  readonly description: string | null;
  /** The instructions (the system prompt); "" when there are none. */
  readonly body: string;
  /** The one model the agent names, literally; null for none (or "inherit"). */
  readonly model: string | null;
  /**
   * A directory role's `model` pattern, written as is, for a model value that stands for a family of
   * models (Claude Code's `sonnet`); `model` is then null.
   */
  readonly modelPattern?: string;
  /** The tool names the agent may use, literally; null when it does not limit its tools. */
  readonly tools: readonly string[] | null;
  /** The source fields carried into the role. */
  readonly mapped: readonly string[];
  readonly dropped: readonly DroppedField[];
  readonly notes: readonly string[];
}

/** How a format is recognised and read. `read` throws an ImportError (or CastsError) for bad input. */
export interface FormatReader {
  readonly id: ImportFormatId;
  readonly label: string;
  /** The official pages the reader follows. */
  readonly docs: readonly string[];
  /** True when the path is this format's conventional location (e.g. `.claude/agents/x.md`). */
  readonly matchesPath: (path: string) => boolean;
  readonly read: (source: AgentSource) => readonly ReadAgent[];
}

/** Error codes of the import report. */
export type ImportErrorCode =
  | "INPUT_TOO_LARGE"
  | "YAML_INVALID"
  | "TOML_INVALID"
  | "FORMAT_INVALID"
  | "NOT_UTF8"
  | "ZIP_INVALID"
  | "UNSAFE_PATH"
  | "ROLE_EXISTS"
  | "WRITE_FAILED"
  | "FILE_UNREADABLE";

export interface ImportIssue {
  readonly code: ImportErrorCode;
  readonly message: string;
  /** Where, when known: a field path and a 1-based line and column. */
  readonly details?: { readonly path?: string; readonly line?: number; readonly column?: number };
}

/** A directory role as files: `roles/<folder>/description.md`, `system_prompt.md`, `config.json`. */
export interface ImportedRole {
  /** The role's name, which is also its folder name: `[a-z0-9-]`, at most 100 characters. */
  readonly folder: string;
  /** The source file and the agent's name in it. */
  readonly source: string;
  readonly sourceName: string;
  readonly format: ImportFormatId;
  readonly files: {
    readonly "description.md": string;
    /** Absent when the agent has no instructions (an empty file would not load). */
    readonly "system_prompt.md"?: string;
    /** Absent when neither a model nor tools were given (the seed's defaults apply). */
    readonly "config.json"?: string;
  };
}

/** What became of one role of a file. */
export interface RoleReport {
  readonly folder: string;
  readonly sourceName: string;
  readonly mapped: readonly string[];
  readonly dropped: readonly DroppedField[];
  readonly notes: readonly string[];
}

export type ImportStatus = "written" | "skipped" | "failed";

/** One input file's outcome. `written`: it gave roles; `skipped`: not an agent definition; `failed`: an error. */
export interface FileReport {
  readonly path: string;
  readonly status: ImportStatus;
  readonly format: ImportFormatId | null;
  readonly roles: readonly RoleReport[];
  /** For `skipped`: why the file is not an agent definition. */
  readonly reason?: string;
  readonly errors: readonly ImportIssue[];
}

export interface ImportResult {
  readonly roles: readonly ImportedRole[];
  readonly report: readonly FileReport[];
}
