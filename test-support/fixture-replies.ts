// Replies built from an eval fixture's expectations, for tests that prove every fixture can be
// checked: `passingReply` meets every expectation (and is valid for the role's emission models),
// `violations` gives, for each assertion, a reply that breaks exactly that expectation. A fixture
// for which either cannot be built is reported, naming the expectation.
import { toRole } from "../lib/casts/directory-roles";
import { checkExpectations, type Assertion } from "../lib/casts/evals/check";
import type { EvalExpect, FieldExpectation } from "../lib/casts/evals/fixture-schema";
import { providerSchema } from "../lib/casts/export/provider-schema";
import { loadSourceDirectoryRoles, resolveCatalogSource } from "../lib/casts/node";
import { loadEvals } from "../lib/casts/node/evals";
import type { Operable } from "../lib/casts/operable";
import { listRoles, Role } from "../lib/casts/pattern";
import { checkReply } from "../lib/casts/run/check-reply";
import { exampleFromSchema } from "./schema-example";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ESCALATION = "escalation_request";
const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === "object" && !Array.isArray(value);
const clone = <T>(value: T): T => structuredClone(value);

/** The project's fixtures (built-in and directory roles), each with its role's operable. */
export function projectEvals(root: string) {
  const directory = loadSourceDirectoryRoles(resolveCatalogSource({ env: {}, root })).loaded;
  const load = loadEvals({ root, directoryRoles: directory });
  const operableOf = (role: string): Operable | null =>
    listRoles().includes(role)
      ? Role.load(role).emissionOperable()
      : toRole(directory.find((entry) => entry.name === role)!).emissionOperable();
  const fixtures = load.roles.flatMap((entry) =>
    entry.fixtures.map((fixture) => ({ role: entry.role, fixture })),
  );
  return { load, operableOf, fixtures };
}

// ---- a string for a regular expression -------------------------------------------------------

class Sampler {
  private index = 0;
  constructor(private readonly source: string) {}

  private peek(): string | undefined {
    return this.source[this.index];
  }

  /** A sequence up to `|` or `)`; at `|` the first alternative wins and the rest is skipped. */
  sequence(): string {
    let out = "";
    while (this.index < this.source.length) {
      const char = this.peek()!;
      if (char === ")") return out;
      if (char === "|") {
        this.skipAlternatives();
        return out;
      }
      const atom = this.atom();
      out += this.quantify(atom);
    }
    return out;
  }

  private skipAlternatives(): void {
    let depth = 0;
    while (this.index < this.source.length) {
      const char = this.source[this.index]!;
      if (char === "\\") this.index += 2;
      else if (char === "[") this.skipClass();
      else {
        if (char === "(") depth += 1;
        if (char === ")") {
          if (depth === 0) return;
          depth -= 1;
        }
        this.index += 1;
      }
    }
  }

  private skipClass(): string {
    this.index += 1;
    const negated = this.peek() === "^";
    if (negated) this.index += 1;
    let first: string | null = null;
    while (this.index < this.source.length && (this.peek() !== "]" || first === null)) {
      let char = this.source[this.index]!;
      if (char === "\\") {
        this.index += 1;
        const escaped = this.source[this.index]!;
        char = escaped === "s" ? " " : escaped === "d" ? "1" : escaped === "w" ? "a" : escaped;
      }
      first ??= char;
      this.index += 1;
    }
    this.index += 1;
    return negated ? "q" : (first ?? "");
  }

  private atom(): string {
    const char = this.source[this.index]!;
    if (char === "\\") {
      const escaped = this.source[this.index + 1] ?? "";
      this.index += 2;
      return (
        ({ d: "1", s: " ", w: "a", b: "", B: "", n: "\n", t: "\t" } as Record<string, string>)[escaped] ??
        escaped
      );
    }
    if (char === "[") return this.skipClass();
    if (char === "(") {
      this.index += 1;
      let keep = true;
      const rest = this.source.slice(this.index);
      if (rest.startsWith("?:")) this.index += 2;
      else if (/^\?<?[=!]/.test(rest)) {
        // A lookaround consumes nothing: its text is left out of the sample.
        this.index += rest.startsWith("?<") ? 3 : 2;
        keep = false;
      } else if (rest.startsWith("?<")) this.index += rest.indexOf(">") + 1;
      const inner = this.sequence();
      this.index += 1; // ")"
      return keep ? inner : "";
    }
    this.index += 1;
    if (char === "^" || char === "$") return "";
    if (char === ".") return "a";
    return char;
  }

