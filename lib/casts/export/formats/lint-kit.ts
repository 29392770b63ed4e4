// Building blocks of the per-format rule tables: parsed views of a file (front matter, TOML) and rule
// factories for the constraints formats share (required fields, name patterns, lengths, allowed
// values, size caps). Each rule a format lists is still its own entry with its own source.
import { parse as parseToml } from "smol-toml";
import { parseDocument } from "yaml";

import type { ExportFile } from "../context";
import type { LintRule, LintSeverity } from "./format";
import { countCharacters } from "../../core/characters";
import { foreignModelProblem, type ModelProvider } from "../model-family";
import { groupDigits } from "../../core/digits";

export interface FrontMatterView {
  /** The front matter as data, or null when the file has none or it does not parse. */
  readonly data: Record<string, unknown> | null;
  /** Why the front matter could not be read; null when it could. */
  readonly problem: string | null;
  readonly body: string;
}

const frontMatterCache = new Map<string, FrontMatterView>();
const yamlCache = new Map<string, Record<string, unknown> | null>();

/** Empties the parse caches (the bench measures a lint from cold). */
export function resetLintCaches(): void {
  frontMatterCache.clear();
  yamlCache.clear();
}

/** A whole YAML file as a mapping, or null when it is not one (cached by content: several rules read it). */
export function yamlMapping(content: string): Record<string, unknown> | null {
  if (yamlCache.has(content)) return yamlCache.get(content) ?? null;
  const doc = parseDocument(content, { uniqueKeys: true, logLevel: "silent" });
  const data: unknown = doc.errors.length === 0 ? doc.toJS() : null;
  const mapping = isRecord(data) ? data : null;
  if (yamlCache.size > 200) yamlCache.clear();
  yamlCache.set(content, mapping);
  return mapping;
}

/** A whole JSON file as an object (request bodies), or null when it is not one. */
export const jsonObject: Reader = (file) => {
  try {
    const data: unknown = JSON.parse(file.content);
    return isRecord(data) ? data : null;
  } catch {
    return null;
  }
};

/** A whole YAML file as a mapping, or null (the reader form of `yamlMapping`). */
export const yamlData: Reader = (file) => yamlMapping(file.content);

/** Whether a parsed value is a mapping (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Splits `---` front matter from the body and parses it as YAML (cached by content). */
export function frontMatterView(content: string): FrontMatterView {
  const cached = frontMatterCache.get(content);
  if (cached) return cached;
  let view: FrontMatterView;
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(content);
  if (!match)
    view = { data: null, problem: "the file does not start with a --- front matter block", body: content };
  else {
    const doc = parseDocument(match[1]!, { uniqueKeys: true, logLevel: "silent" });
    const data: unknown = doc.errors.length === 0 ? doc.toJS() : null;
    view = isRecord(data)
      ? { data, problem: null, body: match[2]! }
      : {
          data: null,
          problem: doc.errors[0]?.message.split("\n")[0] ?? "the front matter is not a mapping",
          body: match[2]!,
        };
  }
  if (frontMatterCache.size > 500) frontMatterCache.clear();
  frontMatterCache.set(content, view);
  return view;
}

/** A TOML file as data, or the parser's message. */
export function tomlView(content: string): { data: Record<string, unknown> | null; problem: string | null } {
  try {
    return { data: parseToml(content) as Record<string, unknown>, problem: null };
  } catch (error) {
    return { data: null, problem: (error as Error).message.split("\n")[0] ?? "not valid TOML" };
  }
}

export type Reader = (file: ExportFile) => Record<string, unknown> | null;

/** Reads a markdown file's front matter. */
export const frontMatterData: Reader = (file) => frontMatterView(file.content).data;
/** Reads a TOML file. */
export const tomlData: Reader = (file) => tomlView(file.content).data;

interface RuleBase {
  readonly id: string;
  readonly source: string;
  readonly severity?: LintSeverity;
  readonly applies?: (file: ExportFile) => boolean;
}

export function rule(
  base: RuleBase & { summary: string },
  check: (file: ExportFile) => readonly string[],
): LintRule {
  return {
    id: base.id,
    severity: base.severity ?? "error",
    source: base.source,
    summary: base.summary,
    ...(base.applies ? { applies: base.applies } : {}),
    check,
  };
}

/** The front matter block exists and is a YAML mapping. */
export function frontMatterParses(base: RuleBase): LintRule {
  return rule({ ...base, summary: "The file starts with YAML front matter between --- lines." }, (file) => {
    const view = frontMatterView(file.content);
    return view.problem ? [`front matter: ${view.problem}`] : [];
  });
}

export function requiredString(base: RuleBase, read: Reader, field: string): LintRule {
  return rule({ ...base, summary: `\`${field}\` is required and is non-empty text.` }, (file) => {
    const data = read(file);
    if (data === null) return [];
    const value = data[field];
    if (value === undefined) return [`\`${field}\` is missing`];
    if (typeof value !== "string" || value.trim() === "") return [`\`${field}\` must be non-empty text`];
    return [];
  });
}

export function pattern(base: RuleBase, read: Reader, field: string, regex: RegExp, words: string): LintRule {
  return rule({ ...base, summary: `\`${field}\`: ${words}.` }, (file) => {
    const value = read(file)?.[field];
    if (typeof value !== "string") return [];
    return regex.test(value) ? [] : [`\`${field}\` '${value}' is not ${words}`];
  });
}

