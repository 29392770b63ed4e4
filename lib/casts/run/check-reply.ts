// Checks a reply against the role's emission models (contract §11): one verdict per key present
// in the reply or required, an unknown key its own false verdict, the escalation pulled out.
// JSON is found in the whole reply, in a fence around it, or in a fenced block after prose.
import { MAX_INPUT_BYTES } from "../core/limits";
import { decodeReply } from "../export/decode";
import { findJsonBlocks, readableIssue, stripJsonFence } from "../json-fence";
import type { Operable } from "../operable";
import { parseStrictJson, type StrictJsonValue } from "../strict-json";
import { runOperable } from "./request-body";
import { formatBytes } from "./transport";
import type { RunEmits } from "./types";

/**
 * The longest reply whose JSON is read (UTF-16 units): the 1 MiB input limit of every other parser
 * (contract §5). A longer reply gets a parseError instead of a parse (4 MiB of unknown keys took 2–3 s,
 * JSON.parse alone 0.8 s); its text is still the run's result, up to the reply cap (DEFAULT_CAP_BYTES).
 */
export const MAX_CHECKED_REPLY = MAX_INPUT_BYTES;

export interface KeyVerdict {
  readonly key: string;
  readonly valid: boolean;
  /** `path: message` lines; empty when valid. */
  readonly errors: readonly string[];
}

export interface Escalation {
  readonly urgency: "blocked" | "fyi";
  readonly reason: string;
  readonly context: Readonly<Record<string, unknown>>;
}

export interface ReplyCheck {
  /** The reply's JSON, decoded key by key (valid keys with their defaults applied); null when none. */
  readonly decoded: Readonly<Record<string, unknown>> | null;
  /** Why no JSON object could be read, in words with the place. */
  readonly parseError?: string;
  /** Where the JSON was found. */
  readonly source: "whole" | "fence" | "block" | "none";
  readonly verdicts: readonly KeyVerdict[];
  readonly escalation?: Escalation;
  /** A role with emissions: JSON read, at least one key, every verdict valid. Free text: not empty. */
  readonly valid: boolean;
}

export interface CheckReplyOptions {
  /** Keys the reply must hold (e.g. from a fixture); each missing one gets a false verdict. */
  readonly required?: readonly string[];
  /** The role's name, for the operable's name when emits are model names. */
  readonly roleName?: string;
}

export type FoundReplyJson =
  { readonly value: StrictJsonValue; readonly source: ReplyCheck["source"] } | { readonly error: string };

/**
 * The JSON of a reply, read strictly (no duplicate or `__proto__` keys): the whole text, one fenced
 * block around it, or the first fenced block after prose that holds an object. The MCP tool
 * validate_emission reads a string with it, so it and `casts run` find the same JSON.
 */
export function findReplyJson(reply: string): FoundReplyJson {
  const whole = parseStrictJson(reply.trim());
  if (whole.ok) return { value: whole.value, source: "whole" };
  const unfenced = stripJsonFence(reply);
  // A reply that is one fenced block; a block between prose is read below, with the others.
  if (unfenced.fenced && !unfenced.inProse) {
    const fenced = parseStrictJson(unfenced.text);
    if (fenced.ok) return { value: fenced.value, source: "fence" };
    return { error: `The fenced JSON is not valid: ${fenced.message}` };
  }
  const blocks = findJsonBlocks(reply);
  let firstError: string | null = null;
  for (const block of blocks) {
    const parsed = parseStrictJson(block.text);
    if (
      parsed.ok &&
      parsed.value !== null &&
      typeof parsed.value === "object" &&
      !Array.isArray(parsed.value)
    )
      return { value: parsed.value, source: "block" };
    if (!parsed.ok) firstError ??= parsed.message;
  }
  if (firstError !== null) return { error: `The JSON block in the reply is not valid: ${firstError}` };
  if (reply.trim() === "") return { error: "The reply is empty." };
  return { error: `The reply is not JSON (${whole.message}), and holds no fenced JSON block.` };
}