  private quantify(atom: string): string {
    const char = this.peek();
    let result = atom;
    if (char === "?" || char === "*") {
      this.index += 1;
      result = "";
    } else if (char === "+") {
      this.index += 1;
    } else if (char === "{") {
      const match = /^\{(\d+)(?:,(\d*))?\}/.exec(this.source.slice(this.index));
      if (match) {
        this.index += match[0].length;
        result = atom.repeat(Number(match[1]));
      }
    }
    if (this.peek() === "?") this.index += 1; // lazy
    return result;
  }
}

/** A short text the (case-insensitive) pattern matches, or null when the sampler cannot find one. */
export function sampleForPattern(source: string): string | null {
  const regex = new RegExp(source, "i");
  const first = new Sampler(source).sequence();
  for (const candidate of first === "" ? ["ok", "a"] : [first, `${first} ok`]) {
    if (candidate !== "" && regex.test(candidate)) return candidate;
  }
  return regex.test("") ? "" : null;
}

// ---- passing replies --------------------------------------------------------------------------

/** Every key of the role with a valid example value (decoded form: maps as objects). */
function fullExample(operable: Operable): JsonObject {
  const { schema, encodedMaps } = providerSchema(operable, "openai");
  const example = exampleFromSchema(schema, encodedMaps) as JsonObject;
  const decoded: JsonObject = {};
  for (const [key, value] of Object.entries(example)) {
    const map = encodedMaps.find((path) => path.startsWith(`${key}.`));
    const copy = clone(value);
    if (map && isObject(copy)) {
      const field = map.slice(key.length + 1);
      if (typeof copy[field] === "string") copy[field] = JSON.parse(copy[field]) as Json;
    }
    decoded[key] = copy;
  }
  return decoded;
}

function getPath(root: Json, path: string): Json | undefined {
  let value: Json | undefined = root;
  for (const segment of path.split(".")) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isObject(value)) value = value[segment];
    else return undefined;
  }
  return value;
}

function setPath(root: JsonObject, path: string, value: Json): void {
  const segments = path.split(".");
  let node: Json = root;
  segments.slice(0, -1).forEach((segment, index) => {
    const next = segments[index + 1]!;
    const container = node as JsonObject | Json[];
    const key = Array.isArray(container) ? Number(segment) : segment;
    const current = (container as Record<string | number, Json>)[key];
    if (current === null || typeof current !== "object")
      (container as Record<string | number, Json>)[key] = /^\d+$/.test(next) ? [] : {};
    node = (container as Record<string | number, Json>)[key]!;
  });
  const last = segments.at(-1)!;
  if (Array.isArray(node)) node[Number(last)] = value;
  else (node as JsonObject)[last] = value;
}

function sized(text: string, min: number | undefined, max: number | undefined): string {
  let result = text === "" ? "ok" : text;
  while (min !== undefined && [...result].length < min) result += " ok";
  if (max !== undefined && [...result].length > max) result = [...result].slice(0, max).join("");
  return result;
}

/** A value meeting every expectation on one path (several may share it). */
function fieldValue(fields: readonly FieldExpectation[], current: Json | undefined): Json {
  const field: FieldExpectation = Object.assign({}, ...fields) as FieldExpectation;
  if (field.equals !== undefined) return field.equals;
  if (field.one_of !== undefined) return field.one_of[0]!;
  const patterns = fields.flatMap((entry) => (entry.pattern === undefined ? [] : [entry.pattern]));
  if (patterns.length > 0) {
    const samples = patterns.map((pattern) => {
      const sample = sampleForPattern(pattern);
      if (sample === null) throw new Error(`cannot build text matching /${pattern}/ for ${field.path}`);
      return sample;
    });
    const text = sized(samples.filter((sample) => sample !== "").join(" "), field.min, field.max);
    return Array.isArray(current) ? [text] : text;
  }
  if (typeof current === "number" || current === undefined || current === null) {
    if (field.min !== undefined && field.max !== undefined) return (field.min + field.max) / 2;
    return field.min ?? field.max ?? 0;
  }
  if (typeof current === "string") return sized(current, field.min, field.max);
  if (Array.isArray(current)) {
    const size = field.min ?? Math.min(current.length, field.max ?? current.length);
    return Array.from({ length: size }, () => clone(current[0] ?? "ok"));
  }
  return current;
}

