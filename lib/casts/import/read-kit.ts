// What the format readers share: the coded error they throw, safe front matter, tool lists, and the
// one reader of the markdown agent formats (front matter fields + body), configured per format.
import { isCastsError } from "../core/errors";
import { echo } from "../core/limits";
import { parseSafeYaml, yamlToData } from "../safe-yaml";
import type { AgentSource, DroppedField, ImportErrorCode, ImportIssue, ReadAgent } from "./types";

/** A reader's refusal of one file, with a code and the place. */
export class ImportError extends Error {
  readonly code: ImportErrorCode;
  readonly details: NonNullable<ImportIssue["details"]>;

  constructor(code: ImportErrorCode, message: string, details?: ImportIssue["details"]) {
    super(message);
    this.name = "ImportError";
    this.code = code;
    this.details = Object.freeze({ ...details });
  }
}

/** Any thrown value as a report issue (library CastsErrors keep their code when the report has it). */
export function issueFrom(error: unknown): ImportIssue {
  if (error instanceof ImportError)
    return { code: error.code, message: error.message, details: error.details };
  if (isCastsError(error)) {
    const code: ImportErrorCode =
      error.code === "INPUT_TOO_LARGE" || error.code === "YAML_INVALID" ? error.code : "FORMAT_INVALID";
    return { code, message: error.message, details: { ...error.details } };
  }
  return { code: "FORMAT_INVALID", message: error instanceof Error ? error.message : String(error) };
}

export type Data = Readonly<Record<string, unknown>>;

/** Whether a parsed value is a mapping (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Parses YAML safely (contract §5) into a mapping; anything else is FORMAT_INVALID naming `what`. */
export function yamlMapping(text: string, label: string, what: string): Data {
  const data = yamlToData(parseSafeYaml(text, label), label);
  if (!isRecord(data)) throw new ImportError("FORMAT_INVALID", `${label}: ${what} is not a YAML mapping`);
  return data;
}

export interface FrontMatter {
  /** The front matter's fields; null when the file has no `---` block. */
  readonly data: Data | null;
  readonly body: string;
  /** Lines before the body (so a position in the body can be given in the file's lines). */
  readonly headLines: number;
  /** What the reader should tell: front matter read line by line because it is not valid YAML. */
  readonly notes: readonly string[];
}

/** Why an agent field is dropped when the directory-role format has nothing like it. */
export const NO_FIELD = "a directory role has no field for it";

/** A model ID as a directory role's `model` can name it: no white space or control characters. */
export const MODEL_ID = /^[^\p{Cc}\p{Cf}\s]{1,256}$/u;

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/;
const OPENING_FENCE = /^---[ \t]*(?:\n|$)/;

const PLAIN_FIELD = /^([A-Za-z][\w-]*):(?:[ \t]+(.*))?$/;

/**
 * Front matter that is not valid YAML but is one `key: value` per line, every line at the margin: the
 * common case is an unquoted description holding `: ` ("Use this agent when…  Examples: <example>
 * Context: …"), which strict YAML refuses and the agent tools themselves accept. Each value is the rest
 * of its line as text (surrounding quotes dropped). Null when any line is something else (an indented
 * list, a nested mapping, a repeated key) or a value starts as YAML syntax would (`[`, `{`, `|`, `>`,
 * an anchor, alias or tag): then the YAML error stands.
 */