function issuePath(path: readonly (string | number)[]): string {
  return path
    .map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`))
    .join("")
    .replace(/^\./, "");
}

function escalationOf(value: unknown): Escalation | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  const urgency = record["urgency"];
  if ((urgency !== "blocked" && urgency !== "fyi") || typeof record["reason"] !== "string") return undefined;
  const context = record["context"];
  return {
    urgency,
    reason: record["reason"],
    context:
      context !== null && typeof context === "object" && !Array.isArray(context)
        ? (context as Record<string, unknown>)
        : {},
  };
}

function verdictsFor(operable: Operable, payload: Record<string, unknown>, required: readonly string[]) {
  const verdicts: KeyVerdict[] = [];
  const decoded: Record<string, unknown> = {};
  const known = new Set(operable.keys());
  // One message for every unknown key (a reply may hold hundreds of thousands).
  const unknownKey = [`unknown key: this role emits ${operable.keys().join(", ")}`];
  for (const [key, value] of Object.entries(payload)) {
    if (!known.has(key)) {
      verdicts.push({ key, valid: false, errors: unknownKey });
      decoded[key] = value;
      continue;
    }
    const result = decodeReply(operable, { [key]: value });
    if (result.success) {
      decoded[key] = result.data[key];
      verdicts.push({ key, valid: true, errors: [] });
    } else {
      decoded[key] = value;
      const errors = result.issues.map(
        (issue) => `${issuePath(issue.path) || key}: ${readableIssue(issue.message)}`,
      );
      verdicts.push({ key, valid: false, errors });
    }
  }
  for (const key of required) {
    if (!Object.hasOwn(payload, key))
      verdicts.push({ key, valid: false, errors: [`${key}: required, but the reply does not hold it`] });
  }
  return { verdicts, decoded };
}

/** Why a reply that is `{}` is not valid: it holds none of the role's keys. */
export function emptyReplyMessage(keys: readonly string[]): string {
  return `The reply is an empty object: it holds none of ${keys.join(", ")}.`;
}

/** Reads the JSON in a reply and validates it per key against the role's emissions. */
export function checkReply(emits: RunEmits, reply: string, options: CheckReplyOptions = {}): ReplyCheck {
  const operable = runOperable(options.roleName ?? "role", emits);
  if (!operable) return { decoded: null, source: "none", verdicts: [], valid: reply.trim() !== "" };
  const required = options.required ?? [];
  const missing = required.map((key) => ({
    key,
    valid: false,
    errors: [`${key}: required, but the reply holds no JSON`],
  }));
  if (reply.length > MAX_CHECKED_REPLY)
    return {
      decoded: null,
      parseError: `The reply is ${formatBytes(reply.length)} long; JSON is read from replies of at most ${formatBytes(MAX_CHECKED_REPLY)}.`,
      source: "none",
      verdicts: missing,
      valid: false,
    };
  const found = findReplyJson(reply);
  if ("error" in found)
    return { decoded: null, parseError: found.error, source: "none", verdicts: missing, valid: false };
  if (found.value === null || typeof found.value !== "object" || Array.isArray(found.value)) {
    const got = Array.isArray(found.value)
      ? "a list"
      : found.value === null
        ? "null"
        : `a ${typeof found.value}`;
    return {
      decoded: null,
      parseError: `The reply is JSON but ${got}, not an object keyed by ${operable.keys().join(", ")}.`,
      source: found.source,
      verdicts: missing,
      valid: false,
    };
  }
  const { verdicts, decoded } = verdictsFor(operable, found.value, required);
  const escalationVerdict = verdicts.find((verdict) => verdict.key === "escalation_request");
  const escalation = escalationVerdict?.valid ? escalationOf(decoded["escalation_request"]) : undefined;
  return {
    decoded,
    ...(verdicts.length === 0 ? { parseError: emptyReplyMessage(operable.keys()) } : {}),
    source: found.source,
    verdicts,
    ...(escalation ? { escalation } : {}),
    valid: verdicts.length > 0 && verdicts.every((verdict) => verdict.valid),
  };
}

/**
 * Readies the checks of a role's replies ahead of the reply's end: the operable and its JSON Schema
 * built, each emission model's validator run once (zod compiles a validator on its first parse).
 */
export function prepareReplyCheck(emits: RunEmits, roleName = "role"): void {
  const operable = runOperable(roleName, emits);
  if (!operable) return;
  operable.jsonSchema();
  for (const spec of operable.specs) spec.model.schema.safeParse({});
  checkReply(operable, "{}", { roleName });
}
