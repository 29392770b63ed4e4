// Checks one reply against a fixture's expectations (contract section 11): one assertion per
// expectation item, each with a message a person can act on ("finding.confidence is 1.4, above max
// 1"). Browser-safe and free of zod: the Run panel, `casts eval` and the fixture validator share it.
import { countCharacters } from "../core/characters";
import type { EvalExpect, FieldExpectation } from "./fixture-schema";

/** The emission key an escalation arrives under (`fieldNameFor("EscalationRequest")`). */
export const ESCALATION_KEY = "escalation_request";

export interface Assertion {
  /** What was checked, short: `key verdict`, `field finding.confidence`, `contains 'rollback'`. */
  readonly name: string;
  readonly passed: boolean;
  /** What was found, in words; for a failure, what differs from the expectation. */
  readonly message: string;
}

export interface CheckedReply {
  /** The raw reply text as the model sent it. */
  readonly reply: string;
  /** The decoded reply (`decodeReply`), or null when it was not a JSON object. */
  readonly decoded: Readonly<Record<string, unknown>> | null;
}

const MAX_SHOWN = 60;

/** A value for a message: strings quoted and clipped, others as JSON. */
function show(value: unknown): string {
  if (typeof value === "string") {
    const clipped = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return JSON.stringify(clipped);
  }
  if (value === undefined) return "missing";
  const json = JSON.stringify(value);
  return json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN)}…` : json;
}

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return "text";
  return `a ${typeof value}`;
}

/** A case-insensitive RegExp, or the reason the source does not compile. */
export function compilePattern(source: string): { ok: true; regex: RegExp } | { ok: false; reason: string } {
  try {
    return { ok: true, regex: new RegExp(source, "i") };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Splits `finding.evidence` or `plan.steps.0` into segments. */
export function fieldPathSegments(path: string): string[] {
  return path.split(".");
}

type Lookup = { found: true; value: unknown } | { found: false; reason: string };

function lookup(decoded: Readonly<Record<string, unknown>>, path: string): Lookup {
  const segments = fieldPathSegments(path);
  let value: unknown = decoded;
  let walked = "";
  for (const segment of segments) {
    const here = walked === "" ? segment : `${walked}.${segment}`;
    if (Array.isArray(value)) {
      if (!/^(0|[1-9]\d*)$/.test(segment))
        return { found: false, reason: `${walked} is a list; '${segment}' is not an index` };
      const index = Number(segment);
      if (index >= value.length)
        return { found: false, reason: `${walked} has ${value.length} items, no item ${index}` };
      value = value[index];
    } else if (value !== null && typeof value === "object") {
      if (!Object.hasOwn(value, segment)) return { found: false, reason: `${here} is missing` };
      value = (value as Record<string, unknown>)[segment];
    } else {
      return { found: false, reason: `${walked} is ${kindOf(value)}, so it has no '${segment}'` };
    }
    walked = here;
  }
  return { found: true, value };
}

function present(decoded: Readonly<Record<string, unknown>>, key: string): boolean {
  return Object.hasOwn(decoded, key) && decoded[key] !== null && decoded[key] !== undefined;
}

function heldKeys(decoded: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(decoded).filter((key) => present(decoded, key));
  return keys.length === 0 ? "no keys" : keys.join(", ");
}

/** The size `min`/`max` bound: a number's value, a string's or list's length, an object's key count. */
function measure(value: unknown): { size: number; what: string } | null {
  if (typeof value === "number") return { size: value, what: "" };
  if (typeof value === "string") return { size: countCharacters(value), what: " characters" };
  if (Array.isArray(value)) return { size: value.length, what: " items" };
  if (value !== null && typeof value === "object")
    return { size: Object.keys(value).length, what: " entries" };
  return null;
}

function checkField(decoded: Readonly<Record<string, unknown>> | null, field: FieldExpectation): Assertion {
  const name = `field ${field.path}`;
  if (decoded === null) return { name, passed: false, message: "the reply is not a JSON object" };
  const found = lookup(decoded, field.path);
  if (!found.found) return { name, passed: false, message: found.reason };
  const value = found.value;
  const problems: string[] = [];
  if (field.equals !== undefined && value !== field.equals) {
    problems.push(`is ${show(value)}, expected ${show(field.equals)}`);
  }
  if (field.one_of !== undefined && !field.one_of.some((option) => option === value)) {
    problems.push(`is ${show(value)}, expected one of ${field.one_of.map(show).join(", ")}`);
  }
  if (field.pattern !== undefined) {
    const compiled = compilePattern(field.pattern);
    const texts = typeof value === "string" ? [value] : Array.isArray(value) ? value : null;
    if (!compiled.ok) problems.push(`pattern /${field.pattern}/ does not compile: ${compiled.reason}`);
    else if (texts === null || !texts.every((item) => typeof item === "string"))
      problems.push(`is ${kindOf(value)}, expected text or a list of texts to match /${field.pattern}/`);
    else if (!texts.some((item) => compiled.regex.test(item)))
      problems.push(
        `${typeof value === "string" ? `is ${show(value)}, which does not match` : "has no item matching"} /${field.pattern}/`,
      );
  }
  if (field.min !== undefined || field.max !== undefined) {
    const measured = measure(value);
    if (measured === null) problems.push(`is ${kindOf(value)}, which has no size to bound`);
    else {
      const shown = measured.what === "" ? `is ${show(value)}` : `has ${measured.size}${measured.what}`;
      if (field.min !== undefined && measured.size < field.min)
        problems.push(`${shown}, below min ${field.min}`);
      if (field.max !== undefined && measured.size > field.max)
        problems.push(`${shown}, above max ${field.max}`);
    }
  }
  if (problems.length > 0) return { name, passed: false, message: `${field.path} ${problems.join("; ")}` };
  return { name, passed: true, message: `${field.path} is ${show(value)}` };
}

function escalationUrgency(value: unknown): "blocked" | "fyi" | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const request = value as Record<string, unknown>;
  if (request.urgency === "blocked" || request.urgency === "fyi") return request.urgency;
  if (request.urgency !== undefined && request.urgency !== null) return null;
  // The model's default, and the legacy `blocking` flag it maps from.
  if (Object.hasOwn(request, "blocking")) return request.blocking ? "blocked" : "fyi";
  return "blocked";
}

/**
 * What the escalation check found, in words true of every fixture (whatever made it expect or forbid
 * one: a task outside the role's authority, a stop condition, nothing to stop for): what was expected,
 * and what the reply held.
 */
function escalationMessage(
  decoded: Readonly<Record<string, unknown>>,
  wanted: boolean,
  has: boolean,
): string {
  if (has === wanted) return `the reply holds ${has ? "an" : "no"} ${ESCALATION_KEY}, as expected`;
  if (wanted) return `expected an ${ESCALATION_KEY}; the reply holds ${heldKeys(decoded)}`;
  const request = decoded[ESCALATION_KEY];
  const reason =
    request !== null && typeof request === "object" && !Array.isArray(request)
      ? (request as Record<string, unknown>).reason
      : undefined;
  const urgency = escalationUrgency(request);
  const what = [
    ...(urgency === null ? [] : [`urgency "${urgency}"`]),
    ...(typeof reason === "string" ? [`reason ${show(reason)}`] : []),
  ];
  return `expected no ${ESCALATION_KEY}; the reply holds one${what.length === 0 ? "" : ` (${what.join(", ")})`}`;
}

/**
 * Checks a reply against a fixture's expectations: one assertion per expectation item (each
 * required and forbidden key, the escalation, its urgency, each field check, each contains and
 * not_contains text, the pattern, the length), in that order.
 */
export function checkExpectations(expect: EvalExpect, reply: CheckedReply): Assertion[] {
  const { decoded } = reply;
  const text = reply.reply;
  const lowered = text.toLowerCase();
  const assertions: Assertion[] = [];
  const notJson = "the reply is not a JSON object";

  for (const key of expect.keys ?? []) {
    const name = `key ${key}`;
    if (decoded === null) assertions.push({ name, passed: false, message: notJson });
    else if (present(decoded, key)) assertions.push({ name, passed: true, message: `${key} is present` });
    else
      assertions.push({
        name,
        passed: false,
        message: `${key} is missing (the reply holds ${heldKeys(decoded)})`,
      });
  }
  for (const key of expect.forbid_keys ?? []) {
    const name = `no key ${key}`;
    if (decoded === null) assertions.push({ name, passed: false, message: notJson });
    else if (present(decoded, key))
      assertions.push({ name, passed: false, message: `${key} is present but forbidden` });
    else assertions.push({ name, passed: true, message: `${key} is absent` });
  }
  const wantsEscalation = expect.escalation ?? (expect.urgency !== undefined ? true : undefined);
  if (wantsEscalation !== undefined) {
    const name = wantsEscalation ? "escalation" : "no escalation";
    if (decoded === null) assertions.push({ name, passed: false, message: notJson });
    else {
      const has = present(decoded, ESCALATION_KEY);
      assertions.push({
        name,
        passed: has === wantsEscalation,
        message: escalationMessage(decoded, wantsEscalation, has),
      });
    }
  }
  if (expect.urgency !== undefined) {
    const name = `urgency ${expect.urgency}`;
    const request = decoded === null ? undefined : decoded[ESCALATION_KEY];
    if (decoded === null) assertions.push({ name, passed: false, message: notJson });
    else if (request === undefined || request === null)
      assertions.push({ name, passed: false, message: `no ${ESCALATION_KEY}, so no urgency` });
    else {
      const urgency = escalationUrgency(request);
      assertions.push({
        name,
        passed: urgency === expect.urgency,
        message:
          urgency === null
            ? `${ESCALATION_KEY}.urgency is ${show((request as Record<string, unknown>).urgency)}, expected "${expect.urgency}"`
            : `${ESCALATION_KEY}.urgency is "${urgency}"${urgency === expect.urgency ? "" : `, expected "${expect.urgency}"`}`,
      });
    }
  }
  for (const field of expect.fields ?? []) assertions.push(checkField(decoded, field));
  for (const needle of expect.contains ?? []) {
    const passed = lowered.includes(needle.toLowerCase());
    assertions.push({
      name: `contains ${show(needle)}`,
      passed,
      message: passed ? `the reply contains ${show(needle)}` : `the reply does not contain ${show(needle)}`,
    });
  }
  for (const needle of expect.not_contains ?? []) {
    const passed = !lowered.includes(needle.toLowerCase());
    assertions.push({
      name: `not contains ${show(needle)}`,
      passed,
      message: passed
        ? `the reply does not contain ${show(needle)}`
        : `the reply contains ${show(needle)}, which it must not`,
    });
  }
  if (expect.pattern !== undefined) {
    const name = `pattern /${expect.pattern}/`;
    const compiled = compilePattern(expect.pattern);
    if (!compiled.ok)
      assertions.push({ name, passed: false, message: `the pattern does not compile: ${compiled.reason}` });
    else {
      const passed = compiled.regex.test(text);
      assertions.push({
        name,
        passed,
        message: passed
          ? `the reply matches /${expect.pattern}/`
          : `the reply does not match /${expect.pattern}/`,
      });
    }
  }
  if (expect.length !== undefined) {
    const { min, max } = expect.length;
    const size = countCharacters(text);
    const problems: string[] = [];
    if (min !== undefined && size < min) problems.push(`below min ${min}`);
    if (max !== undefined && size > max) problems.push(`above max ${max}`);
    assertions.push({
      name: "length",
      passed: problems.length === 0,
      message: `the reply is ${size} characters${problems.length === 0 ? "" : `, ${problems.join(" and ")}`}`,
    });
  }
  return assertions;
}