/** The first string leaf of the reply not pinned by a field expectation, as a dotted path. */
function freeTextPath(reply: JsonObject, pinned: readonly string[]): string | null {
  const visit = (value: Json, path: string): string | null => {
    if (typeof value === "string")
      return pinned.some((pin) => path === pin || path.startsWith(`${pin}.`)) ? null : path;
    if (Array.isArray(value))
      return value.reduce<string | null>(
        (found, item, index) => found ?? visit(item, `${path}.${index}`),
        null,
      );
    if (isObject(value)) {
      return Object.entries(value).reduce<string | null>(
        (found, [key, child]) => found ?? visit(child, path === "" ? key : `${path}.${key}`),
        null,
      );
    }
    return null;
  };
  return visit(reply, "");
}

export interface BuiltReply {
  readonly text: string;
  /** The decoded reply before encoding (null for a free-text role). */
  readonly decoded: JsonObject | null;
}

function textFor(decoded: JsonObject | null, free: string): string {
  return decoded === null ? free : JSON.stringify(decoded);
}

function padLength(built: BuiltReply, expect: EvalExpect): BuiltReply {
  const min = expect.length?.min;
  if (min === undefined) return built;
  const missing = min - [...built.text].length;
  if (missing <= 0) return built;
  // Free text grows by words; JSON by whitespace after the document, which parsers skip.
  const pad = built.decoded === null ? " ok".repeat(Math.ceil(missing / 3)) : `\n${" ".repeat(missing)}`;
  return { text: built.text + pad, decoded: built.decoded };
}

/** A reply that meets every expectation of the fixture and is valid for the role. */
export function passingReply(operable: Operable | null, expect: EvalExpect): BuiltReply {
  const words = [...(expect.contains ?? [])];
  if (expect.pattern !== undefined) {
    const sample = sampleForPattern(expect.pattern);
    if (sample === null) throw new Error(`cannot build text matching /${expect.pattern}/`);
    if (sample !== "") words.push(sample);
  }
  const pinned = (expect.fields ?? []).map((field) => field.path);
  let built: BuiltReply;
  if (operable === null) {
    built = { text: words.length > 0 ? words.join(" ") : "A short reply.", decoded: null };
  } else {
    const full = fullExample(operable);
    const keep = new Set(expect.keys ?? []);
    if (expect.escalation === true || expect.urgency !== undefined) keep.add(ESCALATION);
    for (const path of pinned) keep.add(path.split(".")[0]!);
    const forbidden = new Set([
      ...(expect.forbid_keys ?? []),
      ...(expect.escalation === false ? [ESCALATION] : []),
    ]);
    if ([...keep].every((key) => key === ESCALATION)) {
      const other = operable.keys().find((key) => key !== ESCALATION && !forbidden.has(key));
      if (other !== undefined && keep.size === 0) keep.add(other);
      else if (keep.size === 0 && !forbidden.has(ESCALATION)) keep.add(ESCALATION);
    }
    const decoded: JsonObject = {};
    for (const key of operable.keys())
      if (keep.has(key) && !forbidden.has(key)) decoded[key] = clone(full[key]!);
    if (expect.urgency !== undefined && isObject(decoded[ESCALATION]))
      decoded[ESCALATION]["urgency"] = expect.urgency;
    for (const path of new Set(pinned)) {
      const fields = (expect.fields ?? []).filter((field) => field.path === path);
      setPath(decoded, path, fieldValue(fields, getPath(decoded, path)));
    }
    // A quoted word ('"compliant"') is a whole JSON string in the raw reply: a leaf set to it.
    const quoted = words.filter((word) => /^".*"$/.test(word));
    const plain = words.filter((word) => !quoted.includes(word));
    for (const word of quoted) {
      const path = freeTextPath(decoded, [...pinned]);
      if (path === null) throw new Error(`no free text field to hold ${word}`);
      setPath(decoded, path, JSON.parse(word) as string);
      pinned.push(path);
    }
    if (plain.length > 0) {
      const path = freeTextPath(decoded, pinned);
      if (path === null) throw new Error("no free text field to carry the expected words");
      setPath(decoded, path, `${String(getPath(decoded, path))} ${plain.join(" ")}`);
    }
    built = { text: "", decoded };
  }
  built = { text: textFor(built.decoded, built.text), decoded: built.decoded };
  return padLength(built, expect);
}

// ---- checking -----------------------------------------------------------------------------------

export function assertionsFor(
  operable: Operable | null,
  expect: EvalExpect,
  text: string,
): { valid: boolean; assertions: Assertion[] } {
  const check = checkReply(operable, text);
  return {
    valid: check.valid,
    assertions: checkExpectations(expect, { reply: text, decoded: check.decoded }),
  };
}

// ---- violating replies --------------------------------------------------------------------------

