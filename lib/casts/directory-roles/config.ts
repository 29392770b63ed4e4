import { describeType } from "../describe-type";
import { editDistanceWithin } from "../core/edit-distance";
import { echo } from "../core/limits";
import { regexError } from "./matchers";

/** The runtime settings of a directory role: the seed's `config.json` fields, with its key names. */
export interface DirectoryRoleConfig {
  /** Regex matched against the whole model ID; only matching models may run the role. */
  readonly model: string;
  /** Tool names available to the role. */
  readonly required_tools: readonly string[];
  /** Execution environment identifier. */
  readonly execution_environment: string;
  /** Tool names approved without asking the user. */
  readonly auto_approve_tools: readonly string[];
  /** Regexes matched against whole tool names; when non-empty only matching tools are visible. */
  readonly tool_filter: readonly string[];
  /** "responsive" yields on output; "continuous" loops until yield_back. */
  readonly behavior_policy: BehaviorPolicy;
  /** Retries after the output is truncated by the token window. */
  readonly max_truncation_retries: number;
  /** Output-producing turns per invoke_agent call. */
  readonly max_output_turns: number;
  /** produce_output attempts per output turn. */
  readonly max_output_attempts: number;
}

export const BEHAVIOR_POLICIES = Object.freeze(["responsive", "continuous"] as const);
export type BehaviorPolicy = (typeof BEHAVIOR_POLICIES)[number];

/** The seed's defaults, used for every field a `config.json` leaves out. */
export const DIRECTORY_ROLE_CONFIG_DEFAULTS: DirectoryRoleConfig = Object.freeze({
  model: ".*",
  required_tools: Object.freeze([]),
  execution_environment: "REPL",
  auto_approve_tools: Object.freeze([]),
  tool_filter: Object.freeze([]),
  behavior_policy: "responsive",
  max_truncation_retries: 2,
  max_output_turns: 3,
  max_output_attempts: 3,
});

/** Text fields `config.json` may carry besides the settings; the markdown files take precedence. */
export interface DirectoryRoleConfigText {
  readonly description?: string;
  readonly system_prompt?: string;
}

const COUNT_FIELDS = ["max_truncation_retries", "max_output_turns", "max_output_attempts"] as const;
const TOOL_LIST_FIELDS = ["required_tools", "auto_approve_tools"] as const;

/** Every key a `config.json` may contain. */
export const CONFIG_FIELDS: readonly string[] = Object.freeze([
  "description",
  "system_prompt",
  ...Object.keys(DIRECTORY_ROLE_CONFIG_DEFAULTS),
]);

export type ParsedConfig =
  | { readonly ok: true; readonly config: DirectoryRoleConfig; readonly text: DirectoryRoleConfigText }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Validates parsed `config.json` data; each error reads `<field>: <problem>`, e.g. `model: invalid regular expression …`. */