function plainFields(yaml: string): Data | null {
  const fields: Record<string, string | null> = {};
  for (const line of yaml.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const match = PLAIN_FIELD.exec(line.trimEnd());
    if (!match || Object.hasOwn(fields, match[1]!)) return null;
    let value = (match[2] ?? "").trim();
    if (/^[[{|>&*!]/.test(value)) return null;
    const quote = value[0];
    if (value.length >= 2 && (quote === '"' || quote === "'") && value.endsWith(quote))
      value = value.slice(1, -1);
    fields[match[1]!] = value === "" ? null : value;
  }
  return fields;
}

/**
 * Splits a `---` front matter block (YAML, parsed safely) from the markdown body. Front matter that is
 * not valid YAML is read line by line when every line is `key: value` (plainFields), with a note. A
 * first line `---` with no closing `---` line is an error, not a body: the fields would be lost.
 */
export function readFrontMatter(source: AgentSource): FrontMatter {
  const match = FRONT_MATTER.exec(source.text);
  if (!match) {
    if (OPENING_FENCE.test(source.text))
      throw new ImportError(
        "FORMAT_INVALID",
        "front matter opened at line 1 is never closed with a --- line",
        { path: source.path, line: 1 },
      );
    return { data: null, body: source.text, headLines: 0, notes: [] };
  }
  const yaml = match[1] ?? "";
  let data: Data = {};
  const notes: string[] = [];
  try {
    if (yaml.trim() !== "") data = yamlMapping(yaml, `${source.path} front matter`, "the front matter");
  } catch (error) {
    // Positions in the file: the front matter starts on its second line.
    const issue = issueFrom(error);
    const line = issue.details?.line;
    const plain = issue.code === "YAML_INVALID" ? plainFields(yaml) : null;
    if (plain !== null) {
      data = plain;
      notes.push(
        `the front matter is not valid YAML${line === undefined ? "" : ` (line ${line + 1})`}; each line was read as 'key: value' text`,
      );
    } else {
      if (line === undefined) throw error;
      const message = issue.message.replace(/at line \d+/, `at line ${line + 1}`);
      throw new ImportError(issue.code, message, { ...issue.details, path: source.path, line: line + 1 });
    }
  }
  const head = match[0];
  return { data, body: source.text.slice(head.length), headLines: head.split("\n").length - 1, notes };
}

/** Splits on `separator` outside parentheses: `Read, Task(a, b)` → `Read`, `Task(a, b)`. */
function splitOutsideParens(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth += 1;
    else if (char === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && separator.test(char)) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== "");
}

/**
 * A tool list as a format writes it: a YAML list of names, or one string separated by commas
 * (`Read, Grep`) or, for `space`, by whitespace (`Bash(git:*) Read`). Duplicates are dropped.
 */
export function toolList(value: unknown, field: string, separator: "comma" | "space"): string[] {
  let names: string[];
  if (typeof value === "string") names = splitOutsideParens(value, separator === "comma" ? /,/ : /\s/);
  else if (Array.isArray(value)) {
    names = value.map((item: unknown, index) => {
      if (typeof item !== "string" || item.trim() === "")
        throw new ImportError("FORMAT_INVALID", `${field}[${index}]: expected a tool name`, { path: field });
      return item.trim();
    });
  } else throw new ImportError("FORMAT_INVALID", `${field}: expected a list of tool names`, { path: field });
  return [...new Set(names)];
}

/** A text field: a string (trimmed), absent (null), or an error naming the field. */
export function textField(data: Data, field: string): string | null {
  if (!Object.hasOwn(data, field) || data[field] === null) return null;
  const value = data[field];
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "string")
    throw new ImportError("FORMAT_INVALID", `${field}: expected text`, { path: field });
  return value.trim() === "" ? null : value.trim();
}