/** A text the pattern does not match: plain candidates, then what a negative lookahead forbids. */
function nonMatching(pattern: string): string {
  const regex = new RegExp(pattern, "i");
  const forbidden = Array.from(
    pattern.matchAll(/\(\?!((?:\\.|[^()])*)\)/g),
    (match) => sampleForPattern(match[1]!) ?? "",
  );
  return ["zz", "0", ...forbidden].find((candidate) => !regex.test(candidate)) ?? "zz";
}

function otherValue(value: Json | undefined, field: FieldExpectation): Json {
  if (field.pattern !== undefined && field.equals === undefined && field.one_of === undefined)
    return Array.isArray(value) ? [nonMatching(field.pattern)] : nonMatching(field.pattern);
  if (field.min !== undefined && typeof value === "number") return field.min - 1;
  if (field.max !== undefined && typeof value === "number") return field.max + 1;
  if (field.min !== undefined && (typeof value === "string" || Array.isArray(value)))
    return typeof value === "string" ? "" : [];
  if (field.max !== undefined && typeof value === "string") return "zz ".repeat(field.max + 1);
  if (field.max !== undefined && Array.isArray(value))
    return Array.from({ length: field.max + 1 }, () => clone(value[0] ?? "zz"));
  if (typeof value === "number") return value + 1000;
  if (typeof value === "boolean") return !value;
  if (Array.isArray(value)) return ["zz"];
  return "zz";
}

function replaceAll(text: string, needle: string): string {
  return text.replace(new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), "zz");
}

/**
 * For each assertion of the fixture (in checkExpectations' order), a reply made from the passing
 * one that breaks that expectation.
 */
export function violations(operable: Operable | null, expect: EvalExpect): { name: string; text: string }[] {
  const pass = passingReply(operable, expect);
  const full = operable ? fullExample(operable) : {};
  const withDecoded = (change: (decoded: JsonObject) => void): string => {
    const decoded = clone(pass.decoded ?? {});
    change(decoded);
    return JSON.stringify(decoded);
  };
  const out: { name: string; text: string }[] = [];
  for (const key of expect.keys ?? [])
    out.push({ name: `key ${key}`, text: withDecoded((d) => delete d[key]) });
  for (const key of expect.forbid_keys ?? [])
    out.push({ name: `no key ${key}`, text: withDecoded((d) => void (d[key] = clone(full[key] ?? {}))) });
  const wantsEscalation = expect.escalation ?? (expect.urgency !== undefined ? true : undefined);
  if (wantsEscalation === true)
    out.push({ name: "escalation", text: withDecoded((d) => delete d[ESCALATION]) });
  if (wantsEscalation === false)
    out.push({
      name: "no escalation",
      text: withDecoded((d) => void (d[ESCALATION] = clone(full[ESCALATION] ?? {}))),
    });
  if (expect.urgency !== undefined) {
    const other = expect.urgency === "blocked" ? "fyi" : "blocked";
    out.push({
      name: `urgency ${expect.urgency}`,
      text: withDecoded((d) => isObject(d[ESCALATION]) && void (d[ESCALATION]["urgency"] = other)),
    });
  }
  for (const field of expect.fields ?? [])
    out.push({
      name: `field ${field.path}`,
      text: withDecoded((d) => setPath(d, field.path, otherValue(getPath(d, field.path), field))),
    });
  for (const needle of expect.contains ?? [])
    out.push({ name: `contains ${needle}`, text: replaceAll(pass.text, needle) });
  for (const needle of expect.not_contains ?? []) {
    const text =
      pass.decoded === null
        ? `${pass.text} ${needle}`
        : withDecoded((d) => {
            const path = freeTextPath(d, []);
            const quoted = /^".*"$/.test(needle);
            if (path !== null)
              setPath(
                d,
                path,
                quoted ? (JSON.parse(needle) as string) : `${String(getPath(d, path))} ${needle}`,
              );
          });
    out.push({ name: `not contains ${needle}`, text });
  }
  if (expect.pattern !== undefined) {
    const regex = new RegExp(expect.pattern, "gi");
    let text = pass.text;
    for (let round = 0; round < 20 && new RegExp(expect.pattern, "i").test(text); round += 1)
      text = text.replace(regex, "zz") || "zz";
    out.push({ name: `pattern ${expect.pattern}`, text });
  }
  if (expect.length !== undefined) {
    const { min, max } = expect.length;
    out.push({
      name: "length",
      text:
        max !== undefined
          ? `${pass.text}${" ".repeat(max + 1)}`
          : pass.text.slice(0, Math.max(0, (min ?? 1) - 1)),
    });
  }
  return out;
}