export function parseDirectoryRoleConfig(data: unknown): ParsedConfig {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return { ok: false, errors: [`expected a JSON object with role settings, got ${describeType(data)}`] };
  }
  const errors: string[] = [];
  const input = new Map(Object.entries(data));
  for (const key of input.keys()) {
    if (!CONFIG_FIELDS.includes(key)) errors.push(unknownField(key));
  }
  const text: { description?: string; system_prompt?: string } = {};
  for (const field of ["description", "system_prompt"] as const) {
    if (!input.has(field)) continue;
    const value = input.get(field);
    if (typeof value !== "string") errors.push(`${field}: expected a string, got ${describeType(value)}`);
    else if (value.trim() === "") errors.push(`${field}: is empty`);
    else text[field] = value;
  }
  const config: { -readonly [K in keyof DirectoryRoleConfig]: DirectoryRoleConfig[K] } = {
    ...DIRECTORY_ROLE_CONFIG_DEFAULTS,
  };

  const model = readString(input, "model", errors, "a regular expression for model IDs");
  if (model !== undefined) {
    const problem =
      model === "" ? 'an empty pattern matches no model ID; use ".*" to allow any model' : regexError(model);
    if (problem) errors.push(`model: ${problem}`);
    else config.model = model;
  }
  for (const field of TOOL_LIST_FIELDS) {
    const names = readStringList(input, field, errors, "a tool name");
    if (names) config[field] = names;
  }
  const filters = readStringList(input, "tool_filter", errors, "a regular expression for tool names");
  if (filters) {
    const problems = filters.flatMap((pattern, index) => {
      const problem = pattern === "" ? "an empty pattern matches no tool name" : regexError(pattern);
      return problem ? [`tool_filter[${index}]: ${problem}`] : [];
    });
    errors.push(...problems);
    if (problems.length === 0) config.tool_filter = filters;
  }
  const environment = readString(input, "execution_environment", errors, "an environment identifier");
  if (environment !== undefined) {
    if (environment.trim() === "") errors.push("execution_environment: is empty");
    else config.execution_environment = environment;
  }
  const policy = readString(input, "behavior_policy", errors, '"responsive" or "continuous"');
  if (policy !== undefined) {
    const known = BEHAVIOR_POLICIES.find((candidate) => candidate === policy);
    if (known) config.behavior_policy = known;
    else errors.push(`behavior_policy: expected "responsive" or "continuous", got "${echo(policy)}"`);
  }
  for (const field of COUNT_FIELDS) {
    if (!input.has(field)) continue;
    const value = input.get(field);
    if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) config[field] = value;
    else
      errors.push(
        `${field}: expected a whole number of 0 or more, got ${typeof value === "number" ? String(value) : describeType(value)}`,
      );
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: Object.freeze({
      ...config,
      required_tools: Object.freeze([...config.required_tools]),
      auto_approve_tools: Object.freeze([...config.auto_approve_tools]),
      tool_filter: Object.freeze([...config.tool_filter]),
    }),
    text: Object.freeze(text),
  };
}

function readString(
  input: Map<string, unknown>,
  field: string,
  errors: string[],
  expected: string,
): string | undefined {
  if (!input.has(field)) return undefined;
  const value = input.get(field);
  if (typeof value === "string") return value;
  errors.push(`${field}: expected ${expected} (a string), got ${describeType(value)}`);
  return undefined;
}

function readStringList(
  input: Map<string, unknown>,
  field: string,
  errors: string[],
  item: string,
): string[] | undefined {
  if (!input.has(field)) return undefined;
  const value = input.get(field);
  if (!Array.isArray(value)) {
    errors.push(`${field}: expected a list of strings, got ${describeType(value)}`);
    return undefined;
  }
  const before = errors.length;
  const seen = new Set<string>();
  value.forEach((entry: unknown, index) => {
    if (typeof entry !== "string")
      errors.push(`${field}[${index}]: expected ${item} (a string), got ${describeType(entry)}`);
    else if (seen.has(entry)) errors.push(`${field}[${index}]: "${echo(entry)}" is listed twice`);
    else if (entry === "" && field !== "tool_filter") errors.push(`${field}[${index}]: is empty`);
    else seen.add(entry);
  });
  return errors.length === before
    ? value.filter((entry): entry is string => typeof entry === "string")
    : undefined;
}

const ALLOWED_FIELDS = `allowed: ${CONFIG_FIELDS.join(", ")}`;

function unknownField(key: string): string {
  // The banded distance refuses fields whose length differs by more than 2 at once and stops counting
  // past 2, so a huge key, or 60,000 unknown ones, cost little.
  const lower = key.toLowerCase();
  const close = CONFIG_FIELDS.find((field) => editDistanceWithin(field, lower, 2) <= 2);
  const hint = close ? `did you mean '${close}'?` : ALLOWED_FIELDS;
  return `unknown field '${echo(key)}' (${hint})`;
}
