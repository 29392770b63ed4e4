// Front matter as Claude Code, Cursor and Copilot read it: one `key: value` per line, never folded
// or written as a block scalar. Hand-written because a YAML dumper folds long lines and picks block
// scalars for multi-line text; here a value is plain when YAML reads it back unchanged, else a
// double-quoted JSON string (valid YAML, escapes included).
import { parseDocument } from "yaml";

/** A mapping of text values, written as one flow mapping (an OpenCode permission rule). */
export type FrontMatterRecord = Readonly<Record<string, string>>;

export type FrontMatterValue = string | boolean | readonly string[] | readonly FrontMatterRecord[];

const plainCache = new Map<string, boolean>();

// Both YAML 1.2 (core) and 1.1 readers must agree: 1.1 reads `yes`, `on`, `0x1f` as non-strings.
// Cached: a roster writes the same descriptions and names for many targets.
function readsBackAsPlain(value: string): boolean {
  if (value === "" || value !== value.trim() || /[\n\r\t]/.test(value)) return false;
  let plain = plainCache.get(value);
  if (plain === undefined) {
    plain = (["1.2", "1.1"] as const).every((version) => readsBack(value, version));
    if (plainCache.size > 2000) plainCache.clear();
    plainCache.set(value, plain);
  }
  return plain;
}

function readsBack(value: string, version: "1.1" | "1.2"): boolean {
  const doc = parseDocument(`k: ${value}\n`, { version, uniqueKeys: true, logLevel: "silent" });
  if (doc.errors.length > 0 || doc.warnings.length > 0) return false;
  const parsed: unknown = doc.toJS();
  return (
    parsed !== null &&
    typeof parsed === "object" &&
    Object.keys(parsed).length === 1 &&
    (parsed as Record<string, unknown>)["k"] === value
  );
}

/** One flow mapping on one line: `{ key: "value", … }`, each value double-quoted (JSON). */
function inlineRecord(record: FrontMatterRecord): string {
  const entries = Object.entries(record).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `{ ${entries.join(", ")} }`;
}

/** One YAML value on one line: a string plain when that reads back the same, else double-quoted; a list as a flow sequence. */
export function inlineYamlScalar(value: FrontMatterValue): string {
  if (typeof value === "boolean") return String(value);
  // A list on one line: a flow sequence of double-quoted (JSON) strings or of flow mappings, which YAML
  // reads as written.
  if (typeof value !== "string") {
    const items = value.map((item) => (typeof item === "string" ? JSON.stringify(item) : inlineRecord(item)));
    return `[${items.join(", ")}]`;
  }
  return readsBackAsPlain(value) ? value : JSON.stringify(value);
}

/** `---` block with the entries in order; entries whose value is undefined are left out. */
export function frontMatter(entries: readonly (readonly [string, FrontMatterValue | undefined])[]): string {
  const lines = entries
    .filter((entry): entry is readonly [string, FrontMatterValue] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${inlineYamlScalar(value)}`);
  return `---\n${lines.join("\n")}\n---\n`;
}