/**
 * The opening rules of a Markdown agent file with a `name` and a `description` in its front matter:
 * the front matter parses, both are given, and the name has the format's form (rule `<format>/<nameRule>`).
 */
export function namedAgentRules(
  format: string,
  source: string,
  name: { readonly rule: string; readonly regex: RegExp; readonly words: string },
): LintRule[] {
  return [
    frontMatterParses({ id: `${format}/front-matter`, source }),
    requiredString({ id: `${format}/name-required`, source }, frontMatterData, "name"),
    pattern({ id: `${format}/${name.rule}`, source }, frontMatterData, "name", name.regex, name.words),
    requiredString({ id: `${format}/description-required`, source }, frontMatterData, "description"),
  ];
}

/**
 * A warning when `model` is a model another provider serves (model-family.ts): `gpt-4.1` in a request
 * to Anthropic's Messages API. `serves` is the provider the file's API serves, `api` that API in words.
 */
export function modelOfProvider(
  base: RuleBase & { summary: string },
  read: Reader,
  serves: ModelProvider,
  api: string,
): LintRule {
  return rule({ severity: "warning", ...base }, (file) => {
    const problem = foreignModelProblem(read(file)?.["model"], serves, api);
    return problem === null ? [] : [problem];
  });
}

export function maxLength(base: RuleBase, read: Reader, field: string, max: number): LintRule {
  return rule({ ...base, summary: `\`${field}\` is at most ${max} characters.` }, (file) => {
    const value = read(file)?.[field];
    if (typeof value !== "string") return [];
    const length = countCharacters(value);
    return length > max ? [`\`${field}\` is ${length} characters, over the ${max}-character limit`] : [];
  });
}

export function oneOf(base: RuleBase, read: Reader, field: string, allowed: readonly string[]): LintRule {
  return rule({ ...base, summary: `\`${field}\` is one of ${allowed.join(", ")}.` }, (file) => {
    const value = read(file)?.[field];
    if (value === undefined) return [];
    return typeof value === "string" && allowed.includes(value)
      ? []
      : [`\`${field}\` is ${JSON.stringify(value)}; allowed: ${allowed.join(", ")}`];
  });
}

export function booleanField(base: RuleBase, read: Reader, field: string): LintRule {
  return rule({ ...base, summary: `\`${field}\` is a boolean (true or false).` }, (file) => {
    const value = read(file)?.[field];
    return value === undefined || typeof value === "boolean"
      ? []
      : [`\`${field}\` is ${JSON.stringify(value)}, not true or false`];
  });
}

export function numberRange(
  base: RuleBase,
  read: Reader,
  field: string,
  min: number,
  max: number | null,
): LintRule {
  const words = max === null ? `a number of at least ${min}` : `a number from ${min} to ${max}`;
  return rule({ ...base, summary: `\`${field}\` is ${words}.` }, (file) => {
    const value = read(file)?.[field];
    if (value === undefined) return [];
    return typeof value === "number" && value >= min && (max === null || value <= max)
      ? []
      : [`\`${field}\` is ${JSON.stringify(value)}, not ${words}`];
  });
}

/** A list of strings, or (when `orString`) one string. */
export function stringList(base: RuleBase, read: Reader, field: string, orString: boolean): LintRule {
  const words = orString ? "a string or a list of strings" : "a list of strings";
  return rule({ ...base, summary: `\`${field}\` is ${words}.` }, (file) => {
    const value = read(file)?.[field];
    if (value === undefined) return [];
    if (orString && typeof value === "string") return [];
    return Array.isArray(value) && value.every((item) => typeof item === "string")
      ? []
      : [`\`${field}\` is ${JSON.stringify(value)}, not ${words}`];
  });
}

/** A documented hard cap on a size: the file is still written, with an error naming cap and size. */
function sizeCap(
  base: RuleBase & { summary: string },
  measure: (file: ExportFile) => number,
  max: number,
  what: string,
  unit: "character" | "byte",
): LintRule {
  return rule(base, (file) => {
    const size = measure(file);
    return size > max
      ? [
          `${what} is ${groupDigits(size)} ${unit}s, over the ${groupDigits(max)}-${unit} ${unit === "byte" ? "limit" : "cap"}`,
        ]
      : [];
  });
}

/** A cap on a text's size in characters (code points). */
export function maxChars(
  base: RuleBase & { summary: string },
  text: (file: ExportFile) => string,
  max: number,
  what: string,
): LintRule {
  return sizeCap(base, (file) => [...text(file)].length, max, what, "character");
}

/** A cap on the whole file's size in UTF-8 bytes. */
export function maxBytes(base: RuleBase & { summary: string }, max: number, what: string): LintRule {
  return sizeCap(base, (file) => new TextEncoder().encode(file.content).length, max, what, "byte");
}

export function maxLines(
  base: RuleBase & { summary: string },
  measure: (file: ExportFile) => string,
  max: number,
  what: string,
): LintRule {
  return rule(base, (file) => {
    const lines = measure(file).split("\n").length;
    return lines > max ? [`${what} is ${lines} lines, over the ${max} lines recommended`] : [];
  });
}

export const bodyOf = (file: ExportFile): string => frontMatterView(file.content).body;
