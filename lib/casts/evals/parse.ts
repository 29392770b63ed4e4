// Parses one eval fixture file (docs/evals.md) with the safe YAML reader and checks it against the
// format (fixture-schema.ts) and against the role it tests: unique fixture names, keys and field
// paths the role can emit (a directory role emits nothing, so only text expectations apply), known
// modes free of conflicts, patterns that compile, `{{vars}}` that match the input, expectations
// that do not contradict each other and that an empty reply does not already meet. Every problem is
// reported, each with its place; the error's `details` hold the first.
import { isMap, isScalar, isSeq, type Document, type Node } from "yaml";

import { CastsError } from "../core/errors";
import { atPosition, LineIndex } from "../core/limits";
import { findModeConflict, modeConflictMessage, type ConflictDeclaring } from "../core/mode-conflict";
import { readableIssue } from "../json-fence";
import { parseSafeYaml, yamlToData } from "../safe-yaml";
import { unknownNameMessage } from "../core/unknown-name";
import { checkExpectations, compilePattern, ESCALATION_KEY, fieldPathSegments } from "./check";
import {
  evalExpectSchema,
  evalFileSchema,
  evalFixtureSchema,
  fieldExpectationSchema,
  type EvalExpect,
  type EvalFile,
  type EvalFixture,
} from "./fixture-schema";

/** One emission key a role can send, with its model's field names when known. */
export interface EvalRoleKey {
  readonly key: string;
  readonly fields?: readonly string[];
}

/** What the parser needs to know about the tested role. */
export interface EvalRoleInfo {
  /** Its emission keys, escalation_request included; empty for a directory role (free text only). */
  readonly keys: readonly EvalRoleKey[];
}

export interface EvalParseContext {
  /** The role the file's place says it tests (`evals/<role>.yaml`); the file's `role` must match. */
  readonly expectedRole?: string;
  /** The role by name, or null when no such role exists. */
  readonly resolveRole: (name: string) => EvalRoleInfo | null;
  /** Every known role name, for the unknown-role message. */
  readonly roleNames?: readonly string[];
  /** The known modes (name and declared conflicts). */
  readonly modes: readonly ConflictDeclaring[];
}