// ---- replies that test each key against its model -----------------------------------------------

type SchemaNode = { [keyword: string]: unknown };

/** A value of another JSON type than the schema's (a number for text, text for anything else). */
function otherType(node: SchemaNode): Json {
  const types = Array.isArray(node["type"]) ? node["type"] : [node["type"]];
  if (types.includes("string")) return 7;
  if (types.includes("array")) return "a, b";
  if (types.includes("object")) return ["a"];
  return "seven";
}

/**
 * Replies made from a reply's decoded keys that eval's model check may or may not accept: per field
 * of each key's model, another type, null, the field left out, a number out of range, a value no enum
 * holds, a list item of another type, a free-form map sent as a JSON-encoded string (of an object, of a
 * list, not JSON); per key, an extra field, null, text and a list in place of the object, and the legacy
 * `blocking` in place of `urgency`; per reply, an unknown key and an empty object. Each names what it
 * changed.
 */
export function schemaVariants(operable: Operable, decoded: JsonObject): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  const add = (name: string, change: (reply: JsonObject) => void) => {
    const reply = clone(decoded);
    change(reply);
    out.push({ name, text: JSON.stringify(reply) });
  };
  for (const spec of operable.specs) {
    const key = spec.key;
    const value = decoded[key];
    if (!isObject(value)) continue;
    const schema = modelSchema(operable, key);
    const properties = (schema["properties"] ?? {}) as Record<string, SchemaNode>;
    const required = new Set((schema["required"] ?? []) as string[]);
    for (const [field, node] of Object.entries(properties)) {
      const at = (change: (model: JsonObject) => void) => (reply: JsonObject) =>
        change(reply[key] as JsonObject);
      add(
        `${key}.${field}: another type`,
        at((model) => void (model[field] = otherType(node))),
      );
      add(
        `${key}.${field}: null`,
        at((model) => void (model[field] = null)),
      );
      if (required.has(field))
        add(
          `${key}.${field}: left out`,
          at((model) => delete model[field]),
        );
      if (typeof node["maximum"] === "number")
        add(
          `${key}.${field}: above maximum`,
          at((model) => void (model[field] = (node["maximum"] as number) + 0.5)),
        );
      if (typeof node["minimum"] === "number")
        add(
          `${key}.${field}: below minimum`,
          at((model) => void (model[field] = (node["minimum"] as number) - 0.5)),
        );
      if (Array.isArray(node["enum"]))
        add(
          `${key}.${field}: no enum value`,
          at((model) => void (model[field] = "not-an-option")),
        );
      const items = node["items"];
      if (isObject(items as Json) && (items as SchemaNode)["type"] === "string")
        add(
          `${key}.${field}: an item of another type`,
          at((model) => void (model[field] = ["a", 2])),
        );
      if (Array.isArray(node["prefixItems"]))
        add(
          `${key}.${field}: a tuple too short`,
          at((model) => void (model[field] = [1])),
        );
      if (node["type"] === "object" && !isObject(node["properties"] as Json)) {
        add(
          `${key}.${field}: an encoded object`,
          at((model) => void (model[field] = '{"ticket": "OPS-7"}')),
        );
        add(
          `${key}.${field}: an encoded list`,
          at((model) => void (model[field] = "[1, 2]")),
        );
        add(
          `${key}.${field}: text that is not JSON`,
          at((model) => void (model[field] = "ticket OPS-7")),
        );
      }
    }
    add(`${key}: an extra field`, (reply) => void ((reply[key] as JsonObject)["unexpected_field"] = "x"));
    add(`${key}: null`, (reply) => void (reply[key] = null));
    add(`${key}: text`, (reply) => void (reply[key] = "a finding"));
    add(`${key}: a list`, (reply) => void (reply[key] = [clone(value)]));
    if (Object.hasOwn(properties, "urgency")) {
      add(`${key}: legacy blocking`, (reply) => {
        const model = reply[key] as JsonObject;
        delete model["urgency"];
        model["blocking"] = false;
      });
      add(
        `${key}: legacy blocking beside urgency`,
        (reply) => void ((reply[key] as JsonObject)["blocking"] = 1),
      );
    }
  }
  add("an unknown key", (reply) => void (reply["not_a_key"] = { a: 1 }));
  out.push({ name: "an empty object", text: "{}" });
  return out;
}

/** One key's model schema, as the operable writes it (JSON Schema draft 2020-12). */
function modelSchema(operable: Operable, key: string): SchemaNode {
  const properties = operable.jsonSchema()["properties"] as Record<string, SchemaNode>;
  return properties[key]!;
}
