// The shape of one export format (see ./index.ts for the folder layout).
import type { FormatReader } from "../../import/types";
import type { ExportContext, ExportFile } from "../context";
import type { ProviderSchema } from "../provider-schema";
import type { AnthropicMessagesRequest, OpenAIChatRequest } from "../request-targets";
import type { ExportTargetInfo } from "../targets";

/** One field of a format, as its documentation lists it, and what the export writes into it. */
export interface FormatField {
  readonly name: string;
  readonly required: boolean;
  /** What the export writes there, or why it writes nothing. */
  readonly writes: string;
}

/** What a writer returns for one composition. */
export interface WrittenExport {
  readonly files: ExportFile[];
  readonly request?: OpenAIChatRequest | AnthropicMessagesRequest;
  readonly schema?: ProviderSchema | null;
}

export type LintSeverity = "error" | "warning";

/** One finding of `lintExport`: which rule, how bad, in which file, and what is wrong. */
export interface LintFinding {
  readonly rule: string;
  readonly severity: LintSeverity;
  readonly file: string;
  readonly message: string;
}

/** One documented constraint of a format. `check` returns the problems it sees (empty: passes). */
export interface LintRule {
  /** `<format>/<constraint>`, e.g. `claude-code/name-pattern`. */
  readonly id: string;
  readonly severity: LintSeverity;
  /** The page that states the constraint. */
  readonly source: string;
  /** One line: the constraint as the documentation states it. */
  readonly summary: string;
  /** Which files of the export the rule applies to (default: every file). */
  readonly applies?: (file: ExportFile) => boolean;
  readonly check: (file: ExportFile) => readonly string[];
}

/** A format: its metadata (./<id>/info.ts), field table, limits, writer, lint rules and reader. */
export interface ExportFormat extends ExportTargetInfo {
  /** The official pages the writer and the rules follow. */
  readonly docs: readonly string[];
  readonly fields: readonly FormatField[];
  /** Documented size limits in bytes or characters, by name (empty when the format documents none). */
  readonly limits: Readonly<Record<string, number>>;
  readonly write: (context: ExportContext) => WrittenExport;
  readonly rules: readonly LintRule[];
  /** The import side: reads the format's files back into directory-role data (./<id>/read.ts). */
  readonly read?: FormatReader;
}