export interface EvalProblem {
  /** Dotted path inside the file: `fixtures[2].expect.keys[0]`. */
  readonly path: string;
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

type Segment = string | number;

function pathText(segments: readonly Segment[]): string {
  if (segments.length === 0) return "(top level)";
  return segments
    .map((segment, index) =>
      typeof segment === "number" ? `[${segment}]` : index === 0 ? segment : `.${segment}`,
    )
    .join("");
}

/** The node at a path; with `asKey`, the last segment's key node (for an unknown field). */
function nodeAt(doc: Document, segments: readonly Segment[], asKey = false): Node | null {
  let node: unknown = doc.contents;
  for (const [index, segment] of segments.entries()) {
    if (asKey && index === segments.length - 1 && isMap(node)) {
      const pair = node.items.find(
        (item) => isScalar(item.key) && String(item.key.value) === String(segment),
      );
      return (pair?.key as Node | undefined) ?? null;
    }
    if (isMap(node)) node = node.get(String(segment), true);
    else if (isSeq(node) && typeof segment === "number") node = node.items[segment];
    else return null;
    if (node === undefined) return null;
  }
  return (node as Node | null) ?? null;
}

const VAR_PATTERN = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The `{{name}}` placeholders of an input, in order of first use. */
export function inputVariables(input: string): string[] {
  return [...new Set([...input.matchAll(VAR_PATTERN)].map((match) => match[1] as string))];
}

/** The input with each `{{name}}` replaced by its value (unknown names left as they are). */
export function fillInput(input: string, vars: Readonly<Record<string, string>> = {}): string {
  return input.replace(VAR_PATTERN, (whole, name: string) =>
    Object.hasOwn(vars, name) ? (vars[name] as string) : whole,
  );
}

const TEXT_ONLY = ["contains", "not_contains", "pattern", "length"] as const;

function checkExpect(
  expect: EvalExpect,
  role: EvalRoleInfo,
  roleName: string,
  at: readonly Segment[],
  report: (segments: readonly Segment[], message: string) => void,
): void {
  const keyNames = role.keys.map((entry) => entry.key);
  if (keyNames.length === 0) {
    for (const field of ["keys", "forbid_keys", "escalation", "urgency", "fields"] as const) {
      if (expect[field] !== undefined) {
        report(
          [...at, field],
          `'${roleName}' is a directory role without emissions: only ${TEXT_ONLY.join(", ")} apply`,
        );
      }
    }
    return;
  }
  const unknownKey = (key: string) =>
    `'${roleName}' has no emission key '${key}' (its keys: ${keyNames.join(", ")})`;
  expect.keys?.forEach((key, index) => {
    if (!keyNames.includes(key)) report([...at, "keys", index], unknownKey(key));
  });
  expect.forbid_keys?.forEach((key, index) => {
    if (!keyNames.includes(key)) report([...at, "forbid_keys", index], unknownKey(key));
    else if (expect.keys?.includes(key))
      report([...at, "forbid_keys", index], `'${key}' is both required and forbidden`);
  });
  const escalationForbidden =
    expect.escalation === false || expect.forbid_keys?.includes(ESCALATION_KEY) === true;
  const escalationRequired =
    expect.escalation === true ||
    expect.urgency !== undefined ||
    expect.keys?.includes(ESCALATION_KEY) === true;
  if (escalationForbidden && escalationRequired) {
    report(
      [...at, expect.escalation === false ? "escalation" : "forbid_keys"],
      "an escalation is both required and forbidden",
    );
  }
  expect.fields?.forEach((field, index) => {
    const place = [...at, "fields", index];
    const [key, name] = fieldPathSegments(field.path);
    if (fieldPathSegments(field.path).some((segment) => segment === "")) {
      report([...place, "path"], `'${field.path}' has an empty segment`);
      return;
    }
    const entry = role.keys.find((candidate) => candidate.key === key);
    if (!entry) {
      report([...place, "path"], unknownKey(key as string));
      return;
    }
    if (name === undefined) {
      report(
        [...place, "path"],
        `'${field.path}' names a whole key; give one of its fields (${key}.<field>)`,
      );
    } else if (entry.fields && !entry.fields.includes(name)) {
      report([...place, "path"], `'${key}' has no field '${name}' (its fields: ${entry.fields.join(", ")})`);
    }
    if (
      expect.forbid_keys?.includes(key as string) ||
      (key === ESCALATION_KEY && expect.escalation === false)
    ) {
      report([...place, "path"], `'${key}' is forbidden in this fixture, so its fields cannot be checked`);
    }
    if (field.pattern !== undefined) {
      const compiled = compilePattern(field.pattern);
      if (!compiled.ok) report([...place, "pattern"], `the pattern does not compile: ${compiled.reason}`);
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      report([...place, "min"], `min ${field.min} is above max ${field.max}`);
    if (field.equals !== undefined && field.one_of !== undefined)
      report([...place, "one_of"], "give 'equals' or 'one_of', not both");
  });
}

function checkTextExpect(
  expect: EvalExpect,
  at: readonly Segment[],
  report: (segments: readonly Segment[], message: string) => void,
): void {
  if (expect.pattern !== undefined) {
    const compiled = compilePattern(expect.pattern);
    if (!compiled.ok) report([...at, "pattern"], `the pattern does not compile: ${compiled.reason}`);
  }
  const { min, max } = expect.length ?? {};
  if (min !== undefined && max !== undefined && min > max)
    report([...at, "length", "min"], `min ${min} is above max ${max}`);
  expect.not_contains?.forEach((needle, index) => {
    if (expect.contains?.some((wanted) => wanted.toLowerCase().includes(needle.toLowerCase())))
      report([...at, "not_contains", index], `'${needle}' is inside a required 'contains' text`);
  });
}

/** True when a reply that says nothing meets every expectation: such a fixture cannot fail usefully. */
function emptyReplyPasses(expect: EvalExpect): boolean {
  const passes = (reply: string, decoded: Record<string, unknown> | null) =>
    checkExpectations(expect, { reply, decoded }).every((assertion) => assertion.passed);
  return passes("", {}) || passes("{}", {});
}

function checkFixture(
  fixture: EvalFixture,
  index: number,
  role: EvalRoleInfo | null,
  roleName: string,
  context: EvalParseContext,
  report: (segments: readonly Segment[], message: string) => void,
): void {
  const at: Segment[] = ["fixtures", index];
  const knownModes = new Map(context.modes.map((mode) => [mode.name, mode]));
  const modes: ConflictDeclaring[] = [];
  fixture.modes?.forEach((name, modeIndex) => {
    const mode = knownModes.get(name);
    if (!mode) {
      report([...at, "modes", modeIndex], unknownNameMessage("mode", name, [...knownModes.keys()]));
      return;
    }
    if (modes.some((earlier) => earlier.name === name))
      report([...at, "modes", modeIndex], `mode '${name}' is listed twice`);
    modes.push(mode);
    const conflict = findModeConflict(modes);
    if (conflict) report([...at, "modes", modeIndex], modeConflictMessage(conflict));
  });
  const used = inputVariables(fixture.input);
  for (const name of used) {
    if (!fixture.vars || !Object.hasOwn(fixture.vars, name))
      report([...at, "input"], `'{{${name}}}' has no value in 'vars'`);
  }
  for (const name of Object.keys(fixture.vars ?? {})) {
    if (!used.includes(name))
      report([...at, "vars", name], `'${name}' is not used in the input (no '{{${name}}}')`);
  }
  if (role) checkExpect(fixture.expect, role, roleName, [...at, "expect"], report);
  checkTextExpect(fixture.expect, [...at, "expect"], report);
  if (emptyReplyPasses(fixture.expect)) {
    report(
      [...at, "expect"],
      "an empty reply meets every expectation, so the fixture cannot fail; require a key, an escalation, a field, a text or a minimum length",
    );
  }
}

/** The problems of a parsed file against its role and the modes; empty when it is sound. */
export function evalFileProblems(
  file: EvalFile,
  context: EvalParseContext,
): { path: Segment[]; message: string }[] {
  const problems: { path: Segment[]; message: string }[] = [];
  const report = (segments: readonly Segment[], message: string) =>
    problems.push({ path: [...segments], message });
  if (context.expectedRole !== undefined && file.role !== context.expectedRole) {
    report(["role"], `the file tests '${file.role}', but its place says '${context.expectedRole}'`);
  }
  const role = context.resolveRole(file.role);
  if (!role) report(["role"], unknownNameMessage("role", file.role, context.roleNames ?? []));
  const seen = new Map<string, number>();
  file.fixtures.forEach((fixture, index) => {
    const first = seen.get(fixture.name);
    if (first !== undefined)
      report(["fixtures", index, "name"], `fixture '${fixture.name}' is already used by fixtures[${first}]`);
    else seen.set(fixture.name, index);
    checkFixture(fixture, index, role, file.role, context, report);
  });
  return problems;
}

/** The field names allowed where an unknown one was found, for the message. */
function allowedFields(segments: readonly Segment[]): string | null {
  const shape = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape).join(", ");
  const last = segments.at(-1);
  if (segments.length === 0) return shape(evalFileSchema);
  if (last === "expect") return shape(evalExpectSchema);
  if (last === "length") return "min, max";
  if (segments.at(-2) === "fields") return shape(fieldExpectationSchema);
  if (segments.at(-2) === "fixtures") return shape(evalFixtureSchema);
  return null;
}

function failure(label: string, problems: readonly EvalProblem[]): CastsError {
  const lines = problems.map((problem) => `${problem.path}: ${problem.message}${atPosition(problem)}`);
  const first = problems[0] as EvalProblem;
  const message =
    lines.length === 1
      ? `${label}: ${lines[0]}`
      : `${label}: ${lines.length} problems:\n${lines.map((line) => `  - ${line}`).join("\n")}`;
  return new CastsError("EVAL_INVALID", message, {
    details: {
      path: first.path,
      ...(first.line === undefined ? {} : { line: first.line, column: first.column }),
    },
  });
}

/**
 * Parses one fixture file's text into an `EvalFile`. Throws CastsError: YAML_INVALID (or
 * INPUT_TOO_LARGE) for bad YAML, EVAL_INVALID listing every problem, each as
 * `<path>: <what> at line L, column C`, with the first in `details`.
 */
export function parseEvalFile(text: string, label: string, context: EvalParseContext): EvalFile {
  const doc = parseSafeYaml(text, label);
  const data = yamlToData(doc, label);
  const lines = new LineIndex(text);
  // A value that is missing has no node: its place is the nearest enclosing one (the fixture's line).
  const place = (segments: readonly Segment[], message: string, asKey = false): EvalProblem => {
    let node = nodeAt(doc, segments, asKey);
    for (let depth = segments.length - 1; !node?.range && depth >= 0; depth--)
      node = nodeAt(doc, segments.slice(0, depth));
    const position = node?.range ? lines.position(node.range[0]) : undefined;
    return { path: pathText(segments), message, ...position };
  };
  if (data === null || data === undefined) {
    throw failure(label, [
      {
        path: pathText([]),
        message: "the file is empty or only comments: it needs role and fixtures (docs/evals.md)",
      },
    ]);
  }
  const parsed = evalFileSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => {
        const segments = issue.path.filter((segment): segment is Segment => typeof segment !== "symbol");
        if (issue.code === "unrecognized_keys") {
          const allowed = allowedFields(segments);
          return issue.keys.map((key) =>
            place([...segments, key], `unknown field${allowed ? ` (allowed: ${allowed})` : ""}`, true),
          );
        }
        return [place(segments, readableIssue(issue.message))];
      })
      .flat();
    throw failure(label, problems);
  }
  const problems = evalFileProblems(parsed.data, context).map((problem) =>
    place(problem.path, problem.message),
  );
  if (problems.length > 0) throw failure(label, problems);
  return parsed.data;
}