/** The first paragraph of a markdown body, without heading marks: a description for a file that has none. */
export function firstParagraph(body: string): string | null {
  for (const block of body.split(/\n\s*\n/)) {
    const text = block
      .split("\n")
      .map((line) => line.replace(/^#{1,6}\s+/, "").trim())
      .filter((line) => line !== "" && !line.startsWith("```"))
      .join(" ");
    if (text !== "") return text.length > 300 ? `${text.slice(0, 299).trimEnd()}…` : text;
  }
  return null;
}

/**
 * A format's own reading of a field's value: the value carried, or null; `dropped` says why what was not
 * carried was not (all of it when the value is null, the rest when only part of the field is carried).
 */
export interface FieldReading<T> {
  readonly value: T | null;
  /** Why (the rest of) the value is not carried; absent when the field is empty or carried whole. */
  readonly dropped?: string;
  /** What the reader should know of how the value was read (a part taken off, say). */
  readonly note?: string;
}

/** A reading of a model field, which may stand for a family of models rather than name one. */
export interface ModelReading extends FieldReading<string> {
  /** The directory role's `model` pattern the value stands for (an alias of a model family), written as is. */
  readonly pattern?: string;
}

/** Why no model is set for a name that is not a model ID. */
export const NOT_AN_ID = "a directory role's model is matched against model IDs, so no model is set";

/**
 * One model name as a directory role's `model`: an ID is carried; a name with white space (a model's
 * display name, as a model picker shows it) is dropped with why.
 */
export function readModelId(name: string): FieldReading<string> {
  if (MODEL_ID.test(name)) return { value: name };
  return { value: null, dropped: `${quoted(name)} is a model's display name, not a model ID; ${NOT_AN_ID}` };
}

/** A `model` field holding one name (text, as textField reads it): readModelId of it. */
export function readModelText(value: unknown): FieldReading<string> {
  const name = textField({ model: value }, "model");
  return name === null ? { value: null } : readModelId(name);
}

const EMPTY_TOOL_LIST =
  "an empty tool list (no tools at all) has no directory-role form; limit the role's tools where it runs";

/** A format's reading of the fields that limit an agent's tools together (OpenCode's V2 and V1 fields). */
export interface ToolFieldsReading {
  /** The fields the tool list was read from (mapped, or dropped with `reading.dropped`). */
  readonly fields: readonly string[];
  readonly reading: FieldReading<string[]>;
  /** The group's other fields, not read, each with why. */
  readonly others?: readonly DroppedField[];
  readonly notes?: readonly string[];
}

/** How one markdown agent format spells its fields. */
export interface MarkdownAgentSpec {
  readonly label: string;
  /** The field holding the agent's name; null when the file name is the name. */
  readonly nameField: string | null;
  /**
   * The tool list: one field holding a list or a string of names, or a group of fields the format
   * reads itself (`read` gets the front matter; null when none of `names` is set).
   */
  readonly toolsField?:
    | { readonly name: string; readonly separator: "comma" | "space" }
    | {
        readonly names: readonly string[];
        readonly read: (fields: Data) => ToolFieldsReading | null;
      };
  readonly modelField?: string;
  /**
   * A format's own reading of the model field, where it holds more than an ID (a display name, a list
   * of models); without one, the field is text carried as it is.
   */
  readonly readModel?: (value: unknown) => ModelReading;
  /** Model values that mean "no model of its own" (e.g. Claude Code's `inherit`). */
  readonly inheritModels?: readonly string[];
  /** The format's other documented fields, each with why a directory role does not carry it. */
  readonly dropped: Readonly<Record<string, string>>;
}

/** Whether the front matter sets `field` (to anything but null). */
export function isSet(fields: Data, field: string): boolean {
  return Object.hasOwn(fields, field) && fields[field] !== null;
}

/** The spec's tool fields as one reading; null when the format has none or the file sets none. */
function readToolFields(fields: Data, spec: MarkdownAgentSpec): ToolFieldsReading | null {
  const toolsField = spec.toolsField;
  if (toolsField === undefined) return null;
  if ("read" in toolsField) return toolsField.read(fields);
  if (!isSet(fields, toolsField.name)) return null;
  const names = toolList(fields[toolsField.name], toolsField.name, toolsField.separator);
  return { fields: [toolsField.name], reading: { value: names } };
}

/** Reads a markdown agent file (front matter + body) the way `spec` says. */
export function readMarkdownAgent(source: AgentSource, spec: MarkdownAgentSpec): ReadAgent {
  const { data, body, notes: frontMatterNotes } = readFrontMatter(source);
  const fields = data ?? {};
  const mapped: string[] = [];
  const dropped: DroppedField[] = [];
  const notes: string[] = [...frontMatterNotes];
  const take = <T>(field: string, value: T | null): T | null => {
    if (value !== null) mapped.push(field);
    return value;
  };
  const name = spec.nameField === null ? null : take(spec.nameField, textField(fields, spec.nameField));
  const description = take("description", textField(fields, "description"));
  let tools: string[] | null = null;
  const toolFields = readToolFields(fields, spec);
  if (toolFields !== null) {
    const { value, dropped: why } = toolFields.reading;
    const dropAll = (reason: string) => {
      for (const field of toolFields.fields) dropped.push({ field, reason });
    };
    if (value === null) {
      if (why !== undefined) dropAll(why);
    } else if (value.length === 0) dropAll(EMPTY_TOOL_LIST);
    else {
      tools = value;
      mapped.push(...toolFields.fields);
      if (why !== undefined) dropAll(why);
    }
    dropped.push(...(toolFields.others ?? []));
    notes.push(...(toolFields.notes ?? []));
  }
  let model: string | null = null;
  let modelPattern: string | undefined;
  if (spec.modelField) {
    const field = spec.modelField;
    const reading: ModelReading =
      spec.readModel && isSet(fields, field)
        ? spec.readModel(fields[field])
        : { value: textField(fields, field) };
    if (reading.value !== null && (spec.inheritModels ?? []).includes(reading.value))
      dropped.push({ field, reason: `'${reading.value}' means the caller's model: no model is set` });
    else if (reading.value !== null && reading.pattern !== undefined) {
      modelPattern = reading.pattern;
      mapped.push(field);
    } else model = take(field, reading.value);
    if (reading.dropped !== undefined) dropped.push({ field, reason: reading.dropped });
    if (reading.note !== undefined && (model !== null || modelPattern !== undefined))
      notes.push(reading.note);
  }
  const toolsField = spec.toolsField;
  const toolNames =
    toolsField === undefined ? [] : "names" in toolsField ? toolsField.names : [toolsField.name];
  const known = new Set([spec.nameField, "description", ...toolNames, spec.modelField]);
  for (const field of Object.keys(fields)) {
    if (known.has(field)) continue;
    const reason = spec.dropped[field];
    dropped.push({
      field,
      reason: reason ?? `not a documented ${spec.label} field; a directory role has no place for it`,
    });
  }
  if (data === null) notes.push("the file has no front matter: only its body was read");
  const agent = { name, description, body, model, tools, mapped, dropped, notes };
  return modelPattern === undefined ? agent : { ...agent, modelPattern };
}

/** A short quoted echo of input text for messages. */
export function quoted(text: string): string {
  return `'${echo(text, 80)}'`;
}

/** The path's last segment without the first of `suffixes` it ends with (case-insensitive). */
export function fileStem(path: string, suffixes: readonly string[]): string {
  const base = path.split("/").at(-1) ?? path;
  const suffix = suffixes.find((candidate) => base.toLowerCase().endsWith(candidate));
  return suffix ? base.slice(0, base.length - suffix.length) : base;
}

/** The name of the folder holding the file, or null at the top. */
export function parentFolder(path: string): string | null {
  const parts = path.split("/").filter((part) => part !== "" && part !== ".");
  return parts.length >= 2 ? (parts.at(-2) ?? null) : null;
}

/** Whether `path` is a file with one of `extensions` somewhere below a folder `dir` (e.g. `.claude/agents`). */
export function inFolder(path: string, dir: string, extensions: readonly string[]): boolean {
  const lower = `/${path.toLowerCase()}`;
  const at = lower.lastIndexOf(`/${dir}/`);
  return at !== -1 && extensions.some((extension) => lower.endsWith(extension));
}
